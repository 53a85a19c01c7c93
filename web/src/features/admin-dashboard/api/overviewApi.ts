import type { AdminOverviewResponse } from "@contracts";
import { apiClient } from "@/shared/api";

export const overviewKeys = { all: ["admin", "overview"] as const };

/** The owner's overview: paid orders and revenue today and this week, orders to ship, low stock. */
export async function fetchAdminOverview(signal?: AbortSignal) {
  return (await apiClient.get<AdminOverviewResponse>("/admin/overview", { signal })).data;
}
