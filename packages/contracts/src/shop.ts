/**
 * Storefront API (issue 3): product listing, details, search, reviews, banners and contact.
 */
import { PAGE_SIZES, type ApiPage, type ApiSuccess, type PageQuery } from "./api";
import type { FeatureImage, Product, SortOption } from "./product";

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

/** A page of products, and `total`: how many products match the filters. */
export interface ProductListResponse extends ApiPage<Product> {
  total: number;
}

export type ProductDetailsResponse = ApiSuccess<Product>;
export type SearchResponse = ApiSuccess<Product[]>;

/** Keywords of this many characters or fewer (trimmed) give an empty result. */
export const SEARCH_MIN_KEYWORD_LENGTH = 3;
/** The storefront waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 1000;

export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_MESSAGE_MAX_LENGTH = 1000;

export interface Review {
  _id: string;
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  /** Integer 1 to 5. */
  reviewValue: number;
  /** True when the reviewer has a paid order containing the product. */
  verifiedPurchase: boolean;
  /** ISO time. */
  createdAt: string;
}

/** POST /api/shop/review/add. The reviewer is the session's user; any userId/userName sent is ignored. */
export interface AddReviewRequest {
  productId: string;
  reviewMessage: string;
  reviewValue: number;
}

/** The new review, and the product's new average. */
export interface AddReviewResponse extends ApiSuccess<Review> {
  averageReview: number;
}

/** GET /api/shop/review/{productId}: newest first, a page at a time. */
export type ReviewListResponse = ApiPage<Review>;
/** GET /api/common/feature/get: oldest first. The shop holds at most FEATURE_IMAGE_LIMIT, one page. */
export type FeatureImageListResponse = ApiPage<FeatureImage>;

export const CONTACT_SUBJECTS = ["general", "orders", "products", "feedback", "wholesale", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export interface ContactMessageRequest {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** Search answers at most this many products. */
export const SEARCH_RESULT_LIMIT = 50;
