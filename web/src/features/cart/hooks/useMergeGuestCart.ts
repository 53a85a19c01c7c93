import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentSession } from "@/shared/session";
import { cartKeys } from "@/shared/api";
import { addCartItem } from "../api/cartApi";
import { clearGuestCart, readGuestCart } from "../lib/guestCart";

let inFlight: { userId: string; promise: Promise<void> } | null = null;

/**
 * Moves the guest cart into `userId`'s server cart (spec 4): each guest item is posted (a failing
 * item is logged and skipped), the guest cart is cleared and the server cart reloaded. Calls for the
 * same user while a merge runs share it; afterwards the guest cart is empty, so nothing repeats.
 */
export function mergeGuestCart(userId: string, queryClient: QueryClient): Promise<void> {
  if (inFlight?.userId === userId) return inFlight.promise;
  const items = readGuestCart();
  if (items.length === 0) return Promise.resolve();
  const promise = (async () => {
    for (const item of items) {
      try {
        await addCartItem({ userId, productId: item.productId, quantity: item.quantity });
      } catch (error) {
        console.error("Could not move a guest cart item to the server cart; skipped", item.productId, error);
      }
    }
    clearGuestCart();
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
