/**
 * A gift's limits and plain rules (issue 33). Kept apart from the zod schemas (gift.ts) so that a
 * page that needs only these does not download zod with them (a module is bundled whole).
 */
import type { LanguageCode } from "./settings-defaults";

/** Longest accepted value of each gift field, after trimming; the message as the card holds it. */
export const GIFT_LIMITS = {
  recipientName: 80,
  from: 80,
  /** Characters as the browser counts them (UTF-16 code units), the same measure as the server's. */
  message: 300,
  email: 254,
} as const;

/** A recipient's phone: the characters a person types around the digits, and 7 to 15 digits (E.164's most). */
export const GIFT_PHONE_CHARACTERS = /^[0-9+()\-.\s]+$/;
export const GIFT_PHONE_DIGITS = { min: 7, max: 15 } as const;

/** True for a phone number the recipient can be called on (characters and the count of digits). */
export function isGiftPhone(value: string): boolean {
  if (!GIFT_PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= GIFT_PHONE_DIGITS.min && digits <= GIFT_PHONE_DIGITS.max;
}

/** How many more characters the card's message can take (the browser's count, the server's measure). */
export function giftMessageCharactersLeft(message: string): number {
  return Math.max(0, GIFT_LIMITS.message - message.length);
}

/** Where a gift goes: a one-off address typed at checkout, one of the buyer's saved addresses, or picked up by the recipient. */
export const GIFT_DESTINATIONS = ["oneOff", "saved", "pickup"] as const;
export type GiftDestination = (typeof GIFT_DESTINATIONS)[number];

/** The wrapping's name in `language`: the Hebrew one in Hebrew when there is one. */
export function giftWrapName(name: { en: string; he?: string | undefined }, language: LanguageCode | string): string {
  return (language.startsWith("he") && name.he) || name.en;
}

/** Whether a gift's message can still be changed: until the atelier starts on the order. */
export function giftMessageEditable(order: { orderStatus: string; paymentStatus: string }): boolean {
  return order.paymentStatus !== "failed" && (order.orderStatus === "pending" || order.orderStatus === "confirmed");
}
