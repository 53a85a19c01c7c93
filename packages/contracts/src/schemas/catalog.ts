/** zod schemas of the storefront requests (/api/shop/products, /search, /review). */
import { z } from "../zod";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, pageQueryFields, pageQuerySchema, requiredText } from "./parts";
import { PAGE_SIZES } from "../api";
import { REVIEW_MESSAGE_MAX_LENGTH, REVIEW_RATING } from "../shop";
import { SORT_OPTIONS, DEFAULT_SORT } from "../product";

export const ID_LIST_MAX = 30;

/** Longest image URL taken; the shop's own are far shorter. */
export const IMAGE_URL_MAX_LENGTH = 2048;

export const IMAGE_URL_FIELD_MESSAGES = {
  required: "Upload an image first.",
  tooLong: `The image URL must be at most ${IMAGE_URL_MAX_LENGTH} characters.`,
} as const;

/** An image URL as sent (products, banners): trimmed text. Whether the shop stored it is the services' check. */
export const imageUrlSchema = z
  .string({ error: IMAGE_URL_FIELD_MESSAGES.required })
  .trim()
  .min(1, { error: IMAGE_URL_FIELD_MESSAGES.required })
  .max(IMAGE_URL_MAX_LENGTH, { error: IMAGE_URL_FIELD_MESSAGES.tooLong });

export const productIdSchema = z
  .string({ error: "Product id is required." })
  .trim()
  .min(1, { error: "Product id is required." })
  .regex(DOCUMENT_ID, { error: "That is not a valid product id." });

export const productParamsSchema = z.object({ id: productIdSchema });
export const reviewParamsSchema = z.object({ productId: productIdSchema });
export const reviewListQuerySchema = pageQuerySchema(PAGE_SIZES.reviews);

/** A comma-joined id list: "a,b" → ["a","b"]; empty parts are dropped; no value → undefined. */
function idList(what: "Category" | "Brand") {
  return z
    .string({ error: `${what} must be a comma-separated list of ids.` })
    .optional()
    .transform((value) => (value === undefined ? undefined : [...new Set(value.split(",").map((s) => s.trim()).filter(Boolean))]))
    .refine((ids) => ids === undefined || ids.length <= ID_LIST_MAX, {
      error: `${what} filter can hold at most ${ID_LIST_MAX} ids.`,
    })
    .refine((ids) => ids === undefined || ids.every((id) => DOCUMENT_ID.test(id)), {
      error: `${what} filter holds an id that is not valid.`,
    });
}

export const productListQuerySchema = z.object({
  category: idList("Category"),
  brand: idList("Brand"),
  sortBy: z
    .enum(SORT_OPTIONS, { error: `Sort must be one of: ${SORT_OPTIONS.join(", ")}.` })
    .optional()
    .transform((value) => value ?? DEFAULT_SORT),
  // Without a page size, a default page: never the whole catalogue.
  ...pageQueryFields(PAGE_SIZES.products),
});
export type ProductListInput = z.output<typeof productListQuerySchema>;

export const searchParamsSchema = z.object({
  keyword: z.string().max(200, { error: "Search keyword must be at most 200 characters." }),
});

export const addReviewSchema = z.object(
  {
    productId: productIdSchema,
    reviewMessage: requiredText("Review message", REVIEW_MESSAGE_MAX_LENGTH, { lines: "many" }),
    reviewValue: z
      .number({ error: `Rating must be a whole number from ${REVIEW_RATING.min} to ${REVIEW_RATING.max}.` })
      .int({ error: `Rating must be a whole number from ${REVIEW_RATING.min} to ${REVIEW_RATING.max}.` })
      .min(REVIEW_RATING.min, { error: `Rating must be a whole number from ${REVIEW_RATING.min} to ${REVIEW_RATING.max}.` })
      .max(REVIEW_RATING.max, { error: `Rating must be a whole number from ${REVIEW_RATING.min} to ${REVIEW_RATING.max}.` }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** POST /api/shop/review/add. The reviewer is the session's user; any userId/userName sent is ignored. */
export type AddReviewRequest = z.input<typeof addReviewSchema>;
export type AddReviewInput = z.output<typeof addReviewSchema>;
