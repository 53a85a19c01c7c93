/**
 * The order's statuses, numbers, payment window and totals rule, which the checkout summary and the
 * server share. Kept apart from the zod schemas (order.ts) so that a page that needs only these does
 * not download zod with them (a module is bundled whole; see web/vite.config.ts).
 */
import type { MinorUnits } from "./api";
import type { Order } from "./order";
import type { ShopSettings } from "./settings";
import { stockKey } from "./variant-rules";

/** Spec 4, in the order an order normally walks through them. */
export const ORDER_STATUSES = ["pending", "confirmed", "inProcess", "inShipping", "delivered", "rejected"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * pending: created, not yet paid. processing: stock is reserved and the provider is capturing.
 * paid: captured. failed: not charged (sold out, declined or cancelled at the provider).
 */
export const PAYMENT_STATUSES = ["pending", "processing", "paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Who changed an order's status (its history's `by`): the admin (named), the shopper (paying,
 * cancelling at the provider) or the shop itself (an unpaid order expiring, a payment refused).
 */
export const STATUS_CHANGE_ACTORS = ["admin", "shopper", "system"] as const;
export type StatusChangeActor = (typeof STATUS_CHANGE_ACTORS)[number];

/**
 * A parcel's tracking number as the admin types it (trimmed): 3 to 40 letters, digits, dashes and
 * spaces, at least one a letter or digit. Enough for every carrier's format, and nothing that could
 * change the meaning of the tracking address it goes into.
 */
export const TRACKING_NUMBER_LENGTH = { min: 3, max: 40 } as const;
export const TRACKING_NUMBER_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]+$/;

/**
 * A refund's state at the provider: `completed`, or `pending` when the provider accepted it and
 * finishes it later (PayPal, for some funding sources). A refused refund is never recorded.
 */
export const REFUND_STATUSES = ["pending", "completed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why money went back: the order was rejected (all that was left), or the admin refunded a part. */
export const REFUND_REASONS = ["rejected", "partial"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** What the payment provider was asked to capture: the total less what gift cards paid. */
export function providerAmount(order: { totalAmount: MinorUnits; giftCardAmount?: MinorUnits | undefined }): MinorUnits {
  return Math.max(0, order.totalAmount - (order.giftCardAmount ?? 0));
}

/** What has gone back to the shopper so far, in minor units (every recorded refund, pending ones too). */
export function refundedTotal(order: { refunds?: readonly { amount: MinorUnits }[] | undefined }): MinorUnits {
  return (order.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);
}

/**
 * Units already refunded line by line (partial refunds that named lines), by the line's stock key
 * (`stockKey`: the product id, or the product id and the variant's SKU).
 */
export function refundedUnits(order: { refunds?: readonly { lines?: readonly { productId: string; variantSku?: string | undefined; quantity: number }[] | undefined }[] | undefined }): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of order.refunds ?? []) {
    for (const line of refund.lines ?? []) {
      const key = stockKey(line.productId, line.variantSku);
      units.set(key, (units.get(key) ?? 0) + line.quantity);
    }
  }
  return units;
}

/**
 * The payment providers; the order's `paymentMethod` names the one that took the payment.
 * `giftCard`: gift cards paid all of it, and no provider was asked (issue 36); `none`: nothing was
 * due (a promotion took it all), and no provider was asked either.
 */
export const PAYMENT_METHODS = ["paypal", "sandbox", "giftCard", "none"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
  /** The gift wrapping's price; 0 without. */
  wrapCost: MinorUnits;
  /** Promotions' discounts off the items (issue 36); 0 without. */
  discountAmount: MinorUnits;
  /** Promotions' discount off `shippingCost` (free delivery); 0 without. */
  shippingDiscount: MinorUnits;
  /** Tax added on top, or (`taxIncluded`) the VAT contained in `totalAmount`. */
  taxAmount: MinorUnits;
  /** True when prices include VAT: `taxAmount` is inside `totalAmount`, not added to it (issue 37). */
  taxIncluded: boolean;
  totalAmount: MinorUnits;
}

/**
 * `amount × numerator / denominator` rounded to the nearest whole minor unit, a half rounded up, for
 * whole `amount`, `numerator` ≥ 0 and `denominator` > 0. In exact integers (BigInt): the product of an
 * order's amount and a rate can pass 2^53, and a double's error would decide a half by chance.
 */
export function roundHalfUpRatio(amount: MinorUnits, numerator: number, denominator: number): MinorUnits {
  // BigInt refuses fractions: an amount that is not whole (never, from the shop's own figures) is rounded first.
  const whole = (value: number) => BigInt(Math.max(0, Math.round(value)));
  const twice = 2n * whole(amount) * whole(numerator) + whole(denominator);
  return Number(twice / (2n * whole(denominator)));
}

/**
 * The VAT contained in `gross` (minor units) at `taxRate` percent, by `orderTotals`' rule: gross × bp /
 * (10000 + bp), bp the rate in basis points, a half rounded up. For a figure shown before the order
 * exists (the cart's items, which include VAT).
 */
export function vatContainedIn(gross: MinorUnits, taxRate: number): MinorUnits {
  const rate = Number.isFinite(taxRate) ? Math.min(100, Math.max(0, taxRate)) : 0;
  const basisPoints = Math.round(rate * 100);
  return roundHalfUpRatio(gross, basisPoints, 10_000 + basisPoints);
}

/**
 * The order's money, in integer minor units. Shipping is free at or above the settings' threshold
 * (and for an empty cart), otherwise the default cost; a gift's wrapping at its price. `shippingCost`
 * stays the fee before a free-delivery discount, which is `shippingDiscount` (PayPal's breakdown names
 * them apart). The rate is taken in basis points (hundredths of a percent, as the settings keep it).
 *
 * The ONE rounding rule, in both modes: tax is a whole number of minor units, the exact fraction
 * rounded to the nearest, a half rounded up (`roundHalfUpRatio`), once per order (never per line).
 * - "added" (the settings' `taxMode`; also when none is given, as before issue 37): tax = the items
 *   after their discount × bp / 10000; delivery and wrapping are untaxed; the total adds the tax.
 * - "included" (prices include VAT, Israeli law for consumer prices): the shopper pays the shelf prices,
 *   so the total is what is charged: the items after their discount + the delivery after its discount
 *   + the wrapping (Israeli VAT applies to all of it); tax is the VAT contained in that gross amount,
 *   gross × bp / (10000 + bp), and the total does NOT add it (`taxIncluded: true`).
 */
export function orderTotals(
  subtotal: MinorUnits,
  settings: Pick<ShopSettings, "taxRate" | "shippingSettings"> & { taxMode?: ShopSettings["taxMode"] | undefined },
  /** The chosen way's fee (`deliveryFee`), when the order has one; else the spec's shipping rule. */
  deliveryFee?: MinorUnits,
  /** The gift wrapping's price, when the gift is wrapped (untaxed in "added" mode, like delivery). */
  wrapCost: MinorUnits = 0,
  /** The promotions' discounts (`priceWithPromotions`): off the items, and off the delivery's fee. */
  discounts: { items: MinorUnits; shipping: MinorUnits } = { items: 0, shipping: 0 },
): OrderTotals {
  const { freeShippingThreshold, defaultShippingCost } = settings.shippingSettings;
  const shippingCost =
    deliveryFee !== undefined ? Math.max(0, Math.round(deliveryFee)) : subtotal <= 0 || subtotal >= freeShippingThreshold ? 0 : Math.max(0, Math.round(defaultShippingCost));
  const rate = Number.isFinite(settings.taxRate) ? Math.min(100, Math.max(0, settings.taxRate)) : 0;
  // In whole hundredths of a percent (the settings keep two decimals), so the arithmetic is in integers.
  const basisPoints = Math.round(rate * 100);
  const discountAmount = Math.min(Math.max(0, Math.round(discounts.items)), Math.max(0, subtotal));
  const shippingDiscount = Math.min(Math.max(0, Math.round(discounts.shipping)), shippingCost);
  const items = subtotal - discountAmount;
  const wrap = Math.max(0, Math.round(wrapCost));
  const charged = items + shippingCost - shippingDiscount + wrap;
  const base = { subtotal, shippingCost, wrapCost: wrap, discountAmount, shippingDiscount };
  if (settings.taxMode === "included") {
    return { ...base, taxAmount: vatContainedIn(charged, rate), taxIncluded: true, totalAmount: charged };
  }
  const taxAmount = roundHalfUpRatio(items, basisPoints, 10_000);
  return { ...base, taxAmount, taxIncluded: false, totalAmount: charged + taxAmount };
}
