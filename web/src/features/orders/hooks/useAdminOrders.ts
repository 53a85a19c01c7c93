import type { AdminOrder, AdminOrderStatus } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, mapPagedItems, usePagedQuery, type PagedData, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { adminOrderKeys, adminOrderQuery, fetchAdminOrders, updateOrderStatus } from "../api/adminOrdersApi";
import { newestFirst } from "../lib/adminOrderRules";

/**
 * Every order of the shop, newest first, a page at a time (`orders`: the pages loaded so far;
 * `fetchNextPage` loads the next). Unlike the shopper's list, a failure is shown (with Retry).
 */
export function useAdminOrders() {
  const query = usePagedQuery<AdminOrder>({
    queryKey: adminOrderKeys.list(),
    fetchPage: (cursor, signal) => fetchAdminOrders(cursor, signal),
  });
  const orders = useMemo(() => newestFirst(query.items), [query.items]);
  return { ...query, orders };
}

/** One order, fresh from the API; the list's copy shows meanwhile. */
export function useAdminOrderDetails(initial: AdminOrder) {
  return useQuery(adminOrderQuery(initial));
}

/**
 * Sets an order's status. The server's message becomes the toast; its answer replaces the order in
 * the details and the list at once, and both are then loaded again. A refusal (409: a rejected order
 * is final, …) is a destructive toast with the server's words.
 */
export function useUpdateOrderStatus() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ["admin", "orders", "update"],
    mutationFn: ({ orderId, status }: { orderId: string; status: AdminOrderStatus }) => updateOrderStatus(orderId, status),
    meta: {
      errorToast: errorToast((error) => ({
        title: t("admin.ordersPage.errorTitle"),
        description: errorMessage(error, t("admin.ordersPage.updateFailed")),
      })),
    },
  });
  const { mutateAsync } = mutation;

  const update = useCallback(
    async (orderId: string, status: AdminOrderStatus): Promise<boolean> => {
      try {
        const response = await mutateAsync({ orderId, status });
        const order = response.data;
        queryClient.setQueryData<AdminOrder>(adminOrderKeys.detail(orderId), order);
        queryClient.setQueryData<PagedData<AdminOrder>>(adminOrderKeys.list(), (old) => mapPagedItems(old, (o) => (o._id === orderId ? order : o)));
        toast({ title: serverText(response, t("admin.ordersPage.updated")) });
        return true;
      } catch {
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      }
    },
    [mutateAsync, queryClient, t, toast],
  );
  return { updateStatus: update, isUpdating: mutation.isPending };
}
