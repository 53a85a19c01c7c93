/**
 * The data of a gift card's emails (the templates `gift-card-recipient`, `gift-card-scheduled` and
 * `gift-card-delivered` in modules/mail/templates/catalogue.ts), with every value formatted for the
 * reader's language. Only the recipient's data holds the code; the buyer's copies never do.
 *
 * Each message is queued under an id fixed per card and message (`giftCardMailId`), with `create`,
 * in the transaction of the change it reports: never twice, never for a change that did not happen.
 */
import { currencyCode, formatGiftCardCode, formatPrice, moneyLocale, type GiftCard, type MessageLanguage, type ShopSettings } from "@cocoa/contracts";
import { shopConfig } from "../../platform/config";
import { shopMailData } from "../mail";

export type GiftCardMail = "scheduled" | "recipient" | "delivered";

/** The fixed id of a card's message. */
export const giftCardMailId = (cardId: string, what: GiftCardMail) => `gift-card-${cardId}-${what}`;

/**
 * A calendar date (`YYYY-MM-DD`, the shop's own) as a person reads it, with its year (a card may be a
 * year ahead). In Hebrew it begins with "יום", which the Hebrew texts join to "ב" ("ביום חמישי, …").
 */
export function readableDay(date: string, language: MessageLanguage): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : new Intl.DateTimeFormat(moneyLocale(language), { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(day);
}

/** A card's amount in its own currency (the shop's, should it hold one the shop does not know). */
const money = (minorUnits: number, currency: string, language: MessageLanguage, settings: ShopSettings) => formatPrice(minorUnits, currencyCode(currency) ?? settings.currency, moneyLocale(language));

/** Who the card says it is from: the sender the buyer wrote, else the buyer, else the shop. */
export function senderOf(card: Pick<GiftCard, "senderName" | "buyerName">, settings: ShopSettings): string {
  return card.senderName || card.buyerName || settings.siteName;
}

export interface GiftCardRecipientMailData extends ReturnType<typeof shopMailData> {
  recipientName: string;
  senderName: string;
  message: string;
  /** The code in groups of four ("7KQ2-M9XD-…"). */
  code: string;
  balance: string;
  /** The shop, in the card's language. */
  spendUrl: string;
  balanceUrl: string;
}

/** The recipient's email: the one place the code is ever written. */
export function giftCardRecipientMailData(card: GiftCard, code: string, settings: ShopSettings): GiftCardRecipientMailData {
  const origin = shopConfig().siteOrigin;
  return {
    ...shopMailData(settings),
    recipientName: card.recipientName,
    senderName: senderOf(card, settings),
    message: card.message,
    code: formatGiftCardCode(code),
    balance: money(card.balance, card.currency, card.language, settings),
    spendUrl: `${origin}/shop/home?lang=${card.language}`,
    balanceUrl: `${origin}/shop/gift-cards/balance?lang=${card.language}`,
  };
}

export interface GiftCardBuyerMailData extends ReturnType<typeof shopMailData> {
  customerName: string;
  recipientName: string;
  recipientEmail: string;
  /** What the card was bought for. */
  amount: string;
  deliverDate: string;
  orderNumber?: string;
  orderUrl?: string;
}

/** The buyer's copies: for whom, how much, which day. No code. */
export function giftCardBuyerMailData(card: GiftCard, buyerName: string, language: MessageLanguage, settings: ShopSettings): GiftCardBuyerMailData {
  const data: GiftCardBuyerMailData = {
    ...shopMailData(settings),
    customerName: buyerName,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    amount: money(card.initialAmount, card.currency, language, settings),
    deliverDate: readableDay(card.deliverOn, language),
  };
  if (card.orderNumber) {
    data.orderNumber = card.orderNumber;
    data.orderUrl = `${shopConfig().siteOrigin}/shop/account?lang=${language}`;
  }
  return data;
}
