/**
 * What every failed API call throws. `serverMessage` is the `message` of the server's JSON error
 * body (`{ success: false, message, errors? }`) when there was one; show it to the user, otherwise
 * fall back to a translated default (see `errorMessage`).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** Field-level problems keyed by a dotted path such as `email`. */
  readonly errors: Record<string, string> | undefined;
  readonly body: unknown;

  constructor(
    status: number,
    serverMessage: string | undefined,
    options: { errors?: Record<string, string>; body?: unknown; cause?: unknown } = {},
  ) {
    super(serverMessage || (status === 0 ? "Network request failed" : `Request failed with status ${status}`), {
      cause: options.cause,
    });
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.errors = options.errors;
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

/** The server's message for a failed call, or `fallback` (a translated default) when it sent none. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** The server's field errors for a failed call, or an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  return (isApiError(error) && error.errors) || {};
}
