/**
 * /api/admin/promotions — codes and automatic promotions (admin only: no session 401, a shopper 403,
 * before anything is read or parsed).
 *
 * GET  /                [?pageSize=50&cursor=…] → 200 {success, data: Promotion[], nextCursor}: newest
 *                         first; 400 bad page size or cursor
 * GET  details/:id      → 200 {success, data: Promotion}; 400 malformed id; 404 unknown
 * POST /                PromotionInput → 201 {success, message, data: Promotion}: active, nothing used;
 *                         400 field messages (a target that does not exist too); 409 the code is taken
 *                         (any case, ended promotions included)
 * PUT  edit/:id         PromotionInput → 200 {success, message, data: Promotion}: its status, uses and
 *                         revenue stay; 400 as add; 404 unknown; 409 the code is taken, or it has ended
 * PUT  status/:id       {status} → 200 {success, message, data: Promotion}: active ↔ paused, any → ended;
 *                         400 bad status; 404 unknown; 409 it has ended (final)
 * GET  orders/:id       [?pageSize=20&cursor=…] → 200 {success, data: PromotionOrder[], nextCursor}: the
 *                         paid orders that used it, newest first; 404 unknown
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter, requireAdmin } from "../accounts";
import { messageOf } from "../../platform/http/localize";
import { ok, okPage } from "../../platform/http/route";
import { addPromotion, editPromotion, getPromotion, listPromotionOrders, listPromotions, setPromotionStatus } from "./promotions.service";

export function adminPromotionsRouter() {
  const { router, route } = endpointRouter("/admin/promotions");
  const { promotions } = endpoints.admin;
  // Every path under here, unknown ones too, answers 401/403 to a caller who is not an admin.
  router.use(requireAdmin);

  route(promotions.list, async ({ query }) => okPage(await listPromotions(query)));

  route(promotions.get, async ({ params }) => ok(await getPromotion(params.id)));

  route(promotions.add, async ({ body }, req) => ok(await addPromotion(body), messageOf(req, "promo.saved")));

  route(promotions.edit, async ({ params, body }, req) => ok(await editPromotion(params.id, body), messageOf(req, "promo.saved")));

  route(promotions.setStatus, async ({ params, body }, req) => ok(await setPromotionStatus(params.id, body.status), messageOf(req, "promo.saved")));

  route(promotions.orders, async ({ params, query }) => okPage(await listPromotionOrders(params.id, query)));

  return router;
}
