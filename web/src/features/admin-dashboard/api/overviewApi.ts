import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

export const overviewKeys = { all: ["admin", "overview"] as const };

/** The owner's overview: paid orders and revenue today and this week, orders to ship, low stock. */
export async function fetchAdminOverview(signal?: AbortSignal) {
  return (await api.admin.overview.get({ signal })).data;
}

/** The overview: key and fetcher together (TanStack `queryOptions`). */
export const overviewQuery = () => queryOptions({ queryKey: overviewKeys.all, queryFn: ({ signal }) => fetchAdminOverview(signal) });
