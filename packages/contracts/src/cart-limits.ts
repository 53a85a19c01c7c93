/**
 * The cart's limits and the guest cart's shape.
 * Kept apart from the zod schemas so that a storefront page that needs only these does not
 * download zod with them (a module is bundled whole; see web/vite.config.ts).
 */
import type { MinorUnits } from "./api";
import type { ImageVariant } from "./product";

/** Local storage key of the guest cart (spec section 9). */
export const GUEST_CART_STORAGE_KEY = "guestCart";
/** The least a cart line holds; below it the line is removed, not kept at 0. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;

/** A guest cart line, kept in local storage as JSON (spec section 3). */
export interface GuestCartItem {
  productId: string;
  /** The variant chosen, for a product sold by variant (its line is `cartLineId(productId, variantSku)`). */
  variantSku?: string;
  variantLabel?: string;
  variantLabelHe?: string;
  /** A filled box's pieces (its line is `cartLineId(productId, variantSku, pieces)`), with what the builder showed of each. */
  pieces?: { productId: string; quantity: number; title?: string; titleHe?: string; supplement?: MinorUnits }[];
  quantity: number;
  /** ISO time. */
  addedAt: string;
  image?: string;
  imageVariants?: ImageVariant[];
  title?: string;
  titleHe?: string;
  price?: MinorUnits;
  salePrice?: MinorUnits;
  totalStock?: number;
  category?: string;
  brand?: string;
}

/** Most distinct products one server cart holds (each line costs one read per cart answer). */
export const CART_LINES_MAX = 50;
