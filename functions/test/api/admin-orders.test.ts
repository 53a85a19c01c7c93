/**
 * /api/admin/orders over real HTTP: only an admin reaches it; the list holds every shopper's orders
 * (the newest 100) with the customer's name; status changes are validated, recorded in the order's
 * history with who made them, seen by the shopper, and a rejected order is final and gives paid
 * stock back. Shipping takes a carrier from the settings and a tracking number, which the shopper
 * sees in their order and their shipping email.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderMessage, type AdminOrder, type CreateOrderResponse, type Order } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { orderFromDocument } from "../../src/modules/checkout/orders.service";
import { adminSession, owner } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, otherShopper, registeredSession, shopper, type ApiAnswer, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let dana: Shopper;
let noa: Shopper;
let admin: Shopper;
let steps: ReturnType<typeof checkoutSteps>;

beforeAll(async () => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  noa = await registeredSession(api.baseUrl, otherShopper);
  admin = await adminSession(api.baseUrl);
});

const stockOf = async (productId: string) => (await db().collection("products").doc(productId).get()).get("totalStock") as number;
const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data();

const list = (cookie?: string) => call(api.baseUrl, "/api/admin/orders/get", { cookie });
const details = (id: string, cookie?: string) => call(api.baseUrl, `/api/admin/orders/details/${id}`, { cookie });
const update = (id: string, json: unknown, cookie?: string, headers?: Record<string, string>) =>
  call(api.baseUrl, `/api/admin/orders/update/${id}`, { method: "PUT", json, cookie, headers });
const adminOrderOf = (answer: ApiAnswer) => answer.body.data as AdminOrder;

/** Moving an order to in shipping takes the parcel's carrier and tracking number with it. */
const SHIPMENT = { carrierId: "israel-post", trackingNumber: "RR123456789IL" };
const statusBody = (orderStatus: string) => (orderStatus === "inShipping" ? { orderStatus, shipment: SHIPMENT } : { orderStatus });
/** The `mail` document of an order's message (`order-<id>-inShipping`…), when one was queued. */
const mailFor = async (orderId: string, what: string) =>
  (await db().collection("mail").doc(`order-${orderId}-${what}`).get()).data() as { to: string; template: { name: string; data: Record<string, unknown> } } | undefined;

/** An order the shopper placed and has not paid yet: 1 × p-a (30.00). */
async function pendingOrder(who: Shopper, productId = "p-a", quantity = 1): Promise<string> {
  await steps.addToCart(who, productId, quantity);
  const address = await steps.addAddress(who);
  return (await steps.createdOrder(who, address._id)).orderId;
}

/** Dana's paid (confirmed) order of 2 × p-a and 1 × p-b: stock 20 → 18 and 19; placed in `language`. */
async function paidOrder(language: "en" | "he" = "en"): Promise<string> {
  await steps.addToCart(dana, "p-a", 2);
  await steps.addToCart(dana, "p-b", 1);
  const address = await steps.addAddress(dana);
  const placed = await steps.createOrder(dana, { addressId: address._id }, { "Accept-Language": language });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const created = placed.body as unknown as CreateOrderResponse;
  const captured = await steps.capture(dana, await steps.approve(created));
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return created.orderId;
}

describe("access", () => {
  it("answers 401 to a guest and 403 to a shopper on every route, changing nothing", async () => {
    const orderId = await pendingOrder(dana);
    const before = await storedOrder(orderId);
    for (const who of [undefined, dana.cookie, noa.cookie]) {
      const expected = who ? 403 : 401;
      expect((await list(who)).status).toBe(expected);
      expect((await details(orderId, who)).status).toBe(expected);
      const put = await update(orderId, { orderStatus: "delivered" }, who);
      expect(put.status).toBe(expected);
      expect(put.body.success).toBe(false);
      // Checked before the id or the body is even parsed.
      expect((await update("not.an.id", { orderStatus: 1 }, who)).status).toBe(expected);
    }
    expect(await storedOrder(orderId)).toEqual(before);
  });
});

describe("the order list", () => {
  it("holds every shopper's orders, newest first, each with the customer's name", async () => {
    const first = await pendingOrder(dana);
    const second = await pendingOrder(noa, "p-c", 2);
    const third = await pendingOrder(dana, "p-d");
    const answer = await list(admin.cookie);
    expect(answer.status).toBe(200);
    const orders = answer.body.data as AdminOrder[];
    expect(orders.map((o) => o._id)).toEqual([third, second, first]);
    expect(orders.map((o) => o.userName)).toEqual([shopper.userName, otherShopper.userName, shopper.userName]);
    expect(orders[1]).toMatchObject({ userId: noa.uid, orderStatus: "pending", cartItems: [{ productId: "p-c", quantity: 2 }] });
    // Stored bookkeeping (productIds, the name copied at creation) is not part of the answer.
    expect(orders[0]).not.toHaveProperty("productIds");
  });

  it("takes the name from the customer's profile, and the order's copy when the profile is gone", async () => {
    const danas = await pendingOrder(dana);
    const noas = await pendingOrder(noa);
    await db().collection("users").doc(dana.uid).update({ userName: "Dana Levi-Katz" });
    await db().collection("users").doc(noa.uid).delete();
    const orders = (await list(admin.cookie)).body.data as AdminOrder[];
    expect(orders.find((o) => o._id === danas)?.userName).toBe("Dana Levi-Katz");
    expect(orders.find((o) => o._id === noas)?.userName).toBe(otherShopper.userName);
  });

  it("answers an empty list when there are no orders", async () => {
    const answer = await list(admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });

  it("is bounded: the 100 newest of 105 orders on the first page, the other 5 after its cursor", async () => {
    const template = await storedOrder(await pendingOrder(dana));
    await db().collection("orders").get().then((s) => Promise.all(s.docs.map((d) => d.ref.delete())));
    const batch = db().batch();
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    for (let i = 0; i < 105; i++) {
      const orderDate = new Date(start + i * 60_000).toISOString();
      batch.set(db().collection("orders").doc(`order-${String(i).padStart(3, "0")}`), {
        ...template,
        userId: i % 2 === 0 ? dana.uid : noa.uid,
        orderDate,
        orderUpdateDate: orderDate,
      });
    }
    await batch.commit();
    const first = await list(admin.cookie);
    const orders = first.body.data as AdminOrder[];
    expect(orders).toHaveLength(100);
    expect(orders[0]?._id).toBe("order-104");
    expect(orders[99]?._id).toBe("order-005");
    const dates = orders.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(orders.find((o) => o._id === "order-103")?.userName).toBe(otherShopper.userName);
    expect(orders.find((o) => o._id === "order-104")?.userName).toBe(shopper.userName);
    const rest = await call(api.baseUrl, `/api/admin/orders/get?cursor=${first.body.nextCursor as string}`, { cookie: admin.cookie });
    expect((rest.body.data as AdminOrder[]).map((o) => o._id)).toEqual(["order-004", "order-003", "order-002", "order-001", "order-000"]);
    expect(rest.body.nextCursor).toBeNull();
  });
});

describe("order details", () => {
  it("answers the order as the shopper sees it, plus the customer's name", async () => {
    const orderId = await pendingOrder(dana);
    const answer = await details(orderId, admin.cookie);
    expect(answer.status).toBe(200);
    const own = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: dana.cookie });
    // …and the language the shopper ordered in.
    expect(answer.body.data).toEqual({ ...(own.body.data as Order), userName: shopper.userName, language: "en" });
  });

  it("answers 404 for an unknown order and 400 for a malformed id", async () => {
    const unknown = await details("no-such-order", admin.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: "order.notFound", message: renderMessage("order.notFound") });
    const hebrew = await call(api.baseUrl, "/api/admin/orders/details/no-such-order", { cookie: admin.cookie, headers: { "Accept-Language": "he" } });
    expect(hebrew.body.message).toBe("ההזמנה לא נמצאה");

    for (const id of ["bad.id", "-dash-first", "x".repeat(129), "%20"]) {
      const malformed = await details(id, admin.cookie);
      expect(malformed.status, id).toBe(400);
      expect(malformed.body).toMatchObject({ success: false, message: "That is not a valid order id." });
    }
  });
});

describe("changing an order's status", () => {
  it("refuses a status the admin cannot set, a missing one or a wrong type with 400, changing nothing", async () => {
    const orderId = await pendingOrder(dana);
    const before = await storedOrder(orderId);
    const cases: Array<[unknown, string]> = [
      [{ orderStatus: "confirmed" }, renderMessage("adminOrder.statusConfirmed")],
      [{ orderStatus: "shipped" }, renderMessage("adminOrder.statusInvalid")],
      [{ orderStatus: 3 }, renderMessage("adminOrder.statusInvalid")],
      [{ orderStatus: ["delivered"] }, renderMessage("adminOrder.statusInvalid")],
      [{ orderStatus: { $set: "delivered" } }, renderMessage("adminOrder.statusInvalid")],
      [{}, renderMessage("adminOrder.statusRequired")],
      [{ orderStatus: null }, renderMessage("adminOrder.statusRequired")],
      [["delivered"], "Send the request body as a JSON object."],
    ];
    for (const [json, message] of cases) {
      const answer = await update(orderId, json, admin.cookie);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    const hebrew = await update(orderId, { orderStatus: "shipped" }, admin.cookie, { "Accept-Language": "he" });
    expect(hebrew.body.message).toBe("זה אינו סטטוס שמנהל החנות יכול לקבוע. יש לבחור אחד מ־pending, inProcess, inShipping, delivered, rejected.");
    expect(await storedOrder(orderId)).toEqual(before);
  });

  it("answers 404 for an unknown order and 400 for a malformed id", async () => {
    const unknown = await update("no-such-order", { orderStatus: "delivered" }, admin.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(renderMessage("order.notFound"));
    expect((await db().collection("orders").doc("no-such-order").get()).exists).toBe(false);
    expect((await update("bad.id", { orderStatus: "delivered" }, admin.cookie)).status).toBe(400);
  });

  it("walks a paid order confirmed → inProcess → inShipping → delivered, recording each change, and the shopper sees it", async () => {
    const orderId = await paidOrder();
    const created = orderFromDocument(orderId, (await storedOrder(orderId)) ?? {});
    for (const orderStatus of ["inProcess", "inShipping", "delivered"] as const) {
      const answer = await update(orderId, statusBody(orderStatus), admin.cookie);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ success: true, code: "adminOrder.updated", message: renderMessage("adminOrder.updated") });
      expect(adminOrderOf(answer)).toMatchObject({ _id: orderId, orderStatus, userName: shopper.userName });
      // The answer is what is stored.
      expect(adminOrderOf(answer)).toEqual((await details(orderId, admin.cookie)).body.data);
    }

    const stored = orderFromDocument(orderId, (await storedOrder(orderId)) ?? {});
    expect(stored.statusHistory.map((change) => change.status)).toEqual(["pending", "confirmed", "inProcess", "inShipping", "delivered"]);
    const times = stored.statusHistory.map((change) => change.at);
    for (const at of times) expect(new Date(at).toISOString()).toBe(at);
    expect(times).toEqual([...times].sort());
    expect(times[0]).toBe(created.orderDate);
    expect(stored.orderUpdateDate).toBe(times[4]);
    expect(stored.orderDate).toBe(created.orderDate);
    // Only the status moved: the money, lines and payment are as they were.
    expect(stored).toMatchObject({ totalAmount: created.totalAmount, cartItems: created.cartItems, paymentStatus: "paid" });

    const own = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: dana.cookie });
    expect((own.body.data as Order).orderStatus).toBe("delivered");
    const ownList = await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`, { cookie: dana.cookie });
    expect((ownList.body.data as Order[]).map((o) => [o._id, o.orderStatus])).toEqual([[orderId, "delivered"]]);
  });

  it("answers success and writes nothing when the order already has the status", async () => {
    const orderId = await paidOrder();
    await update(orderId, { orderStatus: "inProcess" }, admin.cookie);
    const before = await storedOrder(orderId);
    const again = await update(orderId, { orderStatus: "inProcess" }, admin.cookie);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, code: "adminOrder.updated", message: renderMessage("adminOrder.updated"), data: { orderStatus: "inProcess" } });
    expect(await storedOrder(orderId)).toEqual(before);
  });

  it("moves a paid order on from confirmed without touching its payment or stock", async () => {
    const orderId = await paidOrder();
    const answer = await update(orderId, { orderStatus: "inProcess" }, admin.cookie);
    expect(answer.status).toBe(200);
    expect(adminOrderOf(answer)).toMatchObject({ orderStatus: "inProcess", paymentStatus: "paid" });
    expect(adminOrderOf(answer).statusHistory.map((c) => c.status)).toEqual(["pending", "confirmed", "inProcess"]);
    expect([await stockOf("p-a"), await stockOf("p-b")]).toEqual([18, 19]);
  });
});

describe("the order of statuses", () => {
  it("refuses every move back, every skipped step and a delivered order's change with 409 saying why, in both languages, changing nothing", async () => {
    const orderId = await paidOrder();
    const refused = async (orderStatus: string, message: string) => {
      const before = await storedOrder(orderId);
      const answer = await update(orderId, statusBody(orderStatus), admin.cookie);
      expect(answer.status, `${orderStatus}: ${JSON.stringify(answer.body)}`).toBe(409);
      expect(answer.body).toMatchObject({ success: false, message });
      expect(await storedOrder(orderId)).toEqual(before);
    };
    // confirmed: no skipping to shipping or delivered, no way back to pending.
    await refused("inShipping", renderMessage("adminOrder.forwardOnly"));
    await refused("delivered", renderMessage("adminOrder.forwardOnly"));
    await refused("pending", renderMessage("adminOrder.forwardOnly"));
    for (const step of ["inProcess", "inShipping", "delivered"]) {
      expect((await update(orderId, statusBody(step), admin.cookie)).status).toBe(200);
    }
    // delivered is final: not pending (the reported bug), not back a step, not rejected.
    for (const status of ["pending", "inProcess", "inShipping", "rejected"]) await refused(status, renderMessage("adminOrder.deliveredIsFinal"));
    const hebrew = await update(orderId, { orderStatus: "pending" }, admin.cookie, { "Accept-Language": "he" });
    expect(hebrew.status).toBe(409);
    expect(hebrew.body.message).toBe("ההזמנה הזו נמסרה, והזמנה שנמסרה היא סופית: אי אפשר לשנות את הסטטוס שלה.");
  });

  it("lets an unpaid order only be rejected: it is confirmed by payment alone", async () => {
    const orderId = await pendingOrder(dana);
    for (const orderStatus of ["inProcess", "inShipping", "delivered"]) {
      const answer = await update(orderId, statusBody(orderStatus), admin.cookie);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(renderMessage("adminOrder.unpaidOnlyRejected"));
    }
    expect((await storedOrder(orderId))?.orderStatus).toBe("pending");
    expect((await update(orderId, { orderStatus: "rejected" }, admin.cookie)).status).toBe(200);
  });

  it("allows rejecting from every status before delivered", async () => {
    const orderId = await paidOrder();
    expect((await update(orderId, { orderStatus: "inProcess" }, admin.cookie)).status).toBe(200);
    expect((await update(orderId, statusBody("inShipping"), admin.cookie)).status).toBe(200);
    const answer = await update(orderId, { orderStatus: "rejected" }, admin.cookie);
    expect(answer.status).toBe(200);
    expect(adminOrderOf(answer).orderStatus).toBe("rejected");
  });
});

describe("rejecting an order", () => {
  it("returns a paid order's stock to its products, in the same change", async () => {
    const orderId = await paidOrder();
    expect([await stockOf("p-a"), await stockOf("p-b")]).toEqual([18, 19]);
    const answer = await update(orderId, { orderStatus: "rejected" }, admin.cookie);
    expect(answer.status).toBe(200);
    expect(adminOrderOf(answer)).toMatchObject({ orderStatus: "rejected", paymentStatus: "paid" });
    expect([await stockOf("p-a"), await stockOf("p-b")]).toEqual([20, 20]);
    expect((await storedOrder(orderId))?.statusHistory.map((c: { status: string }) => c.status)).toEqual(["pending", "confirmed", "rejected"]);

    // Rejecting again changes nothing, and returns no stock twice.
    const again = await update(orderId, { orderStatus: "rejected" }, admin.cookie);
    expect(again.status).toBe(200);
    expect([await stockOf("p-a"), await stockOf("p-b")]).toEqual([20, 20]);
  });

  it("returns stock only to products that still exist", async () => {
    const orderId = await paidOrder();
    await db().collection("products").doc("p-b").delete();
    const answer = await update(orderId, { orderStatus: "rejected" }, admin.cookie);
    expect(answer.status).toBe(200);
    expect(await stockOf("p-a")).toBe(20);
    expect((await db().collection("products").doc("p-b").get()).exists).toBe(false);
  });

  it("makes an unpaid order unpayable: no stock moves, and a later payment is refused uncharged", async () => {
    await steps.addToCart(dana, "p-a", 2);
    const address = await steps.addAddress(dana);
    const created = await steps.createdOrder(dana, address._id);
    const answer = await update(created.orderId, { orderStatus: "rejected" }, admin.cookie);
    expect(answer.status).toBe(200);
    expect(adminOrderOf(answer)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureReason: renderMessage("adminOrder.rejectedByShop") });
    expect(await stockOf("p-a")).toBe(20);

    const capture = await steps.capture(dana, await steps.approve(created));
    expect(capture.status).toBe(409);
    expect(capture.body).toMatchObject({ success: false, code: "adminOrder.rejectedByShop", message: renderMessage("adminOrder.rejectedByShop") });
    expect(await stockOf("p-a")).toBe(20);
    expect((await storedOrder(created.orderId))?.orderStatus).toBe("rejected");
  });

  it("is final: any other status is refused with 409 and nothing changes", async () => {
    const orderId = await paidOrder();
    await update(orderId, { orderStatus: "rejected" }, admin.cookie);
    const before = await storedOrder(orderId);
    for (const orderStatus of ["pending", "inProcess", "inShipping", "delivered"]) {
      const answer = await update(orderId, statusBody(orderStatus), admin.cookie);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ success: false, code: "adminOrder.rejectedIsFinal", message: renderMessage("adminOrder.rejectedIsFinal") });
    }
    const hebrew = await update(orderId, { orderStatus: "delivered" }, admin.cookie, { "Accept-Language": "he" });
    expect(hebrew.body.message).toBe("ההזמנה הזו נדחתה, והזמנה שנדחתה היא סופית: אי אפשר לשנות את הסטטוס שלה.");
    expect(await storedOrder(orderId)).toEqual(before);
    expect([await stockOf("p-a"), await stockOf("p-b")]).toEqual([20, 20]);
  });

  it("also holds for an order whose payment failed", async () => {
    const orderId = await pendingOrder(dana);
    const cancel = await call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId }, cookie: dana.cookie });
    expect(cancel.status).toBe(200);
    const answer = await update(orderId, { orderStatus: "inProcess" }, admin.cookie);
    expect(answer.status).toBe(409);
    expect((await storedOrder(orderId))?.orderStatus).toBe("rejected");
  });

  it("waits while the payment is being captured (409), so a rejected order is never charged", async () => {
    const orderId = await pendingOrder(dana);
    await db().collection("orders").doc(orderId).update({ paymentStatus: "processing" });
    const before = await storedOrder(orderId);
    const answer = await update(orderId, { orderStatus: "rejected" }, admin.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(renderMessage("adminOrder.paymentInProgress"));
    expect(await storedOrder(orderId)).toEqual(before);
  });
});

describe("an expired order", () => {
  it("shows in the list and the details as rejected with its reason, and cannot be moved on", async () => {
    const orderId = await pendingOrder(dana);
    await db().collection("orders").doc(orderId).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const reason = renderMessage("order.expired");

    const listed = (await list(admin.cookie)).body.data as AdminOrder[];
    expect(listed.find((o) => o._id === orderId)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureReason: reason });
    const hebrew = await call(api.baseUrl, `/api/admin/orders/details/${orderId}`, { cookie: admin.cookie, headers: { "Accept-Language": "he" } });
    expect(adminOrderOf(hebrew)).toMatchObject({ orderStatus: "rejected", failureReason: "תוקף ההזמנה הזו פג לפני שהתשלום הושלם, ולכן אי אפשר עוד לשלם עליה. לא חויבת; יש לבצע הזמנה מחדש." });
    expect(adminOrderOf(hebrew).statusHistory.map((s) => s.status)).toEqual(["pending", "rejected"]);

    const moved = await update(orderId, { orderStatus: "inProcess" }, admin.cookie);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(renderMessage("adminOrder.rejectedIsFinal"));
    expect(await stockOf("p-a")).toBe(20);
  });
});

describe("shipping an order", () => {
  /** Dana's paid order, in process: the next step is in shipping. */
  async function readyToShip(language: "en" | "he" = "en"): Promise<string> {
    const orderId = await paidOrder(language);
    expect((await update(orderId, { orderStatus: "inProcess" }, admin.cookie)).status).toBe(200);
    return orderId;
  }

  it("needs the carrier and the tracking number, said per field in the caller's language; a refused change stores nothing and emails nobody", async () => {
    const orderId = await readyToShip();
    const before = await storedOrder(orderId);
    const refused = async (json: unknown, headers?: Record<string, string>) => {
      const answer = await update(orderId, json, admin.cookie, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.success).toBe(false);
      return answer.body as { code: string; message: string; errors: Record<string, string> };
    };

    expect((await refused({ orderStatus: "inShipping" })).errors).toEqual({ shipment: renderMessage("shipment.required") });
    expect((await refused({ orderStatus: "inShipping" }, { "Accept-Language": "he" })).errors).toEqual({
      shipment: "כדי להעביר את ההזמנה למשלוח, יש לבחור חברת שילוח ולהזין מספר מעקב.",
    });
    expect((await refused({ orderStatus: "inShipping", shipment: { carrierId: "israel-post", trackingNumber: " " } })).errors).toEqual({
      "shipment.trackingNumber": renderMessage("shipment.trackingNumberRequired"),
    });
    for (const trackingNumber of ["RR", "RR1/../admin", "x".repeat(41)]) {
      expect((await refused({ orderStatus: "inShipping", shipment: { carrierId: "israel-post", trackingNumber } })).errors, trackingNumber).toEqual({
        "shipment.trackingNumber": renderMessage("shipment.trackingNumberFormat", { min: 3, max: 40 }),
      });
    }
    const unknown = await refused({ orderStatus: "inShipping", shipment: { carrierId: "pigeon-post", trackingNumber: "RR1234" } }, { "Accept-Language": "he" });
    expect(unknown).toMatchObject({ code: "shipment.carrierUnknown", errors: { "shipment.carrierId": renderMessage("shipment.carrierUnknown", {}, "he") } });
    // A shipment goes with in shipping only: never silently dropped from another change.
    expect((await refused({ orderStatus: "rejected", shipment: SHIPMENT })).errors).toEqual({ shipment: renderMessage("shipment.onlyWhenShipping") });

    expect(await storedOrder(orderId)).toEqual(before);
    expect(await mailFor(orderId, "inShipping")).toBeUndefined();
  });

  it("refuses a skipped step with its shipment too (409), storing and emailing nothing", async () => {
    const orderId = await paidOrder();
    const before = await storedOrder(orderId);
    const skipped = await update(orderId, statusBody("inShipping"), admin.cookie);
    expect(skipped.status).toBe(409);
    expect(skipped.body.message).toBe(renderMessage("adminOrder.forwardOnly"));
    expect(await storedOrder(orderId)).toEqual(before);
    expect(await mailFor(orderId, "inShipping")).toBeUndefined();
  });

  it("stores the carrier as it is now and the filled-in tracking address; the shopper sees it in their order, another shopper does not", async () => {
    const orderId = await readyToShip();
    const answer = await update(orderId, { orderStatus: "inShipping", shipment: { carrierId: "ups", trackingNumber: "  1Z 999-AA1 " } }, admin.cookie);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shipped = adminOrderOf(answer);
    const shipment = {
      carrierId: "ups",
      carrier: "UPS",
      trackingNumber: "1Z 999-AA1",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z%20999-AA1",
      shippedAt: shipped.statusHistory.at(-1)?.at,
    };
    expect(shipped.shipment).toEqual(shipment);
    expect((await storedOrder(orderId))?.shipment).toEqual(shipment);
    expect(adminOrderOf(await details(orderId, admin.cookie)).shipment).toEqual(shipment);

    // A carrier renamed or removed later changes no parcel already on its way.
    const carriers = await call(api.baseUrl, "/api/admin/settings/carriers", { method: "PUT", json: { carriers: [] }, cookie: admin.cookie });
    expect(carriers.status).toBe(200);
    const own = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: dana.cookie });
    expect(own.status).toBe(200);
    expect((own.body.data as Order).shipment).toEqual(shipment);
    const ownList = await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`, { cookie: dana.cookie });
    expect((ownList.body.data as Order[]).find((o) => o._id === orderId)?.shipment).toEqual(shipment);

    const other = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: noa.cookie });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain("1Z 999-AA1");
    const othersList = await call(api.baseUrl, `/api/shop/order/list/${noa.uid}`, { cookie: noa.cookie });
    expect(othersList.body.data).toEqual([]);

    // Delivered keeps the shipment.
    const delivered = await update(orderId, { orderStatus: "delivered" }, admin.cookie);
    expect(adminOrderOf(delivered).shipment).toEqual(shipment);
  });

  it("emails the shopper the carrier, tracking number and link, in the language they ordered in", async () => {
    const orderId = await readyToShip("he");
    expect((await update(orderId, statusBody("inShipping"), admin.cookie)).status).toBe(200);
    const mail = await mailFor(orderId, "inShipping");
    expect(mail?.to).toBe(shopper.email);
    expect(mail?.template.name).toBe("order-in-shipping-he");
    expect(mail?.template.data).toMatchObject({
      carrier: "דואר ישראל",
      trackingNumber: "RR123456789IL",
      trackingUrl: "https://israelpost.co.il/itemtrace?itemcode=RR123456789IL",
    });
    // The admin's view says which language the order was placed in (the packing slip's default).
    expect(adminOrderOf(await details(orderId, admin.cookie))).toMatchObject({ language: "he", shipment: { carrier: "Israel Post", carrierHe: "דואר ישראל" } });
  });

  it("records who made each change: the signed-in admin, by name", async () => {
    const orderId = await readyToShip();
    expect((await update(orderId, statusBody("inShipping"), admin.cookie)).status).toBe(200);
    const history = adminOrderOf(await details(orderId, admin.cookie)).statusHistory;
    expect(history.map((change) => change.status)).toEqual(["pending", "confirmed", "inProcess", "inShipping"]);
    const byAdmin = { kind: "admin", name: owner.userName };
    expect(history.slice(2).map((change) => change.by)).toEqual([byAdmin, byAdmin]);
    expect((await storedOrder(orderId))?.statusHistory.slice(2).map((change: { by?: unknown }) => change.by)).toEqual([byAdmin, byAdmin]);
    // The shopper's own view holds the same history.
    const own = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: dana.cookie });
    expect((own.body.data as Order).statusHistory.slice(2).map((change) => change.by)).toEqual([byAdmin, byAdmin]);
  });
});
