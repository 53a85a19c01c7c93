/**
 * /api/admin/insights — sales at a glance (admin only: no session 401, a shopper 403).
 *
 * GET /?from=YYYY-MM-DD&to=YYYY-MM-DD → 200 {success, data: AdminInsights}: the range's figures beside
 *     the same number of days before it, per day, best sellers and categories, from the daily
 *     statistics only (modules/insights); 400 a bad day, `to` before `from`, or more than 400 days.
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter, requireAdmin } from "../accounts";
import { ok } from "../../platform/http/route";
import { getInsights } from "../insights";

export function adminInsightsRouter() {
  const { router, route } = endpointRouter("/admin/insights");
  router.use(requireAdmin);
  route(endpoints.admin.insights.get, async ({ query }) => ok(await getInsights(query.from, query.to)));
  return router;
}
