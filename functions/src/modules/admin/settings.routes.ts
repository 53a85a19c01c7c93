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
import { Router, type Request } from "express";
import { type AdminSettingsResponse, type CatalogGroupKind, type MessageCode, type ShopSettings } from "@cocoa/contracts";
import { messageOf } from "../../platform/http/localize";
import { requireAdmin } from "../accounts";
import { parseInput } from "../../platform/http/validate";
import {
  addCatalogGroup,
  deleteCatalogGroup,
  getAdminSettings,
  replaceCatalogGroups,
  updateGeneralSettings,
  updateHomePageSections,
} from "./settings.service";
import {
  addCatalogGroupSchema,
  catalogGroupParamsSchema,
  catalogGroupsSchema,
  generalSettingsSchema,
  homePageSectionsSchema,
} from "@cocoa/contracts";

const GROUP_MESSAGES = {
  categories: { updated: "settings.categoriesUpdated", added: "settings.categoryAdded", deleted: "settings.categoryDeleted" },
  brands: { updated: "settings.brandsUpdated", added: "settings.brandAdded", deleted: "settings.brandDeleted" },
} as const satisfies Record<CatalogGroupKind, Record<string, MessageCode>>;

const answer = (req: Request, data: ShopSettings, code?: MessageCode): AdminSettingsResponse => ({ success: true, ...(code ? messageOf(req, code) : {}), data });

export function adminSettingsRouter(): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get("/get", async (req, res) => {
    res.json(answer(req, await getAdminSettings()));
  });

  router.put("/general", async (req, res) => {
    const general = parseInput(generalSettingsSchema, req.body);
    res.json(answer(req, await updateGeneralSettings(general), "settings.generalUpdated"));
  });

  router.put("/homepage-sections", async (req, res) => {
    const { homePageSections } = parseInput(homePageSectionsSchema, req.body);
    res.json(answer(req, await updateHomePageSections(homePageSections), "settings.homepageUpdated"));
  });

  for (const kind of ["categories", "brands"] as const satisfies readonly CatalogGroupKind[]) {
    const listSchema = catalogGroupsSchema(kind);
    const addSchema = addCatalogGroupSchema(kind);
    const paramsSchema = catalogGroupParamsSchema(kind);
    const messages = GROUP_MESSAGES[kind];

    router.put(`/${kind}`, async (req, res) => {
      const groups = parseInput(listSchema, req.body);
      res.json(answer(req, await replaceCatalogGroups(kind, groups), messages.updated));
    });

    router.post(`/${kind}`, async (req, res) => {
      const group = parseInput(addSchema, req.body);
      res.status(201).json(answer(req, await addCatalogGroup(kind, group), messages.added));
    });

    router.delete(`/${kind}/:id`, async (req, res) => {
      const { id } = parseInput(paramsSchema, req.params);
      res.json(answer(req, await deleteCatalogGroup(kind, id), messages.deleted));
    });
  }

  return router;
}
