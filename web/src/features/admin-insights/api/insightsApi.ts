import type { AdminInsights } from "@contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/** The owner's Insights screen: a range's figures beside the period before it (GET /api/admin/insights). */
export const insightsKeys = {
  all: ["admin", "insights"] as const,
  range: (from: string, to: string) => ["admin", "insights", from, to] as const,
};

export async function fetchInsights(from: string, to: string, signal?: AbortSignal): Promise<AdminInsights> {
  return (await api.admin.insights.get({ query: { from, to }, signal })).data;
}

/** The figures of `from`..`to`; the last range's stay on screen while another loads. */
export const insightsQuery = (from: string, to: string) =>
  queryOptions({ queryKey: insightsKeys.range(from, to), queryFn: ({ signal }) => fetchInsights(from, to, signal), placeholderData: keepPreviousData, staleTime: 60_000 });
