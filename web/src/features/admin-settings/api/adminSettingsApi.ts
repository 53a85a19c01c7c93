import type { AddCatalogGroupRequest, Carrier, CatalogGroup, HomePageSection, HomePageSectionKey, ShopSettings, UpdateGeneralSettingsRequest, UpdateGiftCardSettingsRequest, UpdateGiftWrapRequest } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";

/**
 * The admin's settings calls (spec 7, Admin). Every one answers the settings as now stored, with the
 * server's message for the toast.
 */

/** Categories and brands are managed the same way; this names which list a call is about. */
export type CatalogKind = "categories" | "brands";

export function fetchAdminSettings(signal?: AbortSignal) {
  return api.admin.settings.get({ signal });
}

export function saveGeneralSettings(body: UpdateGeneralSettingsRequest) {
  return api.admin.settings.general({ body });
}

export function saveHomePageSections(homePageSections: Record<HomePageSectionKey, HomePageSection>) {
  return api.admin.settings.homePageSections({ body: { homePageSections } });
}

/** PUT the whole list, in the order to show. */
export function saveCatalogGroups(kind: CatalogKind, groups: CatalogGroup[]) {
  return kind === "categories"
    ? api.admin.settings.categories.replace({ body: { categories: groups } })
    : api.admin.settings.brands.replace({ body: { brands: groups } });
}

export function addCatalogGroup(kind: CatalogKind, body: AddCatalogGroupRequest) {
  return api.admin.settings[kind].add({ body });
}

export function deleteCatalogGroup(kind: CatalogKind, id: string) {
  return api.admin.settings[kind].remove({ params: { id } });
}

/** PUT the whole list of carriers, in the order the shipping form offers them. */
export function saveCarriers(carriers: Carrier[]) {
  return api.admin.settings.carriers({ body: { carriers } });
}

/** PUT the gift wrapping checkout offers: on or off, its names in both languages, its price in minor units. */
export function saveGiftWrap(giftWrap: UpdateGiftWrapRequest) {
  return api.admin.settings.giftWrap({ body: giftWrap });
}

/** PUT the gift cards the shop sells: on or off, the amounts offered and the bounds of one's own, in minor units. */
export function saveGiftCardSettings(giftCards: UpdateGiftCardSettingsRequest) {
  return api.admin.settings.giftCards({ body: giftCards });
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
