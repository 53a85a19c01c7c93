/**
 * The product rules and constants both sides apply: sale prices, sorts, stock badge, banner limits.
 * Kept apart from the zod schemas so that a storefront page that needs only these does not
 * download zod with them (a module is bundled whole; see web/vite.config.ts).
 */
import type { MinorUnits } from "./api";
import type { Product } from "./product";

/** Longest banner texts: a headline fits on one line at 360 px, the text on two. */
export const BANNER_TEXT_LIMITS = { headline: 60, text: 140, alt: 160, link: 200 } as const;

export const SORT_OPTIONS = ["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "price-lowtohigh";

/** Most photos in a product's gallery (the first is the tile's). */
export const PRODUCT_GALLERY_MAX = 8;

/** Stock below this shows the 'only N items left' badge. */
export const LOW_STOCK_THRESHOLD = 10;

/** On sale when the sale price is above 0 and below the normal price. */
export function isOnSale(product: Pick<Product, "price" | "salePrice">): boolean {
  return product.salePrice > 0 && product.salePrice < product.price;
}

/** What one unit costs now, in minor units: the sale price when on sale. Carts, orders and the price sorts use this. */
export function effectivePrice(product: Pick<Product, "price" | "salePrice">): MinorUnits {
  return isOnSale(product) ? product.salePrice : product.price;
}
