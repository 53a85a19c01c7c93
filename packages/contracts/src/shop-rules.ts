/**
 * The storefront's limits both sides apply: listing query, search, reviews and contact.
 * Kept apart from the zod schemas (shop.ts) so that a storefront page that needs only these does not
 * download zod with them (a module is bundled whole; see web/vite.config.ts).
 */
import { PAGE_SIZES, type PageQuery } from "./api";
import type { SortOption } from "./product-rules";

/**
 * GET /api/shop/products/get query. `category` and `brand` are comma-joined id lists. Without
 * `pageSize` the first PAGE_SIZES.products.default products come back, never the whole catalogue.
 */
export interface ProductListQuery extends PageQuery {
  category?: string;
  brand?: string;
  sortBy?: SortOption;
}

export const PRODUCT_PAGE_SIZE_MAX = PAGE_SIZES.products.max;

/** Keywords of this many characters or fewer (trimmed) give an empty result. */
export const SEARCH_MIN_KEYWORD_LENGTH = 3;
/** The storefront waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Search answers at most this many products a page (its first page without a page size). */
export const SEARCH_RESULT_LIMIT = PAGE_SIZES.search.default;

export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_MESSAGE_MAX_LENGTH = 1000;

export const CONTACT_SUBJECTS = ["general", "orders", "products", "feedback", "wholesale", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;
