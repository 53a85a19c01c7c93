/**
 * Cart API (issue 4). The cart belongs to the session's user: a `userId` in the URL or body that
 * is not the session's gives 403 and changes nothing; no session gives 401.
 */
import { z } from "./zod";
import { allergenKindsSchema, allergensSchema, imageVariantSchema, minorUnitsSchema } from "./product";
import { successSchema } from "./responses/envelope";

/** A cart line with the product's (or its variant's) CURRENT title, image, prices and stock (read from Firestore). */
/** A piece of a filled box on its cart line: the piece product's current title and supplement. */
export const cartPieceSchema = z.object({
  productId: z.string(),
  quantity: z.number().int(),
  title: z.string(),
  titleHe: z.string().optional(),
  image: z.string(),
  supplement: minorUnitsSchema,
});
export type CartPiece = z.infer<typeof cartPieceSchema>;

export const cartItemSchema = z.object({
  /** The line's id (`cartLineId`): the product id, or the product id and the variant's SKU. */
  lineId: z.string(),
  productId: z.string(),
  /** The variant bought, for a product sold by variant; its labels in both languages. */
  variantSku: z.string().optional(),
  variantLabel: z.string().optional(),
  variantLabelHe: z.string().optional(),
  /**
   * A filled box's pieces. Its `price` and `salePrice` then include the pieces' supplements, and its
   * `totalStock` is how many such boxes the box's and every piece's stock allow.
   */
  pieces: z.array(cartPieceSchema).optional(),
  title: z.string(),
  titleHe: z.string().optional(),
  image: z.string(),
  /** The image's resized copies: a cart thumbnail loads the smallest, not the original. */
  imageVariants: z.array(imageVariantSchema).optional(),
  price: minorUnitsSchema,
  salePrice: minorUnitsSchema,
  quantity: z.number().int(),
  totalStock: z.number().int(),
  /**
   * The allergens of what the line holds (its variant's declaration; a box's with every piece's added
   * up), so the cart can say them in one line. Absent: the product is not fully declared.
   */
  allergens: allergensSchema.optional(),
  allergenKinds: allergenKindsSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ _id: z.string(), userId: z.string(), items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

/** Every cart call answers the cart as it now is. */
export const cartResponseSchema = successSchema(cartSchema);
export type CartResponse = z.infer<typeof cartResponseSchema>;

export * from "./cart-limits";
