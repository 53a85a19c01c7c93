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
  malformedUrl: "The address holds a malformed %-escape. Check the link and try again.",
  unreadableRequest: "The request could not be read. Reload the page and try again.",
  unknownShopAddress: "The shop's address could not be read from this request. Open the shop from its usual address and try again.",
} as const;

/**
 * Minor units as a plain decimal string with two decimals (1234 → "12.34", -5 → "-0.05"), by
 * integer arithmetic only. Both shop currencies (USD, ILS) have two decimals. The SPA's money
 * formatter and the payment providers both build on this one.
 */
export function minorUnitsToDecimal(minorUnits: MinorUnits): string {
  const amount = Number.isFinite(minorUnits) ? Math.round(minorUnits) : 0;
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Money as the shop shows it: the currency symbol, then the amount with two decimals ("$12.50"). */
export function formatMoney(minorUnits: MinorUnits, currencySymbol: string): string {
  const decimal = minorUnitsToDecimal(minorUnits);
  return decimal.startsWith("-") ? `-${currencySymbol}${decimal.slice(1)}` : `${currencySymbol}${decimal}`;
}
