import { DEFAULT_SHOP_TIME_ZONE, type DeliverySettings } from "@contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/shared/api";

/**
 * The shop's time zone, for the owner's screens that type or show dates on the shop's clock
 * (promotions, gift cards): read from the delivery settings under the very key the settings screen
 * keeps them by (admin-settings' `deliverySettingsKeys.all`), so a save there is seen here and they
 * share one read. Not in this folder's index: only admin screens need it.
 */
export const shopTimeZoneQuery = () =>
  queryOptions<DeliverySettings, Error, string>({
    queryKey: ["settings", "admin", "delivery"],
    queryFn: async ({ signal }) => (await api.admin.settings.deliveryGet({ signal })).data,
    select: (settings) => settings.timeZone || DEFAULT_SHOP_TIME_ZONE,
    staleTime: 5 * 60_000,
  });

/** The shop's time zone (the default one until the settings have arrived). */
export function useShopTimeZone(): string {
  return useQuery(shopTimeZoneQuery()).data ?? DEFAULT_SHOP_TIME_ZONE;
}
