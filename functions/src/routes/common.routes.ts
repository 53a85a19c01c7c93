/**
 * /api/common: public calls of the storefront.
 *
 * GET  settings/get  → 200 {success:true, data: ShopSettings} (defaults when none are stored)
 * GET  feature/get   → 200 {success:true, data: FeatureImage[]} (oldest first)
 * POST contact/send  {name,email,subject,message} → 200 {success:true, message}; 400 fields;
 *                    429 {success:false, message} after 5 messages in 10 minutes from one client
 */
import { Router } from "express";
import type { FeatureImageListResponse, GetSettingsResponse } from "../contracts";
import { validateBody } from "../middleware/validate";
import { CONTACT_MESSAGES, sendContactMessage } from "../services/contact.service";
import { listFeatureImages } from "../services/features.service";
import { getPublicSettings } from "../services/settings.service";
import { contactSchema, type ContactInput } from "./common.schemas";

export function commonRouter(): Router {
  const router = Router();

  router.get("/settings/get", async (_req, res) => {
    const body: GetSettingsResponse = { success: true, data: await getPublicSettings() };
    res.json(body);
  });

  router.get("/feature/get", async (_req, res) => {
    const body: FeatureImageListResponse = { success: true, data: await listFeatureImages() };
    res.json(body);
  });

  router.post("/contact/send", validateBody(contactSchema), async (req, res) => {
    await sendContactMessage(req.body as ContactInput, req.ip);
    res.json({ success: true, message: CONTACT_MESSAGES.sent });
  });

  return router;
}
