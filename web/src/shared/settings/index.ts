export { fetchShopSettings } from "./settingsApi";
export { SHOP_SETTINGS_QUERY_KEY, useFormatPrice, useShopSettings, useShopSettingsQuery } from "./useShopSettings";
