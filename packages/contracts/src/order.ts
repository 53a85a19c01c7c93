/**
 * Orders and payment (issue 4). The server builds an order from the session user's cart and the
 * prices in Firestore; whatever items, prices or totals a request claims are ignored. The totals
 * rule (`orderTotals`, order-rules.ts) is shared so the checkout summary and the server can never disagree.
 */
import { z } from "./zod";
import { addressFieldsSchema } from "./address";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_REASONS, REFUND_STATUSES, STATUS_CHANGE_ACTORS } from "./order-rules";
import { allergenKindsSchema, allergensSchema, minorUnitsSchema } from "./product";
import { orderDeliverySchema } from "./delivery";
import { orderGiftSchema } from "./gift";
import { orderDiscountSchema } from "./promotion";
import { orderGiftCardPaymentSchema, orderGiftCardPurchaseSchema } from "./gift-card";
import { messageCodeSchema, messageParamsSchema, pageSchema, successSchema } from "./responses/envelope";

export * from "./order-rules";
export * from "./receipt-rules";

/** One line of an order: a copy of the product as it was sold (it outlives the product). */
/** A piece of a box as the order keeps it (it outlives the piece product). */
export const orderPieceSchema = z.object({
  productId: z.string(),
  title: z.string(),
  titleHe: z.string().optional(),
  quantity: z.number().int(),
  /** What one piece added to the box's price. */
  supplement: minorUnitsSchema,
});
export type OrderPiece = z.infer<typeof orderPieceSchema>;

export const orderCartItemSchema = z.object({
  productId: z.string(),
  /** The variant sold, and its labels as they were (absent for a product sold as itself). */
  variantSku: z.string().optional(),
  variantLabel: z.string().optional(),
  variantLabelHe: z.string().optional(),
  /** A filled box's pieces, per box (its `price` includes their supplements). */
  pieces: z.array(orderPieceSchema).optional(),
  title: z.string(),
  titleHe: z.string().optional(),
  image: z.string(),
  /** What one unit cost: the sale price when the product was on sale. */
  price: minorUnitsSchema,
  quantity: z.number().int(),
  /** The line's allergens as they were declared when ordered (a box's with its pieces'): the packing slip may print them. */
  allergens: allergensSchema.optional(),
  allergenKinds: allergenKindsSchema.optional(),
  /** What the promotions took from this line's units together (absent: nothing); a refund of its units reckons with it. */
  discount: minorUnitsSchema.optional(),
});
export type OrderCartItem = z.infer<typeof orderCartItemSchema>;

/** The address the order ships to, copied from the shopper's address at creation. */
export const orderAddressInfoSchema = addressFieldsSchema.extend({ addressId: z.string() });
export type OrderAddressInfo = z.infer<typeof orderAddressInfoSchema>;

/** Who made a status change: the admin's user name at the time; the shopper's when known. */
export const statusChangeBySchema = z.object({
  kind: z.enum(STATUS_CHANGE_ACTORS),
  name: z.string().optional(),
});
export type StatusChangeBy = z.infer<typeof statusChangeBySchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** ISO time. */
  at: z.string(),
  /** Absent on changes recorded before the history said who made them. */
  by: statusChangeBySchema.optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * How the order travels, set when the admin moves it to in shipping: a copy of the carrier as it was
 * then (a later rename or removal in the settings does not change a parcel already sent).
 */
export const orderShipmentSchema = z.object({
  carrierId: z.string(),
  /** The carrier's name at the time, in English… */
  carrier: z.string(),
  /** …and in Hebrew, when the carrier had one. */
  carrierHe: z.string().optional(),
  trackingNumber: z.string(),
  /** The carrier's tracking address with this number in it. */
  trackingUrl: z.string(),
  /** ISO time. */
  shippedAt: z.string(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** A paid order's receipt (issue 37): its number from the gap-free sequence (`R-000123`), issued in the capture's transaction. */
export const orderReceiptSchema = z.object({ number: z.string(), issuedAt: z.string() });
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/** A refund's credit note: its own gap-free sequence (`CN-000045`), issued in the refund's transaction, naming the receipt it corrects. */
export const refundCreditNoteSchema = z.object({ number: z.string(), issuedAt: z.string(), receiptNumber: z.string().optional() });
export type RefundCreditNote = z.infer<typeof refundCreditNoteSchema>;

/**
 * Money given back from the order's capture, through the provider that took it: on rejection (all
 * that was left) or a part the admin chose (an amount, or lines). Recorded only once the provider
 * has accepted it; `key` is the shop's idempotency key, so asking again never refunds twice. When
 * gift cards paid part of the order, they are given back first (`toGiftCards`, in the same
 * transaction that records the refund); the provider refunds only the rest (`refundId` "" when
 * the cards took it all).
 */
export const orderRefundSchema = z.object({
  key: z.string(),
  /** The provider's refund id. */
  refundId: z.string(),
  /** All this refund gave back: what went to the gift cards that paid and what the provider refunded. */
  amount: minorUnitsSchema,
  /** The part of `amount` given back to the order's gift cards (absent: none; the provider refunded the rest). */
  toGiftCards: minorUnitsSchema.optional(),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  /** The lines it refunded, when the admin refunded lines. */
  lines: z.array(z.object({ productId: z.string(), variantSku: z.string().optional(), quantity: z.number().int() })).optional(),
  /** The admin's note, shown to the shopper. */
  note: z.string().optional(),
  /** ISO time. */
  at: z.string(),
  by: statusChangeBySchema.optional(),
  /** Absent on refunds recorded before receipts existed. */
  creditNote: refundCreditNoteSchema.optional(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /**
   * What a person reads and says: `CA-10001`, `CA-10002`…, sequential per shop (ORDER_NUMBERS). The
   * raw `_id` stays the key in URLs and the API. "" only for an order stored before numbers existed.
   */
  orderNumber: z.string(),
  userId: z.string(),
  cartId: z.string(),
  cartItems: z.array(orderCartItemSchema),
  addressInfo: orderAddressInfoSchema,
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  currency: z.string(),
  subtotal: minorUnitsSchema,
  shippingCost: minorUnitsSchema,
  /** The tax added on top (`taxIncluded` false), or the VAT contained in the total (`taxIncluded` true). */
  taxAmount: minorUnitsSchema,
  /**
   * True when the shelf prices included VAT (the settings' `taxMode` "included", issue 37): `taxAmount`
   * is then the VAT contained in `totalAmount`, which does not add it. False on every order placed before.
   */
  taxIncluded: z.boolean(),
  /** The rate `taxAmount` was worked out at, percent (absent on orders placed before issue 37). */
  taxRate: z.number().optional(),
  /** The gift wrapping's price (0 without wrapping, and on orders placed before gifts). */
  wrapCost: minorUnitsSchema,
  /** The promotions' discounts off the items and off the delivery (0 without, and on orders placed before promotions). */
  discountAmount: minorUnitsSchema,
  shippingDiscount: minorUnitsSchema,
  /** What each promotion took (absent without). */
  discounts: z.array(orderDiscountSchema).optional(),
  /** subtotal − discountAmount + shippingCost − shippingDiscount + wrapCost, + taxAmount unless `taxIncluded`. */
  totalAmount: minorUnitsSchema,
  /** What gift cards paid of `totalAmount` (0 without); the provider captured the rest (`providerAmount`). */
  giftCardAmount: minorUnitsSchema,
  /** Each card's part, in the order they were given (absent without). */
  giftCardPayments: z.array(orderGiftCardPaymentSchema).optional(),
  /** Set when the order buys a gift card (its one line is the card, GIFT_CARD_PRODUCT_ID). */
  giftCardPurchase: orderGiftCardPurchaseSchema.optional(),
  /** ISO times. */
  orderDate: z.string(),
  orderUpdateDate: z.string(),
  /** The provider's payment id (PayPal's order id). */
  paymentId: z.string(),
  /** Set when the payment is captured. */
  payerId: z.string(),
  /** Every status the order has had, oldest first. */
  statusHistory: z.array(orderStatusChangeSchema),
  /** Set once the order is in shipping. */
  shipment: orderShipmentSchema.optional(),
  /** Refunds, oldest first (`refundedTotal` sums them); absent while there are none. */
  refunds: z.array(orderRefundSchema).optional(),
  /** Why the payment failed, when it did: the text in the request's language… */
  failureReason: z.string().optional(),
  /** …and its code and params (orders failed before codes have the text only). */
  failureCode: messageCodeSchema.optional(),
  failureParams: messageParamsSchema.optional(),
  /**
   * ISO time after which the order, while still unpaid (paymentStatus `pending`), can no longer be
   * paid: PENDING_ORDER_LIFETIME_MINUTES after `orderDate`. Past it the order answers as rejected
   * (payment failed) with `order.expired` as its reason.
   */
  expiresAt: z.string(),
  /** How and when it is received (absent on orders placed before the calendar existed). */
  delivery: orderDeliverySchema.optional(),
  /** Set when the order is a gift: the recipient, the card, the wrapping, whether prices are hidden. */
  gift: orderGiftSchema.optional(),
  /** Set when the order is paid (absent on orders paid before receipts existed). */
  receipt: orderReceiptSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/shop/order/create: where to send the shopper to pay. */
export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  code: messageCodeSchema.optional(),
  message: z.string().optional(),
  approvalURL: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** What the order charges (the server's figures: the wrapping as `wrapCost`). */
  totals: z.object({
    subtotal: minorUnitsSchema,
    shippingCost: minorUnitsSchema,
    wrapCost: minorUnitsSchema,
    discountAmount: minorUnitsSchema,
    shippingDiscount: minorUnitsSchema,
    taxAmount: minorUnitsSchema,
    /** `taxAmount` is the VAT contained in `totalAmount` (prices include VAT), not added to it. */
    taxIncluded: z.boolean(),
    totalAmount: minorUnitsSchema,
    giftCardAmount: minorUnitsSchema,
  }),
  /** Each gift card's part (empty without). */
  giftCardPayments: z.array(orderGiftCardPaymentSchema),
  /** What each promotion took (empty without). */
  discounts: z.array(orderDiscountSchema),
  /** The gift as the order keeps it, when it is one. */
  gift: orderGiftSchema.optional(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** capture, cancel and details answer one order. */
export const orderResponseSchema = successSchema(orderSchema);
export type CaptureOrderResponse = z.infer<typeof orderResponseSchema>;
/**
 * POST /api/shop/order/cancel: the shopper cancelled at the provider: a pending order is marked
 * rejected (payment failed, not charged), so it does not linger as "awaiting payment". An order
 * being paid or paid is not touched (409).
 */
export type CancelOrderResponse = z.infer<typeof orderResponseSchema>;
export type OrderDetailsResponse = z.infer<typeof orderResponseSchema>;
/** GET /api/shop/order/list/{userId}: the shopper's orders, newest first, a page at a time. */
export const orderListResponseSchema = pageSchema(orderSchema);
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
