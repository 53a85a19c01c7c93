import type { AddToCartRequest, Cart, UpdateCartRequest } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, cartKeys } from "@/shared/api";

/** The server cart (spec 7, Cart). Every call answers `{ success, data: Cart }`. */

export async function fetchCart(userId: string, signal?: AbortSignal): Promise<Cart> {
  return (await api.cart.get({ params: { userId }, signal })).data;
}

export async function addCartItem(body: AddToCartRequest): Promise<Cart> {
  return (await api.cart.add({ body })).data;
}

export async function updateCartItem(body: UpdateCartRequest): Promise<Cart> {
  return (await api.cart.update({ body })).data;
}

/** Removes the line `lineId` (`cartLineId`; the path's parameter keeps its old name, `productId`). */
export async function removeCartItem(userId: string, lineId: string): Promise<Cart> {
  return (await api.cart.remove({ params: { userId, productId: lineId } })).data;
}


/** The signed-in user's server cart: key and fetcher together (TanStack `queryOptions`). */
export const cartQuery = (userId: string | undefined) =>
  queryOptions<Cart>({
    queryKey: cartKeys.user(userId ?? ""),
    queryFn: ({ signal }) => fetchCart(userId as string, signal),
    enabled: Boolean(userId),
  });
