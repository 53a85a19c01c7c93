/**
 * What is sold of a product and its stock, for the cart and orders (issue 34): a product sold as
 * itself sells its own price and stock; a product with variants sells only by variant, each with its
 * own price, stock and photo, its stock kept inside the product's document (`variants[].totalStock`,
 * and `totalStock` the sum), so a stock move is still one document's change in the caller's
 * transaction.
 */
import { boxSlots, findVariant, hasVariants, parseStockKey, piecesCount, variantLabels, type ImageVariant, type Product } from "@cocoa/contracts";

/** One sellable thing: the product itself, or one of its variants. */
export interface SoldUnit {
  price: number;
  salePrice: number;
  totalStock: number;
  image: string;
  imageVariants?: ImageVariant[];
  variantSku?: string;
  variantLabel?: string;
  variantLabelHe?: string;
}

export type SoldUnitLookup = { unit: SoldUnit } | { problem: "variantRequired" | "variantNotFound" | "variantNotSold" };

/**
 * The unit `variantSku` names of `product`: a product with variants needs one of its SKUs; a product
 * sold as itself takes none.
 */
export function soldUnit(product: Product, variantSku: string | undefined): SoldUnitLookup {
  if (!hasVariants(product)) {
    if (variantSku) return { problem: "variantNotSold" };
    const unit: SoldUnit = { price: product.price, salePrice: product.salePrice, totalStock: product.totalStock, image: product.image };
    if (product.imageVariants) unit.imageVariants = product.imageVariants;
    return { unit };
  }
  if (!variantSku) return { problem: "variantRequired" };
  const variant = findVariant(product, variantSku);
  if (!variant) return { problem: "variantNotFound" };
  const unit: SoldUnit = {
    price: variant.price,
    salePrice: variant.salePrice,
    totalStock: variant.totalStock,
    image: variant.image ?? product.image,
    variantSku: variant.sku,
    ...variantLabels(product, variant),
  };
  const imageVariants = variant.image ? variant.imageVariants : product.imageVariants;
  if (imageVariants) unit.imageVariants = imageVariants;
  return { unit };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.floor(value) : 0);

/**
 * The fields of a product's stored document after `deltas` (units per stock key of this product;
 * negative takes stock) move its stock: its own `totalStock`, or its variants' and their sum. Never
 * below 0; a SKU the product no longer has is skipped (its stock has nowhere to go).
 */
export function stockUpdate(data: Record<string, unknown>, deltas: ReadonlyMap<string, number>): Record<string, unknown> {
  const bySku = new Map<string, number>();
  let own = 0;
  for (const [key, delta] of deltas) {
    const { variantSku } = parseStockKey(key);
    if (variantSku) bySku.set(variantSku, (bySku.get(variantSku) ?? 0) + delta);
    else own += delta;
  }
  const variants = Array.isArray(data.variants) ? data.variants : [];
  if (variants.length === 0) return { totalStock: Math.max(0, count(data.totalStock) + own) };
  const moved = variants.map((variant: unknown) => {
    if (!isRecord(variant) || typeof variant.sku !== "string" || !bySku.has(variant.sku)) return variant;
    return { ...variant, totalStock: Math.max(0, count(variant.totalStock) + (bySku.get(variant.sku) ?? 0)) };
  });
  const stocks = moved.map((variant) => (isRecord(variant) ? Math.max(0, count(variant.totalStock)) : 0));
  const totalStock = stocks.reduce((sum, stock) => sum + stock, 0);
  return { variants: moved, totalStock, lowestVariantStock: Math.min(...stocks) };
}

/** A filled box's contents as a cart line answers them. */
export interface FilledPiece {
  productId: string;
  quantity: number;
  title: string;
  titleHe?: string;
  image: string;
  supplement: number;
}

export type BoxProblem =
  | { code: "cart.notABox" }
  | { code: "cart.boxEmpty" }
  | { code: "cart.boxNotFull"; params: { count: number } }
  | { code: "cart.pieceNotInBox" }
  | { code: "cart.pieceSoldOut"; params: { title: string } }
  | { code: "cart.pieceLow"; params: { title: string; count: number } };

/**
 * A line of `unit` (of box product `box`) filled with `pieces` (canonical counts), priced and
 * stocked as a whole: the box's price and sale price plus every piece's supplement, and as many
 * boxes as the box's and each piece's stock allow. A product that is no box takes no pieces; a box
 * takes exactly its slots, of pieces it offers that are still sold. `pieceProducts`: the pieces as
 * Firestore has them now (a missing one is sold out).
 */
export function filledBox(
  box: Product,
  unit: SoldUnit,
  pieces: readonly { productId: string; quantity: number }[] | undefined,
  pieceProducts: ReadonlyMap<string, Product>,
): { problem: BoxProblem } | { unit: SoldUnit; pieces?: FilledPiece[] } {
  const slots = boxSlots(box, findVariant(box, unit.variantSku));
  if (!pieces?.length) return slots === undefined ? { unit } : { problem: { code: "cart.boxEmpty" } };
  if (slots === undefined) return { problem: { code: "cart.notABox" } };
  if (piecesCount(pieces) !== slots) return { problem: { code: "cart.boxNotFull", params: { count: slots } } };
  const filled: FilledPiece[] = [];
  let supplements = 0;
  let boxes = unit.totalStock;
  for (const { productId, quantity } of pieces) {
    if (!box.box?.pieceIds.includes(productId)) return { problem: { code: "cart.pieceNotInBox" } };
    const piece = pieceProducts.get(productId);
    if (!piece || hasVariants(piece) || piece.box) return { problem: { code: "cart.pieceNotInBox" } };
    if (piece.totalStock <= 0) return { problem: { code: "cart.pieceSoldOut", params: { title: piece.title } } };
    if (piece.totalStock < quantity) return { problem: { code: "cart.pieceLow", params: { title: piece.title, count: Math.max(0, Math.floor(piece.totalStock)) } } };
    const supplement = piece.supplement ?? 0;
    supplements += supplement * quantity;
    boxes = Math.min(boxes, Math.floor(piece.totalStock / quantity));
    filled.push({ productId, quantity, title: piece.title, ...(piece.titleHe ? { titleHe: piece.titleHe } : {}), image: piece.image, supplement });
  }
  return {
    unit: { ...unit, price: unit.price + supplements, salePrice: unit.salePrice > 0 ? unit.salePrice + supplements : 0, totalStock: Math.max(0, boxes) },
    pieces: filled,
  };
}
