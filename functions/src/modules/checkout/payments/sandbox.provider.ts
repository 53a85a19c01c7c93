/**
 * The local sandbox payment provider: the default where no PayPal credentials are configured and
 * the shop runs under the emulators (or SHOP_PAYMENTS=sandbox says so). It plays PayPal's part in
 * the redirect flow with a page the API serves (../sandbox-payment.routes.ts): the shopper
 * approves or cancels there and is sent back to the shop's return or cancel URL with `paymentId`
 * and `PayerID`, exactly as a real provider would. No money moves.
 *
 * `sandboxPayments/{paymentId}`: `{ orderId, amount, currency, description, language, returnUrl,
 * cancelUrl, status, payerId?, captureId?, declineOnCapture?, refunds?, refundedAmount?, createdAt,
 * updatedAt }`, status one of created → approved → captured, or cancelled, or voided (the shop
 * withdrew a payment it will never capture: its order expired; the approval page then refuses it).
 *
 * Refunds of a captured payment are kept on its document, as PayPal keeps them on the capture:
 * `refunds` lists each one `{ refundKey, refundId, amount, note?, createdAt }` in order, and
 * `refundedAmount` is their sum (minor units), never above `amount`. A refund asked again with a key
 * already in the list answers that refund (PayPal's PayPal-Request-Id behaviour); one above what is
 * left is refused with PayPal's issue names (CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED,
 * REFUND_CAPTURE_CURRENCY_MISMATCH), so the shop handles both providers' refusals alike. Each refund is
 * one transaction on the payment's document. Sandbox refunds complete at once: no money moves.
 */
import { randomBytes } from "node:crypto";
import type { Timestamp as FirestoreTimestamp } from "firebase-admin/firestore";
import { db, firestoreModule } from "../../../platform/firebase";
import {
  PaymentProviderError,
  type CapturedPayment,
  type CapturePaymentInput,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentProvider,
  type RefundedPayment,
  type RefundPaymentInput,
  type VoidPaymentInput,
} from "./payment-provider";
import { collections } from "../../../platform/collections";
import { logger } from "../../../platform/logger";

/** The approval page, under the shop's own origin (Hosting rewrites /api/** to the function). */
export const SANDBOX_APPROVAL_PATH = "/api/payments/sandbox";

export type SandboxPaymentStatus = "created" | "approved" | "captured" | "cancelled" | "voided";

export interface SandboxPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  language: "en" | "he";
  returnUrl: string;
  cancelUrl: string;
  status: SandboxPaymentStatus;
  payerId?: string;
  captureId?: string;
  /** Chosen on the approval page to try a declined card: the capture is refused. */
  declineOnCapture?: boolean;
  /** The refunds of the capture, in order. */
  refunds?: SandboxRefund[];
  /** The sum of `refunds`' amounts (minor units). */
  refundedAmount?: number;
}

export interface SandboxRefund {
  refundKey: string;
  refundId: string;
  /** Minor units of the payment's currency. */
  amount: number;
  note?: string;
  createdAt: FirestoreTimestamp;
}

export const SANDBOX_MESSAGES = {
  declined: "The card was declined. You have not been charged.",
  notApproved: "The payment was not approved.",
  unknownPayment: "That payment does not exist.",
  payerMismatch: "The payer does not match the payment.",
  voided: "The shop voided this payment.",
  unknownCapture: "Specified resource ID does not exist. Please check the resource ID and try again.",
  notRefundable: "Capture cannot be refunded.",
  fullyRefunded: "The capture has already been fully refunded",
  amountExceeded: "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
  currencyMismatch: "Refund must be in the same currency as the capture",
} as const;

const paymentsOf = () => db().collection(collections.sandboxPayments);
/** Unguessable ids: the approval page needs no session, as on a real provider's site. */
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString("hex").toUpperCase()}`;

function fromDocument(id: string, data: Record<string, unknown>): SandboxPayment {
  return { id, ...(data as Omit<SandboxPayment, "id">) };
}

export async function getSandboxPayment(id: string): Promise<SandboxPayment | undefined> {
  const snapshot = await paymentsOf().doc(id).get();
  const data = snapshot.data();
  return data ? fromDocument(snapshot.id, data) : undefined;
}

/** The URL the shopper goes to after a decision, with the provider's query parameters. */
export function redirectAfter(payment: SandboxPayment): string | undefined {
  if (payment.status === "approved" || payment.status === "captured") {
    const url = new URL(payment.returnUrl);
    url.searchParams.set("paymentId", payment.id);
    url.searchParams.set("PayerID", payment.payerId ?? "");
    return url.toString();
  }
  if (payment.status === "cancelled") {
    const url = new URL(payment.cancelUrl);
    url.searchParams.set("paymentId", payment.id);
    return url.toString();
  }
  return undefined;
}

/**
 * The shopper's decision on the approval page. Only a payment still awaiting one changes; a
 * repeated decision (a reload, a double click) answers the payment as it is.
 */
export async function decideSandboxPayment(id: string, decision: "approve" | "decline" | "cancel"): Promise<SandboxPayment | undefined> {
  const { Timestamp } = firestoreModule();
  const ref = paymentsOf().doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    if (!data) return undefined;
    const payment = fromDocument(id, data);
    if (payment.status !== "created") return payment;
    const change: Partial<SandboxPayment> =
      decision === "cancel"
        ? { status: "cancelled" }
        : { status: "approved", payerId: newId("SBXPAYER"), declineOnCapture: decision === "decline" };
    tx.update(ref, { ...change, updatedAt: Timestamp.now() });
    return { ...payment, ...change };
  });
}

export const sandboxProvider: PaymentProvider = {
  method: "sandbox",

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { Timestamp } = firestoreModule();
    const id = newId("SBX");
    const now = Timestamp.now();
    await paymentsOf().doc(id).create({
      orderId: input.orderId,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      language: input.language,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      status: "created" satisfies SandboxPaymentStatus,
      createdAt: now,
      updatedAt: now,
    });
    const approvalUrl = new URL(`${SANDBOX_APPROVAL_PATH}/${id}`, input.returnUrl);
    approvalUrl.searchParams.set("lang", input.language);
    return { paymentId: id, approvalUrl: approvalUrl.toString() };
  },

  /** Idempotent: capturing a captured payment answers the same capture. */
  async capturePayment(input: CapturePaymentInput): Promise<CapturedPayment> {
    const { Timestamp } = firestoreModule();
    const ref = paymentsOf().doc(input.paymentId);
    return db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const data = snapshot.data();
      if (!data) throw new PaymentProviderError("declined", SANDBOX_MESSAGES.unknownPayment, "RESOURCE_NOT_FOUND");
      const payment = fromDocument(snapshot.id, data);
      if (payment.orderId !== input.orderId || payment.payerId !== input.payerId) {
        throw new PaymentProviderError("declined", SANDBOX_MESSAGES.payerMismatch, "PAYER_MISMATCH");
      }
      if (payment.status === "captured" && payment.captureId) return { captureId: payment.captureId, payerId: payment.payerId };
      if (payment.status === "cancelled") throw new PaymentProviderError("cancelled", SANDBOX_MESSAGES.notApproved, "ORDER_CANCELLED");
      if (payment.status === "voided") throw new PaymentProviderError("declined", SANDBOX_MESSAGES.voided, "ORDER_VOIDED");
      if (payment.status !== "approved") throw new PaymentProviderError("declined", SANDBOX_MESSAGES.notApproved, "ORDER_NOT_APPROVED");
      if (payment.declineOnCapture) throw new PaymentProviderError("declined", SANDBOX_MESSAGES.declined, "INSTRUMENT_DECLINED");
      const captureId = newId("SBXCAP");
      tx.update(ref, { status: "captured", captureId, updatedAt: Timestamp.now() });
      return { captureId, payerId: payment.payerId };
    });
  },

  /**
   * Refunds all or part of a captured payment, once per `refundKey`: the check of what is left and
   * the record of the refund are one transaction, so neither a repeated key nor two refunds racing
   * can give back more than was captured.
   */
  async refundPayment(input: RefundPaymentInput): Promise<RefundedPayment> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new RangeError(`A refund must be a positive integer of minor units, not ${input.amount}.`);
    }
    if (!input.refundKey) throw new RangeError("A refund needs a refund key.");
    const { Timestamp } = firestoreModule();
    // The capture id is set once, when the payment is captured: finding the document outside the
    // transaction is safe, and the transaction re-reads it.
    const found = await paymentsOf().where("captureId", "==", input.captureId).limit(1).get();
    const ref = found.docs[0]?.ref;
    if (!ref) throw new PaymentProviderError("refused", SANDBOX_MESSAGES.unknownCapture, "INVALID_RESOURCE_ID");
    const outcome = await db().runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      if (!data) throw new PaymentProviderError("refused", SANDBOX_MESSAGES.unknownCapture, "INVALID_RESOURCE_ID");
      const payment = fromDocument(ref.id, data);
      const refunds = payment.refunds ?? [];
      const earlier = refunds.find((refund) => refund.refundKey === input.refundKey);
      if (earlier) return { refund: earlier, repeated: true };
      if (payment.orderId !== input.orderId || payment.captureId !== input.captureId || payment.status !== "captured") {
        throw new PaymentProviderError("refused", SANDBOX_MESSAGES.notRefundable, "REFUND_NOT_ALLOWED");
      }
      const refunded = payment.refundedAmount ?? 0;
      const left = payment.amount - refunded;
      if (left <= 0) throw new PaymentProviderError("refused", SANDBOX_MESSAGES.fullyRefunded, "CAPTURE_FULLY_REFUNDED");
      if (input.currency.toUpperCase() !== payment.currency.toUpperCase()) {
        throw new PaymentProviderError("refused", SANDBOX_MESSAGES.currencyMismatch, "REFUND_CAPTURE_CURRENCY_MISMATCH");
      }
      if (input.amount > left) throw new PaymentProviderError("refused", SANDBOX_MESSAGES.amountExceeded, "REFUND_AMOUNT_EXCEEDED");
      const refund: SandboxRefund = {
        refundKey: input.refundKey,
        refundId: newId("SBXREF"),
        amount: input.amount,
        ...(input.note ? { note: input.note } : {}),
        createdAt: Timestamp.now(),
      };
      tx.update(ref, { refunds: [...refunds, refund], refundedAmount: refunded + input.amount, updatedAt: refund.createdAt });
      return { refund, repeated: false };
    });
    if (outcome.repeated && outcome.refund.amount !== input.amount) {
      // The key decides, as PayPal's request id does: the first refund stands. Worth a look if it happens.
      logger.warn("Sandbox refund key reused with another amount; answering the first refund", {
        orderId: input.orderId,
        refundKey: input.refundKey,
        asked: input.amount,
        refunded: outcome.refund.amount,
      });
    }
    return { refundId: outcome.refund.refundId, status: "completed", amount: outcome.refund.amount };
  },

  /** Voids a payment awaiting approval or capture; a captured, cancelled or unknown one stays as it is. */
  async voidPayment(input: VoidPaymentInput): Promise<boolean> {
    const { Timestamp } = firestoreModule();
    const ref = paymentsOf().doc(input.paymentId);
    return db().runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      if (!data) return false;
      const payment = fromDocument(input.paymentId, data);
      if (payment.orderId !== input.orderId) return false;
      if (payment.status === "voided") return true;
      if (payment.status !== "created" && payment.status !== "approved") return false;
      tx.update(ref, { status: "voided" satisfies SandboxPaymentStatus, updatedAt: Timestamp.now() });
      return true;
    });
  },
};
