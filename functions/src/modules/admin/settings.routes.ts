/**
 * /api/admin/settings — the shop settings, read and saved (admin only: no session 401, a shopper
 * 403, before anything is read or parsed). Every answer is `{success, message?, data: ShopSettings}`
 * with the settings as now stored (the delivery calls': `data: DeliverySettings`); a failed check
 * changes nothing.
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
 * PUT    gift-wrap                  {enabled, name, nameHe, price} → 200 the settings; 400 a bad field
 * PUT    gift-cards                 {enabled, amounts, min, max} → 200 the settings; 400 a bad field (an
 *                                   amount outside min..max, min above max, no amount, too many)
 * PUT    carriers                   {carriers: Carrier[]} in the order to offer → 200; 400 (ids unique
 *                                   and well formed, name, https tracking address with {tracking}, ≤ 10)
 * GET    delivery                   → 200 DeliverySettings: as stored, or a new shop's defaults (the
 *                                   carrier's fee and threshold those of the shipping settings)
 * PUT    delivery                   DeliverySettings (whole) → 200 DeliverySettings as stored; 400 field
 *                                   errors (times, dates, hours, zones, amounts, the rules between them)
 *
 * Field errors are keyed by dotted paths (`categories.3.label`, `contactInfo.email`).
 */
import { endpoints, type CatalogGroupKind, type MessageCode } from "@cocoa/contracts";
import { endpointRouter, requireAdmin } from "../accounts";
import { messageOf } from "../../platform/http/localize";
import { ok } from "../../platform/http/route";
import {
  addCatalogGroup,
  deleteCatalogGroup,
  getAdminSettings,
  replaceCatalogGroups,
  updateCarriers,
  updateGiftWrap,
  updateGiftCardSettings,
  updateGeneralSettings,
  updateHomePageSections,
} from "./settings.service";
import { getAdminDeliverySettings, saveDeliverySettings } from "./delivery-settings.service";

const GROUP_MESSAGES = {
  categories: { updated: "settings.categoriesUpdated", added: "settings.categoryAdded", deleted: "settings.categoryDeleted" },
  brands: { updated: "settings.brandsUpdated", added: "settings.brandAdded", deleted: "settings.brandDeleted" },
} as const satisfies Record<CatalogGroupKind, Record<string, MessageCode>>;

export function adminSettingsRouter() {
  const { router, route } = endpointRouter("/admin/settings");
  const { settings } = endpoints.admin;
  // Every path under here, unknown ones too, answers 401/403 to a caller who is not an admin.
  router.use(requireAdmin);

  route(settings.get, async () => ok(await getAdminSettings()));

  route(settings.general, async ({ body }, req) => ok(await updateGeneralSettings(body), messageOf(req, "settings.generalUpdated")));

  route(settings.homePageSections, async ({ body }, req) => ok(await updateHomePageSections(body.homePageSections), messageOf(req, "settings.homepageUpdated")));

  for (const kind of ["categories", "brands"] as const satisfies readonly CatalogGroupKind[]) {
    const groups = settings[kind];
    const messages = GROUP_MESSAGES[kind];
    route(groups.replace, async ({ body }, req) => ok(await replaceCatalogGroups(kind, body), messageOf(req, messages.updated)));
    route(groups.add, async ({ body }, req) => ok(await addCatalogGroup(kind, body), messageOf(req, messages.added)));
    route(groups.remove, async ({ params }, req) => ok(await deleteCatalogGroup(kind, params.id), messageOf(req, messages.deleted)));
  }

  route(settings.carriers, async ({ body }, req) => ok(await updateCarriers(body), messageOf(req, "carriers.updated")));

  route(settings.giftWrap, async ({ body }, req) => ok(await updateGiftWrap(body), messageOf(req, "giftWrap.updated")));

  route(settings.giftCards, async ({ body }, req) => ok(await updateGiftCardSettings(body), messageOf(req, "giftCardSettings.saved")));

  route(settings.deliveryGet, async () => ok(await getAdminDeliverySettings()));

  route(settings.delivery, async ({ body }, req) => ok(await saveDeliverySettings(body), messageOf(req, "deliverySettings.saved")));

  return router;
}
