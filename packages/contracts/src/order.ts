/**
 * Orders and payment (issue 4). The server builds an order from the session user's cart and the
 * prices in Firestore; whatever items, prices or totals a request claims are ignored. The totals
 * rule (`orderTotals`) lives here so the checkout summary and the server can never disagree.
 */
import { z } from "./zod";
import type { MinorUnits } from "./api";
import { addressFieldsSchema } from "./address";
import { minorUnitsSchema } from "./product";
import { pageSchema, successSchema } from "./responses/envelope";
import type { ShopSettings } from "./settings";

/** Spec 4, in the order an order normally walks through them. */
export const ORDER_STATUSES = ["pending", "confirmed", "inProcess", "inShipping", "delivered", "rejected"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * pending: created, not yet paid. processing: stock is reserved and the provider is capturing.
 * paid: captured. failed: not charged (sold out, declined or cancelled at the provider).
 */
export const PAYMENT_STATUSES = ["pending", "processing", "paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment providers; the order's `paymentMethod` names the one that took the payment. */
export const PAYMENT_METHODS = ["paypal", "sandbox"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One line of an order: a copy of the product as it was sold (it outlives the product). */
export const orderCartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  titleHe: z.string().optional(),
  image: z.string(),
  /** What one unit cost: the sale price when the product was on sale. */
  price: minorUnitsSchema,
  quantity: z.number().int(),
});
export type OrderCartItem = z.infer<typeof orderCartItemSchema>;

/** The address the order ships to, copied from the shopper's address at creation. */
export const orderAddressInfoSchema = addressFieldsSchema.extend({ addressId: z.string() });
export type OrderAddressInfo = z.infer<typeof orderAddressInfoSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** ISO time. */
  at: z.string(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

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
  taxAmount: minorUnitsSchema,
  /** subtotal + shippingCost + taxAmount. */
  totalAmount: minorUnitsSchema,
  /** ISO times. */
  orderDate: z.string(),
  orderUpdateDate: z.string(),
  /** The provider's payment id (PayPal's order id). */
  paymentId: z.string(),
  /** Set when the payment is captured. */
  payerId: z.string(),
  /** Every status the order has had, oldest first. */
  statusHistory: z.array(orderStatusChangeSchema),
  /** Why the payment failed, when it did. */
  failureReason: z.string().optional(),
  /**
   * ISO time after which the order, while still unpaid (paymentStatus `pending`), can no longer be
   * paid: PENDING_ORDER_LIFETIME_MINUTES after `orderDate`. Past it the order answers as rejected
   * (payment failed) with ORDER_MESSAGES.expired as its reason.
   */
  expiresAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/shop/order/create: where to send the shopper to pay. */
export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  approvalURL: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
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

/**
 * How long an unpaid order can be paid: 60 minutes after it was placed. PayPal keeps an order it
 * created capturable for about 3 hours by default ("the default is 3 hours",
 * https://developer.paypal.com/docs/checkout/apm/reference/handle-uncaptured-payments/), so the
 * shop's window always closes first and the shop never tries to capture a PayPal order that has
 * lapsed there. An hour is ample for signing in at the provider and approving, and it bounds how
 * old the prices and stock an order was built from can be when it is paid.
 */
export const PENDING_ORDER_LIFETIME_MINUTES = 60;

/** When an order placed at `orderDate` (ISO) stops being payable (ISO); "" for a date that is not one. */
export function pendingOrderExpiry(orderDate: string): string {
  const placed = Date.parse(orderDate);
  return Number.isNaN(placed) ? "" : new Date(placed + PENDING_ORDER_LIFETIME_MINUTES * 60_000).toISOString();
}

/**
 * The most unpaid, unexpired orders one shopper holds at once: enough for a second tab or a retry,
 * few enough that nobody can pile up payments at the provider.
 */
export const MAX_PENDING_ORDERS = 3;

/**
 * Friendly order numbers: one counter document holds the last number given; the transaction that
 * creates an order reads it, gives the order the next one and writes it back, so two orders can
 * never share a number and a refused order uses none.
 */
export const ORDER_NUMBERS = {
  collection: "counters",
  doc: "orders",
  /** The counter document's field: the last number given. */
  field: "last",
  prefix: "CA-",
  /** The counter's value before the shop's first order, so the first is CA-10001. */
  start: 10000,
} as const;

/** `CA-10001` for 10001. */
export function formatOrderNumber(n: number): string {
  return `${ORDER_NUMBERS.prefix}${n}`;
}

/** How an order is named to a person: its number, else (stored before numbers existed) its id. */
export function orderLabel(order: Pick<Order, "_id" | "orderNumber">): string {
  return order.orderNumber || order._id;
}

/** Session storage key of the order id during the payment round trip (spec 3). */
export const CURRENT_ORDER_STORAGE_KEY = "currentOrderId";

export interface OrderTotals {
  subtotal: MinorUnits;
  shippingCost: MinorUnits;
  taxAmount: MinorUnits;
  totalAmount: MinorUnits;
}

/**
 * The order's money, in integer minor units: shipping is free at or above the settings' threshold
 * (and for an empty cart), otherwise the default cost; tax is the settings' rate on the subtotal,
 * rounded to the nearest minor unit.
 */
export function orderTotals(
  subtotal: MinorUnits,
  settings: Pick<ShopSettings, "taxRate" | "shippingSettings">,
): OrderTotals {
  const { freeShippingThreshold, defaultShippingCost } = settings.shippingSettings;
  const shippingCost = subtotal <= 0 || subtotal >= freeShippingThreshold ? 0 : Math.max(0, Math.round(defaultShippingCost));
  const rate = Number.isFinite(settings.taxRate) ? Math.min(100, Math.max(0, settings.taxRate)) : 0;
  const taxAmount = Math.round((subtotal * rate) / 100);
  return { subtotal, shippingCost, taxAmount, totalAmount: subtotal + shippingCost + taxAmount };
}

/** Fixed messages of the order and payment routes (the API translates them for Hebrew callers). */
export const ORDER_MESSAGES = {
  emptyCart: "Your cart is empty. Please add items to proceed",
  selectAddress: "Please select one address to proceed.",
  notYours: "You can only see and pay for your own orders.",
  notFound: "Order not found",
  created: "Order created. Continue to the payment page.",
  captured: "Payment successful. Your order is confirmed.",
  paymentMismatch: "This payment does not belong to this order.",
  paymentFailed: "The payment could not be completed. You have not been charged.",
  paymentCancelled: "The payment was cancelled. You have not been charged.",
  providerUnavailable: "The payment service is not available right now. Please try again in a few minutes.",
  alreadyFailed: "This order could not be paid. Please check out again.",
  notCancellable: "This order is already being paid, so it cannot be cancelled here.",
  expired: "This order expired before it was paid, so it can no longer be paid. You have not been charged; please check out again.",
} as const;

/** Refusal when a product of the order no longer has the stock for it (create or capture). */
export function soldOutMessage(title: string): string {
  return `Sorry, "${title}" sold out. You have not been charged.`;
}
/** Refusal when the cart asks for more than the stock (order create): `n` is what is left. */
export function notEnoughStockMessage(title: string, n: number): string {
  return `Only ${n} of "${title}" left. Please update your cart.`;
}
/** Refusal at capture when a product costs more now than when the order was placed. */
export function priceChangedMessage(title: string): string {
  return `The price of "${title}" has changed since you placed this order. You have not been charged; please check out again.`;
}
/** Refusal of a new order while the shopper holds MAX_PENDING_ORDERS unpaid ones. */
export function pendingLimitMessage(max = MAX_PENDING_ORDERS, minutes = PENDING_ORDER_LIFETIME_MINUTES): string {
  return (
    `You can have at most ${max} unpaid orders at a time. Please finish paying for one of them, or cancel it, ` +
    `before placing another; unpaid orders expire ${minutes} minutes after they are placed.`
  );
}
