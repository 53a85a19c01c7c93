/** zod schemas of the storefront requests (/api/shop/products, /search, /review). */
import { z } from "../zod";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, pageQueryFields, pageQuerySchema, requiredText } from "./parts";
import { ID_LIST_MAX, IMAGE_URL_MAX_LENGTH, PRODUCT_SLUG, PRODUCT_SLUG_MAX_LENGTH } from "./catalog-rules";
import { schemaMessage } from "../messages";
import { PAGE_SIZES } from "../api";
import { REVIEW_MESSAGE_MAX_LENGTH, REVIEW_RATING } from "../shop-rules";
import { SORT_OPTIONS, DEFAULT_SORT } from "../product-rules";
import { ALLERGENS, DIETS, KOSHER_FILTERS } from "../food-rules";

export * from "./catalog-rules";

/** An image URL as sent (products, banners): trimmed text. Whether the shop stored it is the services' check. */
export const imageUrlSchema = z
  .string({ error: "product.imageRequired" })
  .trim()
  .min(1, { error: "product.imageRequired" })
  .max(IMAGE_URL_MAX_LENGTH, { error: "product.imageUrlTooLong" });

export const productIdSchema = z
  .string({ error: "catalog.productIdRequired" })
  .trim()
  .min(1, { error: "catalog.productIdRequired" })
  .regex(DOCUMENT_ID, { error: "catalog.productIdInvalid" });

export const productParamsSchema = z.object({ id: productIdSchema });

export const productSlugSchema = z
  .string({ error: "catalog.productSlugRequired" })
  .min(1, { error: "catalog.productSlugRequired" })
  .max(PRODUCT_SLUG_MAX_LENGTH, { error: "catalog.productSlugInvalid" })
  .regex(PRODUCT_SLUG, { error: "catalog.productSlugInvalid" });

export const productSlugParamsSchema = z.object({ slug: productSlugSchema });
export const reviewParamsSchema = z.object({ productId: productIdSchema });
export const reviewListQuerySchema = pageQuerySchema(PAGE_SIZES.reviews);

/** A comma-joined id list: "a,b" → ["a","b"]; empty parts are dropped; no value → undefined. */
function idList(what: "category" | "brand") {
  return z
    .string({ error: `catalog.${what}List` as const })
    .optional()
    .transform((value) => (value === undefined ? undefined : [...new Set(value.split(",").map((s) => s.trim()).filter(Boolean))]))
    .refine((ids) => ids === undefined || ids.length <= ID_LIST_MAX, {
      error: schemaMessage(`catalog.${what}FilterTooLong`, { max: ID_LIST_MAX }),
    })
    .refine((ids) => ids === undefined || ids.every((id) => DOCUMENT_ID.test(id)), {
      error: `catalog.${what}FilterInvalid` as const,
    });
}

/**
 * A comma-joined list of food filters ("milk,treeNuts"): every one must hold (free from milk AND tree
 * nuts). Unknown keys are refused, naming the ones taken.
 */
function foodFilterList<T extends readonly [string, ...string[]]>(what: "freeFrom" | "diet" | "kosher", values: T) {
  const message = schemaMessage(`catalog.${what}Filter` as const, { values: values.join(", ") });
  return z
    .string({ error: message })
    .max(400, { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : [...new Set(value.split(",").map((s) => s.trim()).filter(Boolean))]))
    .refine((list) => list === undefined || list.every((item) => (values as readonly string[]).includes(item)), { error: message })
    .transform((list) => (list?.length ? (list as T[number][]) : undefined));
}

/** The food filters the listing and search take (food-rules.ts). */
export const foodFilterQueryFields = {
  freeFrom: foodFilterList("freeFrom", ALLERGENS),
  diet: foodFilterList("diet", DIETS),
  kosher: foodFilterList("kosher", KOSHER_FILTERS),
};

export const productListQuerySchema = z.object({
  ...foodFilterQueryFields,
  category: idList("category"),
  brand: idList("brand"),
  sortBy: z
    .enum(SORT_OPTIONS, { error: "catalog.sort" })
    .optional()
    .transform((value) => value ?? DEFAULT_SORT),
  // Without a page size, a default page: never the whole catalogue.
  ...pageQueryFields(PAGE_SIZES.products),
});
export type ProductListInput = z.output<typeof productListQuerySchema>;

export const searchParamsSchema = z.object({
  keyword: z.string().max(200, { error: "catalog.keywordTooLong" }),
});

export const searchQuerySchema = pageQuerySchema(PAGE_SIZES.search).extend(foodFilterQueryFields);

const RATING_MESSAGE = schemaMessage("review.rating", { min: REVIEW_RATING.min, max: REVIEW_RATING.max });

export const addReviewSchema = z.object(
  {
    productId: productIdSchema,
    reviewMessage: requiredText("reviewMessage", REVIEW_MESSAGE_MAX_LENGTH, { lines: "many" }),
    reviewValue: z
      .number({ error: RATING_MESSAGE })
      .int({ error: RATING_MESSAGE })
      .min(REVIEW_RATING.min, { error: RATING_MESSAGE })
      .max(REVIEW_RATING.max, { error: RATING_MESSAGE }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** POST /api/shop/review/add. The reviewer is the session's user; any userId/userName sent is ignored. */
export type AddReviewRequest = z.input<typeof addReviewSchema>;
export type AddReviewInput = z.output<typeof addReviewSchema>;
