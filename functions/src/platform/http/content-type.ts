/**
 * CSRF hardening: a state-changing request (POST, PUT, PATCH, DELETE) that carries a body must
 * send it as `application/json`. Browsers can send `text/plain`, `application/x-www-form-urlencoded`
 * and `multipart/form-data` cross-site without a CORS preflight (an HTML form, a no-cors fetch);
 * JSON cannot be sent that way, so this check plus SameSite=Lax cookies keep other sites from
 * acting with a shopper's session.
 *
 * A request without a body (no Content-Type, no length or length 0, no chunked encoding) passes:
 * `POST /api/auth/logout` is sent with an empty body. Routes that take file uploads opt in to
 * `multipart/form-data` by path (`multipartPaths`); they must then require a session themselves.
 * Plain HTML form posts are let through only on `formPaths`, routes that read no cookie at all.
 */
import type { Request, RequestHandler } from "express";
import { failureOf } from "./localize";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function carriesBody(req: Request): boolean {
  if (req.headers["content-type"] !== undefined) return true;
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && Number(length) > 0;
}

export function requireJsonBody(
  options: { multipartPaths?: readonly string[]; formPaths?: readonly RegExp[] } = {},
): RequestHandler {
  const multipart = new Set(options.multipartPaths ?? []);
  const forms = options.formPaths ?? [];
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || !carriesBody(req)) return next();
    if (req.is("application/json")) return next();
    if (multipart.has(req.path) && req.is("multipart/form-data")) return next();
    if (forms.some((path) => path.test(req.path)) && req.is("application/x-www-form-urlencoded")) return next();
    res.status(415).json(failureOf(req, "request.jsonRequired"));
  };
}
