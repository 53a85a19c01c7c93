import type {
  AddCatalogGroupRequest,
  AdminSettingsResponse,
  CatalogGroup,
  HomePageSection,
  ShopSettings,
  HomePageSectionKey,
  UpdateGeneralSettingsRequest,
  UpdateHomePageSectionsRequest,
} from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/**
 * The admin's settings calls (spec 7, Admin). Every one answers the settings as now stored, with the
 * server's message for the toast.
 */

/** Categories and brands are managed the same way; this names which list a call is about. */
export type CatalogKind = "categories" | "brands";

export function fetchAdminSettings(signal?: AbortSignal): Promise<AdminSettingsResponse> {
  return apiClient.get<AdminSettingsResponse>("/admin/settings/get", { signal });
}

export function saveGeneralSettings(body: UpdateGeneralSettingsRequest): Promise<AdminSettingsResponse> {
  return apiClient.put<AdminSettingsResponse>("/admin/settings/general", body);
}

export function saveHomePageSections(homePageSections: Record<HomePageSectionKey, HomePageSection>): Promise<AdminSettingsResponse> {
  const body: UpdateHomePageSectionsRequest = { homePageSections };
  return apiClient.put<AdminSettingsResponse>("/admin/settings/homepage-sections", body);
}

/** PUT the whole list, in the order to show (UpdateCategoriesRequest / UpdateBrandsRequest). */
export function saveCatalogGroups(kind: CatalogKind, groups: CatalogGroup[]): Promise<AdminSettingsResponse> {
  return apiClient.put<AdminSettingsResponse>(`/admin/settings/${kind}`, { [kind]: groups });
}

export function addCatalogGroup(kind: CatalogKind, body: AddCatalogGroupRequest): Promise<AdminSettingsResponse> {
  return apiClient.post<AdminSettingsResponse>(`/admin/settings/${kind}`, body);
}

export function deleteCatalogGroup(kind: CatalogKind, id: string): Promise<AdminSettingsResponse> {
  return apiClient.delete<AdminSettingsResponse>(`/admin/settings/${kind}/${encodeURIComponent(id)}`);
}

export const adminSettingsKeys = {
  all: ["settings", "admin"] as const,
};

/** The settings as stored: key and fetcher together (TanStack `queryOptions`). */
export const adminSettingsQuery = () =>
  queryOptions<ShopSettings>({
    queryKey: adminSettingsKeys.all,
    queryFn: async ({ signal }) => (await fetchAdminSettings(signal)).data,
  });
