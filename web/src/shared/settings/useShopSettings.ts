import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from "@contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { currencyCode, formatPrice, moneyLocale } from "@/shared/money";
import { fetchShopSettings } from "./settingsApi";

export const SHOP_SETTINGS_QUERY_KEY = ["settings", "public"] as const;

/**
 * THE one place that reads the public settings (GET /api/common/settings/get). Start-up waits for
 * it, so below the app shell `data` is always there; admin saves should `setQueryData` this key.
 */
export function useShopSettingsQuery() {
  return useQuery(shopSettingsQuery());
}

/** The public settings' key and fetcher together (TanStack `queryOptions`). */
export const shopSettingsQuery = () =>
  queryOptions<ShopSettings>({
    queryKey: SHOP_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchShopSettings(signal),
    staleTime: 5 * 60_000,
  });

/** The loaded public settings (the contract's defaults until they arrive). */
export function useShopSettings(): ShopSettings {
  return useShopSettingsQuery().data ?? DEFAULT_SHOP_SETTINGS;
}

/**
 * `const formatPrice = useFormatPrice(); formatPrice(1250)` → "$12.50" in the shop's currency and the
 * page's locale (Hebrew: "‏12.50 ‏$"). An order passes its own `currency`
 * (`formatPrice(order.totalAmount, order.currency)`): it was paid in that currency, and the owner
 * switching the shop to shekels must not relabel past dollar orders.
 */
export function useFormatPrice(): (minorUnits: number | null | undefined, currency?: string) => string {
  const { currency: shopCurrency } = useShopSettings();
  const locale = moneyLocale(useLanguage());
  return useCallback(
    (minorUnits, currency) => formatPrice(minorUnits, currencyCode(currency) ?? shopCurrency, locale),
    [shopCurrency, locale],
  );
}
