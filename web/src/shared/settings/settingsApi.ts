import type { ShopSettings } from "@contracts";
import { api } from "@/shared/api";

/** The public settings. */
export async function fetchShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return (await api.settings.get({ signal })).data;
}
