/**
 * The owner's gift cards (routes: modules/admin/gift-cards.routes.ts): every card newest first, one
 * card with its ledger, a card issued by hand, a balance adjusted with a note, a card voided.
 *
 * Every change is one transaction that reads the card, writes its balance and the ledger entry that
 * explains it; a refusal writes nothing. A card issued by hand is sent on its day like a bought one
 * (a card for today at once, after the issue commits). Its currency is the shop's when issued.
 *
 * Reads per call: list, the page (pageSize + 1); get, 1 + the ledger; issue, 1 (settings, cached) +
 * 1 (delivery settings, cached) + the answer's 2; adjust and void, 1 + the answer's 2.
 */
import type { Transaction } from "firebase-admin/firestore";
import { DEFAULT_SHOP_SETTINGS, GIFT_CARD_LIMITS, currencyCode, formatPrice, moneyLocale, type EndpointBody, type GiftCard, type GiftCardDetails, type MessageLanguage, type endpoints } from "@cocoa/contracts";
import { HttpError, invalidField } from "../../platform/errors";
import { db } from "../../platform/firebase";
import { readItems, type ListOrder, type Page } from "../../platform/cursor";
import { logger } from "../../platform/logger";
import { addDays } from "../delivery";
import { getPublicSettings } from "../settings";
import { giftCardEntryFromDocument, giftCardFromDocument, giftCardRef, giftCardsOf, heldGiftCard, ledgerOf, type HeldGiftCard } from "./gift-cards.store";
import { createCard, recordChange } from "./gift-card-transactions";
import { deliverGiftCard, shopToday } from "./gift-card-delivery";

/** Newest first; cards made in the same millisecond by id. `createdAt` is ISO, so it sorts as text. */
const GIFT_CARD_LIST: ListOrder = { list: "adminGiftCards", fields: [{ field: "createdAt", direction: "desc" }] };

/** The admin who made a change, for the ledger's `by` (absent when the account has no name). */
export interface GiftCardActor {
  name: string;
}

export async function listGiftCards(page: { pageSize: number; cursor?: string }): Promise<Page<GiftCard>> {
  return readItems(GIFT_CARD_LIST, giftCardsOf(), page, (doc) => giftCardFromDocument(doc.id, doc.data()));
}

/** The card and its ledger, oldest first. 404 when there is no such card. */
export async function getGiftCard(id: string): Promise<GiftCardDetails> {
  const [card, ledger] = await Promise.all([giftCardRef(id).get(), ledgerOf(id).get()]);
  if (!card.exists) throw new HttpError(404, "giftCard.notFound");
  return {
    ...giftCardFromDocument(id, card.data() ?? {}),
    // Entry ids are their numbers, zero-padded: their order is the ledger's.
    ledger: ledger.docs.map((doc) => giftCardEntryFromDocument(doc.id, doc.data())).sort((a, b) => a._id.localeCompare(b._id)),
  };
}

/** The parsed issue request (the schema normalises the email and trims the texts). */
export type GiftCardIssue = EndpointBody<typeof endpoints.admin.giftCards.issue>;

/**
 * 400 at deliverOn when the day is past on the shop's clock, or further than
 * GIFT_CARD_LIMITS.deliverWithinDays ahead (a card issued here, or bought at checkout).
 */
export function checkDeliverOn(deliverOn: string, today: string): void {
  if (deliverOn < today) throw invalidField("deliverOn", "giftCard.deliverPast");
  if (deliverOn > addDays(today, GIFT_CARD_LIMITS.deliverWithinDays)) throw invalidField("deliverOn", "giftCard.deliverTooFar", { days: GIFT_CARD_LIMITS.deliverWithinDays });
}

/**
 * A card by hand (an apology, a prize): scheduled for its day, the shop's currency, an "issued"
 * entry with the admin's note and name. A card for today is sent at once (a failure to send leaves
 * it scheduled for the next run, which tries again).
 */
export async function issueGiftCard(input: GiftCardIssue, by: GiftCardActor | undefined, now = new Date()): Promise<GiftCardDetails> {
  const [settings, today] = await Promise.all([getPublicSettings(), shopToday(now)]);
  checkDeliverOn(input.deliverOn, today);
  const at = now.toISOString();
  const ref = giftCardsOf().doc();
  const card: HeldGiftCard = {
    _id: ref.id,
    last4: "",
    status: "scheduled",
    source: "admin",
    currency: settings.currency,
    initialAmount: input.amount,
    balance: 0,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    senderName: input.senderName ?? "",
    message: input.message ?? "",
    deliverOn: input.deliverOn,
    language: input.language,
    createdAt: at,
    updatedAt: at,
    ledgerEntries: 0,
  };
  await db().runTransaction(async (tx) => {
    createCard(tx, card, { kind: "issued", amount: input.amount, ...(input.note ? { note: input.note } : {}), ...(by?.name ? { by: by.name } : {}) }, at);
  });
  if (input.deliverOn <= today) {
    try {
      await deliverGiftCard(ref.id, now, today);
    } catch (error) {
      logger.error("A gift card issued for today could not be sent yet; the next run tries again", { cardId: ref.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return getGiftCard(ref.id);
}

/** The card read in `tx`: 404 when there is none, 409 when it is voided. */
async function changeableCard(tx: Transaction, id: string): Promise<HeldGiftCard> {
  const card = heldGiftCard(await tx.get(giftCardRef(id)));
  if (!card) throw new HttpError(404, "giftCard.notFound");
  if (card.status === "voided") throw new HttpError(409, "giftCard.alreadyVoided");
  return card;
}

/**
 * Moves the balance by `amount` (signed), the note kept in an "adjusted" entry. 409 when the balance
 * would go below 0 (`adjustBelowZero`: at most the balance can be taken) or above
 * GIFT_CARD_LIMITS.maxBalance (`adjustAboveMax`), or the card is voided; amounts in the messages
 * formatted in `language`.
 */
export async function adjustGiftCard(id: string, input: { amount: number; note: string }, by: GiftCardActor | undefined, language: MessageLanguage, now = new Date()): Promise<GiftCardDetails> {
  await db().runTransaction(async (tx) => {
    const card = await changeableCard(tx, id);
    const money = (minorUnits: number) => formatPrice(minorUnits, currencyCode(card.currency) ?? DEFAULT_SHOP_SETTINGS.currency, moneyLocale(language));
    const next = card.balance + input.amount;
    if (next < 0) throw new HttpError(409, "giftCard.adjustBelowZero", { amount: money(card.balance) });
    if (next > GIFT_CARD_LIMITS.maxBalance) throw new HttpError(409, "giftCard.adjustAboveMax", { amount: money(GIFT_CARD_LIMITS.maxBalance) });
    recordChange(tx, card, { kind: "adjusted", amount: input.amount, note: input.note, ...(by?.name ? { by: by.name } : {}) }, now.toISOString());
  });
  return getGiftCard(id);
}

/**
 * Stops the card: voided, its whole balance taken by a "voided" entry with the note, balance 0. A
 * scheduled card is never sent. 409 when it is voided already.
 */
export async function voidGiftCard(id: string, input: { note: string }, by: GiftCardActor | undefined, now = new Date()): Promise<GiftCardDetails> {
  await db().runTransaction(async (tx) => {
    const card = await changeableCard(tx, id);
    recordChange(tx, card, { kind: "voided", amount: -card.balance, note: input.note, ...(by?.name ? { by: by.name } : {}) }, now.toISOString(), { status: "voided" });
  });
  return getGiftCard(id);
}
