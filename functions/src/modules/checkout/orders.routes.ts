/**
 * /api/shop/order — checkout, payment capture and the shopper's orders. Every route needs a session
 * (401 without) and touches only the session user's orders (403 for another user's id or order).
 *
 * POST /create         {userId, addressId | addressInfo.addressId, delivery?: {method, date, slotId?}, gift?, promoCode?, giftCards?} → 201
 *                      {success, approvalURL, orderId, orderNumber, totals, giftCardPayments, discounts, gift?}; 409 when the shopper already holds MAX_PENDING_ORDERS
 *                      unpaid orders, or the day or slot is no longer possible (with the next possible date); 400 with
 *                      the reason when the typed code does not apply, or a gift card cannot pay (unknown, voided,
 *                      empty, another currency); 429 past the guessing limits of unknown codes. With nothing left to
 *                      pay at a provider the order is settled at once (409 with the reason when that fails) and
 *                      approvalURL is the return page's address, whose capture answers the order as paid
 * POST /quote          {promoCode?, method?, deliveryFee?} → {data: OrderQuote}: the session's cart priced with the
 *                      promotions (the code's refusal answered, not thrown); 429 past the guessing limit
 * POST /capture        {orderId, paymentId, payerId} → {success, data: Order}; 409 expired, sold out,
 *                      a price that rose, or failed before; 402 refused by the provider (not charged),
 *                      503 provider unreachable
 * POST /cancel         {orderId} → {success, data: Order}: a pending order cancelled at the provider
 *                      is rejected (not charged); 409 once it is being paid
 * GET  /list/:userId   [?pageSize=20&cursor=…] → {data: Order[], nextCursor} newest first, a page
 *                      (pageSize 1-100, default 20; nextCursor null on the last page); 400 bad page
 *                      size or a cursor that is not this shopper's list
 * GET  /details/:id    → {data: Order}; 404 unknown id
 * PUT  /gift-message/:id {message, from} → {data: Order}: a gift's card words, until the order is in
 *                      process (409 after; 400 for an order that is no gift)
 * GET  /receipt/:id    → the receipt's PDF (application/pdf, attachment R-000123.pdf); 404 for another's
 *                      order or one without a receipt (unpaid). Outside the endpoint table: a file
 */
import type { Request } from "express";
import { RECEIPT_PDF_PATHS, endpoints, orderParamsSchema, type ApiFailure, type Order } from "@cocoa/contracts";
import { shopConfig } from "../../platform/config";
import { HttpError } from "../../platform/errors";
import { failureOf, messageOf, requestLanguage } from "../../platform/http/localize";
import { endpointRouter, requireUser, sessionUserNamed, sessionUserOf } from "../accounts";
import { parseInput } from "../../platform/http/validate";
import { receiptFile, sendReceiptFile } from "./order-receipts";
import { ANSWERED, done, ok, okPage } from "../../platform/http/route";
import { clientAddress } from "../../platform/http/client-address";
import { cancelOrder, captureOrder, createOrder, getOwnOrder, listOwnOrders, orderInLanguage, updateGiftMessage } from "./orders.service";
import { quoteOrder } from "./order-pricing";
import { purchaseGiftCard } from "./gift-card-purchase";
import { sellGiftCardsWith } from "../gift-cards";

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

export function orderRouter() {
  const { router, route } = endpointRouter("/shop/order");
  const { orders } = endpoints;

  route(orders.create, async ({ body: { userId, addressId, delivery, gift, promoCode, giftCards } }, req, res) => {
    const user = sessionUserNamed(res, userId, "order.notYours");
    const input = { addressId, delivery, gift, promoCode, giftCards, origin: shopOrigin(req), language: requestLanguage(req), client: clientAddress(req) };
    const created = await createOrder(user, input);
    return { ...done(messageOf(req, "order.created")), ...created };
  });

  // Buying a gift card is an order: its route sits in the gift-cards router (/shop/gift-cards/purchase),
  // its handler is checkout's (modules/gift-cards/gift-card-sales.ts says why).
  sellGiftCardsWith(async ({ body }, req, res) => {
    const created = await purchaseGiftCard(sessionUserOf(res), { ...body, origin: shopOrigin(req), buyerLanguage: requestLanguage(req) });
    return { ...done(messageOf(req, "giftCard.purchaseCreated")), ...created };
  });

  route(orders.quote, async ({ body }, req, res) => ok(await quoteOrder(sessionUserOf(res).id, body, clientAddress(req), requestLanguage(req))));

  route(orders.capture, async ({ body }, req, res) => {
    const result = await captureOrder(sessionUserOf(res).id, body);
    const language = requestLanguage(req);
    if (!result.paid) {
      // A refused payment still answers the order, so the page can show what became of it.
      const order = orderInLanguage(result.order, language);
      const refusal = failureOf(req, result.reason.code, result.reason.params);
      // An order failed before message codes keeps its English reason: the answer says the same.
      const message = order.failureCode ? refusal.message : (order.failureReason ?? refusal.message);
      const failure: ApiFailure & { data: Order } = { ...refusal, message, data: order };
      res.status(result.status).json(failure);
      return ANSWERED;
    }
    return ok(orderInLanguage(result.order, language), messageOf(req, "order.captured"));
  });

  route(orders.cancel, async ({ body }, req, res) =>
    ok(orderInLanguage(await cancelOrder(sessionUserOf(res).id, body.orderId), requestLanguage(req)), messageOf(req, "order.paymentCancelled")),
  );

  // An order's failure reason is stored as a code: each answer renders it in the caller's language.
  route(orders.list, async ({ params, query }, req, res) => {
    const user = sessionUserNamed(res, params.userId, "order.notYours");
    const page = await listOwnOrders(user.id, query);
    const language = requestLanguage(req);
    return okPage({ ...page, items: page.items.map((order) => orderInLanguage(order, language)) });
  });

  route(orders.get, async ({ params }, req, res) => ok(orderInLanguage(await getOwnOrder(sessionUserOf(res).id, params.id), requestLanguage(req))));

  route(orders.giftMessage, async ({ params, body }, req, res) =>
    ok(orderInLanguage(await updateGiftMessage(sessionUserOf(res).id, params.id, body), requestLanguage(req)), messageOf(req, "gift.messageSaved")),
  );

  // The receipt's PDF (issue 37): a file, so outside the endpoint table (./order-receipts.ts).
  router.get(RECEIPT_PDF_PATHS.shop.slice("/shop/order".length), requireUser, async (req, res) => {
    const { id } = parseInput(orderParamsSchema, req.params);
    sendReceiptFile(res, await receiptFile(id, sessionUserOf(res).id));
  });

  return router;
}
