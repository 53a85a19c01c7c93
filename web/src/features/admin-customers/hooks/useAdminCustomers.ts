import type { AdminCustomer, AdminCustomerDetails } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, mapPagedItems, serverText, usePagedQuery, type PagedData } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { adminCustomerKeys, customerQuery, customersQuery, setCustomerDisabled } from "../api/adminCustomersApi";

/** The accounts (searched when `search` is not blank), a page at a time; a failure shows with Retry. */
export function useAdminCustomers(search: string) {
  const query = usePagedQuery<AdminCustomer>(customersQuery(search.trim()));
  return { ...query, customers: query.items };
}

/** One account and its orders, fresh from the API. */
export function useCustomerDetails(uid: string) {
  return useQuery(customerQuery(uid));
}

/**
 * Disables or enables an account. The server's message is the toast; its answer replaces the account
 * in every cached list and in the details at once, and both are loaded again. A refusal (one's own
 * account, an account gone) is a destructive toast with the server's words.
 */
export function useSetCustomerDisabled() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ["admin", "customers", "disable"],
    mutationFn: ({ uid, disabled }: { uid: string; disabled: boolean }) => setCustomerDisabled(uid, disabled),
    meta: {
      errorToast: errorToast((error) => ({
        title: t("adminCustomers.errorTitle"),
        description: errorMessage(error, t("adminCustomers.toggleFailed")),
      })),
    },
  });
  const { mutateAsync } = mutation;
  const setDisabled = useCallback(
    async (uid: string, disabled: boolean): Promise<boolean> => {
      try {
        const response = await mutateAsync({ uid, disabled });
        const customer = response.data;
        queryClient.setQueriesData<PagedData<AdminCustomer>>({ queryKey: [...adminCustomerKeys.all, "list"] }, (old) =>
          mapPagedItems(old, (c) => (c._id === uid ? customer : c)),
        );
        queryClient.setQueryData<AdminCustomerDetails>(adminCustomerKeys.detail(uid), (old) => old && { ...old, customer });
        toast({ title: serverText(response, t(disabled ? "adminCustomers.disabledDone" : "adminCustomers.enabledDone")) });
        return true;
      } catch {
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: adminCustomerKeys.all });
      }
    },
    [mutateAsync, queryClient, t, toast],
  );
  return { setDisabled, isPending: mutation.isPending };
}
