import type { CodedMessage, MessageParams } from "@contracts";
import { i18n } from "@/shared/i18n";

/**
 * What every failed API call throws. The server's JSON error body is
 * `{ success: false, code, params?, message, errors?, errorCodes? }`: `code` names the message in
 * the catalogue (i18next namespace `api`), `message` is its text in the language the call asked
 * for. Show it through `errorMessage` / `fieldErrors`, which translate the code when they know it.
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The message's code and params, when the server sent them. */
  readonly code: string | undefined;
  readonly params: MessageParams | undefined;
  /** Field-level problems keyed by a dotted path such as `email`: the server's texts… */
  readonly errors: Record<string, string> | undefined;
  /** …and their codes. */
  readonly errorCodes: Record<string, CodedMessage> | undefined;
  readonly body: unknown;

  constructor(
    status: number,
    serverMessage: string | undefined,
    options: {
      code?: string;
      params?: MessageParams;
      errors?: Record<string, string>;
      errorCodes?: Record<string, CodedMessage>;
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(serverMessage || (status === 0 ? "Network request failed" : `Request failed with status ${status}`), {
      cause: options.cause,
    });
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.code = options.code;
    this.params = options.params;
    this.errors = options.errors;
    this.errorCodes = options.errorCodes;
    this.body = options.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a server message carries: its code and params, and its text as the server wrote it. */
export interface ServerMessage {
  code?: string;
  params?: MessageParams;
  message?: string;
}

/**
 * THE way the SPA shows a message the server sent: the code translated from the `api` catalogue
 * when the SPA knows it (so it follows the language the page shows now), else the server's text,
 * else `fallback` (a translated default).
 */
export function serverText(answer: ServerMessage | undefined, fallback: string): string {
  const key = answer?.code ? `api:${answer.code}` : undefined;
  if (key && i18n.exists(key, answer?.params)) return i18n.t(key, answer?.params ?? {});
  return answer?.message || fallback;
}

/** The server's message for a failed call, or `fallback` (a translated default) when it sent none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return serverText({ code: error.code, params: error.params, message: error.serverMessage }, fallback);
}

/** The server's field errors for a failed call (each translated as `serverText`), or an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const fields = new Set([...Object.keys(error.errors ?? {}), ...Object.keys(error.errorCodes ?? {})]);
  return Object.fromEntries([...fields].map((field) => [field, serverText({ ...error.errorCodes?.[field], message: error.errors?.[field] }, "")]));
}
