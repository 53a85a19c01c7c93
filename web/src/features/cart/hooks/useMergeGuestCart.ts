import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentSession } from "@/shared/session";
import { cartKeys, isApiError } from "@/shared/api";
import { addCartItem } from "../api/cartApi";
import { cartLineId, type Cart, type GuestCartItem } from "@contracts";
import { clearGuestCart, readGuestCart, writeGuestCart } from "../lib/guestCart";

let inFlight: { userId: string; promise: Promise<void> } | null = null;

/**
 * Moves the guest cart into `userId`'s server cart (spec 4): each guest item is posted (with its
 * variant's SKU, for a product sold by variant; with its pieces, for a filled box), the guest cart
 * is cleared and the server cart reloaded. An item the server refuses (gone, sold out) is logged and
 * skipped; an item whose request got no answer (offline, or cut off by leaving the page right after
 * signing in) stays in the guest cart for the next merge, rather than vanishing from the shopper's
 * basket. Calls for the same user while a merge runs share it.
 */
export function mergeGuestCart(userId: string, queryClient: QueryClient): Promise<void> {
  if (inFlight?.userId === userId) return inFlight.promise;
  const items = readGuestCart();
  if (items.length === 0) return Promise.resolve();
  const promise = (async () => {
    const unanswered: GuestCartItem[] = [];
    let merged: Cart | undefined;
    for (const item of items) {
      try {
        merged = await addCartItem({
          userId,
          productId: item.productId,
          ...(item.variantSku ? { variantSku: item.variantSku } : {}),
          ...(item.pieces ? { pieces: item.pieces.map(({ productId, quantity }) => ({ productId, quantity })) } : {}),
          quantity: item.quantity,
        });
      } catch (error) {
        if (isApiError(error) && !error.isNetworkError) console.error("Could not move a guest cart item to the server cart; skipped", cartLineId(item.productId, item.variantSku, item.pieces), error);
        else unanswered.push(item);
      }
    }
    if (unanswered.length > 0) writeGuestCart(unanswered);
    else clearGuestCart();
    // A read of the cart that began before these adds (the checkout opened the moment the shopper
    // signed in) answers without them, and it was seen to win over the reload: it is cancelled, the
    // last add's answer (the whole cart) shown, and the cart read again.
    await queryClient.cancelQueries({ queryKey: cartKeys.user(userId) });
    if (merged) queryClient.setQueryData<Cart>(cartKeys.user(userId), merged);
    await queryClient.invalidateQueries({ queryKey: cartKeys.user(userId) });
  })().finally(() => {
    if (inFlight?.promise === promise) inFlight = null;
  });
  inFlight = { userId, promise };
  return promise;
}

/** When the session becomes a signed-in user, merge the guest cart into theirs (once per login). */
export function useMergeGuestCartOnLogin(): void {
  const session = useCurrentSession();
  const userId = session.isAuthenticated ? session.user?.id : undefined;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId) void mergeGuestCart(userId, queryClient);
  }, [userId, queryClient]);
}
