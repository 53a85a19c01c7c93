/**
 * /api/shop/cart — the session user's server cart. Every route needs a session (401 without) and
 * touches only the session user's cart: a `userId` (body or URL) that is not the session's answers
 * 403 "You can only change your own cart." before anything is read or written.
 *
 * POST   /add                 {userId, productId, quantity} → 200 {success, data: Cart}; adds to the line
 * GET    /get/:userId         → 200 {success, data: Cart} (empty items when there is no cart)
 * PUT    /update-cart         {userId, productId, quantity} → 200 {success, data: Cart}; sets the line
 * DELETE /:userId/:productId  → 200 {success, data: Cart}
 *
 * 400: bad fields, or `only N quantity can be added` (stock limit); 404: "Product not found",
 * "Cart item not found". Prices, titles and stock always come from the products in Firestore.
 */
import { Router, type Response } from "express";
import { type CartResponse, type SessionUser } from "@cocoa/contracts";
import { requireUser, sessionUserNamed } from "../accounts";
import { parseInput, validateBody } from "../../platform/http/validate";
import { addToCart, getCart, removeCartItem, updateCartItem } from "./cart.service";
import { addToCartSchema, cartItemParamsSchema, cartUserParamsSchema, updateCartSchema, type CartLineInput } from "@cocoa/contracts";

/** The session user, when `userId` is theirs; 403 otherwise. */
function cartOwner(res: Response, userId: string): SessionUser {
  return sessionUserNamed(res, userId, "cart.notYours");
}

export function cartRouter(): Router {
  const router = Router();

  router.post("/add", requireUser, validateBody(addToCartSchema), async (req, res) => {
    const { userId, productId, quantity } = req.body as CartLineInput;
    const user = cartOwner(res, userId);
    const body: CartResponse = { success: true, data: await addToCart(user.id, productId, quantity) };
    res.json(body);
  });

  router.get("/get/:userId", requireUser, async (req, res) => {
    const { userId } = parseInput(cartUserParamsSchema, req.params);
    const user = cartOwner(res, userId);
    const body: CartResponse = { success: true, data: await getCart(user.id) };
    res.json(body);
  });

  router.put("/update-cart", requireUser, validateBody(updateCartSchema), async (req, res) => {
    const { userId, productId, quantity } = req.body as CartLineInput;
    const user = cartOwner(res, userId);
    const body: CartResponse = { success: true, data: await updateCartItem(user.id, productId, quantity) };
    res.json(body);
  });

  router.delete("/:userId/:productId", requireUser, async (req, res) => {
    const { userId, productId } = parseInput(cartItemParamsSchema, req.params);
    const user = cartOwner(res, userId);
    const body: CartResponse = { success: true, data: await removeCartItem(user.id, productId) };
    res.json(body);
  });

  return router;
}
