/**
 * Money back, through the provider that took the payment: all that is left when the admin rejects
 * a paid order (`refundForRejection`, called before the status change's transaction), or a part the
 * admin chooses, as an amount or as lines (`refundPart`).
 *
 * Gift cards that paid part of the order take back first, up to what they paid (`refundSplit`), in
 * the transaction that records the refund (`toGiftCards` on it; a card's ledger says "refunded");
 * the provider refunds only the rest, and is never asked when the cards take it all (an order paid
 * entirely by cards, or one that cost nothing). The rejection's transaction (admin module) gives the
 * cards their part back (`giveCardsBack`) and voids the card a rejected order bought, or refuses the
 * rejection when that card was spent already (`rejectionCardsRefusal`).
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
  lineRefundAmount,
  providerAmount,
  refundSplit,
  renderMessage,
  moneyLocale,
  refundedTotal,
  refundedUnits,
  parseStockKey,
  stockKey,
  statusChangeRefusal,
  type MessageLanguage,
  type CodedMessage,
  type Order,
  type OrderCartItem,
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
import { readCard, readCards, returnToCards, takeBackRefusal, voidBoughtCard, type HeldGiftCard } from "../gift-cards";
import { cardReturns, refundedAtProvider, refundedToCards } from "./order-gift-cards";
import { recordOrderStatsChange } from "../insights";
import { readCreditNoteCounter, withCreditNote } from "../receipts";

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

/** The provider's answer as a refund: nothing from it when the gift cards took it all. */
const NOTHING_AT_PROVIDER: RefundedPayment = { refundId: "", status: "completed", amount: 0 };

/** The refund as the order records it: what the provider gave back plus the cards' part (`toGiftCards`). */
function refundOf(key: string, refunded: RefundedPayment, reason: OrderRefund["reason"], by: StatusChangeBy, extra: Pick<OrderRefund, "lines" | "note" | "toGiftCards"> = {}, at = new Date().toISOString()): OrderRefund {
  const toGiftCards = extra.toGiftCards ?? 0;
  const refund: OrderRefund = { key, refundId: refunded.refundId, amount: refunded.amount + toGiftCards, status: refunded.status, reason, at, by };
  if (toGiftCards > 0) refund.toGiftCards = toGiftCards;
  if (extra.lines) refund.lines = extra.lines;
  if (extra.note) refund.note = extra.note;
  return refund;
}

/** The key of the refund a rejection makes: one per order, whoever rejects it and however often. */
export const rejectionRefundKey = (orderId: string) => `${orderId}-rejected`;

/**
 * Before a paid order is rejected: gives back all that is left of the provider's part of its
 * payment (`providerAmount` less what the provider refunded before), or answers the refund an
 * earlier try made; the gift cards' part goes back in the rejection's own transaction
 * (`giveCardsBack`, then `rejectionRefund` records both). Nothing left at the provider (unpaid,
 * already rejected, refunded in full, paid by cards alone): undefined. The same refusals as the
 * status change come first, and the card the order bought must still be whole, so no money moves
 * for a change that will be refused.
 */
export async function refundForRejection(orderId: string, by: StatusChangeBy): Promise<OrderRefund | undefined> {
  const { order, captureId } = await readOrder(orderId);
  if (order.orderStatus === "rejected" || order.paymentStatus !== "paid") return undefined;
  const refusal = statusChangeRefusal(order.orderStatus, "rejected");
  if (refusal) throw new HttpError(409, refusal);
  const boughtId = order.giftCardPurchase?.cardId;
  const spent = boughtId ? takeBackRefusal(await readCard(boughtId)) : undefined;
  if (spent) throw new HttpError(409, spent.code, spent.params);
  const key = rejectionRefundKey(orderId);
  const earlier = order.refunds?.find((refund) => refund.key === key);
  if (earlier) return earlier;
  const left = providerAmount(order) - refundedAtProvider(order);
  if (left <= 0) return undefined;
  return refundOf(key, await askProvider(order, captureId, left, key), "rejected", by);
}

/** What a rejection's transaction reads of the order's gift cards: those that paid, and the one it bought. */
export interface RejectionCards {
  paidWith: HeldGiftCard[];
  bought: HeldGiftCard | undefined;
}

/** Reads (in the rejection's transaction, before its writes) the cards that paid the order and the card it bought. */
export async function readRejectionCards(tx: Transaction, order: Order): Promise<RejectionCards> {
  const paidWith = await readCards(tx, (order.giftCardPayments ?? []).map((payment) => payment.cardId));
  const boughtId = order.giftCardPurchase?.cardId;
  return { paidWith, bought: boughtId ? await readCard(boughtId, tx) : undefined };
}

/** Why the rejection cannot be made: the card the order bought was spent (in part) since the refund was asked. */
export function rejectionCardsRefusal(cards: RejectionCards): CodedMessage | undefined {
  return takeBackRefusal(cards.bought);
}

/**
 * The rejection's writes for the order's gift cards (after its reads): what is left of the cards'
 * part goes back to them ("refunded" in their ledgers), and the card the order bought is voided (its
 * ledger names the order, why in the shop's `language`, and the admin). Answers what went back to cards.
 */
export function giveCardsBack(tx: Transaction, order: Order, cards: RejectionCards, context: { by?: string | undefined; language: MessageLanguage }, now = new Date()): number {
  const ref = { id: order._id, orderNumber: order.orderNumber };
  const before = refundedToCards(order);
  const left = Math.max(0, order.giftCardAmount - before);
  returnToCards(tx, cards.paidWith, cardReturns(order.giftCardPayments ?? [], before, left), ref, "refunded", now);
  if (cards.bought) voidBoughtCard(tx, cards.bought, ref, renderMessage("giftCard.voidedByRejection", { orderNumber: order.orderNumber }, context.language), context.by, now);
  return left;
}

/**
 * The rejection's refund as the order records it: the provider's (`refundForRejection`, if it was
 * asked) with the cards' part added; one with the cards' part only when the provider was not asked.
 * Undefined when nothing went back.
 */
export function rejectionRefund(orderId: string, fromProvider: OrderRefund | undefined, toGiftCards: number, by: StatusChangeBy, at: string): OrderRefund | undefined {
  if (fromProvider) {
    if (toGiftCards <= 0) return fromProvider;
    return { ...fromProvider, amount: fromProvider.amount + toGiftCards, toGiftCards: (fromProvider.toGiftCards ?? 0) + toGiftCards };
  }
  if (toGiftCards <= 0) return undefined;
  return refundOf(rejectionRefundKey(orderId), NOTHING_AT_PROVIDER, "rejected", by, { toGiftCards }, at);
}

/**
 * What refunding `units` more of the lines `bought` (the order's lines of one stock key, in order)
 * gives back when `done` of their units went back before: the units are taken line after line, and
 * each line gives back its paid share (`lineRefundAmount`: its price less the promotions' discount,
 * spread over its units), so all its units together give back exactly what the line cost, never more.
 */
function linesRefundAmount(bought: readonly OrderCartItem[], done: number, units: number): number {
  let before = done;
  let asked = units;
  let amount = 0;
  for (const line of bought) {
    const refundedHere = Math.min(line.quantity, Math.max(0, before));
    before -= refundedHere;
    const now = Math.min(line.quantity - refundedHere, asked);
    if (now > 0) amount += lineRefundAmount(line, refundedHere, now);
    asked -= now;
  }
  return amount;
}

/**
 * What `input` refunds of `order`: its amount, and the lines it names (each checked against what is
 * left of it; a line gives back its units' paid share, the promotions' discount taken off).
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
      amount += linesRefundAmount(bought, done.get(key) ?? 0, quantity);
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
 * Gives back a part of a paid order: an amount, or lines (their units' share of what the line paid).
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
  // The gift cards take back first, up to what they paid; the provider is asked for the rest only.
  // Lines the promotions made free give nothing back: their units are recorded as refunded, and the
  // provider, which takes no refund of nothing, is not asked.
  const split = refundSplit(part.amount, order.giftCardAmount, refundedToCards(order));
  const refunded: RefundedPayment = split.toProvider > 0 ? await askProvider(order, captureId, split.toProvider, key, input.note) : NOTHING_AT_PROVIDER;
  // Recorded once, even when two calls with the same request got here together.
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef(orderId));
    const fresh = orderFromDocument(snapshot.id, snapshot.data() ?? {});
    // The customer, for the email `onRecorded` queues, and the cards (read here: a transaction reads before it writes).
    const customer = onRecorded && fresh.userId ? await tx.get(db().collection(collections.users).doc(fresh.userId)) : undefined;
    const payments = fresh.giftCardPayments ?? [];
    const cards = split.toCards > 0 ? await readCards(tx, payments.map((payment) => payment.cardId)) : [];
    // The credit note's gap-free number (modules/receipts): read with the reads, taken only when the refund is recorded.
    const issueCreditNote = await readCreditNoteCounter(tx);
    const recorded = fresh.refunds?.find((candidate) => candidate.key === key);
    if (recorded) return { order: fresh, refund: recorded, created: false };
    // As the cards stand now: another refund recorded since the split was made never lets them take back more than they paid.
    const before = refundedToCards(fresh);
    const toGiftCards = Math.min(split.toCards, Math.max(0, fresh.giftCardAmount - before));
    returnToCards(tx, cards, cardReturns(payments, before, toGiftCards), { id: fresh._id, orderNumber: fresh.orderNumber }, "refunded");
    const refund = withCreditNote(refundOf(key, refunded, "partial", by, { ...(part.lines ? { lines: part.lines } : {}), ...(input.note ? { note: input.note } : {}), toGiftCards }), fresh, issueCreditNote);
    const refunds = [...(fresh.refunds ?? []), refund];
    tx.update(snapshot.ref, { refunds, orderUpdateDate: refund.at });
    const changed = { ...fresh, refunds, orderUpdateDate: refund.at };
    await recordOrderStatsChange(tx, fresh, changed);
    onRecorded?.(tx, { order: changed, refund, stored: snapshot, customer });
    return { order: changed, refund, created: true };
  });
}
