/**
 * A product's options and variants (issue 34), without zod: a product may offer up to three kinds of
 * option (size, cocoa…), and each combination that exists is a variant with its own SKU, price,
 * sale price, stock and weight. A product without options has no variants and behaves as before.
 *
 * A variant names its values by their English labels, in the order of the product's options
 * (`optionValues: ["Box of 16", "Dark"]`); the Hebrew labels are the options'. Stock is kept per
 * variant inside the product's document, so every stock move of a product stays one document's
 * change (racing buyers conflict on it, as they did on the product's single count).
 *
 * Kept apart from the zod schemas so that a storefront page needing only these does not download
 * zod with them (a module is bundled whole; see web/vite.config.ts).
 */
import type { MinorUnits } from "./api";
import type { ImageVariant } from "./product";

/** Bounds of what the owner can give a product. */
export const VARIANT_LIMITS = {
  /** Kinds of option (size, cocoa, weight). */
  options: 3,
  /** Values of one kind. */
  values: 10,
  /** Combinations kept. */
  variants: 60,
  skuLength: 40,
  labelLength: 40,
  /** Grams. */
  maxWeight: 100_000,
} as const;

/**
 * A SKU: letters, digits, "-", "_" and "." (never "~", which joins a product id and a SKU in a cart
 * line's id, nor "/", which would reach into a path).
 */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** A kind of option and its values, with Hebrew labels (blank: the English one is shown). */
export interface ProductOptionShape {
  name: string;
  nameHe?: string | undefined;
  values: { label: string; labelHe?: string | undefined }[];
}

export interface ProductVariantShape {
  sku: string;
  /** A box's pieces in this size (a build-your-own box sold by size). */
  slots?: number | undefined;
  /** The value of each option, by its English label, in the order of the product's options. */
  optionValues: string[];
  price: MinorUnits;
  salePrice: MinorUnits;
  totalStock: number;
  /** Grams. */
  weight?: number | undefined;
  /** Its own photo (one the shop stored); absent: the product's. */
  image?: string | undefined;
  imageVariants?: ImageVariant[] | undefined;
}

interface WithVariants {
  options?: readonly ProductOptionShape[] | undefined;
  variants?: readonly ProductVariantShape[] | undefined;
}

/** Whether the product is sold by variant (a product without options is sold as itself). */
export function hasVariants(product: WithVariants): boolean {
  return (product.variants?.length ?? 0) > 0;
}

export function findVariant<V extends ProductVariantShape>(product: { variants?: readonly V[] | undefined }, sku: string | undefined): V | undefined {
  if (!sku) return undefined;
  return product.variants?.find((variant) => variant.sku === sku);
}

const onSale = (v: { price: number; salePrice: number }) => v.salePrice > 0 && v.salePrice < v.price;
const nowPrice = (v: { price: number; salePrice: number }) => (onSale(v) ? v.salePrice : v.price);

/**
 * What a variant product shows as its own price, stock and sorts by: the price and sale price of the
 * variant that costs least now, and the stock of every variant together. A product without
 * variants answers its own fields.
 */
export function productLevelFields(product: { price: MinorUnits; salePrice: MinorUnits; totalStock: number } & WithVariants): { price: MinorUnits; salePrice: MinorUnits; totalStock: number } {
  const variants = product.variants ?? [];
  if (variants.length === 0) return { price: product.price, salePrice: product.salePrice, totalStock: product.totalStock };
  const cheapest = variants.reduce((least, variant) => (nowPrice(variant) < nowPrice(least) ? variant : least));
  return {
    price: cheapest.price,
    salePrice: cheapest.salePrice,
    totalStock: variants.reduce<number>((sum, variant) => sum + Math.max(0, variant.totalStock), 0),
  };
}

/** The lowest and highest price a unit costs now over the variants (equal for a product without). */
export function priceRange(product: { price: MinorUnits; salePrice: MinorUnits } & WithVariants): { min: MinorUnits; max: MinorUnits } {
  const variants = product.variants?.length ? product.variants : [product];
  const prices = variants.map(nowPrice);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A value's label in `language` (the Hebrew one falls back to English). */
export function optionValueLabel(option: ProductOptionShape, value: string, language: string): string {
  const found = option.values.find((candidate) => candidate.label === value);
  if (!found) return value;
  return (language === "he" && found.labelHe) || found.label;
}

export function optionName(option: ProductOptionShape, language: string): string {
  return (language === "he" && option.nameHe) || option.name;
}

/** The variant's values in `language`, joined: "Box of 16 · Dark". */
export function variantLabel(product: WithVariants, variant: Pick<ProductVariantShape, "optionValues">, language: string): string {
  const options = product.options ?? [];
  return variant.optionValues.map((value, index) => (options[index] ? optionValueLabel(options[index], value, language) : value)).join(" · ");
}

/** Both labels, as a cart line and an order line carry them. */
export function variantLabels(product: WithVariants, variant: Pick<ProductVariantShape, "optionValues">): { variantLabel: string; variantLabelHe: string } {
  return { variantLabel: variantLabel(product, variant, "en"), variantLabelHe: variantLabel(product, variant, "he") };
}

/** Which of a line's two labels a reader in `language` sees. */
export function lineVariantLabel(line: { variantLabel?: string | undefined; variantLabelHe?: string | undefined }, language: string): string | undefined {
  return (language === "he" && line.variantLabelHe) || line.variantLabel || undefined;
}

/** Between a product id and a SKU in a stock key or a cart line id: neither may hold it. */
export const LINE_KEY_SEPARATOR = "~";

/**
 * What a line's stock is counted under: the product id, or the product id and the variant's SKU.
 * Orders, refunds and stock moves add units up by it.
 */
export function stockKey(productId: string, variantSku?: string): string {
  return variantSku ? `${productId}${LINE_KEY_SEPARATOR}${variantSku}` : productId;
}

/** The product id and SKU a stock key names. */
export function parseStockKey(key: string): { productId: string; variantSku?: string } {
  const at = key.indexOf(LINE_KEY_SEPARATOR);
  if (at < 0) return { productId: key };
  return { productId: key.slice(0, at), variantSku: key.slice(at + 1) };
}

// ---------------------------------------------------------------------------------------------
// Build-your-own boxes: a box product names its slots (per variant, "Box of 9" / "Box of 16", or
// its own) and the pieces that may go in; pieces are products of their own, sold as themselves,
// each with its stock and an optional supplement (minor units) it adds to the box's price.

export const BOX_LIMITS = { slots: 49, pieceChoices: 60 } as const;

/** A piece chosen for a box: how many of one piece product. */
export interface BoxPieceCount {
  productId: string;
  quantity: number;
}

/** The same pieces in one form: each product once (quantities added), ordered by id. */
export function canonicalPieces(pieces: readonly BoxPieceCount[]): BoxPieceCount[] {
  const counts = new Map<string, number>();
  for (const piece of pieces) counts.set(piece.productId, (counts.get(piece.productId) ?? 0) + piece.quantity);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([productId, quantity]) => ({ productId, quantity }));
}

export const piecesCount = (pieces: readonly BoxPieceCount[]) => pieces.reduce((sum, piece) => sum + piece.quantity, 0);

/** A short, stable name of a box's contents (FNV-1a of the canonical pieces, base 36): two boxes filled alike are one line. */
export function piecesKey(pieces: readonly BoxPieceCount[]): string {
  let hash = 2166136261;
  const text = canonicalPieces(pieces).map((piece) => `${piece.productId}*${piece.quantity}`).join(",");
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

/** How many pieces a box holds: its variant's slots, else its own (undefined: not a box). */
export function boxSlots(product: { box?: { slots?: number | undefined } | undefined }, variant?: { slots?: number | undefined }): number | undefined {
  if (!product.box) return undefined;
  return variant?.slots ?? product.box.slots;
}

/**
 * A cart line's id: the product id, "~" and the variant's SKU when it has one, and "~" and the
 * contents' key for a filled box. A product sold as itself is its own line, so a client that
 * predates variants removes a line by its product id as before.
 */
export function cartLineId(productId: string, variantSku?: string, pieces?: readonly BoxPieceCount[]): string {
  if (!pieces?.length) return stockKey(productId, variantSku);
  return `${productId}${LINE_KEY_SEPARATOR}${variantSku ?? ""}${LINE_KEY_SEPARATOR}${piecesKey(pieces)}`;
}

/** The product and SKU a cart line id names (the contents' key is matched against the stored lines). */
export function parseLineId(lineId: string): { productId: string; variantSku?: string } {
  const [productId = "", variantSku] = lineId.split(LINE_KEY_SEPARATOR);
  return variantSku ? { productId, variantSku } : { productId };
}

/** A cart line id as it comes in a URL: a product id, optionally "~" and a SKU, optionally "~" and a box's contents key. */
export const CART_LINE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(?:~(?:[A-Za-z0-9][A-Za-z0-9._-]{0,39})?(?:~[a-z0-9]{1,13})?)?$/;

/** The values of a choice, one per option, or undefined where not chosen. */
export type OptionChoice = (string | undefined)[];

/** The variant whose values are exactly `choice`, if every option is chosen and the combination exists. */
export function variantForChoice<V extends ProductVariantShape>(product: { variants?: readonly V[] | undefined }, choice: OptionChoice): V | undefined {
  return product.variants?.find((variant) => variant.optionValues.every((value, index) => choice[index] === value));
}

/**
 * Whether choosing `value` for option `index` (the other choices kept) leads to a variant in stock:
 * the product page disables a value that cannot be bought with what else is chosen.
 */
export function valueAvailable(product: { variants?: readonly ProductVariantShape[] | undefined }, choice: OptionChoice, index: number, value: string): { exists: boolean; inStock: boolean } {
  const matching = (product.variants ?? []).filter(
    (variant) => variant.optionValues[index] === value && variant.optionValues.every((v, i) => i === index || choice[i] === undefined || choice[i] === v),
  );
  return { exists: matching.length > 0, inStock: matching.some((variant) => variant.totalStock > 0) };
}

/** Every combination of the options' values, first option slowest (the admin's table of variants). */
export function optionCombinations(options: readonly ProductOptionShape[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value.label])),
    options.length ? [[]] : [],
  );
}
