import type { CaptureOrderRequest, CreateOrderRequest, GiftMessageRequest, Order } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/** Orders and payment (spec 7, Orders). */

/** Creates the order from the session user's cart; answers where to send the shopper to pay. */
export function createOrder(body: CreateOrderRequest) {
  return api.orders.create({ body });
}

/** Takes the payment the shopper approved at the provider; answers the (confirmed) order. */
export async function captureOrder(body: CaptureOrderRequest): Promise<Order> {
  return (await api.orders.capture({ body })).data;
}

/** Tells the shop the shopper cancelled at the provider, so the pending order is closed. */
export async function cancelOrder(orderId: string): Promise<Order> {
  return (await api.orders.cancel({ body: { orderId } })).data;
}

/** A page of the user's orders, newest first (`cursor`: the previous page's `nextCursor`). */
export function fetchOrders(userId: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.orders.list({ params: { userId }, query: { cursor }, signal });
}

/**
 * PUT /shop/order/gift-message/:id: a gift's card words and sender, until the atelier starts on the
 * order (409 `gift.messageLocked` after). Answers the order, with the server's message.
 */
export function updateGiftMessage(orderId: string, body: GiftMessageRequest) {
  return api.orders.giftMessage({ params: { id: orderId }, body });
}

export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await api.orders.get({ params: { id: orderId }, signal })).data;
}

export const orderKeys = {
  all: ["orders"] as const,
  list: (userId: string) => ["orders", "list", userId] as const,
  detail: (orderId: string) => ["orders", "detail", orderId] as const,
};

/** One order's details: key and fetcher together (TanStack `queryOptions`); `initial` shows meanwhile. */
export const orderQuery = (orderId: string | null, initial?: Order | null) =>
  queryOptions<Order>({
    queryKey: orderKeys.detail(orderId ?? ""),
    queryFn: ({ signal }) => fetchOrder(orderId as string, signal),
    enabled: Boolean(orderId),
    placeholderData: initial && initial._id === orderId ? initial : undefined,
  });
