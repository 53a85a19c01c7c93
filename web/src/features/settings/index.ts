export { fetchShopSettings } from "./api/settingsApi";
export { SHOP_SETTINGS_QUERY_KEY, useFormatPrice, useShopSettings, useShopSettingsQuery } from "./hooks/useShopSettings";
