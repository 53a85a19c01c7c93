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
import { endpoints } from "@cocoa/contracts";
import { clientAddress } from "../../platform/http/client-address";
import { endpointRouter } from "../accounts";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { done, ok, okPage } from "../../platform/http/route";
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
import { SHARED_CACHE } from "../../platform/http/cache-control";

export function commonRouter() {
  const { router, route } = endpointRouter("/common");
  const { banners } = endpoints;

  route(endpoints.settings.get, async () => {
    const [settings, checkoutPayment] = await Promise.all([getPublicSettings(), checkoutPaymentMethod()]);
    return ok(checkoutPayment ? { ...settings, checkoutPayment } : settings);
  }, { cache: SHARED_CACHE.shop });

  route(banners.list, async ({ query }) => okPage(await listFeatureImages(query)), { cache: SHARED_CACHE.shop });

  route(banners.listAll, async ({ query }) => okPage(await listAllFeatureImages(query)));

  route(banners.add, async ({ body: { image, ...content } }, req) => ok(await addFeatureImage(image, content), messageOf(req, "banner.added")));

  route(banners.update, async ({ params, body }, req) => ok(await updateFeatureImage(params.id, body), messageOf(req, "banner.updated")));

  route(banners.reorder, async ({ body }, req) => ok(await reorderFeatureImages(body.ids), messageOf(req, "banner.reordered")));

  route(banners.remove, async ({ params: { id } }, req) => {
    await deleteFeatureImage(id);
    return ok({ _id: id }, messageOf(req, "banner.deleted"));
  });

  route(endpoints.contact.send, async ({ body }, req) => {
    await sendContactMessage(body, clientAddress(req), requestLanguage(req));
    return done(messageOf(req, "contact.sent"));
  });

  return router;
}
