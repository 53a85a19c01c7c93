/**
 * /api/common: public calls of the storefront, and the admin's banner add/delete.
 *
 * GET  settings/get  → 200 {success:true, data: ShopSettings} (defaults when none are stored)
 * GET  feature/get   [?pageSize=10&cursor=…] → 200 {success:true, data: FeatureImage[], nextCursor}
 *                    (oldest first; pageSize 1-10, default 10; the shop holds at most 10, so the
 *                    first page is all of them); 400 bad page size or cursor
 * POST feature/add   {image} (admin) → 201 {success:true, message, data: FeatureImage}; 400 when the
 *                    image is not one the shop stored; 409 when the shop already holds 10 banners;
 *                    401 no session, 403 a shopper
 * DELETE feature/delete/:id (admin) → 200 {success:true, message, data: {_id}}; 404 unknown id
 * POST contact/send  {name,email,subject,message} → 200 {success:true, message}; 400 fields;
 *                    429 {success:false, message} + Retry-After after 5 messages in 10 minutes from
 *                    one client
 */
import { Router } from "express";
import {
  FEATURE_IMAGE_MESSAGES,
  type AddFeatureImageResponse,
  type DeleteFeatureImageResponse,
  type FeatureImageListResponse,
  type GetSettingsResponse,
} from "../contracts";
import { clientAddress } from "../middleware/client-address";
import { requireAdmin } from "../middleware/session";
import { parseInput, validateBody } from "../middleware/validate";
import { CONTACT_MESSAGES, sendContactMessage } from "../services/contact.service";
import { addFeatureImage, deleteFeatureImage, listFeatureImages } from "../services/features.service";
import { checkoutPaymentMethod } from "../services/payments/providers";
import { getPublicSettings } from "../services/settings.service";
import { addFeatureImageSchema, contactSchema, featureImageListQuerySchema, featureImageParamsSchema, type ContactInput } from "./common.schemas";

export function commonRouter(): Router {
  const router = Router();

  router.get("/settings/get", async (_req, res) => {
    const [settings, checkoutPayment] = await Promise.all([getPublicSettings(), checkoutPaymentMethod()]);
    const body: GetSettingsResponse = { success: true, data: checkoutPayment ? { ...settings, checkoutPayment } : settings };
    res.json(body);
  });

  router.get("/feature/get", async (req, res) => {
    const page = await listFeatureImages(parseInput(featureImageListQuerySchema, req.query));
    const body: FeatureImageListResponse = { success: true, data: page.items, nextCursor: page.nextCursor };
    res.json(body);
  });

  router.post("/feature/add", requireAdmin, async (req, res) => {
    const { image } = parseInput(addFeatureImageSchema, req.body);
    const body: AddFeatureImageResponse = { success: true, message: FEATURE_IMAGE_MESSAGES.added, data: await addFeatureImage(image) };
    res.status(201).json(body);
  });

  router.delete("/feature/delete/:id", requireAdmin, async (req, res) => {
    const { id } = parseInput(featureImageParamsSchema, req.params);
    await deleteFeatureImage(id);
    const body: DeleteFeatureImageResponse = { success: true, message: FEATURE_IMAGE_MESSAGES.deleted, data: { _id: id } };
    res.json(body);
  });

  router.post("/contact/send", validateBody(contactSchema), async (req, res) => {
    await sendContactMessage(req.body as ContactInput, clientAddress(req));
    res.json({ success: true, message: CONTACT_MESSAGES.sent });
  });

  return router;
}
