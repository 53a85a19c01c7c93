/**
 * Request validation with zod (route() runs each endpoint entry's schemas through parseInput). A failed
 * check answers 400 `{ success: false, code: "request.validation", message, errors, errorCodes }` and
 * the handler never runs; on success the handler gets the parsed (trimmed, normalised) value.
 */
import type { z } from "zod";
import { issueMessage } from "@cocoa/contracts";
import { HttpError, type FieldMessages } from "../errors";

/** Field path → code of its first problem; problems with the body as a whole go under `body`. */
export function fieldErrors(error: z.ZodError): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    errors[key] ??= issueMessage(issue);
  }
  return errors;
}

/** Validates any input (a query, route params) in a handler: 400 with field messages when it fails. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, "request.validation", undefined, { fields: fieldErrors(result.error) });
  return result.data;
}
