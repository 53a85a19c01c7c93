import type { AdminOrder, RefundOrderInput, UpdateOrderStatusInput } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, fieldErrors, mapPagedItems, usePagedQuery, type PagedData, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { adminOrderByIdQuery, adminOrderKeys, adminOrderQuery, fetchAdminOrders, refundOrder, updateOrderStatus, type AdminOrderFilter } from "../api/adminOrdersApi";
import { newestFirst } from "../lib/adminOrderRules";

/**
 * Every order of the shop (or the gifts only), newest first, a page at a time (`orders`: the pages
 * loaded so far; `fetchNextPage` loads the next). Another filter is another key: its pages start from
 * the first, with their own cursors. Unlike the shopper's list, a failure is shown (with Retry).
 */
export function useAdminOrders(filter: AdminOrderFilter = { gift: false }) {
  const query = usePagedQuery<AdminOrder>({
    queryKey: adminOrderKeys.list(filter),
    fetchPage: (cursor, signal) => fetchAdminOrders(cursor, filter, signal),
  });
  const orders = useMemo(() => newestFirst(query.items), [query.items]);
  return { ...query, orders };
}

/** One order, fresh from the API; the list's copy shows meanwhile. */
export function useAdminOrderDetails(initial: AdminOrder) {
  return useQuery(adminOrderQuery(initial));
}

/** One order by its id (the packing slip). */
export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderByIdQuery(orderId));
}

export type StatusUpdateResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Sets an order's status (in shipping with its carrier and tracking number). The server's message
 * becomes the toast; its answer replaces the order in the details and the list at once, and both are
 * then loaded again. A refusal (409: a rejected order is final, …; 400: a carrier no longer in the
 * settings) is a destructive toast with the server's words, and its field errors go back to the form.
 */
export function useUpdateOrderStatus() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ["admin", "orders", "update"],
    mutationFn: ({ orderId, change }: { orderId: string; change: UpdateOrderStatusInput }) => updateOrderStatus(orderId, change),
    meta: {
      errorToast: errorToast((error) => ({
        title: t("admin.ordersPage.errorTitle"),
        description: errorMessage(error, t("admin.ordersPage.updateFailed")),
      })),
    },
  });
  const { mutateAsync } = mutation;

  const update = useCallback(
    async (orderId: string, change: UpdateOrderStatusInput): Promise<StatusUpdateResult> => {
      try {
        const response = await mutateAsync({ orderId, change });
        const order = response.data;
        queryClient.setQueryData<AdminOrder>(adminOrderKeys.detail(orderId), order);
        queryClient.setQueriesData<PagedData<AdminOrder>>({ queryKey: adminOrderKeys.lists() }, (old) => mapPagedItems(old, (o) => (o._id === orderId ? order : o)));
        toast({ title: serverText(response, t("admin.ordersPage.updated")) });
        return { ok: true };
      } catch (error) {
        return { ok: false, fieldErrors: fieldErrors(error) };
      } finally {
        void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      }
    },
    [mutateAsync, queryClient, t, toast],
  );
  return { updateStatus: update, isUpdating: mutation.isPending };
}

/**
 * Gives back a part of a paid order. Like the status update: the server's message is the toast, its
 * answer replaces the order at once; a refusal (more than is left, the provider said no) is a
 * destructive toast with the server's words. Answers whether the refund was made.
 */
export function useRefundOrder() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ["admin", "orders", "refund"],
    mutationFn: ({ orderId, refund }: { orderId: string; refund: RefundOrderInput }) => refundOrder(orderId, refund),
    meta: {
      errorToast: errorToast((error) => ({
        title: t("admin.ordersPage.refund.failedTitle"),
        description: errorMessage(error, t("admin.ordersPage.refund.failed")),
      })),
    },
  });
  const { mutateAsync } = mutation;
  const refund = useCallback(
    async (orderId: string, request: RefundOrderInput): Promise<boolean> => {
      try {
        const response = await mutateAsync({ orderId, refund: request });
        const order = response.data;
        queryClient.setQueryData<AdminOrder>(adminOrderKeys.detail(orderId), order);
        queryClient.setQueriesData<PagedData<AdminOrder>>({ queryKey: adminOrderKeys.lists() }, (old) => mapPagedItems(old, (o) => (o._id === orderId ? order : o)));
        toast({ title: serverText(response, t("admin.ordersPage.refund.done")) });
        return true;
      } catch {
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      }
    },
    [mutateAsync, queryClient, t, toast],
  );
  return { refund, isRefunding: mutation.isPending };
}
