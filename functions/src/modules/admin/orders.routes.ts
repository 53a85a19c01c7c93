/**
 * /api/admin/orders — every order, its details and status changes (admin only: no session 401,
 * a shopper 403, before anything is read or parsed).
 *
 * GET get          [?pageSize=100&cursor=…] → 200 {success, data: AdminOrder[], nextCursor}: every
 *                    shopper's orders, newest first, each with the customer's name, a page (pageSize
 *                    1-100, default 100; nextCursor null on the last page); 400 bad page size or cursor
 * GET details/:id  → 200 {success, data: AdminOrder}; 400 malformed id; 404 unknown
 * PUT update/:id   {orderStatus, shipment?} (pending | inProcess | inShipping | delivered | rejected;
 *                  shipment {carrierId, trackingNumber} with inShipping and only with it)
 *                  → 200 {success, message, data: AdminOrder}, also when the status is already that;
 *                  400 bad id, status or shipment (a carrier not in the settings too); 404 unknown;
 *                  409 the order is rejected (final) or its payment is being captured (reject only).
 *                  Rejecting a paid order returns its stock and refunds what is left of its payment
 *                  through the provider (409 refused, 503 unreachable: nothing changes). The history
 *                  records the admin's name.
 * POST refund/:id  {requestId, amount | lines, note?} → 200 {success, message, data: AdminOrder}: a
 *                  part of a paid order back through its provider (the same requestId again answers
 *                  the refund it made); 400 bad body or a line not on the order; 409 unpaid, more than
 *                  is left, or refused by the provider; 503 provider unreachable.
 * GET receipt/:id  → the order's receipt as a PDF (application/pdf, attachment R-000123.pdf); 404
 *                  unknown or without a receipt (unpaid). A file: outside the endpoint table.
 */
import { RECEIPT_PDF_PATHS, adminOrderParamsSchema, currencyCode, endpoints, formatPrice, moneyLocale } from "@cocoa/contracts";
import { parseInput } from "../../platform/http/validate";
import { endpointRouter, requireAdmin, sessionUserOf } from "../accounts";
import { ordersCsvDownload } from "./csv.routes";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { ok, okPage } from "../../platform/http/route";
import { orderInLanguage, receiptFile, sendReceiptFile } from "../checkout";
import { getAdminOrder, listAdminOrders, updateAdminOrderStatus } from "./orders.service";
import { refundAdminOrder } from "./order-refunds.service";

export function adminOrdersRouter() {
  const { router, route } = endpointRouter("/admin/orders");
  const { orders } = endpoints.admin;
  // Every path under here, unknown ones too, answers 401/403 to a caller who is not an admin.
  router.use(requireAdmin);
  // The CSV download (issue 37, ./csv.routes.ts): a file, so outside the endpoint table.
  router.get("/export", ordersCsvDownload);
  // An order's receipt as a PDF (issue 37): a file too (checkout's order-receipts.ts).
  router.get(RECEIPT_PDF_PATHS.admin.slice("/admin/orders".length), async (req, res) => {
    const { id } = parseInput(adminOrderParamsSchema, req.params);
    sendReceiptFile(res, await receiptFile(id));
  });

  // An order's failure reason is stored as a code: each answer renders it in the caller's language.
  route(orders.list, async ({ query }, req) => {
    const page = await listAdminOrders(query);
    const language = requestLanguage(req);
    return okPage({ ...page, items: page.items.map((order) => orderInLanguage(order, language)) });
  });

  route(orders.get, async ({ params }, req) => ok(orderInLanguage(await getAdminOrder(params.id), requestLanguage(req))));

  route(orders.updateStatus, async ({ params, body }, req, res) => {
    // The history says who made the change: the signed-in admin, by the name they go by now.
    const { userName } = sessionUserOf(res);
    const by = userName ? { kind: "admin" as const, name: userName } : { kind: "admin" as const };
    const { order } = await updateAdminOrderStatus(params.id, body.orderStatus, { by, ...(body.shipment ? { shipment: body.shipment } : {}) });
    return { ...ok(orderInLanguage(order, requestLanguage(req))), ...messageOf(req, "adminOrder.updated") };
  });

  route(orders.refund, async ({ params, body }, req, res) => {
    const { userName } = sessionUserOf(res);
    const by = userName ? { kind: "admin" as const, name: userName } : { kind: "admin" as const };
    const language = requestLanguage(req);
    const { order, amount } = await refundAdminOrder(params.id, body, by, language);
    const money = formatPrice(amount, currencyCode(order.currency) ?? "USD", moneyLocale(language));
    return { ...ok(orderInLanguage(order, language)), ...messageOf(req, "refund.done", { amount: money }) };
  });

  return router;
}
