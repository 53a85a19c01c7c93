import { PRODUCT_NUMBER_LIMITS, minorUnitsToDecimal, type Product, type ProductInput } from "@contracts";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";

/**
 * The product form's rules, kept apart from the sheet: the draft holds what the admin types (money
 * as decimals, "12.50"), and `productInputFrom` turns it into what the API takes (minor units, 1250),
 * converting each amount exactly once.
 */

export const PRODUCT_FIELDS = ["title", "titleHe", "description", "descriptionHe", "category", "brand", "price", "salePrice", "totalStock"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductDraft = Record<ProductField, string>;

/** Spec 5: every field but the image and the average review must be filled; the Hebrew texts are optional. */
export const REQUIRED_PRODUCT_FIELDS = ["title", "description", "category", "brand", "price", "salePrice", "totalStock"] as const satisfies readonly ProductField[];

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
  };
}

export function isProductDraftComplete(draft: ProductDraft): boolean {
  return REQUIRED_PRODUCT_FIELDS.every((field) => draft[field].trim() !== "");
}

/**
 * Whether Add / Save can be pressed (spec 5): every required field filled, an image (a new upload
 * or, in edit mode, the current one), no upload still running and no save in flight.
 */
export function canSubmitProduct({ draft, image, uploading, saving }: { draft: ProductDraft; image: string | null | undefined; uploading: boolean; saving: boolean }): boolean {
  return isProductDraftComplete(draft) && Boolean(image) && !uploading && !saving;
}

export type ProductProblem =
  | { key: "invalidAmount" | "priceZero" | "saleNotBelowPrice" | "invalidStock" }
  | { key: "tooHigh" | "stockTooHigh"; max: string };
export type ProductProblems = Partial<Record<ProductField, ProductProblem>>;

function parseStock(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * What the API takes for `draft` and `image`, or the problems to show under the fields. These checks
 * only spare a round trip; the server judges (and answers its own field errors).
 */
export function productInputFrom(
  draft: ProductDraft,
  image: string,
  averageReview = 0,
): { ok: true; input: ProductInput } | { ok: false; problems: ProductProblems } {
  const problems: ProductProblems = {};
  const maxPrice = minorUnitsToDecimal(PRODUCT_NUMBER_LIMITS.maxPrice);

  const price = parseMoneyInput(draft.price);
  if (price === null) problems.price = { key: "invalidAmount" };
  else if (price <= 0) problems.price = { key: "priceZero" };
  else if (price > PRODUCT_NUMBER_LIMITS.maxPrice) problems.price = { key: "tooHigh", max: maxPrice };

  const salePrice = parseMoneyInput(draft.salePrice);
  if (salePrice === null) problems.salePrice = { key: "invalidAmount" };
  else if (salePrice > 0 && price !== null && salePrice >= price) problems.salePrice = { key: "saleNotBelowPrice" };

  const totalStock = parseStock(draft.totalStock);
  if (totalStock === null) problems.totalStock = { key: "invalidStock" };
  else if (totalStock > PRODUCT_NUMBER_LIMITS.maxStock) problems.totalStock = { key: "stockTooHigh", max: String(PRODUCT_NUMBER_LIMITS.maxStock) };

  if (Object.keys(problems).length > 0 || price === null || salePrice === null || totalStock === null) return { ok: false, problems };

  const titleHe = draft.titleHe.trim();
  const descriptionHe = draft.descriptionHe.trim();
  return {
    ok: true,
    input: {
      image,
      title: draft.title.trim(),
      // Blank Hebrew texts are left out: the shop then shows the English ones.
      ...(titleHe ? { titleHe } : {}),
      description: draft.description.trim(),
      ...(descriptionHe ? { descriptionHe } : {}),
      category: draft.category,
      brand: draft.brand,
      price,
      salePrice,
      totalStock,
      averageReview,
    },
  };
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
