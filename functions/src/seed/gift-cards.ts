/**
 * The seed's gift card (issue 36), so a newcomer can pay with one at checkout on the local stack:
 * an active card of $50.00 issued by the admin to the demo shopper, with a code known in advance
 * (the README's seed section says it). Stored as every card is: only the code's hash and last four
 * characters, its "issued" ledger entry beside it. Nothing here prints the code.
 *
 * Created only while its id is free and no other card holds its code; a run that finds it leaves it
 * as it is (spent, adjusted or voided since).
 */
import type { Firestore } from "firebase-admin/firestore";
import { isGiftCardCode } from "@cocoa/contracts";
import { GIFT_CARD_LEDGER, collections } from "../platform/collections";
import { codeHash, codeLast4, ledgerEntryId } from "../modules/gift-cards";
import { seedAccounts } from "./catalog";

/** The seeded card's code: Crockford base 32, where the O's read as 0s (any case, with or without dashes). */
export const SEED_GIFT_CARD_CODE = "COCO-A000-G1FT-CARD-2026";
export const SEED_GIFT_CARD_ID = "seed-gift-card";
/** $50.00. */
export const SEED_GIFT_CARD_AMOUNT = 5000;

const admin = seedAccounts.find((account) => account.role === "admin");
const shopper = seedAccounts.find((account) => account.role === "user");

/** Creates the seed card when missing; answers 1 when this run created it, else 0. */
export async function seedGiftCards(db: Firestore, currency: string, nowIso: string, log: (line: string) => void): Promise<number> {
  if (!isGiftCardCode(SEED_GIFT_CARD_CODE)) throw new Error("The seed gift card's code is not a gift card code");
  const hash = codeHash(SEED_GIFT_CARD_CODE);
  const ref = db.collection(collections.giftCards).doc(SEED_GIFT_CARD_ID);
  const outcome = await db.runTransaction(async (tx) => {
    const [card, holders] = await Promise.all([tx.get(ref), tx.get(db.collection(collections.giftCards).where("codeHash", "==", hash).limit(1))]);
    if (card.exists) return "found";
    if (!holders.empty) return "codeTaken";
    tx.create(ref, {
      codeHash: hash,
      last4: codeLast4(SEED_GIFT_CARD_CODE),
      status: "active",
      source: "admin",
      currency,
      initialAmount: SEED_GIFT_CARD_AMOUNT,
      balance: SEED_GIFT_CARD_AMOUNT,
      recipientName: shopper?.userName ?? "",
      recipientEmail: shopper?.email ?? "",
      senderName: "",
      message: "",
      deliverOn: nowIso.slice(0, 10),
      language: "en",
      createdAt: nowIso,
      sentAt: nowIso,
      updatedAt: nowIso,
      ledgerEntries: 1,
    });
    // `set`: a ledger left behind by a card deleted by hand (a subcollection outlives its document) is replaced.
    tx.set(ref.collection(GIFT_CARD_LEDGER).doc(ledgerEntryId(1)), {
      at: nowIso,
      kind: "issued",
      amount: SEED_GIFT_CARD_AMOUNT,
      balanceAfter: SEED_GIFT_CARD_AMOUNT,
      note: "Seeded, for trying gift cards at checkout",
      ...(admin ? { by: admin.userName } : {}),
    });
    return "created";
  });
  if (outcome === "codeTaken") log(`Seed gift card ${SEED_GIFT_CARD_ID}: another card holds its code; left out.`);
  log(`Seed gift cards: ${outcome === "created" ? 1 : 0} created, ${outcome === "found" ? 1 : 0} already there.`);
  return outcome === "created" ? 1 : 0;
}
