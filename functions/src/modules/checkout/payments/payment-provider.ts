/**
 * The one interface every payment provider implements. A provider works in the redirect flow:
 * `createPayment` answers the page where the shopper approves, the provider sends the shopper back
 * to `returnUrl` (with the payment id and a payer id in the query) or to `cancelUrl`, and
 * `capturePayment` takes the money. Nothing here touches Firestore: the order service decides when
 * to call which, and keeps stock and order state. `refundPayment` gives money back from a capture,
 * whole or in parts, once per refund key.
 */
import type { MinorUnits, PaymentMethod } from "@cocoa/contracts";

/**
 * The payment methods a provider takes. An order's `giftCard` (its cards paid it all) and `none`
 * (nothing was due) are settled by the shop itself and never reach a provider.
 */
export type ProviderMethod = Extract<PaymentMethod, "paypal" | "sandbox">;

export interface CreatePaymentInput {
  /** The shop's order id (sent to the provider as its reference). */
  orderId: string;
  /** The order total, in minor units of `currency`. */
  amount: MinorUnits;
  /** ISO 4217 code: USD or ILS. */
  currency: string;
  /** Where the provider sends the shopper after approving. */
  returnUrl: string;
  /** Where the provider sends the shopper after cancelling. */
  cancelUrl: string;
  /** The shopper's language, for the approval page ("en" or "he"). */
  language: "en" | "he";
  /** Shown on the approval page. */
  description: string;
  /**
   * What `amount` is made of, for a provider that shows and checks it (PayPal's `amount.breakdown`
   * and `items`): itemTotal + taxTotal + shipping + handling − shippingDiscount − discount = amount.
   * A provider that shows only the total may ignore it (the sandbox).
   */
  breakdown?: PaymentBreakdown;
}

/** One line of the payment's breakdown: the items' unit prices times their quantities add up to `itemTotal`. */
export interface PaymentItem {
  name: string;
  /** One unit's price in minor units (a box's with its supplements). */
  unitAmount: MinorUnits;
  quantity: number;
  sku?: string;
  /** Nothing to ship: a gift card, sent by email (PayPal's DIGITAL_GOODS). */
  digital?: boolean;
}

/** An order's money as the provider's breakdown names it, in minor units of the payment's currency. */
export interface PaymentBreakdown {
  items: PaymentItem[];
  /** The items before any discount (the order's subtotal). */
  itemTotal: MinorUnits;
  /** The delivery's fee before a free-delivery discount. */
  shipping: MinorUnits;
  /** The gift wrapping. */
  handling: MinorUnits;
  taxTotal: MinorUnits;
  /**
   * What is taken off the items: the promotions' discount, and what gift cards paid (the provider
   * has no field for another means of payment; see orders.service.ts `paymentBreakdown`).
   */
  discount: MinorUnits;
  /** The promotions' discount off the delivery's fee. */
  shippingDiscount: MinorUnits;
}

export interface CreatedPayment {
  /** The provider's id of the payment (PayPal: the Orders v2 order id). */
  paymentId: string;
  /** Where to send the shopper to approve. */
  approvalUrl: string;
}

export interface CapturePaymentInput {
  paymentId: string;
  /** The payer id the provider put on the return URL. */
  payerId: string;
  /** The shop's order id: capturing is idempotent per order (a retry never charges twice). */
  orderId: string;
}

/** A payment the shop will never capture (its order expired). */
export interface VoidPaymentInput {
  paymentId: string;
  /** The shop's order id. */
  orderId: string;
}

export interface CapturedPayment {
  /** The provider's capture id (the money movement). */
  captureId: string;
  /** The payer the provider reports, when it does. */
  payerId?: string;
}

export interface RefundPaymentInput {
  /** The shop's order id (sent to the provider as its reference where it takes one). */
  orderId: string;
  /** The capture to refund, as `capturePayment` answered it. */
  captureId: string;
  /** What to give back, in minor units of `currency`: the whole capture or a part of it. */
  amount: MinorUnits;
  /** ISO 4217 code; must be the capture's currency. */
  currency: string;
  /**
   * Idempotency: a refund asked again with the same key never refunds twice; it answers the refund
   * the key first made (even if the amount differs). One key per intended refund, unique in the shop
   * (e.g. `<orderId>-refund-<n>`); retry with the same key after a timeout or an `unavailable` error.
   * A refund the provider refused may be tried again only under a new key.
   */
  refundKey: string;
  /** Shown to the payer with the refund (PayPal: `note_to_payer`). */
  note?: string;
}

export interface RefundedPayment {
  /** The provider's refund id. */
  refundId: string;
  /** `pending`: the provider accepted the refund and will finish it later (PayPal: an eCheck). */
  status: "completed" | "pending";
  /** What this refund gives back, in minor units (as the provider reports it). */
  amount: MinorUnits;
}

/**
 * A failure of the provider, by what the caller may conclude:
 * - `declined`: (capture) the shopper was not charged and may try again.
 * - `cancelled`: (capture) the shopper cancelled at the provider.
 * - `refused`: (refund) the provider said no and nothing was refunded: the capture is fully refunded
 *   already, the amount exceeds what is left, the currency differs, the shop lacks permission, no such
 *   capture... `providerCode` says which (PayPal's issue names, which the sandbox uses too).
 * - `unavailable`: unreachable, timed out, 5xx, unsure: nothing is known to have happened or not;
 *   retrying (with the same refund key) is safe.
 */
export class PaymentProviderError extends Error {
  readonly kind: "declined" | "cancelled" | "refused" | "unavailable";
  /** The provider's own code (PayPal's issue or error name), for the logs. */
  readonly providerCode?: string;

  constructor(kind: PaymentProviderError["kind"], message: string, providerCode?: string) {
    super(message);
    this.name = "PaymentProviderError";
    this.kind = kind;
    this.providerCode = providerCode;
  }
}

export interface PaymentProvider {
  /** Stored on the order as `paymentMethod`. */
  readonly method: ProviderMethod;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Takes the money. Calling it again for the same order must not charge twice. */
  capturePayment(input: CapturePaymentInput): Promise<CapturedPayment>;
  /**
   * Withdraws a payment that was never captured, so the shopper can no longer approve it.
   * Answers false where the provider offers no such call and the payment lapses there on its own.
   * Never touches a captured payment; calling it again changes nothing.
   */
  voidPayment(input: VoidPaymentInput): Promise<boolean>;
  /**
   * Gives money back from a capture: all of it or a part, several parts adding up to at most the
   * capture. Idempotent by `refundKey`. Throws `refused` when the provider says no (nothing moved),
   * `unavailable` when unsure (retry with the same key). A non-positive or fractional amount is a
   * RangeError, before the provider is asked.
   */
  refundPayment(input: RefundPaymentInput): Promise<RefundedPayment>;
}
