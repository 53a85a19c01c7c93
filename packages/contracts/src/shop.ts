/**
 * Storefront API (issue 3): product listing, details, search, reviews, banners and contact.
 */
import { z } from "./zod";
import type { PageQuery } from "./api";
import { featureImageSchema, productCardSchema, productSchema } from "./product";
import { pageSchema, successSchema } from "./responses/envelope";

export * from "./shop-rules";

/** A page of product cards (no descriptions), and `total`: how many products match the filters. */
export const productListResponseSchema = pageSchema(productCardSchema).extend({ total: z.number().int() });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/**
 * GET /api/shop/products/home: the home page's product sections, each at most its section's maxItems
 * (an empty list for a disabled section). `featured`: the products the owner flagged, priciest first;
 * `recommended`: the others, best rated first. Cards, as the listing answers them.
 */
export const homeProductsSchema = z.object({ featured: z.array(productCardSchema), recommended: z.array(productCardSchema) });
export type HomeProducts = z.infer<typeof homeProductsSchema>;
export const homeProductsResponseSchema = successSchema(homeProductsSchema);
export type HomeProductsResponse = z.infer<typeof homeProductsResponseSchema>;

export const productDetailsResponseSchema = successSchema(productSchema);
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;
/**
 * GET /api/shop/search/:keyword query: `?pageSize=&cursor=` (PAGE_SIZES.search). Every product holding
 * all the keyword's words, best first (all words in the title first), a page at a time.
 */
export type SearchQuery = PageQuery;
export const searchResponseSchema = pageSchema(productCardSchema);
export type SearchResponse = z.infer<typeof searchResponseSchema>;

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
