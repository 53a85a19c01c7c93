/**
 * Gift cards (issue 36): their codes, limits, states and the rule that spends them on an order.
 * Zod-free, so a storefront page can read the constants without the schemas.
 *
 * A code is 20 characters of Crockford's base 32 (100 random bits), shown in five groups of four
 * for reading aloud ("7KQ2-M9XD-…"). It is typed in any case, with or without the dashes and
 * spaces, and the letters people confuse read as one (O as 0, I and L as 1). The shop keeps only a
 * hash of the code and its last four characters.
 */
import type { MinorUnits } from "./api";

export const GIFT_CARD_CODE = {
  /** Crockford's base 32: no I, L, O or U. */
  alphabet: "0123456789ABCDEFGHJKMNPQRSTVWXYZ",
  length: 20,
  group: 4,
} as const;

/** The line of an order that buys a gift card (it has no product and moves no stock). */
export const GIFT_CARD_PRODUCT_ID = "gift-card";

export const GIFT_CARD_LIMITS = {
  recipientName: 80,
  senderName: 80,
  message: 300,
  email: 254,
  /** Cards one order may spend. */
  perOrder: 5,
  /** The admin's note on an adjustment, an issue or a void. */
  note: 300,
  /** The days ahead a card's delivery may be set. */
  deliverWithinDays: 365,
  /** The most an adjustment moves at once, and the most any card holds (minor units). */
  maxBalance: 10_000_000,
} as const;

/**
 * scheduled: paid for, waiting for its day (no code exists yet); active: sent, spendable while it
 * has a balance; voided: the owner stopped it (its balance can no longer be spent).
 */
export const GIFT_CARD_STATUSES = ["scheduled", "active", "voided"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** Each change of a card's balance, as its ledger records it. */
export const GIFT_CARD_ENTRY_KINDS = ["issued", "spent", "returned", "refunded", "adjusted", "voided"] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

/** Who made a card: a shopper who bought it, or the owner by hand (an apology, a prize). */
export const GIFT_CARD_SOURCES = ["purchase", "admin"] as const;
export type GiftCardSource = (typeof GIFT_CARD_SOURCES)[number];

/** The code as the shop compares it: upper case, no separators, confusable letters read as digits. */
export function normalizeGiftCardCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

/** Whether `typed` can be a code at all (before any lookup). */
export function isGiftCardCode(typed: string): boolean {
  const code = normalizeGiftCardCode(typed);
  return code.length === GIFT_CARD_CODE.length && [...code].every((character) => GIFT_CARD_CODE.alphabet.includes(character));
}

/** "7KQ2M9XD…" as "7KQ2-M9XD-…", for reading aloud. */
export function formatGiftCardCode(code: string): string {
  const plain = normalizeGiftCardCode(code);
  return plain.match(new RegExp(`.{1,${GIFT_CARD_CODE.group}}`, "g"))?.join("-") ?? plain;
}

/** How a card is named where its code must not be shown: "•••• 7KQ2". */
export function maskedGiftCard(last4: string): string {
  return `•••• ${last4}`;
}

/**
 * What each card pays of `due`, in the order given: as much as its balance allows, until nothing is
 * due. A card with nothing left to pay pays 0 (and is left off the order).
 */
export function giftCardPayments<T extends { balance: MinorUnits }>(due: MinorUnits, cards: readonly T[]): { card: T; amount: MinorUnits }[] {
  let left = Math.max(0, due);
  return cards.map((card) => {
    const amount = Math.min(left, Math.max(0, card.balance));
    left -= amount;
    return { card, amount };
  });
}

/**
 * How a refund of `amount` splits between the gift cards that paid (first) and the payment
 * provider: the cards take back up to what they paid less what went back to them before.
 */
export function refundSplit(amount: MinorUnits, paidByCards: MinorUnits, refundedToCards: MinorUnits): { toCards: MinorUnits; toProvider: MinorUnits } {
  const toCards = Math.min(Math.max(0, amount), Math.max(0, paidByCards - refundedToCards));
  return { toCards, toProvider: Math.max(0, amount) - toCards };
}
