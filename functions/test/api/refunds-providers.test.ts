/**
 * The sandbox payment provider's refunds, against the Node Firestore emulator: it keeps them on the
 * payment's document in one transaction each, and answers like PayPal does (one refund per key,
 * never more than was captured, PayPal's issue names when it refuses). The PayPal provider's refunds
 * are tested against the fake PayPal server in src/modules/checkout/payments/paypal.provider.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../src/platform/firebase";
import { PaymentProviderError, type RefundPaymentInput } from "../../src/modules/checkout/payments/payment-provider";
import {
  decideSandboxPayment,
  getSandboxPayment,
  sandboxProvider,
} from "../../src/modules/checkout/payments/sandbox.provider";
import { resetEmulators } from "./helpers";

const ORDER_ID = "order-refund-1";

beforeEach(async () => {
  await resetEmulators();
});

/** A sandbox payment the shopper approved and the shop captured: its id and capture id. */
async function capturedPayment(amount = 1234, currency = "USD", orderId = ORDER_ID) {
  const { paymentId } = await sandboxProvider.createPayment({
    orderId,
    amount,
    currency,
    returnUrl: "https://shop.test/shop/sandbox-return",
    cancelUrl: "https://shop.test/shop/sandbox-cancel",
    language: "en",
    description: "Cocoa Atelier order",
  });
  const approved = await decideSandboxPayment(paymentId, "approve");
  const { captureId } = await sandboxProvider.capturePayment({ paymentId, payerId: approved?.payerId ?? "", orderId });
  return { paymentId, captureId };
}

function refund(captureId: string, overrides: Partial<RefundPaymentInput> = {}): RefundPaymentInput {
  return { orderId: ORDER_ID, captureId, amount: 1234, currency: "USD", refundKey: `${ORDER_ID}-refund-1`, ...overrides };
}

async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const outcome = await promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(PaymentProviderError);
  return outcome.error as PaymentProviderError;
}

describe("sandbox provider: refunds", () => {
  it.each([
    ["USD", 1234],
    ["ILS", 4500],
  ])("refunds a whole %s capture of %i minor units and records it on the payment", async (currency, amount) => {
    const { paymentId, captureId } = await capturedPayment(amount, currency);
    const refunded = await sandboxProvider.refundPayment(refund(captureId, { amount, currency, note: "Rejected: out of stock." }));

    expect(refunded).toEqual({ refundId: expect.stringMatching(/^SBXREF[0-9A-F]{24}$/), status: "completed", amount });
    const payment = await getSandboxPayment(paymentId);
    expect(payment).toMatchObject({ status: "captured", refundedAmount: amount });
    expect(payment?.refunds).toEqual([
      { refundKey: `${ORDER_ID}-refund-1`, refundId: refunded.refundId, amount, note: "Rejected: out of stock.", createdAt: expect.anything() },
    ]);
  });

  it("refunds in parts that add up to the capture, then refuses more (CAPTURE_FULLY_REFUNDED)", async () => {
    const { paymentId, captureId } = await capturedPayment(4500, "ILS");
    const first = await sandboxProvider.refundPayment(refund(captureId, { amount: 1200, currency: "ILS", refundKey: "r-1" }));
    const second = await sandboxProvider.refundPayment(refund(captureId, { amount: 3300, currency: "ILS", refundKey: "r-2" }));
    expect(second.refundId).not.toBe(first.refundId);
    expect((await getSandboxPayment(paymentId))?.refundedAmount).toBe(4500);

    const error = await refusal(sandboxProvider.refundPayment(refund(captureId, { amount: 1, currency: "ILS", refundKey: "r-3" })));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe("CAPTURE_FULLY_REFUNDED");
    expect((await getSandboxPayment(paymentId))?.refunds).toHaveLength(2);
  });

  it("refuses a refund above what is left (REFUND_AMOUNT_EXCEEDED) and records nothing", async () => {
    const { paymentId, captureId } = await capturedPayment(1234);
    await sandboxProvider.refundPayment(refund(captureId, { amount: 1000, refundKey: "r-1" }));
    const error = await refusal(sandboxProvider.refundPayment(refund(captureId, { amount: 235, refundKey: "r-2" })));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe("REFUND_AMOUNT_EXCEEDED");
    expect(await getSandboxPayment(paymentId)).toMatchObject({ refundedAmount: 1000, refunds: [{ refundKey: "r-1" }] });
  });

  it("answers the first refund when the same key is asked again (a retry after a lost answer), even for another amount", async () => {
    const { paymentId, captureId } = await capturedPayment(1234);
    const first = await sandboxProvider.refundPayment(refund(captureId, { amount: 500 }));
    const again = await sandboxProvider.refundPayment(refund(captureId, { amount: 500 }));
    const other = await sandboxProvider.refundPayment(refund(captureId, { amount: 700 }));
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    expect(await getSandboxPayment(paymentId)).toMatchObject({ refundedAmount: 500, refunds: [{ refundId: first.refundId }] });
  });

  it("refunds once when the same key arrives several times at once", async () => {
    const { paymentId, captureId } = await capturedPayment(1234);
    const answers = await Promise.all([1, 2, 3].map(() => sandboxProvider.refundPayment(refund(captureId))));
    expect(new Set(answers.map((a) => a.refundId)).size).toBe(1);
    expect(await getSandboxPayment(paymentId)).toMatchObject({ refundedAmount: 1234, refunds: [expect.anything()] });
  });

  it("never gives back more than was captured when two refunds race", async () => {
    const { paymentId, captureId } = await capturedPayment(1234);
    const outcomes = await Promise.allSettled([
      sandboxProvider.refundPayment(refund(captureId, { amount: 800, refundKey: "r-a" })),
      sandboxProvider.refundPayment(refund(captureId, { amount: 800, refundKey: "r-b" })),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected");
    expect((rejected as PromiseRejectedResult | undefined)?.reason).toMatchObject({ kind: "refused", providerCode: "REFUND_AMOUNT_EXCEEDED" });
    expect((await getSandboxPayment(paymentId))?.refundedAmount).toBe(800);
  });

  it("refuses a refund in another currency than the payment's (REFUND_CAPTURE_CURRENCY_MISMATCH)", async () => {
    const { paymentId, captureId } = await capturedPayment(4500, "ILS");
    const error = await refusal(sandboxProvider.refundPayment(refund(captureId, { amount: 4500, currency: "USD" })));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe("REFUND_CAPTURE_CURRENCY_MISMATCH");
    expect((await getSandboxPayment(paymentId))?.refunds).toBeUndefined();
  });

  it("refuses an unknown capture (INVALID_RESOURCE_ID) and another order's capture (REFUND_NOT_ALLOWED)", async () => {
    const unknown = await refusal(sandboxProvider.refundPayment(refund("SBXCAPNOSUCHCAPTURE")));
    expect(unknown).toMatchObject({ kind: "refused", providerCode: "INVALID_RESOURCE_ID" });

    const { paymentId, captureId } = await capturedPayment(1234);
    const foreign = await refusal(sandboxProvider.refundPayment(refund(captureId, { orderId: "another-order" })));
    expect(foreign).toMatchObject({ kind: "refused", providerCode: "REFUND_NOT_ALLOWED" });
    expect((await getSandboxPayment(paymentId))?.refunds).toBeUndefined();
  });

  it("refuses amounts that are not a positive whole number of minor units, before writing", async () => {
    const { paymentId, captureId } = await capturedPayment(1234);
    await expect(sandboxProvider.refundPayment(refund(captureId, { amount: 0 }))).rejects.toThrow(RangeError);
    await expect(sandboxProvider.refundPayment(refund(captureId, { amount: 12.5 }))).rejects.toThrow(RangeError);
    await expect(sandboxProvider.refundPayment(refund(captureId, { refundKey: "" }))).rejects.toThrow(RangeError);
    expect((await db().collection("sandboxPayments").doc(paymentId).get()).get("refunds")).toBeUndefined();
  });
});
