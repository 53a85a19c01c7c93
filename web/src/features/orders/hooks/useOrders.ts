import type { CaptureOrderRequest, GiftMessageRequest, Order } from "@contracts";
import { useMutation, useQuery, useQueryClient, type MutationMeta } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCurrentSession } from "@/shared/session";
import { cartKeys, errorMessage, errorToast, isApiError, usePagedQuery } from "@/shared/api";
import { cancelOrder, captureOrder, createOrder, fetchOrders, orderKeys, orderQuery, updateGiftMessage } from "../api/ordersApi";
import { clearCurrentOrderId } from "../lib/currentOrder";

const NO_ORDERS: Order[] = [];

/**
 * The signed-in user's orders, newest first, a page at a time (React Query `['orders', 'list',
 * userId]`; `loadMore` fetches the next page). A failed first load shows an empty list (spec 7); a
 * failed later page keeps the orders shown and says so (`loadMoreFailed`).
 */
export function useOrders() {
  const session = useCurrentSession();
  const userId = session.isAuthenticated ? session.user?.id : undefined;
  const query = usePagedQuery<Order>({
    queryKey: orderKeys.list(userId ?? ""),
    fetchPage: (cursor, signal) => fetchOrders(userId as string, cursor, signal),
    enabled: Boolean(userId),
  });
  const { fetchNextPage } = query;
  return {
    orders: query.items.length === 0 ? NO_ORDERS : query.items,
    isLoading: Boolean(userId) && query.isPending,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void fetchNextPage(),
  };
}

/** One order's details, fresh from the API; `initial` (the list's copy) shows meanwhile. */
export function useOrderDetails(orderId: string | null, initial?: Order | null) {
  return useQuery(orderQuery(orderId, initial));
}

/** POST /shop/order/create with the session user and the chosen address. */
export function useCreateOrder(meta?: MutationMeta) {
  return useMutation({ mutationKey: ["orders", "create"], mutationFn: createOrder, meta });
}

/**
 * A failed capture the shopper may simply try again: no answer at all, or a server error. A refusal
 * (sold out, declined, not this order's payment) is final for this order.
 */
export function isRetryablePaymentError(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * Captures the payment the shopper approved. Success clears the stored order id; a final refusal
 * clears it too (that order cannot be paid any more). Either way the cart (emptied by the order, or
 * changed by a sold-out product) and the orders are loaded again.
 */
export function useCaptureOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["orders", "capture"],
    mutationFn: (request: CaptureOrderRequest) => captureOrder(request),
    onSuccess: (order) => {
      clearCurrentOrderId();
      queryClient.setQueryData<Order>(orderKeys.detail(order._id), order);
    },
    onError: (error) => {
      if (!isRetryablePaymentError(error)) clearCurrentOrderId();
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["orders", "list"] });
    },
  });
}

/**
 * The shopper cancelled at the provider: close the pending order on the server (it would otherwise
 * wait as "awaiting payment") and forget the stored id. A failure only leaves the order pending,
 * so it is logged, not shown.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["orders", "cancel"],
    mutationFn: (orderId: string) => cancelOrder(orderId),
    onError: (error) => console.error("Could not mark the cancelled order", error),
    onSettled: () => {
      clearCurrentOrderId();
      void queryClient.invalidateQueries({ queryKey: ["orders", "list"] });
    },
  });
}


/** A gift's new card words, for one order. */
export interface GiftMessageChange extends GiftMessageRequest {
  orderId: string;
}

/**
 * Changes a gift's message (and who it is from) while the order can still take it. The answer is
 * the order as it is now, shown at once; either way the order and the lists are read again (a 409
 * means the atelier has started on it, and the order shown should say so). A failure is the
 * server's words in a destructive toast.
 */
export function useUpdateGiftMessage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["orders", "giftMessage"],
    mutationFn: ({ orderId, ...body }: GiftMessageChange) => updateGiftMessage(orderId, body),
    meta: { errorToast: errorToast((error) => ({ title: errorMessage(error, t("orders.gift.saveFailed")) })) },
    onSuccess: (response) => {
      queryClient.setQueryData<Order>(orderKeys.detail(response.data._id), response.data);
    },
    onSettled: (_response, _error, { orderId }) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: ["orders", "list"] });
    },
  });
}
