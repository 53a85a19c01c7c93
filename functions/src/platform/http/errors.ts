/**
 * Every error answers JSON `{ success: false, message }`, never an HTML page or a stack trace.
 */
import type { ErrorRequestHandler, RequestHandler } from "express";
import { API_ERROR_MESSAGES, type ApiFailure } from "@cocoa/contracts";
import { HttpError } from "../errors";
import { logger } from "../logger";

/** Unknown routes: 404 JSON. */
export const notFound: RequestHandler = (_req, res) => {
  const body: ApiFailure = { success: false, message: API_ERROR_MESSAGES.notFound };
  res.status(404).json(body);
};

/** The body-parser error types (`err.type`) and what they mean to the caller. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  "entity.parse.failed": { status: 400, message: API_ERROR_MESSAGES.invalidJson },
  "entity.too.large": { status: 413, message: API_ERROR_MESSAGES.bodyTooLarge },
  "encoding.unsupported": { status: 415, message: "The request body's charset is not supported; send UTF-8." },
  "charset.unsupported": { status: 415, message: "The request body's charset is not supported; send UTF-8." },
  "request.aborted": { status: 400, message: "The request was aborted before its body arrived." },
};

function bodyErrorOf(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== "object" || error === null || !("type" in error)) return undefined;
  const { type } = error as { type: unknown };
  return typeof type === "string" ? BODY_ERRORS[type] : undefined;
}

/**
 * Errors Express and its parsers raise about the request itself: a route parameter that is not
 * valid percent-encoding (a URIError marked 400) and any other http-error marked as the client's
 * (4xx with `expose`). Their own messages name internals, so a general one is sent.
 */
function requestErrorOf(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  if (typeof status !== "number" || status < 400 || status > 499) return undefined;
  if (error instanceof URIError) return { status: 400, message: API_ERROR_MESSAGES.malformedUrl };
  return expose === true || status === 400 ? { status, message: API_ERROR_MESSAGES.unreadableRequest } : undefined;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // Too late to answer JSON: let Express close the connection.
    next(error);
    return;
  }
  let status = 500;
  let body: ApiFailure = { success: false, message: API_ERROR_MESSAGES.serverError };
  const bodyError = bodyErrorOf(error) ?? requestErrorOf(error);
  if (error instanceof HttpError) {
    status = error.status;
    if (error.headers) res.set(error.headers);
    body = { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  } else if (bodyError) {
    ({ status } = bodyError);
    body = { success: false, message: bodyError.message };
  }
  if (status >= 500) {
    logger.error("A request failed", { method: req.method, url: req.originalUrl, error });
  }
  res.status(status).json(body);
};
