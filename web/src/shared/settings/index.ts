export { fetchShopSettings } from "./settingsApi";
export { SHOP_SETTINGS_QUERY_KEY, shopSettingsQuery, useFormatPrice, useShopSettings, useShopSettingsQuery } from "./useShopSettings";
