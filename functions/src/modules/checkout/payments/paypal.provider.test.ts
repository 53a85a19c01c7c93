import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakePaypal, type FakePaypal, type FakePaypalOptions } from "../../../test/fake-paypal";
import { PaymentProviderError, type CreatePaymentInput, type PaymentBreakdown, type PaymentProvider, type RefundPaymentInput } from "./payment-provider";
import {
  createPaypalProvider,
  formatPaypalAmount,
  paypalText,
} from "./paypal.provider";
import type { PaypalConfig } from "../../../platform/config";

const ORDER_ID = "order-1";
const PAYER = "PAYERTEST123";

let fake: FakePaypal;

async function useFake(options: FakePaypalOptions = {}): Promise<void> {
  await fake.close();
  fake = await startFakePaypal(options);
}

beforeEach(async () => {
  fake = await startFakePaypal();
});

afterEach(async () => {
  vi.useRealTimers();
  await fake.close();
});

function paypal(overrides: Partial<PaypalConfig> = {}, fetchImpl?: typeof fetch): PaymentProvider {
  return createPaypalProvider(
    { clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.baseUrl, ...overrides },
    fetchImpl,
  );
}

function order(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    orderId: ORDER_ID,
    amount: 1234,
    currency: "USD",
    returnUrl: "https://shop.test/shop/paypal-return",
    cancelUrl: "https://shop.test/shop/paypal-cancel",
    language: "en",
    description: "Cocoa Atelier order",
    ...overrides,
  };
}

/** The error a promise rejects with, checked to be a PaymentProviderError. */
async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const outcome = await promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(PaymentProviderError);
  return outcome.error as PaymentProviderError;
}

/** The purchase unit the fake received for a PayPal order. */
function sentUnit(paymentId: string): Record<string, unknown> {
  const units = fake.orders.get(paymentId)?.request.purchase_units;
  if (!Array.isArray(units)) throw new Error("no purchase units");
  return units[0] as Record<string, unknown>;
}

function sentContext(paymentId: string): Record<string, unknown> {
  const source = fake.orders.get(paymentId)?.request.payment_source as { paypal: { experience_context: Record<string, unknown> } };
  return source.paypal.experience_context;
}

/** Create, approve as `payer`, answer the PayPal order id. */
async function approvedPayment(provider: PaymentProvider, payer = PAYER, funding?: Parameters<FakePaypal["approve"]>[2]) {
  const { paymentId } = await provider.createPayment(order());
  fake.approve(paymentId, payer, funding);
  return paymentId;
}

describe("formatPaypalAmount", () => {
  it.each([
    [1234, "12.34"],
    [5, "0.05"],
    [100000, "1000.00"],
    [100, "1.00"],
    [99, "0.99"],
    [10, "0.10"],
    [123456789012, "1234567890.12"],
  ])("formats %i minor units as %s", (minor, text) => {
    expect(formatPaypalAmount(minor)).toBe(text);
  });

  it.each([0, -5, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])("refuses %s", (minor) => {
    expect(() => formatPaypalAmount(minor)).toThrow(RangeError);
  });
});

describe("paypalText", () => {
  it("keeps short text and cuts long text to PayPal's 127 characters", () => {
    expect(paypalText("  Truffles\n box ")).toBe("Truffles box");
    const cut = paypalText("שוקולד ".repeat(40));
    expect(Array.from(cut).length).toBeLessThanOrEqual(127);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("never splits a character made of two UTF-16 units", () => {
    const cut = paypalText("🍫".repeat(200));
    expect(Array.from(cut)).toHaveLength(127);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe("PayPal provider: create, approve, capture", () => {
  it.each([
    [1234, "12.34"],
    [5, "0.05"],
    [100000, "1000.00"],
  ])("takes %i minor units as %s through the whole round trip", async (amount, value) => {
    const provider = paypal();
    const created = await provider.createPayment(order({ amount }));

    expect(created.paymentId).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${created.paymentId}`);
    expect(sentUnit(created.paymentId)).toMatchObject({
      reference_id: ORDER_ID,
      custom_id: ORDER_ID,
      invoice_id: ORDER_ID,
      description: "Cocoa Atelier order",
      amount: { currency_code: "USD", value },
    });
    expect(fake.orders.get(created.paymentId)?.request.intent).toBe("CAPTURE");
    expect(sentContext(created.paymentId)).toEqual({
      return_url: "https://shop.test/shop/paypal-return",
      cancel_url: "https://shop.test/shop/paypal-cancel",
      user_action: "PAY_NOW",
      shipping_preference: "NO_SHIPPING",
      locale: "en-US",
    });

    fake.approve(created.paymentId, PAYER);
    const captured = await provider.capturePayment({ paymentId: created.paymentId, payerId: PAYER, orderId: ORDER_ID });

    const capture = fake.orders.get(created.paymentId)?.captures[0];
    expect(captured).toEqual({ captureId: capture?.id, payerId: PAYER });
    expect(capture?.status).toBe("COMPLETED");
    expect(fake.charges).toBe(1);
  });

  it("sends idempotency keys per shop order and asks for the full representation", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });

    expect(fake.callsTo("create").map((c) => c.requestId)).toEqual([`create-${ORDER_ID}`]);
    expect(fake.callsTo("capture").map((c) => c.requestId)).toEqual([`capture-${ORDER_ID}`]);
    for (const call of [...fake.callsTo("create"), ...fake.callsTo("get"), ...fake.callsTo("capture")]) {
      expect(call.prefer).toBe("return=representation");
    }
  });

  it("answers the same PayPal order when a create is repeated for the same shop order", async () => {
    const provider = paypal();
    const first = await provider.createPayment(order());
    const again = await provider.createPayment(order());
    expect(again).toEqual(first);
    expect(fake.orders.size).toBe(1);
  });

  it("asks for the Hebrew approval page and cuts a long description", async () => {
    const provider = paypal();
    const { paymentId } = await provider.createPayment(
      order({ currency: "ILS", language: "he", description: "הזמנה מסדנת הקקאו: ".repeat(20) }),
    );
    expect(sentContext(paymentId).locale).toBe("he-IL");
    expect(sentUnit(paymentId).amount).toEqual({ currency_code: "ILS", value: "12.34" });
    expect(Array.from(String(sentUnit(paymentId).description)).length).toBeLessThanOrEqual(127);
  });

  it("accepts the approve link of the application_context style", async () => {
    await useFake({ approvalLinkRel: "approve" });
    const created = await paypal().createPayment(order());
    expect(created.approvalUrl).toContain(`token=${created.paymentId}`);
  });

  it("is unavailable when PayPal answers no approval link", async () => {
    await useFake({ approvalLinkRel: null });
    const error = await refusal(paypal().createPayment(order()));
    expect(error.kind).toBe("unavailable");
    expect(error.providerCode).toBe("NO_APPROVAL_LINK");
  });

  it("refuses amounts and currencies it cannot send, before calling PayPal", async () => {
    const provider = paypal();
    await expect(provider.createPayment(order({ amount: 0 }))).rejects.toThrow(RangeError);
    await expect(provider.createPayment(order({ amount: 12.5 }))).rejects.toThrow(RangeError);
    await expect(provider.createPayment(order({ currency: "JPY" }))).rejects.toThrow(RangeError);
    expect(fake.calls).toHaveLength(0);
  });
});

describe("PayPal provider: the breakdown", () => {
  /** 2 × 30.00 and 1 × 10.00 (70.00), shipping 10.00 taken off by free delivery, wrapping 5.00, tax 11.90, 7.00 off: 79.90. */
  const breakdown = (): PaymentBreakdown => ({
    items: [
      { name: "Almond Truffles", unitAmount: 3000, quantity: 2 },
      { name: "Bitter Bar (100 g)", unitAmount: 1000, quantity: 1, sku: "BAR-100" },
    ],
    itemTotal: 7000,
    shipping: 1000,
    handling: 500,
    taxTotal: 1190,
    discount: 700,
    shippingDiscount: 1000,
  });

  it("sends amount.breakdown and items as Orders v2 reads them, adding up to the amount", async () => {
    const { paymentId } = await paypal().createPayment(order({ amount: 7990, breakdown: breakdown() }));
    const money = (value: string) => ({ currency_code: "USD", value });
    expect(sentUnit(paymentId)).toMatchObject({
      amount: {
        currency_code: "USD",
        value: "79.90",
        breakdown: {
          item_total: money("70.00"),
          shipping: money("10.00"),
          handling: money("5.00"),
          tax_total: money("11.90"),
          shipping_discount: money("10.00"),
          discount: money("7.00"),
        },
      },
      items: [
        { name: "Almond Truffles", unit_amount: money("30.00"), quantity: "2", category: "PHYSICAL_GOODS" },
        { name: "Bitter Bar (100 g)", unit_amount: money("10.00"), quantity: "1", sku: "BAR-100", category: "PHYSICAL_GOODS" },
      ],
    });
    expect(fake.breakdownOf(paymentId)).toMatchObject({ amount: 7990, itemTotal: 7000, discount: 700, shippingDiscount: 1000 });
  });

  it("leaves out the parts that are nothing, and cuts long names to 127 characters", async () => {
    const long = "Praline ".repeat(30);
    const { paymentId } = await paypal().createPayment(
      order({ amount: 3000, breakdown: { items: [{ name: long, unitAmount: 3000, quantity: 1 }], itemTotal: 3000, shipping: 0, handling: 0, taxTotal: 0, discount: 0, shippingDiscount: 0 } }),
    );
    const unit = sentUnit(paymentId) as { amount: { breakdown: Record<string, unknown> }; items: { name: string }[] };
    expect(Object.keys(unit.amount.breakdown)).toEqual(["item_total"]);
    expect(Array.from(unit.items[0]?.name ?? "").length).toBeLessThanOrEqual(127);
  });

  it("refuses a breakdown that does not add up, before calling PayPal", async () => {
    const provider = paypal();
    await expect(provider.createPayment(order({ amount: 7991, breakdown: breakdown() }))).rejects.toThrow(RangeError);
    await expect(provider.createPayment(order({ amount: 7990, breakdown: { ...breakdown(), itemTotal: 7100, discount: 800 } }))).rejects.toThrow(RangeError);
    await expect(provider.createPayment(order({ amount: 7990, breakdown: { ...breakdown(), items: [{ name: "x", unitAmount: 7000, quantity: 0 }] } }))).rejects.toThrow(RangeError);
    expect(fake.calls).toHaveLength(0);
  });

  it("the fake refuses, as PayPal does, items that do not add up to item_total and parts that do not add up to the amount", async () => {
    const token = await (
      await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
        method: "POST",
        headers: { Authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64")}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      })
    ).json();
    const create = async (unit: Record<string, unknown>) => {
      const response = await fetch(`${fake.baseUrl}/v2/checkout/orders`, {
        method: "POST",
        headers: { Authorization: `Bearer ${(token as { access_token: string }).access_token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ intent: "CAPTURE", purchase_units: [unit] }),
      });
      const body = (await response.json()) as { details?: { issue: string }[] };
      return { status: response.status, issue: body.details?.[0]?.issue };
    };
    const usd = (value: string) => ({ currency_code: "USD", value });
    const item = { name: "Bar", unit_amount: usd("10.00"), quantity: "2" };
    expect(await create({ amount: { ...usd("20.00"), breakdown: { item_total: usd("20.00") } }, items: [item] })).toEqual({ status: 200, issue: undefined });
    expect(await create({ amount: { ...usd("20.00"), breakdown: { item_total: usd("25.00"), discount: usd("5.00") } }, items: [item] })).toEqual({ status: 422, issue: "ITEM_TOTAL_MISMATCH" });
    expect(await create({ amount: { ...usd("21.00"), breakdown: { item_total: usd("20.00") } }, items: [item] })).toEqual({ status: 422, issue: "AMOUNT_MISMATCH" });
    expect(await create({ amount: usd("20.00"), items: [item] })).toEqual({ status: 422, issue: "ITEM_TOTAL_REQUIRED" });
  });
});

describe("PayPal provider: access token", () => {
  it("fails as unavailable with wrong credentials, and calls no API", async () => {
    const error = await refusal(paypal({ clientSecret: "wrong" }).createPayment(order()));
    expect(error.kind).toBe("unavailable");
    expect(error.providerCode).toBe("invalid_client");
    expect(error.message).toMatch(/credentials/);
    expect(fake.callsTo("token").map((c) => c.status)).toEqual([401]);
    expect(fake.callsTo("create")).toHaveLength(0);
  });

  it("gets one token for many calls", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    await provider.createPayment(order({ orderId: "order-2" }));
    expect(fake.calls.filter((c) => c.route !== "token").length).toBeGreaterThanOrEqual(4);
    expect(fake.tokensIssued).toBe(1);
  });

  it("shares one token request between concurrent calls", async () => {
    const provider = paypal();
    await Promise.all([1, 2, 3].map((n) => provider.createPayment(order({ orderId: `order-${n}` }))));
    expect(fake.tokensIssued).toBe(1);
  });

  it("gets a new token shortly before the old one expires", async () => {
    await useFake({ tokenLifetimeSeconds: 600 });
    vi.useFakeTimers({ toFake: ["Date"] });
    const provider = paypal();
    await provider.createPayment(order({ orderId: "order-1" }));
    vi.setSystemTime(Date.now() + 200_000);
    await provider.createPayment(order({ orderId: "order-2" }));
    expect(fake.tokensIssued).toBe(1);
    vi.setSystemTime(Date.now() + 101_000); // 301 s after issue: within the last 5 minutes (capped at half)
    await provider.createPayment(order({ orderId: "order-3" }));
    expect(fake.tokensIssued).toBe(2);
    expect(fake.calls.filter((c) => c.status === 401)).toHaveLength(0);
  });

  it("refreshes the token once on a 401 and retries the call", async () => {
    const provider = paypal();
    await provider.createPayment(order({ orderId: "order-1" }));
    fake.expireTokens();
    const created = await provider.createPayment(order({ orderId: "order-2" }));
    expect(created.paymentId).toMatch(/^[A-Z0-9]+$/);
    expect(fake.tokensIssued).toBe(2);
    expect(fake.callsTo("create").map((c) => c.status)).toEqual([200, 401, 200]);
  });

  it("refreshes the token during a capture without charging twice", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    fake.failNext("capture", { kind: "expired-token" });
    const captured = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    expect(captured.captureId).toBe(fake.orders.get(paymentId)?.captures[0]?.id);
    expect(fake.callsTo("capture").map((c) => c.status)).toEqual([401, 201]);
    expect(fake.charges).toBe(1);
  });

  it("gives up as unavailable when a fresh token is refused too", async () => {
    const provider = paypal();
    fake.failNext("create", { kind: "expired-token" });
    fake.failNext("create", { kind: "expired-token" });
    const error = await refusal(provider.createPayment(order()));
    expect(error.kind).toBe("unavailable");
    expect(fake.callsTo("create")).toHaveLength(2);
  });

  it("is unavailable when the token call fails", async () => {
    fake.failNext("token", { kind: "status", status: 500 });
    const error = await refusal(paypal().createPayment(order()));
    expect(error.kind).toBe("unavailable");
  });
});

describe("PayPal provider: refusals", () => {
  it("declines a refused card and charges nothing", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider, PAYER, "instrument-declined");
    const error = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("declined");
    expect(error.providerCode).toBe("INSTRUMENT_DECLINED");
    expect(fake.callsTo("capture").map((c) => c.status)).toEqual([422]);
    expect(fake.charges).toBe(0);
  });

  it("declines a capture PayPal made with status DECLINED", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider, PAYER, "capture-declined");
    const error = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("declined");
    expect(error.providerCode).toBe("CAPTURE_DECLINED");
    expect(fake.charges).toBe(0);
  });

  it("declines an order the payer has not approved", async () => {
    const provider = paypal();
    const { paymentId } = await provider.createPayment(order());
    const error = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("declined");
    expect(error.providerCode).toBe("ORDER_NOT_APPROVED");
    expect(fake.charges).toBe(0);
  });

  it("declines, before capturing, when the payer differs from the one who approved", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider, "REALPAYER1");
    const error = await refusal(provider.capturePayment({ paymentId, payerId: "SOMEONEELSE", orderId: ORDER_ID }));
    expect(error.kind).toBe("declined");
    expect(error.providerCode).toBe("PAYER_MISMATCH");
    expect(fake.callsTo("capture")).toHaveLength(0);
    expect(fake.charges).toBe(0);
  });

  it("declines a PayPal order made for another shop order", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    const error = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: "order-2" }));
    expect(error.kind).toBe("declined");
    expect(error.providerCode).toBe("ORDER_MISMATCH");
    expect(fake.charges).toBe(0);
  });

  it("declines an unknown payment (404)", async () => {
    const error = await refusal(paypal().capturePayment({ paymentId: "5O190127TN364715T", payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("declined");
    expect(error.providerCode).toBe("INVALID_RESOURCE_ID");
    expect(fake.callsTo("get").map((c) => c.status)).toEqual([404]);
  });

  it("declines a payment id that is not a PayPal order id without calling PayPal", async () => {
    const error = await refusal(paypal().capturePayment({ paymentId: "../../v1/oauth2/token", payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("declined");
    expect(fake.calls).toHaveLength(0);
  });
});

describe("PayPal provider: voiding", () => {
  it("cannot void a CAPTURE order (Orders v2 has no such call): answers false, calls nothing, and the order stays uncaptured", async () => {
    const provider = paypal();
    const { paymentId } = await provider.createPayment(order());
    const callsBefore = fake.calls.length;
    expect(await provider.voidPayment({ paymentId, orderId: ORDER_ID })).toBe(false);
    expect(fake.calls).toHaveLength(callsBefore);
    expect(fake.orders.get(paymentId)?.captures).toEqual([]);
  });
});

describe("PayPal provider: never charging twice", () => {
  it("answers the existing capture when the order is captured again", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    const first = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    const again = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    expect(again).toEqual(first);
    expect(fake.callsTo("capture")).toHaveLength(1);
    expect(fake.charges).toBe(1);
  });

  it("answers the capture another request made (422 ORDER_ALREADY_CAPTURED)", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    fake.failNext("capture", { kind: "captured-elsewhere" });
    const captured = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    const captures = fake.orders.get(paymentId)?.captures ?? [];
    expect(captures).toHaveLength(1);
    expect(captured).toEqual({ captureId: captures[0]?.id, payerId: PAYER });
    expect(fake.callsTo("capture").map((c) => c.status)).toEqual([422]);
    expect(fake.charges).toBe(1);
  });

  it("recovers a capture whose answer was lost, without a second charge", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    fake.failNext("capture", { kind: "drop" });
    const lost = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(lost.kind).toBe("unavailable");
    expect(fake.charges).toBe(1);

    const retried = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    expect(retried.captureId).toBe(fake.orders.get(paymentId)?.captures[0]?.id);
    expect(fake.charges).toBe(1);
  });

  it("lets PayPal repeat the first answer when the same capture request arrives twice", async () => {
    // A transport that sends every capture twice, as a retrying proxy might.
    const twice: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/capture")) await fetch(input, init);
      return fetch(input, init);
    };
    const provider = paypal({}, twice);
    const paymentId = await approvedPayment(provider);
    const captured = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    expect(fake.callsTo("capture").map((c) => c.status)).toEqual([201, 201]);
    expect(captured.captureId).toBe(fake.orders.get(paymentId)?.captures[0]?.id);
    expect(fake.charges).toBe(1);
  });

  it("treats a PENDING capture as unavailable until PayPal settles it", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider, PAYER, "capture-pending");
    const pending = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(pending.kind).toBe("unavailable");
    expect(pending.providerCode).toBe("CAPTURE_PENDING");
    expect(pending.message).toMatch(/PENDING_REVIEW/);

    const stillPending = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(stillPending.providerCode).toBe("CAPTURE_PENDING");

    fake.settleCapture(paymentId, "COMPLETED");
    const captured = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    expect(captured.captureId).toBe(fake.orders.get(paymentId)?.captures[0]?.id);
    expect(fake.callsTo("capture")).toHaveLength(1);
    expect(fake.charges).toBe(1);
  });

  it("declines a PENDING capture that PayPal later declines", async () => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider, PAYER, "capture-pending");
    await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    fake.settleCapture(paymentId, "DECLINED");
    const error = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("declined");
    expect(fake.charges).toBe(0);
  });
});

describe("PayPal provider: PayPal or the network failing", () => {
  it.each([500, 503, 429])("is unavailable when the capture answers %i", async (status) => {
    const provider = paypal();
    const paymentId = await approvedPayment(provider);
    fake.failNext("capture", { kind: "status", status });
    const error = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("unavailable");
    expect(fake.charges).toBe(0);

    // The order stays capturable: a later try takes the money once.
    await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    expect(fake.charges).toBe(1);
  });

  it("is unavailable when the create answers 500", async () => {
    fake.failNext("create", { kind: "status", status: 500 });
    const error = await refusal(paypal().createPayment(order()));
    expect(error.kind).toBe("unavailable");
    expect(error.providerCode).toBe("INTERNAL_SERVER_ERROR");
  });

  it("is unavailable when PayPal cannot be reached", async () => {
    const provider = paypal();
    await fake.close();
    const error = await refusal(provider.createPayment(order()));
    expect(error.kind).toBe("unavailable");
    expect(error.providerCode).toBe("NETWORK_ERROR");
    fake = await startFakePaypal(); // for afterEach
  });

  it("is unavailable when PayPal does not answer in time", async () => {
    const provider = paypal({ timeoutMs: 300 });
    const paymentId = await approvedPayment(provider);
    fake.failNext("capture", { kind: "hang" });
    const started = Date.now();
    const error = await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    expect(error.kind).toBe("unavailable");
    expect(error.providerCode).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("PayPal provider: refunds", () => {
  /** A PayPal order for `amount` in `currency`, approved and captured: answers the capture id. */
  async function capturedPayment(provider: PaymentProvider, amount = 1234, currency = "USD", funding?: Parameters<FakePaypal["approve"]>[2]) {
    const { paymentId } = await provider.createPayment(order({ amount, currency }));
    fake.approve(paymentId, PAYER, funding);
    const { captureId } = await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID });
    return { paymentId, captureId };
  }

  function refund(captureId: string, overrides: Partial<RefundPaymentInput> = {}): RefundPaymentInput {
    return { orderId: ORDER_ID, captureId, amount: 1234, currency: "USD", refundKey: `${ORDER_ID}-refund-1`, ...overrides };
  }

  /** The capture's status as PayPal shows it in its order. */
  async function shownCaptureStatus(paymentId: string): Promise<unknown> {
    const token = (await (await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    })).json()) as { access_token: string };
    const order = (await (await fetch(`${fake.baseUrl}/v2/checkout/orders/${paymentId}`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    })).json()) as { purchase_units: { payments: { captures: { status: string }[] } }[] };
    return order.purchase_units[0]?.payments.captures[0]?.status;
  }

  it.each([
    ["USD", 1234, "12.34"],
    ["ILS", 4500, "45.00"],
  ])("refunds a whole %s capture of %i minor units as %s, once, with the refund key as request id", async (currency, amount, value) => {
    const provider = paypal();
    const { paymentId, captureId } = await capturedPayment(provider, amount, currency);
    const refunded = await provider.refundPayment(refund(captureId, { amount, currency, note: "Sorry: the order was rejected." }));

    const [made] = fake.refundsOf(captureId);
    expect(refunded).toEqual({ refundId: made?.id, status: "completed", amount });
    expect(made).toMatchObject({
      status: "COMPLETED",
      currency,
      amountMinor: amount,
      requestId: `${ORDER_ID}-refund-1`,
      invoiceId: `${ORDER_ID}-refund-1`,
      customId: ORDER_ID,
      noteToPayer: "Sorry: the order was rejected.",
    });
    expect(fake.refundedAmount(captureId)).toBe(amount);
    const [call] = fake.callsTo("refund");
    expect(call).toMatchObject({ path: `/v2/payments/captures/${captureId}/refund`, requestId: `${ORDER_ID}-refund-1`, prefer: "return=representation", status: 201 });
    expect(made?.request).toEqual({
      amount: { currency_code: currency, value },
      invoice_id: `${ORDER_ID}-refund-1`,
      custom_id: ORDER_ID,
      note_to_payer: "Sorry: the order was rejected.",
    });
    expect(await shownCaptureStatus(paymentId)).toBe("REFUNDED");
  });

  it("refunds in parts that add up to the capture, then refuses more (CAPTURE_FULLY_REFUNDED)", async () => {
    const provider = paypal();
    const { paymentId, captureId } = await capturedPayment(provider, 4500, "ILS");
    const first = await provider.refundPayment(refund(captureId, { amount: 1200, currency: "ILS", refundKey: "r-1" }));
    expect(first).toMatchObject({ status: "completed", amount: 1200 });
    expect(await shownCaptureStatus(paymentId)).toBe("PARTIALLY_REFUNDED");
    const second = await provider.refundPayment(refund(captureId, { amount: 3300, currency: "ILS", refundKey: "r-2" }));
    expect(second).toMatchObject({ status: "completed", amount: 3300 });
    expect(second.refundId).not.toBe(first.refundId);
    expect(fake.refundedAmount(captureId)).toBe(4500);

    const error = await refusal(provider.refundPayment(refund(captureId, { amount: 1, currency: "ILS", refundKey: "r-3" })));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe("CAPTURE_FULLY_REFUNDED");
    expect(fake.refundsOf(captureId)).toHaveLength(2);
    expect(fake.callsTo("refund").map((c) => c.status)).toEqual([201, 201, 422]);
  });

  it("refuses a refund above what is left (REFUND_AMOUNT_EXCEEDED) and refunds nothing", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider, 1234, "USD");
    await provider.refundPayment(refund(captureId, { amount: 1000, refundKey: "r-1" }));
    const error = await refusal(provider.refundPayment(refund(captureId, { amount: 235, refundKey: "r-2" })));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe("REFUND_AMOUNT_EXCEEDED");
    expect(error.message).toMatch(/has not yet been refunded/);
    expect(fake.refundedAmount(captureId)).toBe(1000);
    // What is left can still be refunded.
    await provider.refundPayment(refund(captureId, { amount: 234, refundKey: "r-3" }));
    expect(fake.refundedAmount(captureId)).toBe(1234);
  });

  it("answers the first refund when the same key is asked again, even for another amount", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    const first = await provider.refundPayment(refund(captureId, { amount: 500 }));
    const again = await provider.refundPayment(refund(captureId, { amount: 500 }));
    const other = await provider.refundPayment(refund(captureId, { amount: 700 }));
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    expect(fake.refundsOf(captureId)).toHaveLength(1);
    expect(fake.refundedAmount(captureId)).toBe(500);
  });

  it("refunds once when a 500 came after PayPal made the refund, and the shop retries with the same key", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "status", status: 500, afterWork: true });
    const lost = await refusal(provider.refundPayment(refund(captureId)));
    expect(lost.kind).toBe("unavailable");
    expect(lost.providerCode).toBe("INTERNAL_SERVER_ERROR");
    expect(fake.refundsOf(captureId)).toHaveLength(1); // PayPal did refund

    const retried = await provider.refundPayment(refund(captureId));
    expect(retried).toEqual({ refundId: fake.refundsOf(captureId)[0]?.id, status: "completed", amount: 1234 });
    expect(fake.refundsOf(captureId)).toHaveLength(1);
    expect(fake.refundedAmount(captureId)).toBe(1234);
  });

  it("refunds once when the first answer never came (timeout) and the shop retries with the same key", async () => {
    const provider = paypal({ timeoutMs: 300 });
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "hang", afterWork: true });
    const timedOut = await refusal(provider.refundPayment(refund(captureId)));
    expect(timedOut.kind).toBe("unavailable");
    expect(timedOut.providerCode).toBe("TIMEOUT");

    const retried = await provider.refundPayment(refund(captureId));
    expect(retried.refundId).toBe(fake.refundsOf(captureId)[0]?.id);
    expect(fake.refundsOf(captureId)).toHaveLength(1);
    expect(fake.refundedAmount(captureId)).toBe(1234);
  });

  it("refunds once when the connection dropped after the refund", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "drop" });
    expect((await refusal(provider.refundPayment(refund(captureId)))).kind).toBe("unavailable");
    await provider.refundPayment(refund(captureId));
    expect(fake.refundsOf(captureId)).toHaveLength(1);
  });

  it.each([500, 503, 429])("is unavailable when the refund answers %i before refunding; a retry refunds once", async (status) => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "status", status });
    const error = await refusal(provider.refundPayment(refund(captureId)));
    expect(error.kind).toBe("unavailable");
    expect(fake.refundsOf(captureId)).toHaveLength(0);
    await provider.refundPayment(refund(captureId));
    expect(fake.refundsOf(captureId)).toHaveLength(1);
  });

  it("refuses a refund in another currency than the capture's (REFUND_CAPTURE_CURRENCY_MISMATCH)", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider, 4500, "ILS");
    const error = await refusal(provider.refundPayment(refund(captureId, { amount: 4500, currency: "USD" })));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe("REFUND_CAPTURE_CURRENCY_MISMATCH");
    expect(fake.refundsOf(captureId)).toHaveLength(0);
  });

  it("refuses an unknown capture (404 INVALID_RESOURCE_ID), and a capture id that is not PayPal's without calling", async () => {
    const provider = paypal();
    const unknown = await refusal(provider.refundPayment(refund("2GG279541U471931P")));
    expect(unknown.kind).toBe("refused");
    expect(unknown.providerCode).toBe("INVALID_RESOURCE_ID");
    expect(fake.callsTo("refund").map((c) => c.status)).toEqual([404]);

    const odd = await refusal(provider.refundPayment(refund("../../v1/oauth2/token")));
    expect(odd.kind).toBe("refused");
    expect(fake.callsTo("refund")).toHaveLength(1);
  });

  it.each([
    [422, "TRANSACTION_REFUSED"],
    [422, "REFUND_FAILED_INSUFFICIENT_FUNDS"],
    [403, "PERMISSION_DENIED"],
  ])("is refused with PayPal's issue on %i %s", async (status, issue) => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "status", status, issue });
    const error = await refusal(provider.refundPayment(refund(captureId)));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe(issue);
    expect(fake.refundsOf(captureId)).toHaveLength(0);
  });

  it("refuses to refund a capture PayPal still holds as PENDING (PENDING_CAPTURE)", async () => {
    const provider = paypal();
    const { paymentId } = await provider.createPayment(order());
    fake.approve(paymentId, PAYER, "capture-pending");
    await refusal(provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID }));
    const captureId = fake.orders.get(paymentId)?.captures[0]?.id ?? "";
    const error = await refusal(provider.refundPayment(refund(captureId)));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe("PENDING_CAPTURE");
  });

  it("answers a PENDING refund as pending, and counts it against what is left", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "refund-status", status: "PENDING" });
    const pending = await provider.refundPayment(refund(captureId, { amount: 1000 }));
    expect(pending).toMatchObject({ status: "pending", amount: 1000 });
    const error = await refusal(provider.refundPayment(refund(captureId, { amount: 235, refundKey: "r-2" })));
    expect(error.providerCode).toBe("REFUND_AMOUNT_EXCEEDED");

    // Asked again under its key once PayPal finished it: its latest status.
    fake.settleRefund(pending.refundId, "COMPLETED");
    expect(await provider.refundPayment(refund(captureId, { amount: 1000 }))).toEqual({ ...pending, status: "completed" });
  });

  it.each(["FAILED", "CANCELLED"] as const)("is refused when PayPal answers the refund %s", async (status) => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "refund-status", status });
    const error = await refusal(provider.refundPayment(refund(captureId)));
    expect(error.kind).toBe("refused");
    expect(error.providerCode).toBe(`REFUND_${status}`);
    expect(fake.refundedAmount(captureId)).toBe(0);
  });

  it("takes PayPal's minimal answer (no amount) as the amount asked", async () => {
    const minimal: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      if (String(input).endsWith("/refund")) headers.delete("Prefer");
      return fetch(input, { ...init, headers });
    };
    const provider = paypal({}, minimal);
    const { captureId } = await capturedPayment(provider);
    const refunded = await provider.refundPayment(refund(captureId, { amount: 200 }));
    expect(refunded).toEqual({ refundId: fake.refundsOf(captureId)[0]?.id, status: "completed", amount: 200 });
    expect(fake.callsTo("refund")[0]?.prefer).toBeUndefined();
  });

  it("refreshes an expired token during a refund and refunds once", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    fake.failNext("refund", { kind: "expired-token" });
    await provider.refundPayment(refund(captureId));
    expect(fake.callsTo("refund").map((c) => c.status)).toEqual([401, 201]);
    expect(fake.refundsOf(captureId)).toHaveLength(1);
  });

  it("refuses amounts, currencies and keys it cannot send, before calling PayPal", async () => {
    const provider = paypal();
    const { captureId } = await capturedPayment(provider);
    const callsBefore = fake.calls.length;
    await expect(provider.refundPayment(refund(captureId, { amount: 0 }))).rejects.toThrow(RangeError);
    await expect(provider.refundPayment(refund(captureId, { amount: 12.5 }))).rejects.toThrow(RangeError);
    await expect(provider.refundPayment(refund(captureId, { currency: "JPY" }))).rejects.toThrow(RangeError);
    await expect(provider.refundPayment(refund(captureId, { refundKey: "" }))).rejects.toThrow(RangeError);
    expect(fake.calls).toHaveLength(callsBefore);
  });
});

describe("fake PayPal: refund answers as documented", () => {
  async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
    const token = (await (await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    })).json()) as { access_token: string };
    const response = await fetch(`${fake.baseUrl}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token.access_token}`, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function captured(): Promise<string> {
    const provider = paypal();
    const { paymentId } = await provider.createPayment(order({ amount: 1000 }));
    fake.approve(paymentId, PAYER);
    return (await provider.capturePayment({ paymentId, payerId: PAYER, orderId: ORDER_ID })).captureId;
  }

  it("refunds what is left when no amount is sent, and answers the whole refund on request", async () => {
    const captureId = await captured();
    await call(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD", value: "2.5" } });
    const rest = await call(`/v2/payments/captures/${captureId}/refund`, undefined, { Prefer: "return=representation" });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "7.50" },
      seller_payable_breakdown: { gross_amount: { value: "7.50" }, total_refunded_amount: { currency_code: "USD", value: "10.00" } },
      links: [{ rel: "self", method: "GET" }, { rel: "up", href: expect.stringContaining(`/v2/payments/captures/${captureId}`) }],
    });
  });

  it("answers PayPal's error shapes", async () => {
    const captureId = await captured();
    const minimal = await call(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD", value: "1.00" } });
    expect(Object.keys(minimal.body).sort()).toEqual(["id", "links", "status"]);

    const precision = await call(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD", value: "1.005" } });
    expect(precision).toMatchObject({ status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "DECIMAL_PRECISION" }] } });
    const zero = await call(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD", value: "0.00" } });
    expect(zero.body).toMatchObject({ details: [{ issue: "CANNOT_BE_ZERO_OR_NEGATIVE" }] });
    const missing = await call(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD" } });
    expect(missing).toMatchObject({ status: 400, body: { name: "INVALID_REQUEST", details: [{ issue: "MISSING_REQUIRED_PARAMETER", field: "/amount/value" }] } });
    const longNote = await call(`/v2/payments/captures/${captureId}/refund`, { note_to_payer: "x".repeat(256) });
    expect(longNote.body).toMatchObject({ details: [{ issue: "INVALID_STRING_LENGTH" }] });

    await call(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD", value: "1.00" }, invoice_id: "INV-1" });
    const duplicate = await call(`/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: "USD", value: "1.00" }, invoice_id: "INV-1" });
    expect(duplicate.body).toMatchObject({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "DUPLICATE_INVOICE_ID" }] });

    const unknown = await call("/v2/payments/captures/NOSUCHCAPTURE/refund", {});
    expect(unknown).toMatchObject({ status: 404, body: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID", location: "path" }] } });
    expect(fake.refundedAmount(captureId)).toBe(200);
  });
});
