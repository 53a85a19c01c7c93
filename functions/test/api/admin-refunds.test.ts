/**
 * Money back over real HTTP, through the sandbox provider (PayPal's are in orders-paypal.test.ts):
 * rejecting a paid order refunds what is left, once, in the flow that returns the stock; a refund
 * the provider refuses changes nothing; the admin refunds parts (an amount or lines), idempotently
 * by request id; only an admin can, and bad requests change nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminOrder, CreateOrderResponse } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { getSandboxPayment } from "../../src/modules/checkout/payments/sandbox.provider";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, registeredSession, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let dana: Shopper;
let admin: Shopper;
let steps: ReturnType<typeof checkoutSteps>;

beforeAll(async () => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  admin = await adminSession(api.baseUrl);
});

const stored = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};
const stockOf = async (productId: string) => (await db().collection("products").doc(productId).get()).get("totalStock") as number;
const mailIds = async () => (await db().collection("mail").get()).docs.map((doc) => doc.id).sort();
const reject = (id: string, cookie = admin.cookie, headers?: Record<string, string>) =>
  call(api.baseUrl, `/api/admin/orders/update/${id}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie, headers });
/** As the admin unless `as` says otherwise (null: a guest). */
const refund = (id: string, json: unknown, as: string | null = admin.cookie, headers?: Record<string, string>) =>
  call(api.baseUrl, `/api/admin/orders/refund/${id}`, { method: "POST", json, cookie: as ?? undefined, headers });
const refundedAtSandbox = async (orderId: string) => (await getSandboxPayment((await stored(orderId)).paymentId as string))?.refundedAmount ?? 0;

/** Dana's paid order of 2 × p-a (30.00) and 1 × p-b (10.00): 70.00 + shipping = the seeded total. */
async function paidOrder(): Promise<{ orderId: string; total: number }> {
  await steps.addToCart(dana, "p-a", 2);
  await steps.addToCart(dana, "p-b", 1);
  const address = await steps.addAddress(dana);
  const created: CreateOrderResponse = await steps.createdOrder(dana, address._id);
  const captured = await steps.capture(dana, await steps.approve(created));
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return { orderId: created.orderId, total: (await stored(created.orderId)).totalAmount as number };
}

describe("rejecting a paid order", () => {
  it("refunds the whole payment at the provider, returns the stock and tells the shopper, in one go", async () => {
    const { orderId, total } = await paidOrder();
    const answer = await reject(orderId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = answer.body.data as AdminOrder;
    expect(order).toMatchObject({ orderStatus: "rejected", paymentStatus: "paid", refunds: [{ key: `${orderId}-rejected`, amount: total, status: "completed", reason: "rejected", by: { kind: "admin" } }] });
    expect(await refundedAtSandbox(orderId)).toBe(total);
    expect(await stockOf("p-a")).toBe(20);
    const mail = (await db().collection("mail").doc(`order-${orderId}-rejected`).get()).data();
    expect(mail?.template.data).toMatchObject({ refundAmount: expect.stringContaining((total / 100).toFixed(2)), refundPending: false, charged: true });
    // The shopper's own view shows the refund too.
    const own = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: dana.cookie });
    expect(own.body.data).toMatchObject({ refunds: [{ amount: total, status: "completed" }] });
  });

  it("never refunds twice: rejecting again, or two admins at once", async () => {
    const { orderId, total } = await paidOrder();
    const answers = await Promise.all([reject(orderId), reject(orderId)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await reject(orderId)).status).toBe(200);
    expect(await refundedAtSandbox(orderId)).toBe(total);
    expect((await stored(orderId)).refunds).toHaveLength(1);
    expect(await stockOf("p-a")).toBe(20);
    expect((await mailIds()).filter((id) => id.endsWith("-rejected"))).toHaveLength(1);
  });

  it("leaves the order paid and changes nothing when the provider refuses, saying why", async () => {
    const { orderId } = await paidOrder();
    // The money went back outside the shop (the provider's own dashboard): the provider refuses.
    const paymentId = (await stored(orderId)).paymentId as string;
    const payment = await getSandboxPayment(paymentId);
    await db().collection("sandboxPayments").doc(paymentId).update({ refundedAmount: payment?.amount });
    const before = await stored(orderId);
    const mailsBefore = await mailIds();

    const answer = await reject(orderId);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, code: "refund.providerRefused", params: { reason: "CAPTURE_FULLY_REFUNDED" } });
    expect(answer.body.message).toBe("The payment provider refused the refund (CAPTURE_FULLY_REFUNDED). Nothing was changed: the order is still paid.");
    expect(await stored(orderId)).toEqual(before);
    expect(await stockOf("p-a")).toBe(18);
    expect(await mailIds()).toEqual(mailsBefore);

    const hebrew = await reject(orderId, admin.cookie, { "Accept-Language": "he" });
    expect(hebrew.body.message).toContain("ההזמנה עדיין משולמת");
  });

  it("refunds only what is left after partial refunds", async () => {
    const { orderId, total } = await paidOrder();
    expect((await refund(orderId, { requestId: "first-part-0001", amount: 1500 })).status).toBe(200);
    const answer = await reject(orderId);
    expect(answer.status).toBe(200);
    expect((answer.body.data as AdminOrder).refunds?.map((r) => r.amount)).toEqual([1500, total - 1500]);
    expect(await refundedAtSandbox(orderId)).toBe(total);
  });
});

describe("partial refunds", () => {
  it("gives back an amount once per request id, and tells the shopper once", async () => {
    const { orderId } = await paidOrder();
    const body = { requestId: "5b0e7c7e-0000-4c1a-9d1e-3f2a1b0c9d8e", amount: 1234, note: "One swan arrived broken." };
    const first = await refund(orderId, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe("Refund of $12.34 made.");
    expect(first.body.data).toMatchObject({ orderStatus: "confirmed", paymentStatus: "paid", refunds: [{ amount: 1234, reason: "partial", note: "One swan arrived broken." }] });
    // A retry (a lost answer, a double click) with the same id: the same refund, nothing more.
    const again = await refund(orderId, body);
    expect(again.status).toBe(200);
    expect((again.body.data as AdminOrder).refunds).toHaveLength(1);
    expect(await refundedAtSandbox(orderId)).toBe(1234);
    const refundMails = (await mailIds()).filter((id) => id.includes("-refund-"));
    expect(refundMails).toEqual([`order-${orderId}-refund-${body.requestId}`]);
    const mail = (await db().collection("mail").doc(refundMails[0]!).get()).data();
    expect(mail).toMatchObject({ template: { name: "order-refunded-en", data: { refundAmount: "$12.34", refundNote: "One swan arrived broken." } } });
  });

  it("refunds lines at their price, never more units than were bought", async () => {
    const { orderId } = await paidOrder();
    const one = await refund(orderId, { requestId: "line-refund-0001", lines: [{ productId: "p-a", quantity: 1 }] });
    expect(one.status).toBe(200);
    expect((one.body.data as AdminOrder).refunds?.[0]).toMatchObject({ amount: 3000, lines: [{ productId: "p-a", quantity: 1 }] });
    const tooMany = await refund(orderId, { requestId: "line-refund-0002", lines: [{ productId: "p-a", quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 1 unit of "Almond Truffles" is left to refund.');
    const notOnOrder = await refund(orderId, { requestId: "line-refund-0003", lines: [{ productId: "p-c", quantity: 1 }] });
    expect(notOnOrder.status).toBe(400);
    expect(await refundedAtSandbox(orderId)).toBe(3000);
  });

  it("refuses more than is left, an unpaid order, and malformed requests, changing nothing", async () => {
    const { orderId, total } = await paidOrder();
    const tooMuch = await refund(orderId, { requestId: "too-much-00001", amount: total + 1 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe("refund.exceedsRemaining");
    for (const body of [
      {},
      { requestId: "short", amount: 100 },
      { requestId: "valid-request-1", amount: 100, lines: [{ productId: "p-a", quantity: 1 }] },
      { requestId: "valid-request-1" },
      { requestId: "valid-request-1", amount: -5 },
      { requestId: "valid-request-1", amount: 1.5 },
      { requestId: "valid-request-1", lines: [] },
      { requestId: "valid-request-1", amount: 100, note: "x".repeat(201) },
      "not an object",
    ]) {
      const answer = await refund(orderId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await refundedAtSandbox(orderId)).toBe(0);
    expect((await stored(orderId)).refunds).toBeUndefined();

    await steps.addToCart(dana, "p-c", 1);
    const unpaid = await steps.createdOrder(dana, (await steps.addAddress(dana))._id);
    expect((await refund(unpaid.orderId, { requestId: "unpaid-order-01", amount: 100 })).status).toBe(409);
    expect((await refund("no-such-order", { requestId: "unknown-order-1", amount: 100 })).status).toBe(404);
  });

  it("is the admin's alone: a guest gets 401 and a shopper 403, and nothing moves", async () => {
    const { orderId } = await paidOrder();
    expect((await refund(orderId, { requestId: "guest-attempt-1", amount: 100 }, null)).status).toBe(401);
    expect((await refund(orderId, { requestId: "shopper-attempt", amount: 100 }, dana.cookie)).status).toBe(403);
    expect(await refundedAtSandbox(orderId)).toBe(0);
  });
});
