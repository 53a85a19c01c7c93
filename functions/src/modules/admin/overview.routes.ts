/**
 * /api/admin/overview (admin only: no session 401, a shopper 403).
 *
 * GET / → 200 {success:true, data: AdminOverview}: paid orders and revenue (minor units) today and
 *         this week, orders waiting to be shipped, products low in stock.
 */
import { Router } from "express";
import type { AdminOverviewResponse } from "@cocoa/contracts";
import { requireAdmin } from "../accounts";
import { getAdminOverview } from "./overview.service";

export function adminOverviewRouter(): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get("/", async (_req, res) => {
    const body: AdminOverviewResponse = { success: true, data: await getAdminOverview() };
    res.json(body);
  });
  return router;
}
