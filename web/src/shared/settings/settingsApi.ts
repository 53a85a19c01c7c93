import type { ApiSuccess, ShopSettings } from "@contracts";
import { apiClient } from "@/shared/api";

/** GET /api/common/settings/get (public). */
export async function fetchShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  const response = await apiClient.get<ApiSuccess<ShopSettings>>("/common/settings/get", { signal });
  return response.data;
}
