/**
 * /api/shop/order — checkout, payment capture and the shopper's orders. Every route needs a session
 * (401 without) and touches only the session user's orders (403 for another user's id or order).
 *
 * POST /create         {userId, addressId | addressInfo.addressId} → 201 {success, approvalURL, orderId};
 *                      409 when the shopper already holds MAX_PENDING_ORDERS unpaid orders
 * POST /capture        {orderId, paymentId, payerId} → {success, data: Order}; 409 expired, sold out,
 *                      a price that rose, or failed before; 402 refused by the provider (not charged),
 *                      503 provider unreachable
 * POST /cancel         {orderId} → {success, data: Order}: a pending order cancelled at the provider
 *                      is rejected (not charged); 409 once it is being paid
 * GET  /list/:userId   [?pageSize=20&cursor=…] → {data: Order[], nextCursor} newest first, a page
 *                      (pageSize 1-100, default 20; nextCursor null on the last page); 400 bad page
 *                      size or a cursor that is not this shopper's list
 * GET  /details/:id    → {data: Order}; 404 unknown id
 */
import { Router, type Request } from "express";
import {
  type ApiFailure,
  type CancelOrderResponse,
  type CaptureOrderResponse,
  type CreateOrderResponse,
  type Order,
  type OrderDetailsResponse,
  type OrderListResponse,
} from "@cocoa/contracts";
import { shopConfig } from "../../platform/config";
import { HttpError } from "../../platform/errors";
import { failureOf, messageOf, requestLanguage } from "../../platform/http/localize";
import { requireUser, sessionUserNamed, sessionUserOf } from "../accounts";
import { parseInput, validateBody } from "../../platform/http/validate";
import { cancelOrder, captureOrder, createOrder, getOwnOrder, listOwnOrders, orderInLanguage } from "./orders.service";
import {
  cancelOrderSchema,
  captureOrderSchema,
  createOrderSchema,
  orderListParamsSchema,
  orderListQuerySchema,
  orderParamsSchema,
  type CreateOrderInput,
} from "@cocoa/contracts";

/** A host as a browser sends it: a DNS name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin of an absolute http(s) URL, or undefined when `text` is not one. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the provider sends the shopper back: SHOP_PUBLIC_URL when set (a deployment), else the
 * origin the shopper's browser called from (its `Origin` header; a cross-site page cannot make
 * this JSON call), else the host the shopper asked for: Firebase Hosting passes it on as
 * `X-Forwarded-Host` (the function's own `Host` is the Functions server's). A host that is not
 * one answers 400 rather than build a return address out of it.
 */
export function shopOrigin(req: Request): string {
  const configured = shopConfig().publicUrl;
  if (configured) {
    const origin = originOf(configured);
    if (!origin) throw new Error(`SHOP_PUBLIC_URL is not an http(s) URL: "${configured}"`);
    return origin;
  }
  const fromBrowser = originOf(req.get("origin") ?? "");
  if (fromBrowser) return fromBrowser;
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host") || "";
  const fromHost = HOST.test(host) ? originOf(`${req.protocol}://${host}`) : undefined;
  if (!fromHost) throw new HttpError(400, "request.unknownShopAddress");
  return fromHost;
}

export function orderRouter(): Router {
  const router = Router();

  router.post("/create", requireUser, validateBody(createOrderSchema), async (req, res) => {
    const { userId, addressId } = req.body as CreateOrderInput;
    const user = sessionUserNamed(res, userId, "order.notYours");
    const created = await createOrder(user, { addressId, origin: shopOrigin(req), language: requestLanguage(req) });
    const body: CreateOrderResponse = { success: true, ...messageOf(req, "order.created"), ...created };
    res.status(201).json(body);
  });

  router.post("/capture", requireUser, validateBody(captureOrderSchema), async (req, res) => {
    const result = await captureOrder(sessionUserOf(res).id, req.body);
    if (!result.paid) {
      const order = orderInLanguage(result.order, requestLanguage(req));
      const failure = failureOf(req, result.reason.code, result.reason.params);
      // An order failed before message codes keeps its English reason: the answer says the same.
      const message = order.failureCode ? failure.message : (order.failureReason ?? failure.message);
      const body: ApiFailure & { data: Order } = { ...failure, message, data: order };
      res.status(result.status).json(body);
      return;
    }
    const body: CaptureOrderResponse = { success: true, ...messageOf(req, "order.captured"), data: orderInLanguage(result.order, requestLanguage(req)) };
    res.json(body);
  });

  router.post("/cancel", requireUser, validateBody(cancelOrderSchema), async (req, res) => {
    const { orderId } = req.body as { orderId: string };
    const order = await cancelOrder(sessionUserOf(res).id, orderId);
    const body: CancelOrderResponse = { success: true, ...messageOf(req, "order.paymentCancelled"), data: orderInLanguage(order, requestLanguage(req)) };
    res.json(body);
  });

  router.get("/list/:userId", requireUser, async (req, res) => {
    const { userId } = parseInput(orderListParamsSchema, req.params);
    const user = sessionUserNamed(res, userId, "order.notYours");
    const page = await listOwnOrders(user.id, parseInput(orderListQuerySchema, req.query));
    const language = requestLanguage(req);
    const body: OrderListResponse = { success: true, data: page.items.map((order) => orderInLanguage(order, language)), nextCursor: page.nextCursor };
    res.json(body);
  });

  router.get("/details/:id", requireUser, async (req, res) => {
    const { id } = parseInput(orderParamsSchema, req.params);
    const body: OrderDetailsResponse = { success: true, data: orderInLanguage(await getOwnOrder(sessionUserOf(res).id, id), requestLanguage(req)) };
    res.json(body);
  });

  return router;
}
