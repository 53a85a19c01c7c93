/**
 * The one interface every payment provider implements. A provider works in the redirect flow:
 * `createPayment` answers the page where the shopper approves, the provider sends the shopper back
 * to `returnUrl` (with the payment id and a payer id in the query) or to `cancelUrl`, and
 * `capturePayment` takes the money. Nothing here touches Firestore: the order service decides when
 * to call which, and keeps stock and order state.
 */
import type { MinorUnits, PaymentMethod } from "@cocoa/contracts";

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

/** A refusal by the provider: `declined` means the shopper was not charged and may try again. */
export class PaymentProviderError extends Error {
  readonly kind: "declined" | "cancelled" | "unavailable";
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
  readonly method: PaymentMethod;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Takes the money. Calling it again for the same order must not charge twice. */
  capturePayment(input: CapturePaymentInput): Promise<CapturedPayment>;
  /**
   * Withdraws a payment that was never captured, so the shopper can no longer approve it.
   * Answers false where the provider offers no such call and the payment lapses there on its own.
   * Never touches a captured payment; calling it again changes nothing.
   */
  voidPayment(input: VoidPaymentInput): Promise<boolean>;
}
