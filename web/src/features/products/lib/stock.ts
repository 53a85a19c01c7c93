import { LOW_STOCK_THRESHOLD, type Product } from "@contracts";

export type StockBadge = { kind: "outOfStock" } | { kind: "lowStock"; count: number } | { kind: "sale" } | null;

export const isOnSale = (product: Pick<Product, "price" | "salePrice">) =>
  product.salePrice > 0 && product.salePrice < product.price;

export const isOutOfStock = (product: Pick<Product, "totalStock">) => !(product.totalStock > 0);

/** Spec section 4: 0 → out of stock; below 10 → 'only N items left'; otherwise 'sale' when on sale. */
export function stockBadge(product: Pick<Product, "price" | "salePrice" | "totalStock">): StockBadge {
  if (isOutOfStock(product)) return { kind: "outOfStock" };
  if (product.totalStock < LOW_STOCK_THRESHOLD) return { kind: "lowStock", count: product.totalStock };
  if (isOnSale(product)) return { kind: "sale" };
  return null;
}

/** The price the shopper pays. */
export const effectivePrice = (product: Pick<Product, "price" | "salePrice">) =>
  isOnSale(product) ? product.salePrice : product.price;

/** Average rating with two decimals (spec 9). */
export const formatAverage = (average: number | undefined) =>
  (Number.isFinite(average) ? Number(average) : 0).toFixed(2);
