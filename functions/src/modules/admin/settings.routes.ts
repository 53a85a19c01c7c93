/**
 * /api/admin/settings — the shop settings, read and saved (admin only: no session 401, a shopper
 * 403, before anything is read or parsed). Every answer is `{success, message?, data: ShopSettings}`
 * with the settings as now stored; a failed check changes nothing.
 *
 * GET    get                        → 200
 * PUT    general                    GeneralSettings (whole) → 200; 400 field errors. The currency
 *                                   symbol is set by the server from the currency (a sent one is ignored).
 * PUT    homepage-sections          {homePageSections} with exactly the four sections → 200; 400
 * PUT    categories | brands        {categories: CatalogGroup[]} / {brands: …} in the order to show
 *                                   → 200 (sortOrder = position); 400 (ids unique and well formed,
 *                                   label, icon, isActive); 409 when a removed one is used by
 *                                   products, or a rename would reindex too many products
 * POST   categories | brands        {id, label, labelHe?, icon?} → 201, appended, active, default
 *                                   icon of its kind; 400; 409 id taken or list full
 * DELETE categories/:id | brands/:id → 200, order compacted; 404 unknown; 409 used by products
 *
 * Field errors are keyed by dotted paths (`categories.3.label`, `contactInfo.email`).
 */
import { SETTINGS_MESSAGES, endpoints, type CatalogGroupKind } from "@cocoa/contracts";
import { endpointRouter, requireAdmin } from "../accounts";
import { ok } from "../../platform/http/route";
import {
  addCatalogGroup,
  deleteCatalogGroup,
  getAdminSettings,
  replaceCatalogGroups,
  updateGeneralSettings,
  updateHomePageSections,
} from "./settings.service";

const GROUP_MESSAGES = {
  categories: { updated: SETTINGS_MESSAGES.categoriesUpdated, added: SETTINGS_MESSAGES.categoryAdded, deleted: SETTINGS_MESSAGES.categoryDeleted },
  brands: { updated: SETTINGS_MESSAGES.brandsUpdated, added: SETTINGS_MESSAGES.brandAdded, deleted: SETTINGS_MESSAGES.brandDeleted },
} as const satisfies Record<CatalogGroupKind, Record<string, string>>;

export function adminSettingsRouter() {
  const { router, route } = endpointRouter("/admin/settings");
  const { settings } = endpoints.admin;
  // Every path under here, unknown ones too, answers 401/403 to a caller who is not an admin.
  router.use(requireAdmin);

  route(settings.get, async () => ok(await getAdminSettings()));

  route(settings.general, async ({ body }) => ok(await updateGeneralSettings(body), SETTINGS_MESSAGES.generalUpdated));

  route(settings.homePageSections, async ({ body }) => ok(await updateHomePageSections(body.homePageSections), SETTINGS_MESSAGES.homepageUpdated));

  for (const kind of ["categories", "brands"] as const satisfies readonly CatalogGroupKind[]) {
    const groups = settings[kind];
    const messages = GROUP_MESSAGES[kind];
    route(groups.replace, async ({ body }) => ok(await replaceCatalogGroups(kind, body), messages.updated));
    route(groups.add, async ({ body }) => ok(await addCatalogGroup(kind, body), messages.added));
    route(groups.remove, async ({ params }) => ok(await deleteCatalogGroup(kind, params.id), messages.deleted));
  }

  return router;
}
