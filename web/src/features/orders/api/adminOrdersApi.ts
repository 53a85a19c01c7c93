import type { AdminOrder, RefundOrderRequest, UpdateOrderStatusRequest } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/** The admin's order calls (spec 7, Admin). */

/** Which orders the admin's list shows: every order, or the gifts only (`gift=true`). */
export interface AdminOrderFilter {
  gift: boolean;
}

/**
 * A page of every order of the shop (or of the gifts only), newest first, with each customer's name:
 * the server's default size (the 100 newest, as the table showed before paging), then the next page
 * after `cursor`. A cursor belongs to its filter: the gifts' pages are paged by their own cursors.
 */
export function fetchAdminOrders(cursor: string | undefined, filter: AdminOrderFilter = { gift: false }, signal?: AbortSignal) {
  return api.admin.orders.list({ query: { cursor, ...(filter.gift ? { gift: "true" as const } : {}) }, signal });
}

export async function fetchAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  return (await api.admin.orders.get({ params: { id: orderId }, signal })).data;
}

/** Sets the order's status (in shipping with its shipment); answers the updated order and the message for the toast. */
export function updateOrderStatus(orderId: string, change: UpdateOrderStatusRequest) {
  return api.admin.orders.updateStatus({ params: { id: orderId }, body: change });
}

/** Apart from the shopper's `["orders", …]` keys: an admin's list holds every shopper's orders. */
export const adminOrderKeys = {
  all: ["admin", "orders"] as const,
  /** Every list, whatever its filter (to write an updated order into each). */
  lists: () => ["admin", "orders", "list"] as const,
  /** One list: its filter is part of the key, so each filter keeps its own pages and cursors. */
  list: (filter: AdminOrderFilter = { gift: false }) => ["admin", "orders", "list", filter] as const,
  detail: (orderId: string) => ["admin", "orders", "detail", orderId] as const,
};

/** One order by its id alone (the packing slip's page): key and fetcher together. */
export const adminOrderByIdQuery = (orderId: string) =>
  queryOptions<AdminOrder>({
    queryKey: adminOrderKeys.detail(orderId),
    queryFn: ({ signal }) => fetchAdminOrder(orderId, signal),
  });

/** One order as the owner sees it: key and fetcher together (TanStack `queryOptions`); the list's copy shows meanwhile. */
export const adminOrderQuery = (initial: AdminOrder) =>
  queryOptions<AdminOrder>({
    queryKey: adminOrderKeys.detail(initial._id),
    queryFn: ({ signal }) => fetchAdminOrder(initial._id, signal),
    placeholderData: initial,
  });

/** Gives back a part of a paid order (an amount or lines); answers the updated order and the message for the toast. */
export function refundOrder(orderId: string, refund: RefundOrderRequest) {
  return api.admin.orders.refund({ params: { id: orderId }, body: refund });
}
