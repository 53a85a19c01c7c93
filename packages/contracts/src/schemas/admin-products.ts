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
import { IMAGE_URL_MAX_LENGTH, imageUrlSchema } from "./catalog";
import { BOX_LIMITS, SKU_PATTERN, VARIANT_LIMITS } from "../variant-rules";
import { BANNER_TEXT_LIMITS, PRODUCT_GALLERY_MAX } from "../product-rules";
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

const optionLabel = (field: "optionName" | "optionValue", max: number) => requiredText(field, max);
const optionLabelHe = (field: "optionNameHe" | "optionValueHe", max: number) => optionalText(field, max).transform(absentWhenBlank);

/** A kind of option and its values (English labels unique within the kind). */
const optionInputSchema = z.object(
  {
    name: optionLabel("optionName", VARIANT_LIMITS.labelLength),
    nameHe: optionLabelHe("optionNameHe", VARIANT_LIMITS.labelLength),
    values: z
      .array(
        z.object({ label: optionLabel("optionValue", VARIANT_LIMITS.labelLength), labelHe: optionLabelHe("optionValueHe", VARIANT_LIMITS.labelLength) }, { error: "product.optionValues" }),
        { error: "product.optionValues" },
      )
      .min(1, { error: "product.optionValues" })
      .max(VARIANT_LIMITS.values, { error: schemaMessage("product.optionValuesTooMany", { max: VARIANT_LIMITS.values }) }),
  },
  { error: "product.optionInvalid" },
);

/** One combination sold: its SKU, the value of each option, prices, stock, weight, optional photo. */
const variantInputSchema = z.object(
  {
    sku: z.string({ error: "product.variantSku" }).trim().regex(SKU_PATTERN, { error: "product.variantSku" }),
    optionValues: z.array(z.string({ error: "product.variantValues" }).trim(), { error: "product.variantValues" }).max(VARIANT_LIMITS.options, { error: "product.variantValues" }),
    price: wholeNumber(1, PRODUCT_NUMBER_LIMITS.maxPrice, "product.price"),
    salePrice: wholeNumber(0, PRODUCT_NUMBER_LIMITS.maxPrice, "product.salePrice"),
    totalStock: wholeNumber(0, PRODUCT_NUMBER_LIMITS.maxStock, "product.totalStock"),
    weight: wholeNumber(1, VARIANT_LIMITS.maxWeight, "product.variantWeight").optional(),
    // A build-your-own box sold by size: the pieces this size holds.
    slots: wholeNumber(1, BOX_LIMITS.slots, "product.boxSlots").optional(),
    // A blank photo is none: the product's is shown.
    image: z.string({ error: "product.imageRequired" }).trim().max(IMAGE_URL_MAX_LENGTH, { error: "product.imageUrlTooLong" }).optional().transform((value) => value || undefined),
  },
  { error: "product.variantInvalid" },
);

/** One photo of the gallery: a stored image and its alt text in both languages (blank: the title is read). */
const photoInputSchema = z.object(
  {
    image: imageUrlSchema,
    alt: optionalText("alt", BANNER_TEXT_LIMITS.alt),
    altHe: optionalText("altHe", BANNER_TEXT_LIMITS.alt).transform(absentWhenBlank),
  },
  { error: "product.galleryInvalid" },
);

/**
 * The options and variants agree: every variant names one value of each option, no combination and
 * no SKU twice, no value twice within a kind, each variant's sale price below its price.
 */
function checkVariants(input: { options?: { values: { label: string }[] }[] | undefined; variants?: { sku: string; optionValues: string[]; price: number; salePrice: number }[] | undefined }, ctx: z.RefinementCtx): void {
  const options = input.options ?? [];
  const variants = input.variants ?? [];
  if (options.length === 0 && variants.length === 0) return;
  if (options.length === 0 || variants.length === 0) {
    ctx.addIssue({ code: "custom", path: ["variants"], message: "product.variantsWithoutOptions", params: { problem: "variantsWithoutOptions" }, input: input.variants });
    return;
  }
  options.forEach((option, index) => {
    const labels = option.values.map((value) => value.label.toLowerCase());
    if (new Set(labels).size !== labels.length) ctx.addIssue({ code: "custom", path: ["options", index, "values"], message: "product.optionValueTwice", params: { problem: "optionValueTwice" }, input: option.values });
  });
  const skus = new Set<string>();
  const combinations = new Set<string>();
  variants.forEach((variant, index) => {
    const fits = variant.optionValues.length === options.length && variant.optionValues.every((value, at) => options[at]?.values.some((known) => known.label === value));
    if (!fits) ctx.addIssue({ code: "custom", path: ["variants", index, "optionValues"], message: "product.variantValues", params: { problem: "variantValues" }, input: variant.optionValues });
    const sku = variant.sku.toLowerCase();
    if (skus.has(sku)) ctx.addIssue({ code: "custom", path: ["variants", index, "sku"], message: schemaMessage("product.variantSkuTwice", { sku: variant.sku }), params: { problem: "variantSkuTwice" }, input: variant.sku });
    skus.add(sku);
    const combination = JSON.stringify(variant.optionValues);
    if (combinations.has(combination)) ctx.addIssue({ code: "custom", path: ["variants", index, "optionValues"], message: "product.variantTwice", params: { problem: "variantTwice" }, input: variant.optionValues });
    combinations.add(combination);
    if (variant.salePrice !== 0 && variant.salePrice >= variant.price) {
      ctx.addIssue({ code: "custom", path: ["variants", index, "salePrice"], message: "product.saleNotBelowPrice", input: variant.salePrice, params: { problem: "saleNotBelowPrice" } });
    }
  });
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
      // The photos in order, the first the tile's (it replaces `image`); left out: `image` alone.
      gallery: z
        .array(photoInputSchema, { error: "product.galleryInvalid" })
        .max(PRODUCT_GALLERY_MAX, { error: schemaMessage("product.galleryTooMany", { max: PRODUCT_GALLERY_MAX }) })
        .optional(),
      // A build-your-own box: its slots (or each variant's) and the piece products that may go in.
      box: z
        .object(
          {
            slots: wholeNumber(1, BOX_LIMITS.slots, "product.boxSlots").optional(),
            pieceIds: z
              .array(z.string({ error: "product.boxPieces" }).trim().regex(DOCUMENT_ID, { error: "product.boxPieces" }), { error: "product.boxPieces" })
              .min(1, { error: "product.boxPieces" })
              .max(BOX_LIMITS.pieceChoices, { error: schemaMessage("product.boxPiecesTooMany", { max: BOX_LIMITS.pieceChoices }) }),
          },
          { error: "product.boxInvalid" },
        )
        .optional(),
      // A piece product: what one adds to a box's price.
      supplement: wholeNumber(0, PRODUCT_NUMBER_LIMITS.maxPrice, "product.supplement").optional(),
      // Up to three kinds of option and the combinations sold; left out (or empty): sold as itself.
      options: z.array(optionInputSchema, { error: "product.optionsInvalid" }).max(VARIANT_LIMITS.options, { error: schemaMessage("product.optionsTooMany", { max: VARIANT_LIMITS.options }) }).optional(),
      variants: z.array(variantInputSchema, { error: "product.variantsInvalid" }).max(VARIANT_LIMITS.variants, { error: schemaMessage("product.variantsTooMany", { max: VARIANT_LIMITS.variants }) }).optional(),
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
  })
  .superRefine((input, ctx) => {
    checkVariants(input, ctx);
    // A box holds a number of pieces: its own, or each size's.
    if (input.box) {
      const sized = input.variants?.length ? input.variants.every((variant) => variant.slots !== undefined) : input.box.slots !== undefined;
      if (!sized) ctx.addIssue({ code: "custom", path: ["box", "slots"], message: "product.boxSlotsMissing", input: input.box.slots });
      if (new Set(input.box.pieceIds).size !== input.box.pieceIds.length) ctx.addIssue({ code: "custom", path: ["box", "pieceIds"], message: "product.boxPieceTwice", input: input.box.pieceIds });
    }
    const seen = new Set<string>();
    input.gallery?.forEach((photo, index) => {
      if (seen.has(photo.image)) ctx.addIssue({ code: "custom", path: ["gallery", index, "image"], message: "product.galleryImageTwice", input: photo.image });
      seen.add(photo.image);
    });
  });
/**
 * POST /api/admin/products/add and PUT /api/admin/products/edit/{id}. Money in minor units.
 * `averageReview` is accepted for the spec's payload but ignored: reviews decide it. With variants,
 * the product's own `price`, `salePrice` and `totalStock` are still sent (a form fills them) and the
 * server replaces them with what the variants give (`productLevelFields`).
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
