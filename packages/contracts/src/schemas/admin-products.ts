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
import { ALLERGENS, ALLERGEN_ANSWERS, DIETS, GLUTEN_CEREALS, KOSHER_STATUSES, NUTRIENTS, TREE_NUTS, declarationOf, type FoodDeclaration } from "../food-rules";
import { FOOD_LIMITS, foodContradictions } from "../food-check-rules";


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

/** Each allergen answered: contains, may contain (traces) or free from; an unanswered one is refused by name. */
const allergensInputSchema = z
  .object(
    Object.fromEntries(ALLERGENS.map((key) => [key, z.enum(ALLERGEN_ANSWERS, { error: "product.food.allergenAnswer" }).optional()])) as Record<
      (typeof ALLERGENS)[number],
      z.ZodOptional<z.ZodEnum<{ [K in (typeof ALLERGEN_ANSWERS)[number]]: K }>>
    >,
    { error: "product.food.allergensRequired" },
  )
  .superRefine((allergens, ctx) => {
    const unanswered = ALLERGENS.filter((key) => allergens[key] === undefined);
    if (unanswered.length > 0) {
      ctx.addIssue({ code: "custom", path: [], message: schemaMessage("product.food.allergensUnanswered", { count: unanswered.length }), params: { problem: "allergensUnanswered", allergens: unanswered }, input: allergens });
    }
  })
  .transform((allergens) => allergens as Record<(typeof ALLERGENS)[number], (typeof ALLERGEN_ANSWERS)[number]>);

const kindsList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: "product.food.allergenKinds" }), { error: "product.food.allergenKinds" })
    .max(values.length, { error: "product.food.allergenKinds" })
    .transform((list) => [...new Set(list)])
    .optional();

const allergenKindsInputSchema = z.object({ treeNuts: kindsList(TREE_NUTS), gluten: kindsList(GLUTEN_CEREALS) }, { error: "product.food.allergenKinds" });

const kosherInputSchema = z.object(
  {
    status: z.enum(KOSHER_STATUSES, { error: "product.food.kosherStatus" }),
    certifier: optionalText("certifier", FOOD_LIMITS.certifier).transform(absentWhenBlank),
    certifierHe: optionalText("certifierHe", FOOD_LIMITS.certifier).transform(absentWhenBlank),
    passover: z.boolean({ error: "product.food.passover" }).default(false),
  },
  { error: "product.food.kosherRequired" },
);

const dietsInputSchema = z
  .array(z.enum(DIETS, { error: "product.food.diet" }), { error: "product.food.diet" })
  .max(DIETS.length, { error: "product.food.diet" })
  .transform((list) => [...new Set(list)]);

/** A nutrient per 100 g: grams with at most two decimals (salt is often 0.05 g; energy: whole kcal). */
function nutrient(max: number, whole: boolean) {
  const message = schemaMessage("product.food.nutrient", { min: 0, max });
  const number = z.number({ error: message }).min(0, { error: message }).max(max, { error: message });
  return whole ? number.int({ error: message }) : number.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: message });
}

const nutritionInputSchema = z
  .object(
    Object.fromEntries(NUTRIENTS.map((key) => [key, key === "energyKcal" ? nutrient(FOOD_LIMITS.energyKcal, true) : nutrient(100, false)])) as unknown as Record<(typeof NUTRIENTS)[number], z.ZodType<number>>,
    { error: "product.food.nutrition" },
  )
  .superRefine((nutrition, ctx) => {
    if (nutrition.saturatedFat > nutrition.fat) ctx.addIssue({ code: "custom", path: ["saturatedFat"], message: "product.food.saturatedAboveFat", input: nutrition.saturatedFat });
    if (nutrition.sugars > nutrition.carbohydrate) ctx.addIssue({ code: "custom", path: ["sugars"], message: "product.food.sugarsAboveCarbohydrate", input: nutrition.sugars });
  });

const ingredientsText = () => requiredText("ingredients", FOOD_LIMITS.ingredients, { lines: "many" });
const ingredientsHeText = () => optionalText("ingredientsHe", FOOD_LIMITS.ingredients, { lines: "many" }).transform(absentWhenBlank);
const cocoaPercent = () => wholeNumber(0, 100, "product.food.cocoaPercent").optional();

/** What a variant declares differently (milk and dark); a field left out is the product's. */
const variantFoodInputSchema = z.object(
  {
    ingredients: ingredientsText().optional(),
    ingredientsHe: ingredientsHeText(),
    allergens: allergensInputSchema.optional(),
    allergenKinds: allergenKindsInputSchema.optional(),
    kosher: kosherInputSchema.optional(),
    diets: dietsInputSchema.optional(),
    cocoaPercent: cocoaPercent(),
  },
  { error: "product.food.variantFood" },
);

/** Diets and kosher that contradict the allergens, in one declaration (the product's, or a variant's over it). */
function checkFood(declaration: FoodDeclaration, at: (string | number)[], ctx: z.RefinementCtx): void {
  for (const { problem, field } of foodContradictions(declaration)) {
    ctx.addIssue({ code: "custom", path: [...at, field], message: `product.food.${problem}` as MessageCode, params: { problem }, input: declaration[field] });
  }
}

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
    food: variantFoodInputSchema.optional(),
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
      // What is in it (issue 35): every allergen answered, ingredients and the kosher status required.
      ingredients: ingredientsText(),
      ingredientsHe: ingredientsHeText(),
      allergens: allergensInputSchema,
      allergenKinds: allergenKindsInputSchema.optional(),
      kosher: kosherInputSchema,
      diets: dietsInputSchema.default([]),
      cocoaPercent: cocoaPercent(),
      netWeight: wholeNumber(1, FOOD_LIMITS.netWeight, "product.food.netWeight").optional(),
      storage: optionalText("storage", FOOD_LIMITS.storage).transform(absentWhenBlank),
      storageHe: optionalText("storageHe", FOOD_LIMITS.storage).transform(absentWhenBlank),
      bestBeforeDays: wholeNumber(1, FOOD_LIMITS.bestBeforeDays, "product.food.bestBeforeDays").optional(),
      nutrition: nutritionInputSchema.optional(),
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
    checkFood(input, [], ctx);
    input.variants?.forEach((variant, index) => {
      if (variant.food) checkFood(declarationOf(input, variant.food), ["variants", index, "food"], ctx);
    });
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
