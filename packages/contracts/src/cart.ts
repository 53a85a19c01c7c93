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

/** Fixed messages of the cart routes (the API translates them for Hebrew callers). */
export const CART_MESSAGES = {
  notYourCart: "You can only change your own cart.",
  itemNotFound: "Cart item not found",
} as const;

/**
 * The stock-limit refusal (spec sections 5 and 8): `n` is what can still go into the cart — the
 * stock minus what the cart already holds for an add, the stock for an update (0 when sold out).
 */
export function cartStockLimitMessage(n: number): string {
  return `only ${n} quantity can be added`;
}
/** The same message as a template, `{n}` standing for the number (for translations). */
export const CART_STOCK_LIMIT_TEMPLATE = "only {n} quantity can be added";

/** Refusal when the cart already holds CART_LINES_MAX different products. */
export function cartFullMessage(max: number = CART_LINES_MAX): string {
  return `Your cart can hold at most ${max} different products.`;
}
export const CART_FULL_TEMPLATE = "Your cart can hold at most {n} different products.";
