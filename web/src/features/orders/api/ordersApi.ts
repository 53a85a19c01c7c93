import type {
  CancelOrderResponse,
  CaptureOrderRequest,
  CaptureOrderResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  Order,
  OrderDetailsResponse,
  OrderListResponse,
} from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** Orders and payment (spec 7, Orders). */

/** Creates the order from the session user's cart; answers where to send the shopper to pay. */
export function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  return apiClient.post<CreateOrderResponse>("/shop/order/create", body);
}

/** Takes the payment the shopper approved at the provider; answers the (confirmed) order. */
export async function captureOrder(body: CaptureOrderRequest): Promise<Order> {
  return (await apiClient.post<CaptureOrderResponse>("/shop/order/capture", body)).data;
}

/** Tells the shop the shopper cancelled at the provider, so the pending order is closed. */
export async function cancelOrder(orderId: string): Promise<Order> {
  return (await apiClient.post<CancelOrderResponse>("/shop/order/cancel", { orderId })).data;
}

/** A page of the user's orders, newest first (`cursor`: the previous page's `nextCursor`). */
export function fetchOrders(userId: string, cursor: string | undefined, signal?: AbortSignal): Promise<OrderListResponse> {
  return apiClient.get<OrderListResponse>(`/shop/order/list/${encodeURIComponent(userId)}`, { params: { cursor }, signal });
}

export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await apiClient.get<OrderDetailsResponse>(`/shop/order/details/${encodeURIComponent(orderId)}`, { signal })).data;
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
