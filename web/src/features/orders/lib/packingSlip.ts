import { giftWrapName, type AdminOrder, type LanguageCode, type OrderGift } from "@contracts";
import { FALLBACK_LANGUAGE, isSupportedLanguage } from "@/shared/i18n/languages";

/**
 * The language a packing slip starts in: the one the shopper ordered in (what the parcel's reader
 * reads), else the admin's own, else English. The admin can switch it on the page.
 */
export function slipLanguageOf(order: Pick<AdminOrder, "language"> | undefined, uiLanguage: string): LanguageCode {
  if (order?.language) return order.language;
  return isSupportedLanguage(uiLanguage) ? uiLanguage : FALLBACK_LANGUAGE;
}

/**
 * Whether the slip shows no price at all: always for a gift placed with its prices hidden (the buyer
 * asked; the admin cannot bring them back), else as the admin chose on the page.
 */
export function slipHidesPrices(order: Pick<AdminOrder, "gift"> | undefined, chosen: boolean): boolean {
  return order?.gift?.hidePrices === true || chosen;
}

/**
 * Whom the slip names: the buyer (`shipTo`, the order's address), or for a gift its recipient, with
 * their phone: `giftFor` at the order's address (the recipient's), `pickedUpBy` when they pick it up.
 */
export type SlipRecipient = { kind: "shipTo" } | { kind: "giftFor" | "pickedUpBy"; name: string; phone: string };

export function slipRecipientOf(order: Pick<AdminOrder, "gift">): SlipRecipient {
  const { gift } = order;
  if (!gift) return { kind: "shipTo" };
  return { kind: gift.destination === "pickup" ? "pickedUpBy" : "giftFor", name: gift.recipientName, phone: gift.recipientPhone };
}

/**
 * The wrapping the packer puts on, in the slip's language: its name as the order keeps it (the Hebrew
 * one in Hebrew when there is one), "" when wrapped but the name was not kept, null when not wrapped.
 */
export function slipWrapOf(gift: Pick<OrderGift, "wrap" | "wrapName"> | undefined, language: LanguageCode): string | null {
  if (!gift?.wrap) return null;
  return gift.wrapName ? giftWrapName(gift.wrapName, language).trim() : "";
}
