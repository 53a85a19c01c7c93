import type { ProductionAgenda, ProductionDayInput } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/** The owner's Production screen: the agenda of the coming days, and the owner's change to one day. */

export const productionKeys = {
  all: ["admin", "production"] as const,
  /** `from` undefined: from today on the shop's clock (the server's). */
  agenda: (from: string | undefined, days: number) => ["admin", "production", "agenda", from ?? "today", days] as const,
};

export async function fetchProductionAgenda(from: string | undefined, days: number, signal?: AbortSignal): Promise<ProductionAgenda> {
  return (await api.admin.production.agenda({ query: { from, days: String(days) }, signal })).data;
}

/** The days `from`.. (`days` of them): key and fetcher together. */
export const productionAgendaQuery = (from: string | undefined, days: number) =>
  queryOptions({ queryKey: productionKeys.agenda(from, days), queryFn: ({ signal }) => fetchProductionAgenda(from, days, signal) });

/** Closes or opens a day, or sets its ways' limits (null: the setting's); answers the day and the server's message. */
export function updateProductionDay(date: string, body: ProductionDayInput) {
  return api.admin.production.updateDay({ params: { date }, body });
}
