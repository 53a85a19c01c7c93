/**
 * Gift cards (issue 36): the answers' schemas. The rules (codes, limits, spending) are in
 * gift-card-rules.ts; the requests in schemas/gift-cards.ts.
 */
import { z } from "./zod";
import { GIFT_CARD_ENTRY_KINDS, GIFT_CARD_SOURCES, GIFT_CARD_STATUSES } from "./gift-card-rules";
import { LANGUAGES } from "./settings-defaults";
import { minorUnitsSchema } from "./product";
import { pageSchema, successSchema } from "./responses/envelope";

export * from "./gift-card-rules";

/** A gift card as the admin reads it (`giftCards/{id}` holds the same, with the code's hash). */
export const giftCardSchema = z.object({
  _id: z.string(),
  /** The code's last four characters ("" while it is scheduled: the code is made when it is sent). */
  last4: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  source: z.enum(GIFT_CARD_SOURCES),
  currency: z.string(),
  /** What it was issued with, and what is left (minor units). */
  initialAmount: minorUnitsSchema,
  balance: minorUnitsSchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  /** The day it is emailed, on the shop's clock (YYYY-MM-DD). */
  deliverOn: z.string(),
  /** The language of its email. */
  language: z.enum(LANGUAGES),
  /** The order that bought it, and its buyer (absent on a card issued by hand). */
  orderId: z.string().optional(),
  orderNumber: z.string().optional(),
  buyerId: z.string().optional(),
  buyerName: z.string().optional(),
  /** ISO times. */
  createdAt: z.string(),
  sentAt: z.string().optional(),
  updatedAt: z.string(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/** One change of a card's balance: its ledger, oldest first. */
export const giftCardEntrySchema = z.object({
  _id: z.string(),
  /** ISO time. */
  at: z.string(),
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  /** Signed: spent and voided take (negative), issued, returned, refunded give (positive); adjusted either. */
  amount: z.number().int(),
  balanceAfter: minorUnitsSchema,
  orderId: z.string().optional(),
  orderNumber: z.string().optional(),
  /** The owner's note (an adjustment, an issue by hand, a void). */
  note: z.string().optional(),
  /** The admin's name, for the owner's changes. */
  by: z.string().optional(),
});
export type GiftCardEntry = z.infer<typeof giftCardEntrySchema>;

export const giftCardDetailsSchema = giftCardSchema.extend({ ledger: z.array(giftCardEntrySchema) });
export type GiftCardDetails = z.infer<typeof giftCardDetailsSchema>;

export const giftCardResponseSchema = successSchema(giftCardDetailsSchema);
export type GiftCardResponse = z.infer<typeof giftCardResponseSchema>;
export const giftCardListResponseSchema = pageSchema(giftCardSchema);
export type GiftCardListResponse = z.infer<typeof giftCardListResponseSchema>;

/** POST /api/shop/gift-cards/balance: what a card holds (nothing else about it). */
export const giftCardBalanceSchema = z.object({
  last4: z.string(),
  balance: minorUnitsSchema,
  currency: z.string(),
  /** A voided card holds nothing spendable. */
  status: z.enum(["active", "voided"]),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;
export const giftCardBalanceResponseSchema = successSchema(giftCardBalanceSchema);
export type GiftCardBalanceResponse = z.infer<typeof giftCardBalanceResponseSchema>;

/** What one gift card paid of an order. */
export const orderGiftCardPaymentSchema = z.object({
  cardId: z.string(),
  last4: z.string(),
  amount: minorUnitsSchema,
});
export type OrderGiftCardPayment = z.infer<typeof orderGiftCardPaymentSchema>;

/** An order that buys a gift card: for whom, when it arrives, and (once paid) the card it made. */
export const orderGiftCardPurchaseSchema = z.object({
  amount: minorUnitsSchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  deliverOn: z.string(),
  language: z.enum(LANGUAGES),
  /** Set when the order is paid and the card exists. */
  cardId: z.string().optional(),
});
export type OrderGiftCardPurchase = z.infer<typeof orderGiftCardPurchaseSchema>;
