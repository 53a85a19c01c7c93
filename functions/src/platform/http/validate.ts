/**
 * Request validation with zod. A failed check answers 400
 * `{ success: false, message, errors: { field: message } }` and the handler never runs; on
 * success the parsed (trimmed, normalised) value replaces `req.body`.
 */
import type { RequestHandler } from "express";
import type { z } from "zod";
import type { ApiFailure } from "@cocoa/contracts";
import { HttpError, summarise } from "../errors";

/** Field path → first message for it; problems with the body as a whole go under `body`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function validationFailure(error: z.ZodError): ApiFailure {
  const errors = fieldErrors(error);
  return { success: false, message: summarise(errors), errors };
}

/** Validates `req.body`; the parsed value replaces it. */
export function validateBody<S extends z.ZodType>(schema: S): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req.body ?? {});
    if (!result.success) {
      res.status(400).json(validationFailure(result.error));
      return;
    }
    req.body = result.data;
    next();
  };
}


/** Validates any input (a query, route params) in a handler: 400 with field messages when it fails. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const failure = validationFailure(result.error);
    throw new HttpError(400, failure.message, failure.errors);
  }
  return result.data;
}
