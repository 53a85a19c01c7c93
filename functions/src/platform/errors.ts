import { renderMessage, type CodedMessage, type MessageCode, type MessageParams } from "@cocoa/contracts";

/** Field path → the code (and params) of its first problem. */
export type FieldMessages = Record<string, CodedMessage>;

/**
 * An error a service or route throws to answer with a given status and a message code. The JSON
 * error handler (./http/errors.ts) renders it in the caller's language: `{ success: false, code,
 * params?, message, errors?, errorCodes? }`. Its `message` is the English text, for logs.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: MessageCode;
  readonly params?: MessageParams;
  /** Problems of single fields (request validation, a service's own field checks). */
  readonly fields?: FieldMessages;
  /** Further messages the answer's text adds after its own (several categories in use at once). */
  readonly also?: CodedMessage[];
  /** Headers the answer carries too (`Retry-After` on a 429). */
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: MessageCode,
    params?: MessageParams,
    extra: { fields?: FieldMessages; also?: CodedMessage[]; headers?: Record<string, string> } = {},
  ) {
    super([{ code, params }, ...(extra.also ?? [])].map((message) => renderMessage(message.code, message.params)).join(" "));
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    if (params) this.params = params;
    if (extra.fields) this.fields = extra.fields;
    if (extra.also) this.also = extra.also;
    if (extra.headers) this.headers = extra.headers;
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
export function summarise(messages: readonly string[], fallback: string): string {
  const sentences = messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`));
  return sentences.length > 0 ? sentences.join(" ") : fallback;
}

/** 400 with one message per field: what a service answers when input passed the schema but not its own checks. */
export function invalidFields(fields: FieldMessages): HttpError {
  return new HttpError(400, "request.validation", undefined, { fields });
}

/** 400 for one field whose problem is also the whole answer's message. */
export function invalidField(field: string, code: MessageCode, params?: MessageParams): HttpError {
  return new HttpError(400, code, params, { fields: { [field]: params ? { code, params } : { code } } });
}
