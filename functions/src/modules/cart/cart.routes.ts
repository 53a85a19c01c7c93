/**
 * /api/shop/cart — the session user's server cart. Every route needs a session (401 without) and
 * touches only the session user's cart: a `userId` (body or URL) that is not the session's answers
 * 403 "You can only change your own cart." before anything is read or written.
 *
 * POST   /add                 {userId, productId, variantSku?, pieces?, quantity} → 200 {success, data: Cart}; adds to the line
 * GET    /get/:userId         → 200 {success, data: Cart} (empty items when there is no cart)
 * PUT    /update-cart         {userId, productId, variantSku?, lineId?, quantity} → 200 {success, data: Cart}; sets the line
 * DELETE /:userId/:lineId     → 200 {success, data: Cart} (the path's `productId`: a product sold as itself is its own line)
 *
 * 400: bad fields, or `only N quantity can be added` (stock limit); 404: "Product not found",
 * "Cart item not found". Prices, titles and stock always come from the products in Firestore.
 */
import type { Response } from "express";
import { endpoints, type SessionUser } from "@cocoa/contracts";
import { endpointRouter, sessionUserNamed } from "../accounts";
import { ok } from "../../platform/http/route";
import { addToCart, getCart, removeCartItem, updateCartItem } from "./cart.service";

/** The session user, when `userId` is theirs; 403 otherwise. */
function cartOwner(res: Response, userId: string): SessionUser {
  return sessionUserNamed(res, userId, "cart.notYours");
}

export function cartRouter() {
  const { router, route } = endpointRouter("/shop/cart");
  const { cart } = endpoints;

  route(cart.add, async ({ body: { userId, productId, quantity, variantSku, pieces } }, _req, res) => {
    const user = cartOwner(res, userId);
    return ok(await addToCart(user.id, productId, quantity, variantSku, pieces));
  });

  route(cart.get, async ({ params }, _req, res) => {
    const user = cartOwner(res, params.userId);
    return ok(await getCart(user.id));
  });

  route(cart.update, async ({ body: { userId, ...line } }, _req, res) => {
    const user = cartOwner(res, userId);
    return ok(await updateCartItem(user.id, line));
  });

  route(cart.remove, async ({ params: { userId, productId } }, _req, res) => {
    const user = cartOwner(res, userId);
    return ok(await removeCartItem(user.id, productId));
  });

  return router;
}
