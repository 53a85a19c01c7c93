import type { DeliveryMethod, OrderQuote } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, cartKeys } from "@/shared/api";

/**
 * The session's cart priced with the promotions (issue 36): POST /shop/order/quote. The server
 * answers the discounts (the best automatic promotion, the typed code applied or why not); the
 * checkout adds delivery and tax by the contracts' `orderTotals`.
 */

/** What a quote is asked for: the code typed (none: the automatic promotions only), the way chosen and its fee. */
export interface QuoteRequest {
  promoCode?: string | undefined;
  method?: DeliveryMethod | undefined;
  /** The chosen way's fee before any discount (0 while none is chosen). */
  deliveryFee: number;
}

export async function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<OrderQuote> {
  const body = { deliveryFee: request.deliveryFee, ...(request.promoCode ? { promoCode: request.promoCode } : {}), ...(request.method ? { method: request.method } : {}) };
  return (await api.orders.quote({ body, signal })).data;
}

/**
 * A quote: under the cart's key, so whatever reloads the cart (an order refused, a merge) asks
 * again, and keyed by the cart's lines (`lines`: `quoteLines`), so a changed cart is priced anew.
 * A minute fresh: a code just checked is not asked twice (and an unknown one is not counted twice
 * against the guessing limits).
 */
export const cartQuoteQuery = (userId: string | undefined, lines: string, request: QuoteRequest) =>
  queryOptions<OrderQuote>({
    queryKey: [...cartKeys.user(userId ?? ""), "quote", lines, request] as const,
    queryFn: ({ signal }) => fetchQuote(request, signal),
    enabled: Boolean(userId) && lines !== "",
    staleTime: 60_000,
  });
