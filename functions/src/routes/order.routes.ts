/**
 * /api/shop/order — checkout, payment capture and the shopper's orders. Every route needs a session
 * (401 without) and touches only the session user's orders (403 for another user's id or order).
 *
 * POST /create         {userId, addressId | addressInfo.addressId} → 201 {success, approvalURL, orderId}
 * POST /capture        {orderId, paymentId, payerId} → {success, data: Order}; 409 sold out or failed
 *                      before, 402 refused by the provider (not charged), 503 provider unreachable
 * POST /cancel         {orderId} → {success, data: Order}: a pending order cancelled at the provider
 *                      is rejected (not charged); 409 once it is being paid
 * GET  /list/:userId   [?pageSize=20&cursor=…] → {data: Order[], nextCursor} newest first, a page
 *                      (pageSize 1-100, default 20; nextCursor null on the last page); 400 bad page
 *                      size or a cursor that is not this shopper's list
 * GET  /details/:id    → {data: Order}; 404 unknown id
 */
import { Router, type Request } from "express";
import {
  ORDER_MESSAGES,
  type ApiFailure,
  type CancelOrderResponse,
  type CaptureOrderResponse,
  type CreateOrderResponse,
  type Order,
  type OrderDetailsResponse,
  type OrderListResponse,
} from "../contracts";
import { requestLanguage } from "../middleware/localize";
import { requireUser, sessionUserNamed, sessionUserOf } from "../middleware/session";
import { parseInput, validateBody } from "../middleware/validate";
import { cancelOrder, captureOrder, createOrder, getOwnOrder, listOwnOrders } from "../services/orders.service";
import {
  cancelOrderSchema,
  captureOrderSchema,
  createOrderSchema,
  orderListParamsSchema,
  orderListQuerySchema,
  orderParamsSchema,
  type CreateOrderInput,
} from "./order.schemas";

/**
 * Where the provider sends the shopper back: SHOP_PUBLIC_URL when set (a deployment), else the
 * origin the shopper's browser called from (its `Origin` header; a cross-site page cannot make
 * this JSON call), else the host the shopper asked for: Firebase Hosting passes it on as
 * `X-Forwarded-Host` (the function's own `Host` is the Functions server's).
 */
export function shopOrigin(req: Request): string {
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host") || "localhost";
  const candidates = [process.env.SHOP_PUBLIC_URL, req.get("origin"), `${req.protocol}://${host}`];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
    } catch {
      // not a URL: try the next
    }
  }
  throw new Error("No origin to return to");
}

export function orderRouter(): Router {
  const router = Router();

  router.post("/create", requireUser, validateBody(createOrderSchema), async (req, res) => {
    const { userId, addressId } = req.body as CreateOrderInput;
    const user = sessionUserNamed(res, userId, ORDER_MESSAGES.notYours);
    const created = await createOrder(user, { addressId, origin: shopOrigin(req), language: requestLanguage(req) });
    const body: CreateOrderResponse = { success: true, message: ORDER_MESSAGES.created, ...created };
    res.status(201).json(body);
  });

  router.post("/capture", requireUser, validateBody(captureOrderSchema), async (req, res) => {
    const result = await captureOrder(sessionUserOf(res).id, req.body);
    if (!result.paid) {
      const body: ApiFailure & { data: Order } = { success: false, message: result.message, data: result.order };
      res.status(result.status).json(body);
      return;
    }
    const body: CaptureOrderResponse = { success: true, message: ORDER_MESSAGES.captured, data: result.order };
    res.json(body);
  });

  router.post("/cancel", requireUser, validateBody(cancelOrderSchema), async (req, res) => {
    const { orderId } = req.body as { orderId: string };
    const order = await cancelOrder(sessionUserOf(res).id, orderId);
    const body: CancelOrderResponse = { success: true, message: ORDER_MESSAGES.paymentCancelled, data: order };
    res.json(body);
  });

  router.get("/list/:userId", requireUser, async (req, res) => {
    const { userId } = parseInput(orderListParamsSchema, req.params);
    const user = sessionUserNamed(res, userId, ORDER_MESSAGES.notYours);
    const page = await listOwnOrders(user.id, parseInput(orderListQuerySchema, req.query));
    const body: OrderListResponse = { success: true, data: page.items, nextCursor: page.nextCursor };
    res.json(body);
  });

  router.get("/details/:id", requireUser, async (req, res) => {
    const { id } = parseInput(orderParamsSchema, req.params);
    const body: OrderDetailsResponse = { success: true, data: await getOwnOrder(sessionUserOf(res).id, id) };
    res.json(body);
  });

  return router;
}
