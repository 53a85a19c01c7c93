import type { DeliveryMethod } from "@contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { cartQuoteQuery, type QuoteRequest } from "../api/quoteApi";
import { unitPrice, type CartLine } from "../lib/cartRules";
import { useCart } from "./useCart";

/** The cart's lines as a quote's key: each line, its quantity and its price (the server prices what it holds). */
export function quoteLines(items: readonly CartLine[]): string {
  return items.map((line) => `${line.lineId}*${line.quantity}@${unitPrice(line)}`).join("|");
}

/**
 * The signed-in shopper's cart priced with the promotions (`useQuery`; guests have no server cart,
 * so no quote). While a changed cart or way is asked again, the last answer stays shown. `check`
 * asks about a code once, without making it the shown quote's (the checkout's "Apply").
 */
export function useCartQuote({
  promoCode,
  method,
  deliveryFee = 0,
  enabled = true,
}: {
  promoCode?: string | null;
  method?: DeliveryMethod | null;
  deliveryFee?: number;
  enabled?: boolean;
} = {}) {
  const { items, userId } = useCart();
  const queryClient = useQueryClient();
  const lines = useMemo(() => quoteLines(items), [items]);
  const base = useMemo(() => ({ method: method ?? undefined, deliveryFee: Math.max(0, Math.round(deliveryFee)) }), [method, deliveryFee]);
  const request: QuoteRequest = useMemo(() => ({ ...base, promoCode: promoCode ?? undefined }), [base, promoCode]);
  const query = useQuery({ ...cartQuoteQuery(userId, lines, request), enabled: enabled && Boolean(userId) && lines !== "", placeholderData: keepPreviousData });
  const check = useCallback((code: string) => queryClient.fetchQuery(cartQuoteQuery(userId, lines, { ...base, promoCode: code })), [queryClient, userId, lines, base]);
  return {
    /** The quote, when there is one (the last one while a new one is on its way). */
    quote: userId && lines !== "" ? query.data : undefined,
    /** The quote shown is for an earlier cart or way (a new one is on its way). */
    stale: query.isPlaceholderData,
    error: query.error,
    check,
  };
}
