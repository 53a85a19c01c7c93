import type { ProductCard as Product } from "@contracts";
import { isOnSale, isOutOfStock } from "@/shared/catalog";

const discount = (p: Product) => (p.price > 0 ? (p.price - p.salePrice) / p.price : 0);

/**
 * Featured: what is on sale (biggest discount first), then the atelier's signature pieces (highest
 * price first); in-stock products before sold-out ones.
 */
export function pickFeatured(products: readonly Product[], maxItems: number): Product[] {
  const ranked = [...products].sort(
    (a, b) =>
      Number(isOutOfStock(a)) - Number(isOutOfStock(b)) ||
      Number(isOnSale(b)) - Number(isOnSale(a)) ||
      (isOnSale(a) && isOnSale(b) ? discount(b) - discount(a) : 0) ||
      b.price - a.price,
  );
  return ranked.slice(0, Math.max(0, maxItems));
}

/**
 * Recommended: the best rated in-stock products (average first, then price ascending), leaving out
 * those already featured so the two sections do not repeat each other (unless there is nothing else).
 */
export function pickRecommended(products: readonly Product[], maxItems: number, exclude: readonly Product[] = []): Product[] {
  const excluded = new Set(exclude.map((p) => p._id));
  const rank = (list: Product[]) =>
    list.sort(
      (a, b) =>
        Number(isOutOfStock(a)) - Number(isOutOfStock(b)) ||
        (b.averageReview || 0) - (a.averageReview || 0) ||
        a.price - b.price,
    );
  const fresh = rank(products.filter((p) => !excluded.has(p._id)));
  const rest = rank(products.filter((p) => excluded.has(p._id)));
  return [...fresh, ...rest].slice(0, Math.max(0, maxItems));
}
