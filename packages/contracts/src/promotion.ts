/**
 * Promotions (issue 36): the answers' schemas. The rules (what a promotion gives and covers, the
 * pricing) are in promotion-rules.ts; the requests in schemas/promotions.ts.
 */
import { z } from "./zod";
import { PROMOTION_KINDS, PROMOTION_STATUSES } from "./promotion-rules";
import { minorUnitsSchema, promotionBenefitSchema } from "./product";
import { messageCodeSchema, messageParamsSchema, pageSchema, successSchema } from "./responses/envelope";

export * from "./promotion-rules";

export const promotionScopeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("order") }),
  z.object({ type: z.literal("categories"), categoryIds: z.array(z.string()) }),
  z.object({ type: z.literal("products"), productIds: z.array(z.string()) }),
]);

/** A promotion as the admin reads it (`promotions/{id}` holds the same, with the instants of its dates). */
export const promotionSchema = z.object({
  _id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** Upper case; absent on an automatic promotion. */
  code: z.string().optional(),
  /** What the shopper reads beside the discount ("Welcome 10%"), in both languages. */
  name: z.string(),
  nameHe: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  benefit: promotionBenefitSchema,
  scope: promotionScopeSchema,
  minSubtotal: minorUnitsSchema,
  /** As the owner typed them, in the shop's time zone: `YYYY-MM-DDTHH:mm`; null: open. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
  /** Paid orders that used it (a rejected order gives its use back). */
  uses: z.number().int(),
  /** What those orders paid, and what the promotion took from them (minor units). */
  revenue: minorUnitsSchema,
  discountGiven: minorUnitsSchema,
  /** ISO times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** What one promotion took from an order (the order keeps it as it was). */
export const orderDiscountSchema = z.object({
  promotionId: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  code: z.string().optional(),
  name: z.string(),
  nameHe: z.string(),
  benefit: z.enum(["percent", "amount", "freeDelivery"]),
  /** Off the items. */
  amount: minorUnitsSchema,
  /** Off the delivery's fee. */
  shippingAmount: minorUnitsSchema,
  /** The delivery is free by it. */
  freeDelivery: z.boolean(),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

/**
 * POST /api/shop/order/quote: the session's cart priced with the promotions (the server's figures;
 * the checkout adds delivery and tax by `orderTotals`). `code`: the typed code, applied or why not
 * (`message` in the caller's language).
 */
export const orderQuoteSchema = z.object({
  subtotal: minorUnitsSchema,
  discountAmount: minorUnitsSchema,
  /** Off the fee the quote was asked with (`deliveryFee`); the order's own fee decides at create. */
  shippingDiscount: minorUnitsSchema,
  discounts: z.array(orderDiscountSchema),
  /** Per cart line id: what its units lose together. */
  lineDiscounts: z.record(z.string(), minorUnitsSchema),
  /** Whether the shop's prices include VAT now (the settings' `taxMode`): the checkout shows "Includes VAT" rather than adding tax. */
  taxIncluded: z.boolean(),
  code: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      refusal: z.object({ code: messageCodeSchema, params: messageParamsSchema.optional() }).optional(),
      message: z.string().optional(),
    })
    .optional(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderQuoteResponseSchema = successSchema(orderQuoteSchema);
export type OrderQuoteResponse = z.infer<typeof orderQuoteResponseSchema>;

export const promotionResponseSchema = successSchema(promotionSchema);
export type PromotionResponse = z.infer<typeof promotionResponseSchema>;
export const promotionListResponseSchema = pageSchema(promotionSchema);
export type PromotionListResponse = z.infer<typeof promotionListResponseSchema>;

/** A paid order that used a promotion, as the admin's promotion screen lists it. */
export const promotionOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  userName: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  totalAmount: minorUnitsSchema,
  /** What this promotion took from it. */
  discount: minorUnitsSchema,
  currency: z.string(),
});
export type PromotionOrder = z.infer<typeof promotionOrderSchema>;
export const promotionOrdersResponseSchema = pageSchema(promotionOrderSchema);
export type PromotionOrdersResponse = z.infer<typeof promotionOrdersResponseSchema>;
