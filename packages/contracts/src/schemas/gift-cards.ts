/** zod schemas of the gift-card requests (issue 36): buying one, its balance, paying with it, the admin's. */
import { z } from "../zod";
import { PAGE_SIZES } from "../api";
import { LANGUAGES } from "../settings-defaults";
import { schemaMessage } from "../messages";
import { GIFT_CARD_LIMITS, isGiftCardCode, normalizeGiftCardCode } from "../gift-card-rules";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, optionalText, pageQueryFields, requiredText } from "./parts";

/** A code as typed (any case, dashes or spaces): refused when it cannot be one; normalised. */
export const giftCardCodeSchema = z
  .string({ error: "giftCard.codeFormat" })
  .max(64, { error: "giftCard.codeFormat" })
  .refine(isGiftCardCode, { error: "giftCard.codeFormat" })
  .transform(normalizeGiftCardCode);

/** Up to GIFT_CARD_LIMITS.perOrder different cards for one order. */
export const orderGiftCardsSchema = z
  .array(giftCardCodeSchema, { error: "giftCard.list" })
  .max(GIFT_CARD_LIMITS.perOrder, { error: schemaMessage("giftCard.tooMany", { max: GIFT_CARD_LIMITS.perOrder }) })
  .transform((codes) => [...new Set(codes)]);

const amountMessage = schemaMessage("giftCard.amountRange", { min: 1, max: GIFT_CARD_LIMITS.maxBalance });
/** A whole amount of minor units; the settings' bounds are the server's check (they change). */
const cardAmount = z.number({ error: amountMessage }).int({ error: amountMessage }).min(1, { error: amountMessage }).max(GIFT_CARD_LIMITS.maxBalance, { error: amountMessage });

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const deliverOn = z.string({ error: "giftCard.deliverOn" }).regex(ISO_DATE, { error: "giftCard.deliverOn" });

const recipientEmail = z
  .string({ error: "giftCard.recipientEmail" })
  .trim()
  .toLowerCase()
  .max(GIFT_CARD_LIMITS.email, { error: "giftCard.recipientEmail" })
  .refine((value) => z.email().safeParse(value).success, { error: "giftCard.recipientEmail" });

const cardFields = {
  amount: cardAmount,
  recipientName: requiredText("giftCardRecipientName", GIFT_CARD_LIMITS.recipientName),
  recipientEmail,
  senderName: optionalText("giftCardSenderName", GIFT_CARD_LIMITS.senderName),
  message: optionalText("giftCardMessage", GIFT_CARD_LIMITS.message, { lines: "many" }),
  /** Today or a day ahead on the shop's clock (the server checks against its clock). */
  deliverOn,
  language: z.enum(LANGUAGES, { error: "giftCard.language" }),
};

/** POST /api/shop/gift-cards/purchase: a card for someone, paid like an order. */
export const giftCardPurchaseSchema = z.object(cardFields, { error: BODY_MUST_BE_OBJECT });
export type GiftCardPurchaseRequest = z.input<typeof giftCardPurchaseSchema>;
export type GiftCardPurchaseInput = z.output<typeof giftCardPurchaseSchema>;

/** POST /api/shop/gift-cards/balance (rate limited per client). */
export const giftCardBalanceRequestSchema = z.object({ code: giftCardCodeSchema }, { error: BODY_MUST_BE_OBJECT });
export type GiftCardBalanceRequest = z.input<typeof giftCardBalanceRequestSchema>;

const note = (required: boolean) => (required ? requiredText("giftCardNote", GIFT_CARD_LIMITS.note) : optionalText("giftCardNote", GIFT_CARD_LIMITS.note));

/** POST /api/admin/gift-cards: a card issued by hand (an apology, a prize), sent on its day like a bought one. */
export const giftCardIssueSchema = z.object({ ...cardFields, note: note(false) }, { error: BODY_MUST_BE_OBJECT });
export type GiftCardIssueRequest = z.input<typeof giftCardIssueSchema>;

const adjustMessage = schemaMessage("giftCard.adjustAmount", { max: GIFT_CARD_LIMITS.maxBalance });
/** POST /api/admin/gift-cards/adjust/{id}: the balance moved by a signed amount, with the reason kept in the ledger. */
export const giftCardAdjustSchema = z.object(
  {
    amount: z
      .number({ error: adjustMessage })
      .int({ error: adjustMessage })
      .min(-GIFT_CARD_LIMITS.maxBalance, { error: adjustMessage })
      .max(GIFT_CARD_LIMITS.maxBalance, { error: adjustMessage })
      .refine((value) => value !== 0, { error: adjustMessage }),
    note: note(true),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type GiftCardAdjustRequest = z.input<typeof giftCardAdjustSchema>;

/** PUT /api/admin/gift-cards/void/{id}: the card stops; why, in the ledger. */
export const giftCardVoidSchema = z.object({ note: note(true) }, { error: BODY_MUST_BE_OBJECT });
export type GiftCardVoidRequest = z.input<typeof giftCardVoidSchema>;

export const giftCardParamsSchema = z.object({ id: z.string({ error: "giftCard.idInvalid" }).regex(DOCUMENT_ID, { error: "giftCard.idInvalid" }) });
export const giftCardListQuerySchema = z.object({ ...pageQueryFields(PAGE_SIZES.giftCards) });
