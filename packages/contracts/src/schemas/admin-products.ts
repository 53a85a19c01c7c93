/**
 * zod schemas of /api/admin/products (the image field is the catalogue's, shared with the banners). These check shape,
 * bounds and arithmetic; whether the category, brand and image exist is the service's check
 * (./products.service.ts), which needs the settings and the image store.
 */
import { z } from "../zod";
import { PAGE_SIZES } from "../api";
import { PRODUCT_NUMBER_LIMITS, PRODUCT_TEXT_LIMITS, SETTINGS_TEXT_LIMITS } from "../admin";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, optionalText, pageQuerySchema, requiredText } from "./parts";
import { IMAGE_URL_FIELD_MESSAGES, imageUrlSchema } from "./catalog";

export const PRODUCT_FIELD_MESSAGES = {
  imageRequired: IMAGE_URL_FIELD_MESSAGES.required,
  imageTooLong: IMAGE_URL_FIELD_MESSAGES.tooLong,
  categoryRequired: "Choose a category.",
  brandRequired: "Choose a brand.",
  price: `Price must be a whole number of minor units (cents) from 1 to ${PRODUCT_NUMBER_LIMITS.maxPrice}.`,
  salePrice: `Sale price must be a whole number of minor units (cents) from 0 to ${PRODUCT_NUMBER_LIMITS.maxPrice}.`,
  saleNotBelowPrice: "Sale price must be below the price (or 0 when not on sale).",
  totalStock: `Stock must be a whole number from 0 to ${PRODUCT_NUMBER_LIMITS.maxStock}.`,
  invalidId: "That is not a valid product id.",
} as const;

/** Optional text (the Hebrew title and description): as `optionalText`, and blank counts as absent. */
const absentWhenBlank = (value: string) => (value ? value : undefined);

/** A catalogue group id (category or brand); whether the shop has it is the service's check. */
function groupId(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(SETTINGS_TEXT_LIMITS.groupId, { error: requiredMessage });
}

/** A whole number in [min, max]; one message for every way to miss it (missing, text, 12.5, -1). */
function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

export const productInputSchema = z
  .object(
    {
      image: imageUrlSchema,
      title: requiredText("Product title", PRODUCT_TEXT_LIMITS.title),
      titleHe: optionalText("Hebrew title", PRODUCT_TEXT_LIMITS.title).transform(absentWhenBlank),
      description: requiredText("Product description", PRODUCT_TEXT_LIMITS.description, { lines: "many" }),
      descriptionHe: optionalText("Hebrew description", PRODUCT_TEXT_LIMITS.description, { lines: "many" }).transform(absentWhenBlank),
      category: groupId(PRODUCT_FIELD_MESSAGES.categoryRequired),
      brand: groupId(PRODUCT_FIELD_MESSAGES.brandRequired),
      price: wholeNumber(1, PRODUCT_NUMBER_LIMITS.maxPrice, PRODUCT_FIELD_MESSAGES.price),
      salePrice: wholeNumber(0, PRODUCT_NUMBER_LIMITS.maxPrice, PRODUCT_FIELD_MESSAGES.salePrice),
      totalStock: wholeNumber(0, PRODUCT_NUMBER_LIMITS.maxStock, PRODUCT_FIELD_MESSAGES.totalStock),
      // Accepted for the spec's payload and dropped: reviews decide a product's average.
      averageReview: z.unknown().optional().transform(() => undefined),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine((input) => input.salePrice === 0 || input.salePrice < input.price, {
    error: PRODUCT_FIELD_MESSAGES.saleNotBelowPrice,
    path: ["salePrice"],
    // Only when the body is an object and both amounts are valid; otherwise other messages say enough.
    when: (payload) =>
      payload.issues.every((issue) => issue.path !== undefined && issue.path.length > 0 && issue.path[0] !== "price" && issue.path[0] !== "salePrice"),
  });
/**
 * POST /api/admin/products/add and PUT /api/admin/products/edit/{id}. Money in minor units.
 * `averageReview` is accepted for the spec's payload but ignored: reviews decide it.
 */
export type ProductInput = z.input<typeof productInputSchema>;

export type ProductInputParsed = z.output<typeof productInputSchema>;

export const productIdParamsSchema = z.object({
  id: z
    .string({ error: PRODUCT_FIELD_MESSAGES.invalidId })
    .regex(DOCUMENT_ID, { error: PRODUCT_FIELD_MESSAGES.invalidId }),
});

/** GET get: `?pageSize=&cursor=` (PAGE_SIZES.adminProducts). */
export const adminProductListQuerySchema = pageQuerySchema(PAGE_SIZES.adminProducts);
