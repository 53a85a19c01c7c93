/**
 * Checkout with PayPal configured, over real HTTP, against a local server that answers like
 * PayPal's Orders v2 API (src/test/fake-paypal.ts). The shop cannot reach PayPal from here; this
 * is the closest honest stand-in: same requests, same answers, same errors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../src/platform/firebase";
import { forgetPaymentProviders } from "../../src/modules/checkout/payments/providers";
import { startFakePaypal, type FakePaypal } from "../../src/test/fake-paypal";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { adminSession } from "./admin-support";
import { call, registeredSession, resetEmulators, startApi, type RunningApi } from "./helpers";
import { seedTestShop } from "./shop-fixtures";

let api: RunningApi;
let paypal: FakePaypal;
let dana: Shopper;
let steps: ReturnType<typeof checkoutSteps>;
/** The fake's charge count and PayPal orders when the test began. */
let charges: number;
let ordersAtStart: number;
const saved = { ...process.env };

beforeAll(async () => {
  paypal = await startFakePaypal();
  Object.assign(process.env, {
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_ENV: "sandbox",
    PAYPAL_API_BASE: paypal.baseUrl,
  });
  forgetPaymentProviders();
  api = await startApi();
  steps = checkoutSteps(api.baseUrl);
});
afterAll(async () => {
  for (const key of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_ENV", "PAYPAL_API_BASE"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  forgetPaymentProviders();
  await resetEmulators();
  await api.close();
  await paypal.close();
});
beforeEach(async () => {
  forgetPaymentProviders(); // a fresh provider: no token cached from an earlier test
  charges = paypal.charges;
  ordersAtStart = paypal.orders.size;
  await resetEmulators();
  await seedTestShop();
  dana = await registeredSession(api.baseUrl);
});

const stockOf = async (productId: string) => (await db().collection("products").doc(productId).get()).get("totalStock") as number;
const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data();

async function orderAtPaypal() {
  await steps.addToCart(dana, "p-a", 2);
  await steps.addToCart(dana, "p-b", 1);
  const address = await steps.addAddress(dana);
  const created = await steps.createdOrder(dana, address._id);
  const order = await storedOrder(created.orderId);
  return { created, paymentId: order?.paymentId as string };
}

describe("checkout through PayPal", () => {
  it("creates the PayPal order with the server's total and sends the shopper to PayPal's approval page", async () => {
    const { created, paymentId } = await orderAtPaypal();
    expect(created.approvalURL).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${paymentId}`);
    expect(await storedOrder(created.orderId)).toMatchObject({ paymentMethod: "paypal", totalAmount: 8000 });
    // What PayPal holds: the server's total, this shop order as the reference.
    expect(paypal.orders.get(paymentId)?.request).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ reference_id: created.orderId, amount: { currency_code: "USD", value: "80.00" } }],
      payment_source: { paypal: { experience_context: { return_url: expect.stringMatching(/\/shop\/paypal-return$/) } } },
    });
  });

  it("captures an approved order once: confirmed, stock down, one charge even when asked twice", async () => {
    const { created, paymentId } = await orderAtPaypal();
    paypal.approve(paymentId, "PAYERDANA01");
    const body = { orderId: created.orderId, paymentId, payerId: "PAYERDANA01" };
    const first = await steps.capture(dana, body);
    expect(first.status).toBe(200);
    expect(steps.orderOf(first)).toMatchObject({ orderStatus: "confirmed", paymentStatus: "paid", payerId: "PAYERDANA01" });
    const again = await steps.capture(dana, body);
    expect(again.status).toBe(200);
    expect(paypal.charges - charges).toBe(1);
    expect(await stockOf("p-a")).toBe(18);
  });

  it("a declined card fails the order, gives the stock back and says the shopper was not charged", async () => {
    const { created, paymentId } = await orderAtPaypal();
    paypal.approve(paymentId, "PAYERDANA01", "instrument-declined");
    const answer = await steps.capture(dana, { orderId: created.orderId, paymentId, payerId: "PAYERDANA01" });
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe("The payment could not be completed. You have not been charged.");
    expect(paypal.charges - charges).toBe(0);
    expect(await stockOf("p-a")).toBe(20);
  });

  it("PayPal down at capture keeps the stock reserved, and capturing again later completes the order", async () => {
    const { created, paymentId } = await orderAtPaypal();
    paypal.approve(paymentId, "PAYERDANA01");
    paypal.failNext("capture", { kind: "status", status: 503 });
    const body = { orderId: created.orderId, paymentId, payerId: "PAYERDANA01" };
    const down = await steps.capture(dana, body);
    expect(down.status).toBe(503);
    expect(await storedOrder(created.orderId)).toMatchObject({ paymentStatus: "processing" });
    expect(await stockOf("p-a")).toBe(18);

    const later = await steps.capture(dana, body);
    expect(later.status).toBe(200);
    expect(paypal.charges - charges).toBe(1);
    expect(await stockOf("p-a")).toBe(18);
  });

  it("PayPal refusing our credentials at checkout answers 503 and writes no order", async () => {
    await steps.addToCart(dana, "p-a", 1);
    const address = await steps.addAddress(dana);
    paypal.failNext("token", { kind: "status", status: 401 });
    const answer = await steps.createOrder(dana, { addressId: address._id });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe("The payment service is not available right now. Please try again in a few minutes.");
    expect((await db().collection("orders").get()).size).toBe(0);
  });
});

describe("stale orders through PayPal", () => {
  it("refuses an approved order whose price rose: 409, PayPal never asked to capture, stock untouched", async () => {
    const { created, paymentId } = await orderAtPaypal();
    paypal.approve(paymentId, "PAYERDANA01");
    await db().collection("products").doc("p-a").update({ price: 500000 });
    const capturesBefore = paypal.callsTo("capture").length;
    const answer = await steps.capture(dana, { orderId: created.orderId, paymentId, payerId: "PAYERDANA01" });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The price of "Almond Truffles" has changed since you placed this order. You have not been charged; please check out again.');
    expect(paypal.callsTo("capture")).toHaveLength(capturesBefore);
    expect(paypal.charges - charges).toBe(0);
    expect(await stockOf("p-a")).toBe(20);
    expect(await storedOrder(created.orderId)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed" });
  });

  it("refuses an expired order without calling PayPal at all: its PayPal order lapses there", async () => {
    const { created, paymentId } = await orderAtPaypal();
    paypal.approve(paymentId, "PAYERDANA01");
    await db().collection("orders").doc(created.orderId).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const callsBefore = paypal.calls.length;
    const answer = await steps.capture(dana, { orderId: created.orderId, paymentId, payerId: "PAYERDANA01" });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("This order expired before it was paid, so it can no longer be paid. You have not been charged; please check out again.");
    expect(paypal.calls).toHaveLength(callsBefore); // no read, no capture, and no void (Orders v2 has none)
    expect(paypal.charges - charges).toBe(0);
    expect(await stockOf("p-a")).toBe(20);
    expect(await storedOrder(created.orderId)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed" });
  });

  it("creates no PayPal order for a create refused by the limit on unpaid orders", async () => {
    await steps.addToCart(dana, "p-a", 1);
    const address = await steps.addAddress(dana);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await steps.createOrder(dana, { addressId: address._id }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 409, 409]);
    expect(paypal.orders.size - ordersAtStart).toBe(3);
    expect((await db().collection("orders").get()).size).toBe(3);
  });

  it("takes out of the cart only the units PayPal was paid for", async () => {
    await steps.addToCart(dana, "p-a", 1);
    const address = await steps.addAddress(dana);
    const created = await steps.createdOrder(dana, address._id);
    await steps.addToCart(dana, "p-a", 4);
    const paymentId = (await storedOrder(created.orderId))?.paymentId as string;
    paypal.approve(paymentId, "PAYERDANA01");
    expect((await steps.capture(dana, { orderId: created.orderId, paymentId, payerId: "PAYERDANA01" })).status).toBe(200);
    expect((await db().collection("carts").doc(dana.uid).get()).get("items")).toEqual([{ productId: "p-a", quantity: 4 }]);
    expect(paypal.charges - charges).toBe(1);
  });
});

describe("refunds through PayPal", () => {
  /** Dana's PayPal order of 80.00, captured; answers its ids and PayPal's capture id. */
  async function paidAtPaypal() {
    const { created, paymentId } = await orderAtPaypal();
    paypal.approve(paymentId, "PAYERDANA01");
    expect((await steps.capture(dana, { orderId: created.orderId, paymentId, payerId: "PAYERDANA01" })).status).toBe(200);
    const captureId = paypal.orders.get(paymentId)?.captures[0]?.id ?? "";
    return { orderId: created.orderId, captureId };
  }
  const reject = async (orderId: string) => {
    const admin = await adminSession(api.baseUrl);
    return call(api.baseUrl, `/api/admin/orders/update/${orderId}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
  };

  it("rejecting a paid order refunds its capture at PayPal, once however often it is asked", async () => {
    const { orderId, captureId } = await paidAtPaypal();
    expect((await reject(orderId)).status).toBe(200);
    expect((await reject(orderId)).status).toBe(200);
    expect(paypal.refundedAmount(captureId)).toBe(8000);
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
    expect(await storedOrder(orderId)).toMatchObject({ orderStatus: "rejected", paymentStatus: "paid", refunds: [{ amount: 8000, status: "completed" }] });
    expect(await stockOf("p-a")).toBe(20);
  });

  it("a timeout after PayPal refunded changes nothing, and the retry records that same refund", async () => {
    const { orderId, captureId } = await paidAtPaypal();
    paypal.failNext("refund", { kind: "status", status: 500, afterWork: true });
    const lost = await reject(orderId);
    expect(lost.status).toBe(503);
    expect(await storedOrder(orderId)).toMatchObject({ orderStatus: "confirmed", paymentStatus: "paid" });
    expect((await storedOrder(orderId))?.refunds).toBeUndefined();
    expect(await stockOf("p-a")).toBe(18);

    expect((await reject(orderId)).status).toBe(200);
    expect(paypal.refundedAmount(captureId)).toBe(8000);
    expect(paypal.refundsOf(captureId)).toHaveLength(1);
    expect((await storedOrder(orderId))?.refunds).toHaveLength(1);
  });

  it("a refund PayPal refuses leaves the order paid and tells the admin why", async () => {
    const { orderId, captureId } = await paidAtPaypal();
    paypal.failNext("refund", { kind: "status", status: 422, issue: "TRANSACTION_REFUSED" });
    const refused = await reject(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.params).toEqual({ reason: "TRANSACTION_REFUSED" });
    expect(await storedOrder(orderId)).toMatchObject({ orderStatus: "confirmed", paymentStatus: "paid" });
    expect(paypal.refundedAmount(captureId)).toBe(0);
    expect(await stockOf("p-a")).toBe(18);
  });
});
