/**
 * Gift cards as Firestore keeps them (issue 36), and the reads every other file of the module makes.
 *
 * `giftCards/{id}` holds the contract's `GiftCard` (minus `_id`) and, for the shop only:
 * - `codeHash`: sha256 (hex) of the normalised code, the one way a code is looked up. Absent while
 *   the card is scheduled: a code is made by the transaction that sends the card (./gift-card-delivery.ts),
 *   which also queues the one email that carries it. The code itself is stored nowhere else.
 * - `ledgerEntries`: how many ledger entries it has; the next entry's id is that number, zero-padded,
 *   so the ledger reads oldest first by id, and two changes cannot both write the same entry.
 * - `buyerLanguage`: the buyer's language (a bought card), for the buyer's copies.
 *
 * Its ledger, `giftCards/{id}/ledger/{000001…}`, holds each change of the balance (`GiftCardEntry`
 * minus `_id`). A balance changes only in a transaction that reads the card, writes the new balance
 * and creates the entry: the entries always add up to the balance.
 */
import { createHash, randomInt } from "node:crypto";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import {
  GIFT_CARD_CODE,
  GIFT_CARD_ENTRY_KINDS,
  GIFT_CARD_SOURCES,
  GIFT_CARD_STATUSES,
  LANGUAGES,
  normalizeGiftCardCode,
  type GiftCard,
  type GiftCardEntry,
  type MessageLanguage,
} from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { GIFT_CARD_LEDGER, collections } from "../../platform/collections";

export const giftCardsOf = () => db().collection(collections.giftCards);
export const giftCardRef = (id: string) => giftCardsOf().doc(id);
export const ledgerOf = (cardId: string) => giftCardRef(cardId).collection(GIFT_CARD_LEDGER);
/** The id of a card's `n`-th ledger entry (1-based): ids sort as the entries were written. */
export const ledgerEntryId = (n: number) => String(n).padStart(6, "0");

/** A card as a transaction read it: what the admin reads, how many ledger entries it has, and its buyer's language. */
export interface HeldGiftCard extends GiftCard {
  ledgerEntries: number;
  /** A bought card's buyer's language (their copies of its emails). */
  buyerLanguage?: MessageLanguage;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);
/** A stored time as ISO text (Firestore timestamps too, should a script write one). */
function iso(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null && typeof (value as { toDate?: unknown }).toDate === "function") return (value as { toDate(): Date }).toDate().toISOString();
  return "";
}

/** The stored card as the admin reads it (unknown fields dropped, the code's hash never). */
export function giftCardFromDocument(id: string, data: Record<string, unknown>): GiftCard {
  const card: GiftCard = {
    _id: id,
    last4: text(data.last4),
    status: oneOf(GIFT_CARD_STATUSES, data.status, "voided"),
    source: oneOf(GIFT_CARD_SOURCES, data.source, "admin"),
    currency: text(data.currency),
    initialAmount: int(data.initialAmount),
    balance: int(data.balance),
    recipientName: text(data.recipientName),
    recipientEmail: text(data.recipientEmail),
    senderName: text(data.senderName),
    message: text(data.message),
    deliverOn: text(data.deliverOn),
    language: oneOf(LANGUAGES, data.language, "en"),
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
  };
  for (const field of ["orderId", "orderNumber", "buyerId", "buyerName"] as const) {
    const value = text(data[field]);
    if (value) card[field] = value;
  }
  const sentAt = iso(data.sentAt);
  if (sentAt) card.sentAt = sentAt;
  return card;
}

export function heldGiftCard(snapshot: DocumentSnapshot): HeldGiftCard | undefined {
  if (!snapshot.exists) return undefined;
  const data = snapshot.data() ?? {};
  const card: HeldGiftCard = { ...giftCardFromDocument(snapshot.id, data), ledgerEntries: int(data.ledgerEntries) };
  if (data.buyerLanguage === "en" || data.buyerLanguage === "he") card.buyerLanguage = data.buyerLanguage;
  return card;
}

/** A `HeldGiftCard` without its bookkeeping, as the API answers it. */
export function publicCard({ ledgerEntries: _entries, buyerLanguage: _language, ...card }: HeldGiftCard): GiftCard {
  return card;
}

export function giftCardEntryFromDocument(id: string, data: Record<string, unknown>): GiftCardEntry {
  const entry: GiftCardEntry = {
    _id: id,
    at: iso(data.at),
    kind: oneOf(GIFT_CARD_ENTRY_KINDS, data.kind, "adjusted"),
    amount: int(data.amount),
    balanceAfter: int(data.balanceAfter),
  };
  for (const field of ["orderId", "orderNumber", "note", "by"] as const) {
    const value = text(data[field]);
    if (value) entry[field] = value;
  }
  return entry;
}

/** How the shop keeps a code: sha256 (hex) of it normalised, so any way of typing it finds the card. */
export function codeHash(code: string): string {
  return createHash("sha256").update(normalizeGiftCardCode(code)).digest("hex");
}

/** The code's last four characters, normalised: how a card is named where its code must not be. */
export function codeLast4(code: string): string {
  return normalizeGiftCardCode(code).slice(-4);
}

/** A new code: GIFT_CARD_CODE.length characters, each uniform over the alphabet (crypto.randomInt). */
export function newGiftCardCode(): string {
  const { alphabet, length } = GIFT_CARD_CODE;
  let code = "";
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** The card whose code is `code` (any case, dashes, O for 0…), as stored now; undefined when none has it. */
export async function findCardByCode(code: string, tx?: Transaction): Promise<HeldGiftCard | undefined> {
  const query = giftCardsOf().where("codeHash", "==", codeHash(code)).limit(1);
  const snapshot = tx ? await tx.get(query) : await query.get();
  const doc = snapshot.docs[0];
  return doc ? heldGiftCard(doc) : undefined;
}
