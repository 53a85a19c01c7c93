/**
 * Cart API (issue 4). The cart belongs to the session's user: a `userId` in the URL or body that
 * is not the session's gives 403 and changes nothing; no session gives 401.
 */
import { z } from "./zod";
import type { MinorUnits } from "./api";
import { minorUnitsSchema } from "./product";
import { successSchema } from "./responses/envelope";

/** A cart line with the product's CURRENT title, image, prices and stock (read from Firestore). */
export const cartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  titleHe: z.string().optional(),
  image: z.string(),
  price: minorUnitsSchema,
  salePrice: minorUnitsSchema,
  quantity: z.number().int(),
  totalStock: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ _id: z.string(), userId: z.string(), items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

/** Every cart call answers the cart as it now is. */
export const cartResponseSchema = successSchema(cartSchema);
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** Local storage key of the guest cart (spec section 9). */
export const GUEST_CART_STORAGE_KEY = "guestCart";
/** The least a cart line holds; below it the line is removed, not kept at 0. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;

/** A guest cart line, kept in local storage as JSON (spec section 3). */
export interface GuestCartItem {
  productId: string;
  quantity: number;
  /** ISO time. */
  addedAt: string;
  image?: string;
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
