import type { DeliverySettings, UpdateDeliverySettingsRequest } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/**
 * The owner's delivery settings calls: the atelier's calendar (pickup, courier, shipping), read as
 * stored (or a new shop's defaults) and saved whole; the save answers the settings as now stored.
 */

export function fetchDeliverySettings(signal?: AbortSignal) {
  return api.admin.settings.deliveryGet({ signal });
}

export function saveDeliverySettings(body: UpdateDeliverySettingsRequest) {
  return api.admin.settings.delivery({ body });
}

export const deliverySettingsKeys = {
  all: ["settings", "admin", "delivery"] as const,
};

/** The delivery settings as stored: key and fetcher together (TanStack `queryOptions`). */
export const deliverySettingsQuery = () =>
  queryOptions<DeliverySettings>({
    queryKey: deliverySettingsKeys.all,
    queryFn: async ({ signal }) => (await fetchDeliverySettings(signal)).data,
  });
