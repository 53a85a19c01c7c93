/**
 * Money back, through the provider that took the payment: all that is left when the admin rejects
 * a paid order (`refundForRejection`, called before the status change's transaction), or a part the
 * admin chooses, as an amount or as lines (`refundPart`).
 *
 * The provider is asked first, then the refund is recorded on the order (`refunds`). Every refund
 * has a key the provider is idempotent on (`<orderId>-rejected`, `<orderId>-<requestId>`), so asking
 * again (a retry after a timeout, a second click, two admins at once) answers the first refund and
 * records it once. A refund the provider refuses, or cannot be asked for, changes nothing: 409 with
 * the provider's reason, or 503 to try again.
 */
import {
  formatPrice,
  currencyCode,
  moneyLocale,
  refundedTotal,
  refundedUnits,
  parseStockKey,
  stockKey,
  statusChangeRefusal,
  type MessageLanguage,
  type Order,
  type OrderRefund,
  type RefundOrderInput,
  type StatusChangeBy,
} from "@cocoa/contracts";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { HttpError } from "../../platform/errors";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { logger } from "../../platform/logger";
import { PaymentProviderError, type RefundedPayment } from "./payments/payment-provider";
import { providerFor } from "./payments/providers";
import { orderFromDocument } from "./orders.service";

const orderRef = (id: string) => db().collection(collections.orders).doc(id);

/** The stored order and the provider's capture id (404 when there is no such order). */
async function readOrder(orderId: string): Promise<{ order: Order; captureId: string }> {
  const snapshot = await orderRef(orderId).get();
  const data = snapshot.data();
  if (!data) throw new HttpError(404, "order.notFound");
  return { order: orderFromDocument(snapshot.id, data), captureId: typeof data.captureId === "string" ? data.captureId : "" };
}

/** Asks the order's provider for `amount` back under `key`; its refusal or absence becomes the shop's error. */
async function askProvider(order: Order, captureId: string, amount: number, key: string, note?: string): Promise<RefundedPayment> {
  if (!captureId) throw new HttpError(409, "refund.notPaid");
  const provider = await providerFor(order.paymentMethod);
  try {
    return await provider.refundPayment({ orderId: order._id, captureId, amount, currency: order.currency, refundKey: key, ...(note ? { note } : {}) });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === "unavailable") {
      logger.error("The payment provider could not be asked for a refund", { orderId: order._id, key, code: error.providerCode, reason: error.message });
      throw new HttpError(503, "refund.providerUnavailable");
    }
    logger.warn("The payment provider refused a refund", { orderId: order._id, key, code: error.providerCode, reason: error.message });
    throw new HttpError(409, "refund.providerRefused", { reason: error.providerCode ?? error.message });
  }
}

function refundOf(key: string, refunded: RefundedPayment, reason: OrderRefund["reason"], by: StatusChangeBy, extra: Pick<OrderRefund, "lines" | "note"> = {}): OrderRefund {
  const refund: OrderRefund = { key, refundId: refunded.refundId, amount: refunded.amount, status: refunded.status, reason, at: new Date().toISOString(), by };
  if (extra.lines) refund.lines = extra.lines;
  if (extra.note) refund.note = extra.note;
  return refund;
}

/** The key of the refund a rejection makes: one per order, whoever rejects it and however often. */
export const rejectionRefundKey = (orderId: string) => `${orderId}-rejected`;

/**
 * Before a paid order is rejected: gives back all that is left of its payment, or answers the
 * refund an earlier try made. Nothing to refund (unpaid, already rejected, refunded in full):
 * undefined. The same refusals as the status change come first, so no money moves for a change
 * that will be refused.
 */
export async function refundForRejection(orderId: string, by: StatusChangeBy): Promise<OrderRefund | undefined> {
  const { order, captureId } = await readOrder(orderId);
  if (order.orderStatus === "rejected" || order.paymentStatus !== "paid") return undefined;
  const refusal = statusChangeRefusal(order.orderStatus, "rejected");
  if (refusal) throw new HttpError(409, refusal);
  const key = rejectionRefundKey(orderId);
  const earlier = order.refunds?.find((refund) => refund.key === key);
  if (earlier) return earlier;
  const left = order.totalAmount - refundedTotal(order);
  if (left <= 0) return undefined;
  return refundOf(key, await askProvider(order, captureId, left, key), "rejected", by);
}

/**
 * What `input` refunds of `order`: its amount, and the lines it names (each checked against what is left of it).
 * Pure (no read, no provider): exported for its property tests (refunds.property.test.ts).
 */
export function partOf(order: Order, input: RefundOrderInput, language: MessageLanguage): { amount: number; lines?: OrderRefund["lines"] } {
  const money = (minorUnits: number) => formatPrice(minorUnits, currencyCode(order.currency) ?? "USD", moneyLocale(language));
  const left = order.totalAmount - refundedTotal(order);
  if (left <= 0) throw new HttpError(409, "refund.nothingLeft");
  let amount = input.amount ?? 0;
  let lines: OrderRefund["lines"];
  if (input.lines) {
    const done = refundedUnits(order);
    // A product (or variant) named on two lines of the request counts once, with both quantities;
    // two variants of one product are two lines (`stockKey`).
    const asked = new Map<string, number>();
    for (const line of input.lines) {
      const key = stockKey(line.productId, line.variantSku);
      asked.set(key, (asked.get(key) ?? 0) + line.quantity);
    }
    for (const [key, quantity] of asked) {
      const bought = order.cartItems.filter((line) => stockKey(line.productId, line.variantSku) === key);
      if (bought.length === 0) throw new HttpError(400, "refund.lineNotOnOrder", { productId: key });
      const remaining = bought.reduce((sum, line) => sum + line.quantity, 0) - (done.get(key) ?? 0);
      const first = bought[0];
      const title = first?.variantLabel ? `${first.title} (${first.variantLabel})` : (first?.title ?? key);
      if (quantity > remaining) throw new HttpError(409, "refund.lineExceeds", { count: remaining, title });
      amount += (first?.price ?? 0) * quantity;
    }
    lines = [...asked].map(([key, quantity]) => {
      const { productId, variantSku } = parseStockKey(key);
      return variantSku ? { productId, variantSku, quantity } : { productId, quantity };
    });
  }
  if (amount > left) throw new HttpError(409, "refund.exceedsRemaining", { remaining: money(left) });
  return lines ? { amount, lines } : { amount };
}

/** What `refundPart`'s transaction hands `onRecorded`: the order with the refund, the stored order and its customer. */
export interface RecordedRefund {
  order: Order;
  refund: OrderRefund;
  stored: DocumentSnapshot;
  /** `users/{uid}` of the order's shopper (not there when the order has none). */
  customer: DocumentSnapshot | undefined;
}

export interface PartialRefund {
  order: Order;
  /** The refund recorded for this request (the earlier one when the request was sent before). */
  refund: OrderRefund;
  /** False when the request had been answered before (nothing new was refunded or written). */
  created: boolean;
}

/**
 * Gives back a part of a paid order: an amount, or lines (their unit price times the quantity).
 * `requestId` names this refund: sent again, it answers the refund it made. `onRecorded` runs in
 * the transaction that records it (the shopper's email goes there).
 */
export async function refundPart(
  orderId: string,
  input: RefundOrderInput,
  by: StatusChangeBy,
  language: MessageLanguage,
  onRecorded?: (tx: Transaction, recorded: RecordedRefund) => void,
): Promise<PartialRefund> {
  const { order, captureId } = await readOrder(orderId);
  const key = `${orderId}-${input.requestId}`;
  const earlier = order.refunds?.find((refund) => refund.key === key);
  if (earlier) return { order, refund: earlier, created: false };
  if (order.paymentStatus !== "paid" || order.orderStatus === "rejected") throw new HttpError(409, "refund.notPaid");
  const part = partOf(order, input, language);
  const refunded = await askProvider(order, captureId, part.amount, key, input.note);
  const refund = refundOf(key, refunded, "partial", by, { ...(part.lines ? { lines: part.lines } : {}), ...(input.note ? { note: input.note } : {}) });
  // Recorded once, even when two calls with the same request got here together.
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef(orderId));
    const fresh = orderFromDocument(snapshot.id, snapshot.data() ?? {});
    // The customer, for the email `onRecorded` queues (read here: a transaction reads before it writes).
    const customer = onRecorded && fresh.userId ? await tx.get(db().collection(collections.users).doc(fresh.userId)) : undefined;
    const recorded = fresh.refunds?.find((candidate) => candidate.key === key);
    if (recorded) return { order: fresh, refund: recorded, created: false };
    const refunds = [...(fresh.refunds ?? []), refund];
    tx.update(snapshot.ref, { refunds, orderUpdateDate: refund.at });
    const changed = { ...fresh, refunds, orderUpdateDate: refund.at };
    onRecorded?.(tx, { order: changed, refund, stored: snapshot, customer });
    return { order: changed, refund, created: true };
  });
}
