/** zod schemas of the order requests (/api/shop/order). */
import { z } from "../zod";
import { PAGE_SIZES } from "../api";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, optionalText, pageQuerySchema, requiredText, userIdSchema } from "./parts";
import type { MessageCode } from "../messages";
import { schemaMessage } from "../messages";
import { deliveryChoiceSchema } from "../delivery";
import { GIFT_LIMITS, GIFT_PHONE_DIGITS, isGiftPhone } from "../gift-rules";
import { ADDRESS_FIELD_MAX_LENGTH } from "../address-rules";
import { LANGUAGES } from "../settings-defaults";
import { updateAddressSchema } from "./address";
import { promoCodeSchema } from "./promotions";
import { orderGiftCardsSchema } from "./gift-cards";

const documentId = (required: MessageCode, invalid: MessageCode) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .min(1, { error: required })
    .regex(DOCUMENT_ID, { error: invalid });

const addressIdSchema = documentId("order.selectAddress", "order.selectAddress");

const GIFT_PHONE_FORMAT = schemaMessage("gift.phoneFormat", { min: GIFT_PHONE_DIGITS.min, max: GIFT_PHONE_DIGITS.max });

/** A yes/no of the gift: true or false, left out for its default. */
const giftSwitch = (code: MessageCode, fallback: boolean) =>
  z
    .boolean({ error: code })
    .nullish()
    .transform((value) => value ?? fallback);

/**
 * The gift of an order (issue 33). Names, phone, address and message are cleaned like every text
 * of the shop (bidi embeddings, overrides and isolates dropped; control characters refused, line
 * breaks allowed in the message only). `address` has the saved address's five fields and is used
 * instead of `addressId`; it is saved to the shopper's addresses only with `saveAddress`.
 */
export const giftInputSchema = z.object(
  {
    recipientName: requiredText("recipientName", GIFT_LIMITS.recipientName),
    recipientPhone: requiredText("recipientPhone", ADDRESS_FIELD_MAX_LENGTH.phone).refine(isGiftPhone, { error: GIFT_PHONE_FORMAT }),
    address: updateAddressSchema.optional(),
    saveAddress: giftSwitch("gift.saveAddress", false),
    message: optionalText("giftMessage", GIFT_LIMITS.message, { lines: "many" }),
    from: optionalText("giftFrom", GIFT_LIMITS.from),
    wrap: giftSwitch("gift.wrap", false),
    hidePrices: giftSwitch("gift.hidePrices", true),
    recipientEmail: z
      .string({ error: "gift.recipientEmail" })
      .trim()
      .toLowerCase()
      .max(GIFT_LIMITS.email, { error: "gift.recipientEmail" })
      .refine((value) => value === "" || z.email().safeParse(value).success, { error: "gift.recipientEmail" })
      .nullish()
      .transform((value) => value || undefined),
    recipientLanguage: z.enum(LANGUAGES, { error: "gift.recipientLanguage" }).nullish().transform((value) => value ?? undefined),
  },
  { error: "gift.object" },
);
export type GiftInput = z.output<typeof giftInputSchema>;
export type GiftRequest = z.input<typeof giftInputSchema>;

/**
 * The body may carry the spec's whole order shape; only `userId`, the address id (`addressId`, or
 * `addressInfo.addressId`), the delivery choice and the gift are read. Items, prices, totals and statuses are
 * dropped. A pickup needs no address; without `delivery` the order ships by carrier on the first
 * possible dispatch day (the spec's checkout, which has no calendar).
 */
export const createOrderSchema = z
  .object(
    {
      userId: userIdSchema,
      addressId: addressIdSchema.optional(),
      addressInfo: z.object({ addressId: addressIdSchema }, { error: "order.selectAddress" }).optional(),
      delivery: deliveryChoiceSchema.optional(),
      gift: giftInputSchema.nullish().transform((gift) => gift ?? undefined),
      /** A promotion's code (any case): refused with its reason when it does not apply (issue 36). */
      promoCode: promoCodeSchema.nullish().transform((code) => code ?? undefined),
      /** Gift cards' codes, spent in this order on the total; the provider is asked for the rest only (issue 36). */
      giftCards: orderGiftCardsSchema.nullish().transform((codes) => codes ?? []),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform(({ userId, addressId, addressInfo, delivery, gift, promoCode, giftCards }) => ({ userId, addressId: addressId ?? addressInfo?.addressId, delivery, gift, promoCode, giftCards }))
  .refine((input) => input.addressId !== undefined || input.gift?.address !== undefined || input.delivery?.method === "pickup", {
    error: "order.selectAddress",
    path: ["addressId"],
  })
  .refine((input) => !input.gift?.saveAddress || input.gift.address !== undefined, { error: "gift.saveWithoutAddress", path: ["gift", "saveAddress"] });
/**
 * POST /api/shop/order/create. Only `userId` (which must be the session's), the address id,
 * `delivery`, `gift`, `promoCode` and `giftCards` are read; the id may come as `addressId` or as `addressInfo.addressId` (the spec's order shape).
 */
export type CreateOrderRequest = z.input<typeof createOrderSchema>;
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** Ids the providers hand out: letters, digits, `-` and `_` (PayPal's order and payer ids, the sandbox's). */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const captureOrderSchema = z.object(
  {
    orderId: documentId("order.idRequired", "order.idInvalid"),
    paymentId: z
      .string({ error: "order.paymentIdRequired" })
      .min(1, { error: "order.paymentIdRequired" })
      .regex(PROVIDER_ID, { error: "order.paymentIdInvalid" }),
    payerId: z
      .string({ error: "order.payerIdRequired" })
      .min(1, { error: "order.payerIdRequired" })
      .regex(PROVIDER_ID, { error: "order.payerIdInvalid" }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** POST /api/shop/order/capture. `paymentId` is what the provider sent back (PayPal's `token`). */
export type CaptureOrderRequest = z.input<typeof captureOrderSchema>;

export const cancelOrderSchema = z.object(
  { orderId: documentId("order.idRequired", "order.idInvalid") },
  { error: BODY_MUST_BE_OBJECT },
);
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;

export const orderListParamsSchema = z.object({ userId: userIdSchema });
export const orderListQuerySchema = pageQuerySchema(PAGE_SIZES.orders);
export const orderParamsSchema = z.object({ id: documentId("order.idRequired", "order.idInvalid") });

/** PUT /api/shop/order/gift-message/{id}: the gift's new card words (and who it is from), until the order is in process. */
export const giftMessageSchema = z.object(
  {
    message: optionalText("giftMessage", GIFT_LIMITS.message, { lines: "many" }),
    from: optionalText("giftFrom", GIFT_LIMITS.from),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type GiftMessageRequest = z.input<typeof giftMessageSchema>;
