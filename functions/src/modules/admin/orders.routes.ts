/**
 * /api/admin/orders — every order, its details and status changes (admin only: no session 401,
 * a shopper 403, before anything is read or parsed).
 *
 * GET get          [?pageSize=100&cursor=…] → 200 {success, data: AdminOrder[], nextCursor}: every
 *                    shopper's orders, newest first, each with the customer's name, a page (pageSize
 *                    1-100, default 100; nextCursor null on the last page); 400 bad page size or cursor
 * GET details/:id  → 200 {success, data: AdminOrder}; 400 malformed id; 404 unknown
 * PUT update/:id   {orderStatus} (pending | inProcess | inShipping | delivered | rejected)
 *                  → 200 {success, message, data: AdminOrder}, also when the status is already that;
 *                  400 bad id or status; 404 unknown; 409 the order is rejected (final) or its
 *                  payment is being captured (reject only). Rejecting a paid order returns its stock.
 */
import { Router } from "express";
import { type AdminOrderDetailsResponse, type AdminOrderListResponse, type UpdateOrderStatusResponse } from "@cocoa/contracts";
import { requireAdmin } from "../accounts";
import { parseInput } from "../../platform/http/validate";
import { getAdminOrder, listAdminOrders, updateAdminOrderStatus } from "./orders.service";
import { adminOrderListQuerySchema, adminOrderParamsSchema, updateOrderStatusSchema } from "@cocoa/contracts";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { orderInLanguage } from "../checkout";

export function adminOrdersRouter(): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get("/get", async (req, res) => {
    const page = await listAdminOrders(parseInput(adminOrderListQuerySchema, req.query));
    const language = requestLanguage(req);
    const body: AdminOrderListResponse = { success: true, data: page.items.map((order) => orderInLanguage(order, language)), nextCursor: page.nextCursor };
    res.json(body);
  });

  router.get("/details/:id", async (req, res) => {
    const { id } = parseInput(adminOrderParamsSchema, req.params);
    const body: AdminOrderDetailsResponse = { success: true, data: orderInLanguage(await getAdminOrder(id), requestLanguage(req)) };
    res.json(body);
  });

  router.put("/update/:id", async (req, res) => {
    const { id } = parseInput(adminOrderParamsSchema, req.params);
    const { orderStatus } = parseInput(updateOrderStatusSchema, req.body);
    const { order } = await updateAdminOrderStatus(id, orderStatus);
    const body: UpdateOrderStatusResponse = { success: true, ...messageOf(req, "adminOrder.updated"), data: orderInLanguage(order, requestLanguage(req)) };
    res.json(body);
  });

  return router;
}
