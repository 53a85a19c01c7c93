/**
 * Gives every request an id and runs it in a logging scope (../logger.ts), so each log line the
 * request causes names it. Behind Google's front end the id is the trace id of X-Cloud-Trace-Context
 * (`TRACE_ID/SPAN_ID;o=1`), which ties the lines to the request's trace; elsewhere a fresh UUID.
 * The answer carries it as `X-Request-Id`, for a person reporting a problem to quote.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { inRequestScope } from "../logger";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** The trace id of an X-Cloud-Trace-Context header, when it holds one (hex, up to 32 digits). */
export function traceIdOf(header: string | undefined): string | undefined {
  const traceId = header?.split("/", 1)[0]?.trim();
  return traceId && /^[0-9a-f]{1,32}$/i.test(traceId) ? traceId : undefined;
}

export const requestId: RequestHandler = (req, res, next) => {
  const id = traceIdOf(req.get("x-cloud-trace-context")) ?? randomUUID();
  res.set(REQUEST_ID_HEADER, id);
  inRequestScope(id, next);
};
