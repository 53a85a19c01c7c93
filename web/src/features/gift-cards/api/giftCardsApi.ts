import type { GiftCardBalance, GiftCardBalanceRequest, GiftCardPurchaseRequest } from "@contracts";
import { useMutation, type MutationMeta } from "@tanstack/react-query";
import { api } from "@/shared/api";

/** Gift cards, the shopper's side (issue 36): buying one, and what one holds. */

/** Orders a card for someone: an order of one gift-card line; answers where to pay (as an order's create does). */
export function purchaseGiftCard(body: GiftCardPurchaseRequest) {
  return api.giftCards.purchase({ body });
}

/** What the card with this code holds (every check counts against a per-client limit: 429 past it). */
export async function fetchGiftCardBalance(body: GiftCardBalanceRequest): Promise<GiftCardBalance> {
  return (await api.giftCards.balance({ body })).data;
}

export function usePurchaseGiftCard(meta?: MutationMeta) {
  return useMutation({ mutationKey: ["giftCards", "purchase"], mutationFn: purchaseGiftCard, meta });
}

/** A check, not a cached read: each answer is shown once, and a code is never kept in a query key. */
export function useGiftCardBalance() {
  return useMutation({ mutationKey: ["giftCards", "balance"], mutationFn: fetchGiftCardBalance });
}
