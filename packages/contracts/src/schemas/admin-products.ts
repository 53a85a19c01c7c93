/**
 * zod schemas of /api/admin/products (the image field is the catalogue's, shared with the banners). These check shape,
 * bounds and arithmetic; whether the category, brand and image exist is the service's check
 * (./products.service.ts), which needs the settings and the image store.
 */
import { z } from "../zod";
import { DELIVERY_LIMITS } from "../delivery-rules";
import { PAGE_SIZES } from "../api";
import { PRODUCT_NUMBER_LIMITS, PRODUCT_TEXT_LIMITS, SETTINGS_TEXT_LIMITS } from "../admin-rules";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, optionalText, pageQuerySchema, requiredText } from "./parts";
import { imageUrlSchema } from "./catalog";
import { schemaMessage, type MessageCode } from "../messages";


/** Optional text (the Hebrew title and description): as `optionalText`, and blank counts as absent. */
const absentWhenBlank = (value: string) => (value ? value : undefined);

/** A catalogue group id (category or brand); whether the shop has it is the service's check. */
function groupId(requiredMessage: MessageCode) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(SETTINGS_TEXT_LIMITS.groupId, { error: requiredMessage });
}

/** A whole number in [min, max]; one message for every way to miss it (missing, text, 12.5, -1). */
function wholeNumber(min: number, max: number, code: MessageCode) {
  const message = schemaMessage(code, { min, max });
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

export const productInputSchema = z
  .object(
    {
      image: imageUrlSchema,
      title: requiredText("productTitle", PRODUCT_TEXT_LIMITS.title),
      titleHe: optionalText("titleHe", PRODUCT_TEXT_LIMITS.title).transform(absentWhenBlank),
      description: requiredText("productDescription", PRODUCT_TEXT_LIMITS.description, { lines: "many" }),
      descriptionHe: optionalText("descriptionHe", PRODUCT_TEXT_LIMITS.description, { lines: "many" }).transform(absentWhenBlank),
      category: groupId("product.categoryRequired"),
      brand: groupId("product.brandRequired"),
      price: wholeNumber(1, PRODUCT_NUMBER_LIMITS.maxPrice, "product.price"),
      salePrice: wholeNumber(0, PRODUCT_NUMBER_LIMITS.maxPrice, "product.salePrice"),
      totalStock: wholeNumber(0, PRODUCT_NUMBER_LIMITS.maxStock, "product.totalStock"),
      // Left out by a client that predates the calendar: ready from the shelf.
      leadDays: wholeNumber(DELIVERY_LIMITS.leadDays.min, DELIVERY_LIMITS.leadDays.max, "product.leadDays").default(0),
      // Left out by a client that predates the flag: not featured.
      featured: z.boolean({ error: "product.featured" }).default(false),
      // Accepted for the spec's payload and dropped: reviews decide a product's average.
      averageReview: z.unknown().optional().transform(() => undefined),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine((input) => input.salePrice === 0 || input.salePrice < input.price, {
    error: "product.saleNotBelowPrice",
    // The SPA's product form tells this problem apart by name (web/src/shared/forms).
    params: { problem: "saleNotBelowPrice" },
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
    .string({ error: "catalog.productIdInvalid" })
    .regex(DOCUMENT_ID, { error: "catalog.productIdInvalid" }),
});

/** GET get: `?pageSize=&cursor=` (PAGE_SIZES.adminProducts). */
export const adminProductListQuerySchema = pageQuerySchema(PAGE_SIZES.adminProducts);
