import type { AdminCustomer, AdminCustomerDetails } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, type PagedQuery } from "@/shared/api";

/** The admin's accounts list (issue 17): the accounts, one account with its orders, disabling one. */

export const adminCustomerKeys = {
  all: ["admin", "customers"] as const,
  list: (search: string) => ["admin", "customers", "list", search] as const,
  detail: (uid: string) => ["admin", "customers", "detail", uid] as const,
};

/**
 * The accounts, newest first (or those whose name or email starts with `search`), a page at a time:
 * the options `usePagedQuery` takes (and `pagedQueryOptions`, should a page ever be prefetched).
 */
export function customersQuery(search: string): PagedQuery<AdminCustomer> {
  return {
    queryKey: adminCustomerKeys.list(search),
    fetchPage: (cursor, signal) => api.admin.customers.list({ query: { cursor, search: search || undefined }, signal }),
    // While a new search loads, the previous results stay (no flash of the skeleton per keystroke).
    keepPrevious: true,
  };
}

/** One account and its newest orders: key and fetcher together; the list's row shows meanwhile. */
export const customerQuery = (uid: string) =>
  queryOptions<AdminCustomerDetails>({
    queryKey: adminCustomerKeys.detail(uid),
    queryFn: async ({ signal }) => (await api.admin.customers.get({ params: { id: uid }, signal })).data,
  });

/** Disables (ending every session) or enables an account; answers the account and the toast's message. */
export function setCustomerDisabled(uid: string, disabled: boolean) {
  return api.admin.customers.setDisabled({ params: { id: uid }, body: { disabled } });
}
