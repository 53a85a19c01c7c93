/**
 * What an order's transactions do with gift cards (checkout calls these; nothing here runs a
 * transaction of its own). Firestore wants every read of a transaction before its first write, so
 * the reads (`readCardsByCode`, `readCards`) are separate from the writes, which take the cards as
 * the same transaction read them:
 *
 *   const found = await readCardsByCode(tx, input.giftCards);   // reads…
 *   …the order's other reads…
 *   const spent = spendFromCards(tx, found.cards, payments, order); // …then writes
 *   if (!spent.ok) throw new HttpError(409, spent.refusal.code, spent.refusal.params);
 *
 * Each balance change writes the card and its ledger entry together, so two orders spending one card
 * at once cannot both spend what is on it: the second transaction reads the card again after the
 * first commits and is refused.
 */
import type { Transaction } from "firebase-admin/firestore";
import type { CodedMessage, GiftCardEntry, MessageLanguage, OrderGiftCardPayment, OrderGiftCardPurchase, ShopSettings } from "@cocoa/contracts";
import { mailOf, queueMail } from "../mail";
import { codeLast4, findCardByCode, giftCardRef, giftCardsOf, heldGiftCard, ledgerEntryId, ledgerOf, publicCard, type HeldGiftCard } from "./gift-cards.store";
import { giftCardBuyerMailData, giftCardMailId } from "./gift-card-mail";

/** The cards of `codes`, in the same order; or the first code no card has (refuse with `giftCard.unknown {last4}`). */
export type CardsByCode = { ok: true; cards: HeldGiftCard[] } | { ok: false; unknownCode: string; last4: string };

/** Reads the cards of `codes` (normalised or as typed) in `tx`. A scheduled card has no code yet, so it is never found. */
export async function readCardsByCode(tx: Transaction, codes: readonly string[]): Promise<CardsByCode> {
  const found = await Promise.all(codes.map((code) => findCardByCode(code, tx)));
  const cards: HeldGiftCard[] = [];
  for (const [i, card] of found.entries()) {
    const code = codes[i] ?? "";
    if (!card) return { ok: false, unknownCode: code, last4: codeLast4(code) };
    cards.push(card);
  }
  return { ok: true, cards };
}

/** The card `id` as stored now (in `tx` when given); undefined when there is none. */
export async function readCard(id: string, tx?: Transaction): Promise<HeldGiftCard | undefined> {
  return heldGiftCard(tx ? await tx.get(giftCardRef(id)) : await giftCardRef(id).get());
}

/** Reads the cards of `ids` (an order's `giftCardPayments`) in `tx`; a card that is not there is left out. */
export async function readCards(tx: Transaction, ids: readonly string[]): Promise<HeldGiftCard[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [first, ...rest] = unique.map(giftCardRef);
  const snapshots = await tx.getAll(first!, ...rest);
  return snapshots.map(heldGiftCard).filter((card): card is HeldGiftCard => card !== undefined);
}

export interface GiftCardOrderRef {
  id: string;
  orderNumber: string;
}

type EntryFields = Omit<GiftCardEntry, "_id" | "at" | "balanceAfter">;

/** Writes `card`'s new balance and the entry that explains it (the card's next ledger id). */
export function recordChange(tx: Transaction, card: HeldGiftCard, entry: EntryFields, at: string, cardFields: Record<string, unknown> = {}): void {
  const balanceAfter = card.balance + entry.amount;
  const n = card.ledgerEntries + 1;
  tx.update(giftCardRef(card._id), { ...cardFields, balance: balanceAfter, ledgerEntries: n, updatedAt: at });
  tx.create(ledgerOf(card._id).doc(ledgerEntryId(n)), { ...entry, at, balanceAfter });
}

/** The payments of an order summed per card (a card is spent once per order; this keeps it so). */
function perCard(payments: readonly OrderGiftCardPayment[]): Map<string, OrderGiftCardPayment> {
  const sums = new Map<string, OrderGiftCardPayment>();
  for (const payment of payments) {
    if (payment.amount <= 0) continue;
    const before = sums.get(payment.cardId);
    sums.set(payment.cardId, before ? { ...before, amount: before.amount + payment.amount } : { ...payment });
  }
  return sums;
}

export type SpendResult = { ok: true } | { ok: false; refusal: CodedMessage };

/**
 * Takes each payment from its card (`cards` as `tx` read them): balance −= amount, a "spent" entry
 * (negative) naming the order. Refused, with NOTHING written, when a card is no longer what the
 * order was priced with: voided (`giftCard.voided {last4}`), or its balance now below the amount, or
 * not read (`giftCard.balanceChanged {last4}`). The caller then aborts its transaction.
 */
export function spendFromCards(tx: Transaction, cards: readonly HeldGiftCard[], payments: readonly OrderGiftCardPayment[], order: GiftCardOrderRef, now = new Date()): SpendResult {
  const spends = [...perCard(payments).values()].map((payment) => ({ payment, card: cards.find((card) => card._id === payment.cardId) }));
  // Every check before the first write: a refusal leaves the transaction untouched.
  for (const { payment, card } of spends) {
    const last4 = card?.last4 || payment.last4;
    if (card?.status === "voided") return { ok: false, refusal: { code: "giftCard.voided", params: { last4 } } };
    if (!card || card.status !== "active" || card.balance < payment.amount) return { ok: false, refusal: { code: "giftCard.balanceChanged", params: { last4 } } };
  }
  const at = now.toISOString();
  for (const { payment, card } of spends) {
    if (card) recordChange(tx, card, { kind: "spent", amount: -payment.amount, orderId: order.id, orderNumber: order.orderNumber }, at);
  }
  return { ok: true };
}

/**
 * Gives each payment back to its card (`cards` as `tx` read them): balance += amount, an entry of
 * `kind` ("returned": the order expired or was rejected; "refunded": the owner refunded part of it)
 * naming the order. A voided card takes it back too (the ledger shows it; the card stays voided,
 * so nothing is spendable): the owner decides what to do with it. A card not read is skipped.
 */
export function returnToCards(
  tx: Transaction,
  cards: readonly HeldGiftCard[],
  payments: readonly OrderGiftCardPayment[],
  order: GiftCardOrderRef,
  kind: "returned" | "refunded",
  now = new Date(),
): void {
  const at = now.toISOString();
  for (const payment of perCard(payments).values()) {
    const card = cards.find((candidate) => candidate._id === payment.cardId);
    if (card) recordChange(tx, card, { kind, amount: payment.amount, orderId: order.id, orderNumber: order.orderNumber }, at);
  }
}

/**
 * Why the card an order bought cannot be taken back when the admin rejects that order: something
 * of it was spent (its balance is below what it was bought for), so voiding it would take back
 * what is gone (409 `adminOrder.giftCardSpent {last4}`). Undefined when it can be: scheduled (never
 * sent, so no code exists), or sent and unspent, or voided already.
 */
export function takeBackRefusal(card: HeldGiftCard | undefined): CodedMessage | undefined {
  if (!card || card.status !== "active" || card.balance >= card.initialAmount) return undefined;
  return { code: "adminOrder.giftCardSpent", params: { last4: card.last4 } };
}

/**
 * Voids the card an order bought when the admin rejects the order (its money goes back to the
 * buyer): status voided, the balance taken by a "voided" entry naming the order, with `note` (why,
 * in the shop's language) and the admin's name. A scheduled card so is never sent; a sent one's code
 * stops working. A card voided already is left as it is. Writes only (read the card first).
 */
export function voidBoughtCard(tx: Transaction, card: HeldGiftCard, order: GiftCardOrderRef, note: string, by: string | undefined, now = new Date()): void {
  if (card.status === "voided") return;
  recordChange(tx, card, { kind: "voided", amount: -card.balance, orderId: order.id, orderNumber: order.orderNumber, note, ...(by ? { by } : {}) }, now.toISOString(), { status: "voided" });
}

/** The paid order that buys a card. */
export interface PurchasedCardOrder extends GiftCardOrderRef {
  userId: string;
  buyerName: string;
  /** Where the buyer's copies go, and in which language (the order's). */
  buyerEmail: string;
  buyerLanguage: MessageLanguage;
  currency: string;
  purchase: OrderGiftCardPurchase;
}

/**
 * Creates the card a paid order bought (writes only: call it after the transaction's reads):
 * scheduled for `purchase.deliverOn`, no code yet, balance = the amount, its "issued" entry, and the
 * buyer's email "your gift card for NAME will be emailed on DATE" (no code). Answers the card's id
 * (the order keeps it as `giftCardPurchase.cardId`). On its day `deliverDueGiftCards` sends it; a card
 * for today goes at the next run (the caller may call `deliverGiftCard(id)` after its commit).
 * `settings` gives the email the shop's name and contact details.
 */
export function issuePurchasedCard(tx: Transaction, order: PurchasedCardOrder, settings: ShopSettings, now = new Date()): string {
  const at = now.toISOString();
  const ref = giftCardsOf().doc();
  const { purchase } = order;
  const card: HeldGiftCard = {
    _id: ref.id,
    last4: "",
    status: "scheduled",
    source: "purchase",
    currency: order.currency,
    initialAmount: purchase.amount,
    balance: 0,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    senderName: purchase.senderName,
    message: purchase.message,
    deliverOn: purchase.deliverOn,
    language: purchase.language,
    orderId: order.id,
    orderNumber: order.orderNumber,
    buyerId: order.userId,
    buyerName: order.buyerName,
    createdAt: at,
    updatedAt: at,
    ledgerEntries: 0,
    buyerLanguage: order.buyerLanguage,
  };
  createCard(tx, card, { kind: "issued", amount: purchase.amount, orderId: order.id, orderNumber: order.orderNumber }, at);
  const data = giftCardBuyerMailData(publicCard(card), order.buyerName, order.buyerLanguage, settings);
  queueMail(tx, giftCardMailId(ref.id, "scheduled"), { ...mailOf("gift-card-scheduled", order.buyerLanguage, order.buyerEmail, data), giftCardId: ref.id, userId: order.userId, orderId: order.id });
  return ref.id;
}

/** Writes a new card (balance 0, no entries, as given) and its first entry, which gives it its balance. */
export function createCard(tx: Transaction, card: HeldGiftCard, entry: EntryFields, at: string): void {
  const { _id: id, ledgerEntries: _entries, ...fields } = card;
  const balance = card.balance + entry.amount;
  tx.create(giftCardRef(id), { ...fields, balance, ledgerEntries: 1 });
  tx.create(ledgerOf(id).doc(ledgerEntryId(1)), { ...entry, at, balanceAfter: balance });
}
