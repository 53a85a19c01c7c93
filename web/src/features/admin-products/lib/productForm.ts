import { BOX_LIMITS, BANNER_TEXT_LIMITS, NUTRIENTS, PRODUCT_GALLERY_MAX, VARIANT_LIMITS, declarationOf, foodContradictions, minorUnitsToDecimal, productInputSchema, type Nutrient, type Product, type ProductInput } from "@contracts";
import { checkForm, numberFromText, type FieldProblem } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";
import { EMPTY_BOX_DRAFT, boxDraftFrom, boxPlace, boxRequestOf, type BoxDraft } from "./boxForm";
import {
  EMPTY_FOOD_DRAFT,
  FOOD_REQUEST_FIELDS,
  contradictionField,
  contradictionProblem,
  declarationOfDraft,
  foodDraftFrom,
  foodPlace,
  foodProblem,
  foodRequestOf,
  isContradiction,
  unansweredAllergens,
  type FoodDraft,
  type FoodProblem,
} from "./foodForm";
import { galleryRequestOf, photoImages, photoPlace, photosFrom, type PhotoDraft } from "./galleryForm";
import { syncVariants, usesVariants, variantRequestOf, variantTotals, variantsDraftFrom, wholeNumber, type OptionDraft, type VariantDraft, type VariantsDraft } from "./variantForm";

/**
 * The product form's rules, kept apart from the sheet: the draft holds what the admin types (money
 * as decimals, "12.50"), and `productInputFrom` turns it into what the API takes (minor units, 1250),
 * converting each amount exactly once, and checks it with the schema the server validates products with
 * (`productInputSchema`: required fields, lengths, ranges, the sale price below the price). A product
 * with options (variantForm.ts) sends its options and variants, and as its own amounts the cheapest
 * variant's price and sale price and the stock of all of them, which the server works out again.
 * Its photos (galleryForm.ts) give the request's `image` and `gallery`; a build-your-own box
 * (boxForm.ts) its `box`; a piece product its `supplement`. What is in it (foodForm.ts) gives the
 * declaration's fields, and each variant that declares differently its `food`.
 */

export const PRODUCT_FIELDS = ["title", "titleHe", "description", "descriptionHe", "category", "brand", "price", "salePrice", "totalStock", "leadDays", "supplement"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** The texts as typed, the home page's featured flag (a checkbox), the options with their rows, the photos, the box and what is in it. */
export type ProductDraft = Record<ProductField, string> & { featured: boolean; options: OptionDraft[]; variants: VariantDraft[]; photos: PhotoDraft[]; food: FoodDraft } & BoxDraft;

export const EMPTY_PRODUCT_DRAFT: ProductDraft = {
  title: "",
  titleHe: "",
  description: "",
  descriptionHe: "",
  category: "",
  brand: "",
  price: "",
  salePrice: "",
  totalStock: "",
  // Ready from the shelf unless the owner says it takes days to make.
  leadDays: "0",
  // Blank: a piece adds nothing to a box's price.
  supplement: "",
  featured: false,
  options: [],
  variants: [],
  photos: [],
  food: EMPTY_FOOD_DRAFT,
  ...EMPTY_BOX_DRAFT,
};

/** The draft for add mode (empty) or for editing `product` (its values, money as decimals). */
export function productDraftFrom(product: Product | null | undefined): ProductDraft {
  if (!product) return { ...EMPTY_PRODUCT_DRAFT, photos: [], boxPieceIds: [], food: foodDraftFrom(null) };
  return {
    title: product.title ?? "",
    titleHe: product.titleHe ?? "",
    description: product.description ?? "",
    descriptionHe: product.descriptionHe ?? "",
    category: product.category ?? "",
    brand: product.brand ?? "",
    price: moneyInputValue(product.price),
    salePrice: moneyInputValue(product.salePrice),
    totalStock: String(Number.isFinite(product.totalStock) ? product.totalStock : 0),
    leadDays: String(product.leadDays ?? 0),
    supplement: product.supplement ? moneyInputValue(product.supplement) : "",
    featured: product.featured === true,
    ...variantsDraftFrom(product),
    photos: photosFrom(product),
    food: foodDraftFrom(product),
    ...boxDraftFrom(product),
  };
}

/** The draft with `field` changed; a new title changes the SKUs suggested for the variants. */
export function withProductField(draft: ProductDraft, field: ProductField, value: string): ProductDraft {
  const next = { ...draft, [field]: value };
  return field === "title" ? { ...next, variants: syncVariants(next) } : next;
}

/** What the product's own price, sale price and stock fields show while it has variants (decimals as typed). */
export function variantSummary(draft: ProductDraft): Pick<ProductDraft, "price" | "salePrice" | "totalStock"> | null {
  if (!usesVariants(draft)) return null;
  const totals = variantTotals(draft.variants);
  if (!totals) return { price: "", salePrice: "", totalStock: "" };
  return { price: moneyInputValue(totals.price), salePrice: moneyInputValue(totals.salePrice), totalStock: String(totals.totalStock) };
}

/** The options as the request's schema reads them (blank Hebrew texts: none, as the schema drops them). */
function optionsRequestOf(options: readonly OptionDraft[]) {
  return options.map((option) => ({
    name: option.name,
    nameHe: option.nameHe,
    values: option.values.map((value) => ({ label: value.label, labelHe: value.labelHe })),
  }));
}

function checkProduct(draft: ProductDraft) {
  const { options, variants, photos, box, boxSlots: _slots, boxPieceIds: _pieces, supplement, food, ...fields } = draft;
  const withVariants = usesVariants(draft);
  const images = photoImages(photos);
  // While a row's amounts are unfinished its own check says so; the product's stand-ins stay valid.
  const totals = withVariants ? (variantTotals(variants) ?? { price: 1, salePrice: 0, totalStock: 0 }) : null;
  return checkForm(productInputSchema, {
    ...fields,
    ...galleryRequestOf(photos),
    price: totals ? totals.price : numberFromText(draft.price, parseMoneyInput),
    salePrice: totals ? totals.salePrice : numberFromText(draft.salePrice, parseMoneyInput),
    totalStock: totals ? totals.totalStock : numberFromText(draft.totalStock, wholeNumber),
    leadDays: numberFromText(draft.leadDays, wholeNumber),
    ...(supplement.trim() ? { supplement: numberFromText(supplement, parseMoneyInput) } : {}),
    ...(withVariants ? { options: optionsRequestOf(options), variants: variants.map((row) => variantRequestOf(draft, row, box, images)) } : {}),
    ...(box ? { box: boxRequestOf(draft, withVariants) } : {}),
    ...foodRequestOf(food),
  });
}

/**
 * The parts whose problems wait for Add / Save, shown at their places, rather than holding the button
 * back: what is in it too, so that Save tells the owner what the declaration still misses.
 */
const SAVE_CHECKED = new Set<string>(["options", "variants", "box", "gallery", ...FOOD_REQUEST_FIELDS]);
const isCheckedOnSave = (path: string) => SAVE_CHECKED.has(path.split(".")[0] ?? "");

/**
 * Spec 5: every field but the average review is filled, a photo too (the Hebrew texts are optional), as the schema requires.
 * The options and variants, the photos' texts and the box are left to the check on Add / Save, which shows each problem at its place.
 */
export function isProductDraftComplete(draft: ProductDraft): boolean {
  return Object.entries(checkProduct(draft).problems).every(([path, problem]) => isCheckedOnSave(path) || problem.kind !== "required");
}

/**
 * Whether Add / Save can be pressed (spec 5): every required field filled, a photo (a new upload
 * or, in edit mode, the current one), no upload still running and no save in flight.
 */
export function canSubmitProduct({ draft, uploading, saving }: { draft: ProductDraft; uploading: boolean; saving: boolean }): boolean {
  return !uploading && !saving && isProductDraftComplete(draft);
}

export type ProductProblem =
  | { key: "invalidAmount" | "priceZero" | "saleNotBelowPrice" | "invalidStock" | "invalidLeadDays" | "invalidText" }
  | { key: "tooHigh" | "stockTooHigh" | "stockSumTooHigh" | "leadDaysTooHigh" | "textTooLong"; max: string };
export type ProductProblems = Partial<Record<ProductField, ProductProblem>>;

/** A problem of the options or a variant row, in the form's words. */
export type VariantProblem =
  | ProductProblem
  | { key: "skuFormat" | "skuTwice" | "optionNameRequired" | "valueRequired" | "valuesRequired" | "valueTwice" | "combinationInvalid" | "variantsNeedValues" | "slotsRequired" | "variantPhotoInvalid" }
  | { key: "weightInvalid" | "valuesTooMany" | "variantsTooMany" | "optionsTooMany" | "slotsInvalid"; max: string };
/**
 * Variant problems by where the form shows them: `<option id>.name|nameHe|values`, `<value id>.label|labelHe`,
 * `<row key>.sku|price|salePrice|totalStock|weight|slots|image|values`, or "options" / "variants" for the section.
 */
export type VariantProblems = Record<string, VariantProblem>;

/** A problem of a photo (`<photo id>.image|alt|altHe`) or of the photos ("gallery"), in the form's words. */
export type PhotoProblem =
  | { key: "invalidText" | "photoRequired" | "photoInvalid" | "photoTwice" }
  | { key: "textTooLong" | "photosTooMany"; max: string };

/** A problem of the box ("box", "box.slots", "box.pieceIds"), in the form's words. */
export type BoxProblem = { key: "slotsRequired" | "piecesRequired" | "piecesTwice" | "boxInvalid" } | { key: "slotsInvalid" | "piecesTooMany"; max: string };

/** A schema problem in the form's words: amounts and stock have their own, texts share two. */
function productProblem(field: ProductField, problem: FieldProblem, withVariants = false): ProductProblem {
  const max = String(problem.maximum ?? "");
  switch (field) {
    case "price":
    case "salePrice":
      if (problem.kind === "tooHigh") return { key: "tooHigh", max: minorUnitsToDecimal(problem.maximum ?? 0) };
      if (problem.kind === "tooLow" && field === "price") return { key: "priceZero" };
      return problem.kind === "saleNotBelowPrice" ? { key: "saleNotBelowPrice" } : { key: "invalidAmount" };
    case "totalStock":
      // With variants the product's stock is theirs together, which has the one bound.
      if (problem.kind === "tooHigh") return { key: withVariants ? "stockSumTooHigh" : "stockTooHigh", max };
      return { key: "invalidStock" };
    case "leadDays":
      return problem.kind === "tooHigh" ? { key: "leadDaysTooHigh", max } : { key: "invalidLeadDays" };
    case "supplement":
      return problem.kind === "tooHigh" ? { key: "tooHigh", max: minorUnitsToDecimal(problem.maximum ?? 0) } : { key: "invalidAmount" };
    default:
      return problem.kind === "tooLong" ? { key: "textTooLong", max } : { key: "invalidText" };
  }
}

/**
 * Where a request path of the options or variants ("variants.3.sku", "options.0.values.1.label") is
 * shown in `draft`: the key of VariantProblems, or null for a path the form has no place for.
 */
export function variantPlace(path: string, draft: Pick<VariantsDraft, "options" | "variants">): string | null {
  const [root, index, field, valueIndex, valueField] = path.split(".");
  if (root === "options") {
    if (index === undefined) return "options";
    const option = draft.options[Number(index)];
    if (!option) return "options";
    if (field === "values" && valueIndex !== undefined) {
      const value = option.values[Number(valueIndex)];
      return value ? `${value.id}.${valueField === "labelHe" ? "labelHe" : "label"}` : `${option.id}.values`;
    }
    return `${option.id}.${field === "name" || field === "nameHe" ? field : "values"}`;
  }
  if (root === "variants") {
    // A variant's own declaration is the food section's (foodForm.ts, foodPlace).
    if (field === "food") return null;
    const row = index === undefined ? undefined : draft.variants[Number(index)];
    if (!row) return "variants";
    if (field === "optionValues") return `${row.key}.values`;
    return field === "sku" || field === "price" || field === "salePrice" || field === "totalStock" || field === "weight" || field === "slots" || field === "image" ? `${row.key}.${field}` : `${row.key}.sku`;
  }
  return null;
}

/** A schema problem of the options or a row, in the form's words, by the last part of its place. */
function variantProblem(place: string, problem: FieldProblem): VariantProblem {
  const max = String(problem.maximum ?? "");
  const field = place.includes(".") ? place.slice(place.lastIndexOf(".") + 1) : place;
  switch (field) {
    case "options":
      return { key: "optionsTooMany", max: String(VARIANT_LIMITS.options) };
    case "variants":
      return problem.kind === "tooMany" ? { key: "variantsTooMany", max: String(VARIANT_LIMITS.variants) } : { key: "variantsNeedValues" };
    case "name":
    case "label":
      if (problem.kind === "required") return { key: field === "name" ? "optionNameRequired" : "valueRequired" };
      return problem.kind === "tooLong" ? { key: "textTooLong", max } : { key: "invalidText" };
    case "nameHe":
    case "labelHe":
      return problem.kind === "tooLong" ? { key: "textTooLong", max } : { key: "invalidText" };
    case "values":
      // A kind's values: none, too many, or one label twice; a row's values: a combination that is not one.
      if (!place.startsWith("o")) return { key: "combinationInvalid" };
      if (problem.kind === "required") return { key: "valuesRequired" };
      return problem.kind === "tooMany" ? { key: "valuesTooMany", max: String(VARIANT_LIMITS.values) } : { key: "valueTwice" };
    case "sku":
      // The pattern answers "format"; the only other check of a SKU is that no other row has it.
      return problem.kind === "variantSkuTwice" || problem.kind === "invalid" ? { key: "skuTwice" } : { key: "skuFormat" };
    case "weight":
      return { key: "weightInvalid", max: String(VARIANT_LIMITS.maxWeight) };
    case "slots":
      return problem.kind === "required" ? { key: "slotsRequired" } : { key: "slotsInvalid", max: String(BOX_LIMITS.slots) };
    case "image":
      return { key: "variantPhotoInvalid" };
    default:
      return productProblem(field as ProductField, problem);
  }
}

/** A schema problem of a photo or of the photos, by the last part of its place. */
function photoProblem(place: string, problem: FieldProblem): PhotoProblem {
  if (place === "gallery") {
    if (problem.kind === "tooMany") return { key: "photosTooMany", max: String(PRODUCT_GALLERY_MAX) };
    // `image` with no photo at all.
    return problem.kind === "required" ? { key: "photoRequired" } : { key: "photoInvalid" };
  }
  if (place.endsWith(".image")) {
    if (problem.kind === "required") return { key: "photoRequired" };
    // The schema's one refinement of a photo: the same image twice.
    return problem.kind === "invalid" ? { key: "photoTwice" } : { key: "photoInvalid" };
  }
  return problem.kind === "tooLong" ? { key: "textTooLong", max: String(BANNER_TEXT_LIMITS.alt) } : { key: "invalidText" };
}

/** A schema problem of the box, by its place. */
function boxProblem(place: "box" | "box.slots" | "box.pieceIds", problem: FieldProblem): BoxProblem {
  if (place === "box.slots") return problem.kind === "required" ? { key: "slotsRequired" } : { key: "slotsInvalid", max: String(BOX_LIMITS.slots) };
  if (place === "box.pieceIds") {
    if (problem.kind === "required") return { key: "piecesRequired" };
    return problem.kind === "tooMany" ? { key: "piecesTooMany", max: String(BOX_LIMITS.pieceChoices) } : { key: "piecesTwice" };
  }
  return { key: "boxInvalid" };
}

export type ProductInputCheck =
  | { ok: true; input: ProductInput }
  | {
      ok: false;
      problems: ProductProblems;
      variantProblems?: VariantProblems;
      photoProblems?: Record<string, PhotoProblem>;
      boxProblems?: Partial<Record<"box" | "box.slots" | "box.pieceIds", BoxProblem>>;
      /** By foodForm.ts places (`food.allergens`, `<row key>.food.diets`, …). */
      foodProblems?: Record<string, FoodProblem>;
    };

/**
 * The food problems of `draft` by their places: the schema's, and every contradiction of the
 * product's declaration and of each variant's own over it (the schema names one problem a path; the
 * form shows each at its field: the certifier, Passover, the kosher status, the diets).
 */
function foodProblemsOf(draft: ProductDraft, problems: Record<string, FieldProblem>): Record<string, FoodProblem> {
  const out: Record<string, FoodProblem> = {};
  const rows = usesVariants(draft) ? draft.variants : [];
  for (const [path, problem] of Object.entries(problems)) {
    if (isContradiction(problem.kind)) continue;
    const place = foodPlace(path, rows);
    if (!place || place in out) continue;
    const row = place.startsWith("food.") ? undefined : rows.find((candidate) => place.startsWith(`${candidate.key}.food`));
    const declaration = row?.food ?? draft.food;
    const nutrient = place.startsWith("food.nutrition.") ? (place.slice("food.nutrition.".length) as Nutrient) : undefined;
    out[place] = foodProblem(place, problem, unansweredAllergens(declaration), nutrient && NUTRIENTS.includes(nutrient) ? draft.food.nutrition[nutrient] : undefined);
  }
  const product = declarationOfDraft(draft.food);
  const contradictions = [
    ...foodContradictions(product).map((item) => ({ item, scope: "food", status: draft.food.kosherStatus })),
    ...rows.flatMap((row) =>
      row.food ? foodContradictions(declarationOf(product, declarationOfDraft(row.food))).map((item) => ({ item, scope: `${row.key}.food`, status: row.food?.kosherStatus || draft.food.kosherStatus })) : [],
    ),
  ];
  for (const { item, scope, status } of contradictions) {
    const place = `${scope}.${contradictionField(item)}`;
    if (!(place in out)) out[place] = contradictionProblem(item, status);
  }
  return out;
}

/**
 * What the API takes for `draft` (as the schema parsed it), or the problems to show under the fields
 * (and, for the options and variants, the photos and the box, at their places). The server judges
 * again (and answers its own field errors).
 */
export function productInputFrom(draft: ProductDraft, averageReview = 0): ProductInputCheck {
  const check = checkProduct(draft);
  if (!check.ok) {
    const problems: ProductProblems = {};
    const variantProblems: VariantProblems = {};
    const photoProblems: Record<string, PhotoProblem> = {};
    const boxProblems: Partial<Record<"box" | "box.slots" | "box.pieceIds", BoxProblem>> = {};
    const foodProblems = foodProblemsOf(draft, check.problems);
    for (const [path, problem] of Object.entries(check.problems)) {
      if ((PRODUCT_FIELDS as readonly string[]).includes(path)) problems[path as ProductField] = productProblem(path as ProductField, problem, usesVariants(draft));
      const place = variantPlace(path, draft);
      if (place && !(place in variantProblems)) variantProblems[place] = variantProblem(place, problem);
      const photo = photoPlace(path, draft.photos);
      if (photo && !(photo in photoProblems)) photoProblems[photo] = photoProblem(photo, problem);
      const box = boxPlace(path);
      if (box && !(box in boxProblems)) boxProblems[box] = boxProblem(box, problem);
    }
    return {
      ok: false,
      problems,
      ...(Object.keys(variantProblems).length > 0 ? { variantProblems } : {}),
      ...(Object.keys(photoProblems).length > 0 ? { photoProblems } : {}),
      ...(Object.keys(boxProblems).length > 0 ? { boxProblems } : {}),
      ...(Object.keys(foodProblems).length > 0 ? { foodProblems } : {}),
    };
  }
  // Blank Hebrew texts are left out (the shop then shows the English ones); the schema drops the
  // average review, which the form keeps as the product had it.
  const { titleHe, descriptionHe, averageReview: _dropped, ...input } = check.value;
  return { ok: true, input: { ...input, ...(titleHe ? { titleHe } : {}), ...(descriptionHe ? { descriptionHe } : {}), averageReview } };
}

export interface PlacedServerErrors {
  fields: Partial<Record<ProductField, string>>;
  variants: Record<string, string>;
  /** By PhotoDraft places (`image` is the first photo's). */
  photos: Record<string, string>;
  box: Record<string, string>;
  /** By foodForm.ts places. */
  food: Record<string, string>;
  other: string[];
}

/**
 * The server's field errors (`{ price: "…" }`) split into the form's fields, the options' and rows'
 * places, the photos' and the box's, what is in it (the product's and each variant's declaration),
 * all in `draft` (the draft that was sent: the request lists rows and photos in its order), and the
 * rest (shown above the buttons so nothing the server said is lost).
 */
export function placeServerErrors(
  errors: Record<string, string>,
  draft: Pick<ProductDraft, "options" | "variants" | "photos"> = { options: [], variants: [], photos: [] },
): PlacedServerErrors {
  const placed: PlacedServerErrors = { fields: {}, variants: {}, photos: {}, box: {}, food: {}, other: [] };
  for (const [path, message] of Object.entries(errors)) {
    const food = foodPlace(path, usesVariants(draft) ? draft.variants : []);
    if (food) {
      if (!(food in placed.food)) placed.food[food] = message;
      continue;
    }
    const variant = variantPlace(path, draft);
    const photo = photoPlace(path, draft.photos);
    const box = boxPlace(path);
    if ((PRODUCT_FIELDS as readonly string[]).includes(path)) placed.fields[path as ProductField] = message;
    else if (photo) placed.photos[photo] = message;
    else if (variant) placed.variants[variant] = message;
    else if (box) placed.box[box] = message;
    else placed.other.push(message);
  }
  return placed;
}
