import { minorUnitsToDecimal, productInputSchema, type Product, type ProductInput } from "@contracts";
import { checkForm, numberFromText, type FieldProblem } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";

/**
 * The product form's rules, kept apart from the sheet: the draft holds what the admin types (money
 * as decimals, "12.50"), and `productInputFrom` turns it into what the API takes (minor units, 1250),
 * converting each amount exactly once, and checks it with the schema the server validates products with
 * (`productInputSchema`: required fields, lengths, ranges, the sale price below the price).
 */

export const PRODUCT_FIELDS = ["title", "titleHe", "description", "descriptionHe", "category", "brand", "price", "salePrice", "totalStock", "leadDays"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** The texts as typed, and the home page's featured flag (a checkbox). */
export type ProductDraft = Record<ProductField, string> & { featured: boolean };

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
  featured: false,
};

/** The draft for add mode (empty) or for editing `product` (its values, money as decimals). */
export function productDraftFrom(product: Product | null | undefined): ProductDraft {
  if (!product) return { ...EMPTY_PRODUCT_DRAFT };
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
    featured: product.featured === true,
  };
}

/** Stock and preparation days are typed as whole numbers. */
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

function checkProduct(draft: ProductDraft, image: string | null | undefined) {
  return checkForm(productInputSchema, {
    ...draft,
    image: image ?? "",
    price: numberFromText(draft.price, parseMoneyInput),
    salePrice: numberFromText(draft.salePrice, parseMoneyInput),
    totalStock: numberFromText(draft.totalStock, wholeNumber),
    leadDays: numberFromText(draft.leadDays, wholeNumber),
  });
}

/** Spec 5: every field but the average review is filled, the image too (the Hebrew texts are optional), as the schema requires. */
export function isProductDraftComplete(draft: ProductDraft, image: string | null | undefined): boolean {
  return Object.values(checkProduct(draft, image).problems).every((problem) => problem.kind !== "required");
}

/**
 * Whether Add / Save can be pressed (spec 5): every required field filled, an image (a new upload
 * or, in edit mode, the current one), no upload still running and no save in flight.
 */
export function canSubmitProduct({ draft, image, uploading, saving }: { draft: ProductDraft; image: string | null | undefined; uploading: boolean; saving: boolean }): boolean {
  return !uploading && !saving && isProductDraftComplete(draft, image);
}

export type ProductProblem =
  | { key: "invalidAmount" | "priceZero" | "saleNotBelowPrice" | "invalidStock" | "invalidLeadDays" | "invalidText" }
  | { key: "tooHigh" | "stockTooHigh" | "leadDaysTooHigh" | "textTooLong"; max: string };
export type ProductProblems = Partial<Record<ProductField, ProductProblem>>;

/** A schema problem in the form's words: amounts and stock have their own, texts share two. */
function productProblem(field: ProductField, problem: FieldProblem): ProductProblem {
  const max = String(problem.maximum ?? "");
  switch (field) {
    case "price":
    case "salePrice":
      if (problem.kind === "tooHigh") return { key: "tooHigh", max: minorUnitsToDecimal(problem.maximum ?? 0) };
      if (problem.kind === "tooLow" && field === "price") return { key: "priceZero" };
      return problem.kind === "saleNotBelowPrice" ? { key: "saleNotBelowPrice" } : { key: "invalidAmount" };
    case "totalStock":
      return problem.kind === "tooHigh" ? { key: "stockTooHigh", max } : { key: "invalidStock" };
    case "leadDays":
      return problem.kind === "tooHigh" ? { key: "leadDaysTooHigh", max } : { key: "invalidLeadDays" };
    default:
      return problem.kind === "tooLong" ? { key: "textTooLong", max } : { key: "invalidText" };
  }
}

/**
 * What the API takes for `draft` and `image` (as the schema parsed it), or the problems to show under
 * the fields. The server judges again (and answers its own field errors).
 */
export function productInputFrom(
  draft: ProductDraft,
  image: string,
  averageReview = 0,
): { ok: true; input: ProductInput } | { ok: false; problems: ProductProblems } {
  const check = checkProduct(draft, image);
  if (!check.ok) {
    const problems: ProductProblems = {};
    for (const [path, problem] of Object.entries(check.problems)) {
      if ((PRODUCT_FIELDS as readonly string[]).includes(path)) problems[path as ProductField] = productProblem(path as ProductField, problem);
    }
    return { ok: false, problems };
  }
  // Blank Hebrew texts are left out (the shop then shows the English ones); the schema drops the
  // average review, which the form keeps as the product had it.
  const { titleHe, descriptionHe, averageReview: _dropped, ...input } = check.value;
  return { ok: true, input: { ...input, ...(titleHe ? { titleHe } : {}), ...(descriptionHe ? { descriptionHe } : {}), averageReview } };
}

/**
 * The server's field errors (`{ price: "…" }`) split into the form's fields, the image, and the rest
 * (shown above the buttons so nothing the server said is lost).
 */
export function placeServerErrors(errors: Record<string, string>): { fields: Partial<Record<ProductField, string>>; image?: string; other: string[] } {
  const fields: Partial<Record<ProductField, string>> = {};
  const other: string[] = [];
  let image: string | undefined;
  for (const [path, message] of Object.entries(errors)) {
    if ((PRODUCT_FIELDS as readonly string[]).includes(path)) fields[path as ProductField] = message;
    else if (path === "image") image = message;
    else other.push(message);
  }
  return { fields, image, other };
}
