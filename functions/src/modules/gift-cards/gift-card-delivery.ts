/**
 * Sending gift cards on their day. A scheduled card has no code: the transaction that sends it
 * makes one (node:crypto), stores only its hash and last four characters, turns the card active,
 * and queues the recipient's email, the one place the code is ever written, with the buyer's copy
 * (no code). Mail ids are fixed per card and message and the card is re-read as still scheduled
 * inside the transaction, so however often (or how many at once) this runs, each card goes once.
 *
 * In production the scheduled function `giftCardDelivery` (functions/src/index.ts) runs
 * `deliverDueGiftCards` every hour; the local stack runs it on a timer (scripts/lib/mail.mjs).
 * Nothing here logs a code.
 */
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { logger } from "../../platform/logger";
import { getDeliverySettings, shopClock } from "../delivery";
import { mailOf, queueMail } from "../mail";
import { getPublicSettings } from "../settings";
import { codeHash, codeLast4, giftCardRef, giftCardsOf, heldGiftCard, newGiftCardCode, publicCard } from "./gift-cards.store";
import { giftCardBuyerMailData, giftCardMailId, giftCardRecipientMailData } from "./gift-card-mail";

/** The shop's calendar date at `now` (the delivery settings' time zone). */
export async function shopToday(now = new Date()): Promise<string> {
  const { timeZone } = await getDeliverySettings();
  return shopClock(now, timeZone).date;
}

/**
 * Sends card `id` when it is still scheduled and due (`deliverOn` ≤ `today`). Answers whether this
 * call sent it (false: already sent, voided, not due, or not there).
 */
export async function deliverGiftCard(id: string, now = new Date(), today?: string): Promise<boolean> {
  const [settings, day] = await Promise.all([getPublicSettings(), today ?? shopToday(now)]);
  return db().runTransaction(async (tx) => {
    const card = heldGiftCard(await tx.get(giftCardRef(id)));
    if (!card || card.status !== "scheduled" || card.deliverOn > day) return false;
    // The buyer's address as it is now (none once their account is gone).
    const buyer = card.buyerId ? await tx.get(db().collection(collections.users).doc(card.buyerId)) : undefined;
    // 100 random bits: a second card with the same code is all but impossible, but a lookup by code
    // must find one card only, so a code that is taken is drawn again.
    let code = newGiftCardCode();
    while (!(await tx.get(giftCardsOf().where("codeHash", "==", codeHash(code)).limit(1))).empty) code = newGiftCardCode();

    const at = now.toISOString();
    const sent = { ...publicCard(card), status: "active" as const, last4: codeLast4(code), sentAt: at, updatedAt: at };
    tx.update(giftCardRef(id), { codeHash: codeHash(code), last4: sent.last4, status: sent.status, sentAt: at, updatedAt: at });
    queueMail(tx, giftCardMailId(id, "recipient"), { ...mailOf("gift-card-recipient", card.language, card.recipientEmail, giftCardRecipientMailData(sent, code, settings)), giftCardId: id });
    const buyerEmail = buyer?.exists ? buyer.get("email") : undefined;
    if (card.source === "purchase" && typeof buyerEmail === "string" && buyerEmail !== "" && card.buyerId) {
      const language = card.buyerLanguage ?? card.language;
      const data = giftCardBuyerMailData(sent, card.buyerName ?? "", language, settings);
      queueMail(tx, giftCardMailId(id, "delivered"), { ...mailOf("gift-card-delivered", language, buyerEmail, data), giftCardId: id, userId: card.buyerId });
    }
    return true;
  });
}

/**
 * Sends every scheduled card whose day has come on the shop's clock, each in its own transaction (one
 * card failing does not hold back the others; it is tried again at the next run). Answers how many
 * this run sent.
 */
export async function deliverDueGiftCards(now = new Date()): Promise<number> {
  const today = await shopToday(now);
  // Scheduled cards are the few waiting for their day: one equality, no composite index, and the day
  // compared here (ISO dates sort as text).
  const scheduled = await giftCardsOf().where("status", "==", "scheduled").get();
  const due = scheduled.docs.filter((doc) => String(doc.get("deliverOn") ?? "") <= today).map((doc) => doc.id);
  let sent = 0;
  for (const id of due) {
    try {
      if (await deliverGiftCard(id, now, today)) sent += 1;
    } catch (error) {
      logger.error("A gift card could not be sent; the next run tries again", { cardId: id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return sent;
}
