/**
 * Storefront API (issue 3): product listing, details, search, reviews, banners and contact.
 */
import { z } from "./zod";
import { PAGE_SIZES, type PageQuery } from "./api";
import { featureImageSchema, productCardSchema, productSchema, type SortOption } from "./product";
import { pageSchema, successSchema } from "./responses/envelope";

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

/** A page of product cards (no descriptions), and `total`: how many products match the filters. */
export const productListResponseSchema = pageSchema(productCardSchema).extend({ total: z.number().int() });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productDetailsResponseSchema = successSchema(productSchema);
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;
/**
 * GET /api/shop/search/:keyword query: `?pageSize=&cursor=` (PAGE_SIZES.search). Every product holding
 * all the keyword's words, best first (all words in the title first), a page at a time.
 */
export type SearchQuery = PageQuery;
export const searchResponseSchema = pageSchema(productCardSchema);
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Keywords of this many characters or fewer (trimmed) give an empty result. */
export const SEARCH_MIN_KEYWORD_LENGTH = 3;
/** The storefront waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 1000;

export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_MESSAGE_MAX_LENGTH = 1000;

export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  userId: z.string(),
  userName: z.string(),
  reviewMessage: z.string(),
  /** Integer 1 to 5. */
  reviewValue: z.number().int(),
  /** True when the reviewer has a paid order containing the product. */
  verifiedPurchase: z.boolean(),
  /** ISO time. */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** POST /api/shop/review/add: the new review, and the product's new average. */
export const addReviewResponseSchema = successSchema(reviewSchema).extend({ averageReview: z.number() });
export type AddReviewResponse = z.infer<typeof addReviewResponseSchema>;

/** GET /api/shop/review/{productId}: newest first, a page at a time. */
export const reviewListResponseSchema = pageSchema(reviewSchema);
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
/** GET /api/common/feature/get: oldest first. The shop holds at most FEATURE_IMAGE_LIMIT, one page. */
export const featureImageListResponseSchema = pageSchema(featureImageSchema);
export type FeatureImageListResponse = z.infer<typeof featureImageListResponseSchema>;

export const CONTACT_SUBJECTS = ["general", "orders", "products", "feedback", "wholesale", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Search answers at most this many products a page (its first page without a page size). */
export const SEARCH_RESULT_LIMIT = PAGE_SIZES.search.default;
