/**
 * The shape every /api answer shares. Defined once here and imported by both the
 * functions (which send it) and the SPA (which reads it) through the `@contracts` alias.
 */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  /** Field-level problems from request validation, keyed by a dotted path such as `email`. */
  errors?: Record<string, string>;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * Money is always an integer count of minor units (cents for USD, agorot for ILS) on the wire
 * and in Firestore. Only the SPA's money formatter turns it into text.
 */
export type MinorUnits = number;

/** Messages of the errors any /api route can answer with. */
export const API_ERROR_MESSAGES = {
  notFound: "Route not found",
  invalidJson: "Request body is not valid JSON",
  bodyTooLarge: "Request body is too large.",
  jsonRequired: "Send the request body as JSON (Content-Type: application/json).",
  validation: "Please correct the highlighted fields and try again.",
  serverError: "Something went wrong. Please try again.",
} as const;
