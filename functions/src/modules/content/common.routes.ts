/**
 * /api/common: public calls of the storefront, and the admin's banner add/delete.
 *
 * GET  settings/get  → 200 {success:true, data: ShopSettings} (defaults when none are stored)
 * GET  feature/get   [?pageSize=10&cursor=…] → 200 {success:true, data: FeatureImage[], nextCursor}
 *                    (active banners only, in their order; pageSize 1-10, default 10; the shop holds at most 10, so the
 *                    first page is all of them); 400 bad page size or cursor
 * POST feature/add   {image} (admin) → 201 {success:true, message, data: FeatureImage}; 400 when the
 *                    image is not one the shop stored; 409 when the shop already holds 10 banners;
 *                    401 no session, 403 a shopper
 * GET  feature/all   (admin) [?pageSize=&cursor=] → every banner, inactive ones too, in order
 * PUT  feature/update/:id (admin) {headline, headlineHe, text, textHe, alt, altHe, link, active}
 *                    → 200 the banner; 400 an overlong text or a link outside the shop; 404
 * PUT  feature/reorder (admin) {ids} → 200 the banners in their new order; 409 when ids is not
 *                    every stored banner once
 * DELETE feature/delete/:id (admin) → 200 {success:true, message, data: {_id}}; 404 unknown id
 * POST contact/send  {name,email,subject,message} → 200 {success:true, message}; 400 fields;
 *                    429 {success:false, message} + Retry-After after 5 messages in 10 minutes from
 *                    one client
 */
import { Router } from "express";
import {
  type AddFeatureImageResponse,
  type DeleteFeatureImageResponse,
  type FeatureImageListResponse,
  type GetSettingsResponse,
  type ReorderFeatureImagesResponse,
  type UpdateFeatureImageResponse,
} from "@cocoa/contracts";
import { clientAddress } from "../../platform/http/client-address";
import { requireAdmin } from "../accounts";
import { parseInput, validateBody } from "../../platform/http/validate";
import { sendContactMessage } from "./contact.service";
import {
  addFeatureImage,
  deleteFeatureImage,
  listAllFeatureImages,
  listFeatureImages,
  reorderFeatureImages,
  updateFeatureImage,
} from "./features.service";
import { checkoutPaymentMethod } from "../checkout";
import { getPublicSettings } from "../settings";
import {
  addFeatureImageSchema,
  contactSchema,
  featureImageListQuerySchema,
  featureImageParamsSchema,
  reorderFeatureImagesSchema,
  updateFeatureImageSchema,
  type ContactInput,
} from "@cocoa/contracts";
import { messageOf } from "../../platform/http/localize";

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

  router.get("/feature/all", requireAdmin, async (req, res) => {
    const page = await listAllFeatureImages(parseInput(featureImageListQuerySchema, req.query));
    const body: FeatureImageListResponse = { success: true, data: page.items, nextCursor: page.nextCursor };
    res.json(body);
  });

  router.post("/feature/add", requireAdmin, async (req, res) => {
    const { image, ...content } = parseInput(addFeatureImageSchema, req.body);
    const body: AddFeatureImageResponse = { success: true, ...messageOf(req, "banner.added"), data: await addFeatureImage(image, content) };
    res.status(201).json(body);
  });

  router.put("/feature/update/:id", requireAdmin, async (req, res) => {
    const { id } = parseInput(featureImageParamsSchema, req.params);
    const content = parseInput(updateFeatureImageSchema, req.body);
    const body: UpdateFeatureImageResponse = { success: true, ...messageOf(req, "banner.updated"), data: await updateFeatureImage(id, content) };
    res.json(body);
  });

  router.put("/feature/reorder", requireAdmin, async (req, res) => {
    const { ids } = parseInput(reorderFeatureImagesSchema, req.body);
    const body: ReorderFeatureImagesResponse = { success: true, ...messageOf(req, "banner.reordered"), data: await reorderFeatureImages(ids) };
    res.json(body);
  });

  router.delete("/feature/delete/:id", requireAdmin, async (req, res) => {
    const { id } = parseInput(featureImageParamsSchema, req.params);
    await deleteFeatureImage(id);
    const body: DeleteFeatureImageResponse = { success: true, ...messageOf(req, "banner.deleted"), data: { _id: id } };
    res.json(body);
  });

  router.post("/contact/send", validateBody(contactSchema), async (req, res) => {
    await sendContactMessage(req.body as ContactInput, clientAddress(req));
    res.json({ success: true, ...messageOf(req, "contact.sent") });
  });

  return router;
}
