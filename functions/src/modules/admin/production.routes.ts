/**
 * /api/admin/production — the owner's Production screen (admin only: no session 401, a shopper 403).
 *
 * GET /                [?from=YYYY-MM-DD&days=1..14] → 200 {success, data: {timeZone, days: ProductionDay[]}}:
 *                        from today on the shop's clock, 7 days unless asked; each day's places per way
 *                        and its paid orders by slot; 400 a bad date or count
 * PUT day/:date        {closed?, capacity?: {pickup?, courier?, shipping?}} → 200 {success, message, data:
 *                        ProductionDay}: closes or opens the day, sets or (null) removes a way's limit for
 *                        it; orders already on it stay; 400 a bad date or body
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter, requireAdmin } from "../accounts";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { ok } from "../../platform/http/route";
import { getProductionAgenda, updateProductionDay } from "./production.service";

export function adminProductionRouter() {
  const { router, route } = endpointRouter("/admin/production");
  const { production } = endpoints.admin;
  router.use(requireAdmin);

  route(production.agenda, async ({ query }, req) => ok(await getProductionAgenda(query, requestLanguage(req))));

  route(production.updateDay, async ({ params, body }, req) => {
    const day = await updateProductionDay(params.date, body, requestLanguage(req));
    return ok(day, messageOf(req, "production.saved"));
  });

  return router;
}
