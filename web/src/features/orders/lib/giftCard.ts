import type { AdminOrder, LanguageCode } from "@contracts";

/**
 * The gift card (issue 33): the words that go in the parcel, in the recipient's language, with no
 * price ever. Its plain rules; the card itself is components/AdminOrderGiftCard.
 */
export interface GiftCardText {
  /** The card's language: the recipient's, as the buyer chose it at checkout. */
  language: LanguageCode;
  recipient: string;
  /** The message as typed, its lines kept; "" when there is none. */
  message: string;
  /** Who it is from; "" when the buyer left it empty. */
  from: string;
}

/** What the card of `order` says, or null when the order is not a gift. */
export function giftCardTextOf(order: Pick<AdminOrder, "gift">): GiftCardText | null {
  const { gift } = order;
  if (!gift) return null;
  return { language: gift.recipientLanguage, recipient: gift.recipientName.trim(), message: gift.message.trim(), from: gift.from.trim() };
}
