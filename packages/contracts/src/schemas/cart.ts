/** zod schemas of the cart requests (/api/shop/cart). */
import { z } from "../zod";
import { BODY_MUST_BE_OBJECT, userIdSchema } from "./parts";
import { schemaMessage } from "../messages";
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from "../cart";
import { productIdSchema } from "./catalog";

const QUANTITY_MESSAGE = schemaMessage("cart.quantity", { min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX });

/** A whole number 1..CART_QUANTITY_MAX; strings ("3"), fractions, 0 and negatives are refused. */
export const cartQuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int({ error: QUANTITY_MESSAGE })
  .min(CART_QUANTITY_MIN, { error: QUANTITY_MESSAGE })
  .max(CART_QUANTITY_MAX, { error: QUANTITY_MESSAGE });

/** Add and update share the shape; any other field (a `price`, a `title`) is dropped. */
const cartLineSchema = z.object(
  {
    userId: userIdSchema,
    productId: productIdSchema,
    quantity: cartQuantitySchema,
  },
  { error: BODY_MUST_BE_OBJECT },
);

/** POST /api/shop/cart/add: adds `quantity` to what the cart holds. */
export const addToCartSchema = cartLineSchema;
/** PUT /api/shop/cart/update-cart: sets the line's quantity. */
export const updateCartSchema = cartLineSchema;
export type AddToCartRequest = z.input<typeof addToCartSchema>;
export type UpdateCartRequest = z.input<typeof updateCartSchema>;
export type CartLineInput = z.output<typeof cartLineSchema>;

export const cartUserParamsSchema = z.object({ userId: userIdSchema });
export const cartItemParamsSchema = z.object({ userId: userIdSchema, productId: productIdSchema });
