import { API_ERROR_MESSAGES } from "@cocoa/contracts";

/**
 * An error a service or route throws to answer with a given status and a message a person can read.
 * The JSON error handler turns it into `{ success: false, message, errors? }`.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  /** Headers the answer carries too (`Retry-After` on a 429). */
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, errors?: Record<string, string>, headers?: Record<string, string>) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/** The `code` of a Firebase Admin error (`auth/email-already-exists`, …), if the value has one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const { code } = error as { code: unknown };
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** One sentence-per-field summary, fit for a toast. */
export function summarise(errors: Record<string, string>): string {
  const messages = Object.values(errors).map((m) => (/[.!?]$/.test(m) ? m : `${m}.`));
  return messages.length > 0 ? messages.join(" ") : API_ERROR_MESSAGES.validation;
}

/** 400 with one message per field: what a service answers when input passed the schema but not its own checks. */
export function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(400, summarise(errors), errors);
}
