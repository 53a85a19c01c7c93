/**
 * /api/admin/overview (admin only: no session 401, a shopper 403).
 *
 * GET / → 200 {success:true, data: AdminOverview}: paid orders and revenue (minor units) today and
 *         this week, orders waiting to be shipped, products low in stock.
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter, requireAdmin } from "../accounts";
import { ok } from "../../platform/http/route";
import { getAdminOverview } from "./overview.service";

export function adminOverviewRouter() {
  const { router, route } = endpointRouter("/admin/overview");
  router.use(requireAdmin);
  route(endpoints.admin.overview.get, async () => ok(await getAdminOverview()));
  return router;
}
