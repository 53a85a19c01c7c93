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

/** The user's orders, newest first. */
export async function fetchOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  return (await apiClient.get<OrderListResponse>(`/shop/order/list/${encodeURIComponent(userId)}`, { signal })).data;
}

export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await apiClient.get<OrderDetailsResponse>(`/shop/order/details/${encodeURIComponent(orderId)}`, { signal })).data;
}

export const orderKeys = {
  all: ["orders"] as const,
  list: (userId: string) => ["orders", "list", userId] as const,
  detail: (orderId: string) => ["orders", "detail", orderId] as const,
};
