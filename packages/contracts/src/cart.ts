/**
 * Cart API (issue 4). The cart belongs to the session's user: a `userId` in the URL or body that
 * is not the session's gives 403 and changes nothing; no session gives 401.
 */
import type { ApiSuccess, MinorUnits } from "./api";

/** A cart line with the product's CURRENT title, image, prices and stock (read from Firestore). */
export interface CartItem {
  productId: string;
  title: string;
  titleHe?: string;
  image: string;
  price: MinorUnits;
  salePrice: MinorUnits;
  quantity: number;
  totalStock: number;
}

export interface Cart {
  _id: string;
  userId: string;
  items: CartItem[];
}

/** POST /api/shop/cart/add — adds `quantity` to what the cart holds. */
export interface AddToCartRequest {
  userId: string;
  productId: string;
  quantity: number;
}

/** PUT /api/shop/cart/update-cart — sets the line's quantity. */
export interface UpdateCartRequest {
  userId: string;
  productId: string;
  quantity: number;
}

export type CartResponse = ApiSuccess<Cart>;

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
