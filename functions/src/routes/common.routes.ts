/**
 * /api/common: public calls of the storefront.
 *
 * GET settings/get → 200 {success:true, data: ShopSettings} (defaults when none are stored)
 */
import { Router } from "express";
import type { GetSettingsResponse } from "../contracts";
import { getPublicSettings } from "../services/settings.service";

export function commonRouter(): Router {
  const router = Router();

  router.get("/settings/get", async (_req, res) => {
    const body: GetSettingsResponse = { success: true, data: await getPublicSettings() };
    res.json(body);
  });

  return router;
}
