import { LOW_STOCK_THRESHOLD, isOnSale, type Product } from "@contracts";

/** On sale, and the price the shopper pays: the contracts' one rule, shared with the server. */
export { effectivePrice, isOnSale } from "@contracts";

export type StockBadge = { kind: "outOfStock" } | { kind: "lowStock"; count: number } | { kind: "sale" } | null;

export const isOutOfStock = (product: Pick<Product, "totalStock">) => !(product.totalStock > 0);

/** Spec section 4: 0 → out of stock; below 10 → 'only N items left'; otherwise 'sale' when on sale. */
export function stockBadge(product: Pick<Product, "price" | "salePrice" | "totalStock">): StockBadge {
  if (isOutOfStock(product)) return { kind: "outOfStock" };
  if (product.totalStock < LOW_STOCK_THRESHOLD) return { kind: "lowStock", count: product.totalStock };
  if (isOnSale(product)) return { kind: "sale" };
  return null;
}

/** Average rating with two decimals (spec 9). */
export const formatAverage = (average: number | undefined) =>
  (Number.isFinite(average) ? Number(average) : 0).toFixed(2);

/** True once the product has a review: every rating is 1 to 5 stars, so an average of 0 means none yet. */
export function hasReviews(product: { averageReview?: number }): boolean {
  return typeof product.averageReview === "number" && product.averageReview > 0;
}
