/**
 * The shape every /api answer shares. Defined once here and imported by both the
 * functions (which send it) and the SPA (which reads it) through the `@contracts` alias.
 */
import type { CodedMessage, MessageCode, MessageParams } from "./messages";
export interface ApiSuccess<T> {
  success: true;
  /** A success that says something: its code, the code's params, and its text in the request's language. */
  code?: MessageCode;
  params?: MessageParams;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  /** What went wrong, as a code of the message catalogue (./messages); `message` is its text in the request's language. */
  code: MessageCode;
  params?: MessageParams;
  message: string;
  /** Field-level problems, keyed by a dotted path such as `email`: each rendered in the request's language… */
  errors?: Record<string, string>;
  /** …and as its code and params. */
  errorCodes?: Record<string, CodedMessage>;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * One page of a list. Every list route answers a page at a time: `nextCursor` is the opaque cursor
 * of the next page (send it back as `cursor`), null on the last page.
 */
export interface ApiPage<T> extends ApiSuccess<T[]> {
  nextCursor: string | null;
}

/** The query every list route takes: both optional; without `pageSize` the list's default applies. */
export interface PageQuery {
  /** A whole number from 1 to the list's `max` (PAGE_SIZES). */
  pageSize?: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
}

/**
 * Page sizes of the list routes: `default` when a request names none, `max` the most it may ask
 * (a route reads at most max + 1 documents per call). The admin orders keep the 100 newest of the
 * former unpaged answer on their first page; banners are capped at their max (one page is all).
 */
export const PAGE_SIZES = {
  /** GET /api/shop/products/get */
  products: { default: 24, max: 60 },
  /** GET /api/shop/search/{keyword}: the first page holds as many as the unpaged answer did. */
  search: { default: 50, max: 60 },
  /** GET /api/admin/products/get */
  adminProducts: { default: 24, max: 60 },
  /** GET /api/shop/review/{productId} */
  reviews: { default: 10, max: 50 },
  /** GET /api/shop/order/list/{userId} */
  orders: { default: 20, max: 100 },
  /** GET /api/admin/orders/get */
  adminOrders: { default: 100, max: 100 },
  /** GET /api/admin/customers/get (max 50: one Auth lookup of up to 100 ids per page, and the page's orders read with it). */
  adminCustomers: { default: 20, max: 50 },
  /** GET /api/common/feature/get; also the most banners the shop holds (see FEATURE_IMAGE_LIMIT). */
  featureImages: { default: 10, max: 10 },
  /** GET /api/admin/promotions */
  promotions: { default: 50, max: 100 },
  /** GET /api/admin/promotions/orders/{id} */
  promotionOrders: { default: 20, max: 100 },
  /** GET /api/admin/gift-cards */
  giftCards: { default: 50, max: 100 },
} as const satisfies Record<string, { default: number; max: number }>;
export type PagedList = keyof typeof PAGE_SIZES;

/**
 * The most banners the shop holds. The home carousel shows them all, so they stay one page of
 * GET /api/common/feature/get; adding one more answers 409 (FEATURE_IMAGE_LIMIT_TEMPLATE). Here, beside
 * the page sizes, rather than with the admin's rules: the home page reads it, and admin-rules would come
 * with it into every storefront page's first load.
 */
export const FEATURE_IMAGE_LIMIT = PAGE_SIZES.featureImages.max;

/** Longest cursor text accepted (the zod schemas check it too). */
export const CURSOR_MAX_LENGTH = 1024;

/**
 * Money is always an integer count of minor units (cents for USD, agorot for ILS) on the wire
 * and in Firestore. Only the SPA's money formatter turns it into text.
 */
export type MinorUnits = number;

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
