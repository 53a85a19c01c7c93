/**
 * Every error answers JSON `{ success: false, code, message }`, never an HTML page or a stack trace.
 */
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { ApiFailure, MessageCode } from "@cocoa/contracts";
import { HttpError } from "../errors";
import { logger } from "../logger";
import { failureOf } from "./localize";

/** Unknown routes: 404 JSON. */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json(failureOf(req, "request.notFound"));
};

interface RequestProblem {
  status: number;
  code: MessageCode;
}

/** The body-parser error types (`err.type`) and what they mean to the caller. */
const BODY_ERRORS: Record<string, RequestProblem> = {
  "entity.parse.failed": { status: 400, code: "request.invalidJson" },
  "entity.too.large": { status: 413, code: "request.bodyTooLarge" },
  "encoding.unsupported": { status: 415, code: "request.charsetUnsupported" },
  "charset.unsupported": { status: 415, code: "request.charsetUnsupported" },
  "request.aborted": { status: 400, code: "request.aborted" },
};

function bodyErrorOf(error: unknown): RequestProblem | undefined {
  if (typeof error !== "object" || error === null || !("type" in error)) return undefined;
  const { type } = error as { type: unknown };
  return typeof type === "string" ? BODY_ERRORS[type] : undefined;
}

/**
 * Errors Express and its parsers raise about the request itself: a route parameter that is not
 * valid percent-encoding (a URIError marked 400) and any other http-error marked as the client's
 * (4xx with `expose`). Their own messages name internals, so a general one is sent.
 */
function requestErrorOf(error: unknown): RequestProblem | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  if (typeof status !== "number" || status < 400 || status > 499) return undefined;
  if (error instanceof URIError) return { status: 400, code: "request.malformedUrl" };
  return expose === true || status === 400 ? { status, code: "request.unreadable" } : undefined;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // Too late to answer JSON: let Express close the connection.
    next(error);
    return;
  }
  let status = 500;
  let body: ApiFailure = failureOf(req, "request.serverError");
  const bodyError = bodyErrorOf(error) ?? requestErrorOf(error);
  if (error instanceof HttpError) {
    status = error.status;
    if (error.headers) res.set(error.headers);
    body = failureOf(req, error.code, error.params, error.fields, error.also);
  } else if (bodyError) {
    ({ status } = bodyError);
    body = failureOf(req, bodyError.code);
  }
  if (status >= 500) {
    logger.error("A request failed", { method: req.method, url: req.originalUrl, error });
  }
  res.status(status).json(body);
};
