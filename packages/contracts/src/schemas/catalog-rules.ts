/**
 * The storefront requests' bounds and the product slug's form, without zod: kept apart from the
 * schemas (catalog.ts) so that code needing only these does not download zod with them (a module is
 * bundled whole; see web/vite.config.ts).
 */

/** Most ids in a category or brand filter. */
export const ID_LIST_MAX = 30;

/** Longest image URL taken; the shop's own are far shorter. */
export const IMAGE_URL_MAX_LENGTH = 2048;

/** Longest product address segment taken; the shop makes slugs of at most PRODUCT_SLUG_MAX_LENGTH. */
export const PRODUCT_SLUG_MAX_LENGTH = 100;
/**
 * A product's slug as it comes in a URL: letters and digits in words joined by single "-" (the shop's
 * own slugs are lower case) or "_". Mixed case and "_" are let through because a product stored before
 * slugs is addressed by its Firestore id, which may hold both.
 */
export const PRODUCT_SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
