/** zod schemas of the cart requests (/api/shop/cart). */
import { z } from "../zod";
import { BODY_MUST_BE_OBJECT, userIdSchema } from "./parts";
import { schemaMessage } from "../messages";
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from "../cart";
import { productIdSchema } from "./catalog";
import { BOX_LIMITS, CART_LINE_ID, SKU_PATTERN } from "../variant-rules";

const QUANTITY_MESSAGE = schemaMessage("cart.quantity", { min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX });

/** A whole number 1..CART_QUANTITY_MAX; strings ("3"), fractions, 0 and negatives are refused. */
export const cartQuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int({ error: QUANTITY_MESSAGE })
  .min(CART_QUANTITY_MIN, { error: QUANTITY_MESSAGE })
  .max(CART_QUANTITY_MAX, { error: QUANTITY_MESSAGE });

/** A variant's SKU as a request names it (a product sold by variant needs one; see variant-rules.ts). */
export const variantSkuSchema = z
  .string({ error: "cart.variantInvalid" })
  .trim()
  .regex(SKU_PATTERN, { error: "cart.variantInvalid" });

/** A cart line's id (`cartLineId`): a product id, or a product id, "~" and a SKU. */
export const cartLineIdSchema = z
  .string({ error: "cart.lineIdInvalid" })
  .trim()
  .regex(CART_LINE_ID, { error: "cart.lineIdInvalid" });

/** Add and update share the shape; any other field (a `price`, a `title`) is dropped. */
const cartLineFields = {
  userId: userIdSchema,
  productId: productIdSchema,
  quantity: cartQuantitySchema,
};

const PIECE_QUANTITY_MESSAGE = schemaMessage("cart.pieceQuantity", { min: 1, max: BOX_LIMITS.slots });

/** A filled box's contents: which piece products, how many of each (the box's slots in all; the service checks). */
export const boxPiecesSchema = z
  .array(
    z.object(
      {
        productId: productIdSchema,
        quantity: z.number({ error: PIECE_QUANTITY_MESSAGE }).int({ error: PIECE_QUANTITY_MESSAGE }).min(1, { error: PIECE_QUANTITY_MESSAGE }).max(BOX_LIMITS.slots, { error: PIECE_QUANTITY_MESSAGE }),
      },
      { error: "cart.piecesInvalid" },
    ),
    { error: "cart.piecesInvalid" },
  )
  .min(1, { error: "cart.piecesInvalid" })
  .max(BOX_LIMITS.slots, { error: "cart.piecesInvalid" });

/**
 * POST /api/shop/cart/add: adds `quantity` to what the cart holds (of the variant `variantSku`, for
 * a product sold by variant; filled with `pieces`, for a build-your-own box).
 */
export const addToCartSchema = z.object({ ...cartLineFields, variantSku: variantSkuSchema.optional(), pieces: boxPiecesSchema.optional() }, { error: BODY_MUST_BE_OBJECT });
/**
 * PUT /api/shop/cart/update-cart: sets the line's quantity. The line is `lineId` (a cart answer's),
 * or, left out, the line of `productId` and `variantSku` (a product sold as itself: its id).
 */
export const updateCartSchema = z.object(
  { ...cartLineFields, variantSku: variantSkuSchema.optional(), lineId: cartLineIdSchema.optional() },
  { error: BODY_MUST_BE_OBJECT },
);
export type AddToCartRequest = z.input<typeof addToCartSchema>;
export type UpdateCartRequest = z.input<typeof updateCartSchema>;
export type CartLineInput = z.output<typeof addToCartSchema>;
export type UpdateCartInput = z.output<typeof updateCartSchema>;

export const cartUserParamsSchema = z.object({ userId: userIdSchema });
/** DELETE /api/shop/cart/{userId}/{lineId}: named `productId` in the path as before (a product sold as itself is its own line). */
export const cartItemParamsSchema = z.object({ userId: userIdSchema, productId: cartLineIdSchema });
