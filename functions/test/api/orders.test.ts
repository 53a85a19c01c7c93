/**
 * Checkout over real HTTP: /api/shop/order with the local sandbox provider. The server builds the
 * order from Firestore, only the owner sees or pays it, and stock moves once, at capture, without
 * ever going below zero.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Order } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedSettings } from "../../src/modules/settings";
import { checkoutSteps, homeAddress, type Shopper } from "./checkout-support";
import { call, clientAddressOf, docCount, otherShopper, registeredSession, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let dana: Shopper;
let noa: Shopper;
let steps: ReturnType<typeof checkoutSteps>;

beforeAll(async () => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  noa = await registeredSession(api.baseUrl, otherShopper);
});

const stockOf = async (productId: string) => (await db().collection("products").doc(productId).get()).get("totalStock") as number;
const setStock = (productId: string, totalStock: number) => db().collection("products").doc(productId).update({ totalStock });
const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data();
const orderCount = async () => (await db().collection("orders").get()).size;
const cartItems = async (uid: string) => ((await db().collection("carts").doc(uid).get()).get("items") as unknown[] | undefined) ?? [];

/** Dana's cart: 2 × p-a (30.00) and 1 × p-b (on sale at 10.00 instead of 20.00): subtotal 70.00. */
async function fillDanasCart() {
  await steps.addToCart(dana, "p-a", 2);
  await steps.addToCart(dana, "p-b", 1);
  return steps.addAddress(dana);
}

describe("creating an order", () => {
  it("builds the order from the cart and Firestore prices, whatever the body claims", async () => {
    const address = await fillDanasCart();
    const answer = await steps.createOrder(dana, {
      addressId: address._id,
      cartItems: [{ productId: "p-a", title: "Free", price: 1, quantity: 99 }],
      totalAmount: 1,
      subtotal: 1,
      orderStatus: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "cash",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, orderId: expect.any(String), approvalURL: expect.stringContaining("/api/payments/sandbox/SBX") });

    const order = await storedOrder(answer.body.orderId as string);
    expect(order).toMatchObject({
      userId: dana.uid,
      cartId: dana.uid,
      cartItems: [
        { productId: "p-a", title: "Almond Truffles", titleHe: "טראפלס שקדים", image: "/images/p-a.svg", price: 3000, quantity: 2 },
        { productId: "p-b", title: "Bitter Bar", price: 1000, quantity: 1 },
      ],
      productIds: ["p-a", "p-b"],
      addressInfo: { addressId: address._id, ...homeAddress },
      orderStatus: "pending",
      paymentStatus: "pending",
      paymentMethod: "sandbox",
      currency: "USD",
      subtotal: 7000,
      shippingCost: 1000, // below the 100.00 free-shipping threshold
      taxAmount: 0,
      totalAmount: 8000,
      paymentId: expect.stringMatching(/^SBX/),
      payerId: "",
      statusHistory: [{ status: "pending", at: expect.any(String), by: { kind: "shopper", name: "Dana Levi" } }],
    });
    expect(new Date(order?.orderDate as string).toISOString()).toBe(order?.orderDate);
    // Nothing moves before the payment is captured.
    expect(await stockOf("p-a")).toBe(20);
    expect(await cartItems(dana.uid)).toHaveLength(2);
  });

  it("ships free at the threshold and adds tax at the settings' rate", async () => {
    await db().collection("settings").doc("public").update({ taxRate: 17, currency: "ILS", currencySymbol: "₪" });
    forgetCachedSettings(); // written behind the API's back
    await steps.addToCart(dana, "p-a", 4); // 120.00
    const address = await steps.addAddress(dana);
    const { orderId } = await steps.createdOrder(dana, address._id);
    expect(await storedOrder(orderId)).toMatchObject({ subtotal: 12000, shippingCost: 0, taxAmount: 2040, totalAmount: 14040, currency: "ILS" });
  });

  it("charges what the product costs now, not what it cost when it went into the cart", async () => {
    const address = await fillDanasCart();
    await db().collection("products").doc("p-a").update({ price: 3500 });
    const { orderId } = await steps.createdOrder(dana, address._id);
    expect((await storedOrder(orderId))?.subtotal).toBe(3500 * 2 + 1000);
  });

  it("accepts the address id inside addressInfo, as the spec's order shape sends it", async () => {
    const address = await fillDanasCart();
    const answer = await steps.createOrder(dana, { addressInfo: { addressId: address._id, city: "Forged" } });
    expect(answer.status).toBe(201);
    expect((await storedOrder(answer.body.orderId as string))?.addressInfo).toMatchObject({ city: "Tel Aviv" });
  });

  it("refuses an empty cart, a missing address and another shopper's address, writing nothing", async () => {
    const address = await steps.addAddress(dana);
    const empty = await steps.createOrder(dana, { addressId: address._id });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Your cart is empty. Please add items to proceed");

    await steps.addToCart(dana, "p-a", 1);
    const none = await steps.createOrder(dana, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please select one address to proceed.");

    const noasAddress = await steps.addAddress(noa, { ...homeAddress, city: "Haifa" });
    const foreign = await steps.createOrder(dana, { addressId: noasAddress._id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Please select one address to proceed.");
    expect(await orderCount()).toBe(0);
    expect(await db().collection("sandboxPayments").get()).toHaveProperty("size", 0);
  });

  it("refuses the checkout's own request for a cart emptied after it was filled (400, in Hebrew too), writing nothing", async () => {
    const address = await fillDanasCart();
    for (const productId of ["p-a", "p-b"]) {
      const removed = await call(api.baseUrl, `/api/shop/cart/${dana.uid}/${productId}`, { method: "DELETE", cookie: dana.cookie });
      expect(removed.status).toBe(200);
    }
    const userBefore = (await db().collection("users").doc(dana.uid).get()).data();
    // Exactly what the checkout's "Pay with PayPal" sends.
    const body = { userId: dana.uid, addressId: address._id };
    const answer = await call(api.baseUrl, "/api/shop/order/create", { json: body, cookie: dana.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: "Your cart is empty. Please add items to proceed" });
    const hebrew = await call(api.baseUrl, "/api/shop/order/create", { json: body, cookie: dana.cookie, headers: { "Accept-Language": "he" } });
    expect(hebrew.status).toBe(400);
    expect(hebrew.body.message).not.toBe(answer.body.message);
    expect(await orderCount()).toBe(0);
    expect(await docCount("sandboxPayments")).toBe(0);
    expect(await docCount("counters")).toBe(0);
    expect((await db().collection("users").doc(dana.uid).get()).data()).toEqual(userBefore);
  });

  it("numbers orders CA-10001, CA-10002… from the shop's counter, stores the number and answers it", async () => {
    const address = await fillDanasCart();
    const first = await steps.createdOrder(dana, address._id);
    const second = await steps.createdOrder(dana, address._id);
    expect([first.orderNumber, second.orderNumber]).toEqual(["CA-10001", "CA-10002"]);
    expect((await storedOrder(first.orderId))?.orderNumber).toBe("CA-10001");
    expect((await db().collection("counters").doc("orders").get()).data()).toEqual({ last: 10002 });
    // The raw id stays the key of the API; the number comes with the order.
    const details = await call(api.baseUrl, `/api/shop/order/details/${second.orderId}`, { cookie: dana.cookie });
    expect(details.body.data).toMatchObject({ _id: second.orderId, orderNumber: "CA-10002" });
    const list = await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`, { cookie: dana.cookie });
    expect((list.body.data as Order[]).map((order) => order.orderNumber)).toEqual(["CA-10002", "CA-10001"]);
    // A refused create uses no number.
    await steps.createdOrder(dana, address._id);
    expect((await steps.createOrder(dana, { addressId: address._id })).status).toBe(409);
    const next = await steps.createdOrder(noa, (await (async () => { await steps.addToCart(noa, "p-a", 1); return steps.addAddress(noa); })())._id);
    expect(next.orderNumber).toBe("CA-10004");
  });

  it("never gives two orders created at the same time the same number", async () => {
    const shoppers = [dana, noa, await registeredSession(api.baseUrl, { userName: "Tal Mizrahi", email: "tal@example.com", password: "ganache-gold-9" })];
    const addresses: { _id: string }[] = [];
    for (const who of shoppers) {
      await steps.addToCart(who, "p-a", 1);
      addresses.push(await steps.addAddress(who));
    }
    // Three shoppers at once, and two of them twice: five transactions race for the counter.
    const answers = await Promise.all(
      [0, 1, 2, 0, 1].map((i) => steps.createOrder(shoppers[i]!, { addressId: addresses[i]!._id })),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const numbers = answers.map((answer) => answer.body.orderNumber as string).sort();
    expect(numbers).toEqual(["CA-10001", "CA-10002", "CA-10003", "CA-10004", "CA-10005"]);
    const stored = (await db().collection("orders").get()).docs.map((doc) => doc.get("orderNumber") as string).sort();
    expect(stored).toEqual(numbers);
  });

  it("refuses a cart that asks for more than the stock, naming the product", async () => {
    const address = await fillDanasCart();
    await setStock("p-a", 1);
    const answer = await steps.createOrder(dana, { addressId: address._id });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Only 1 of "Almond Truffles" left. Please update your cart.');
    const hebrew = await steps.createOrder(dana, { addressId: address._id }, { "Accept-Language": "he" });
    expect(hebrew.body.message).toBe('נותרה רק יחידה אחת של "Almond Truffles". יש לעדכן את העגלה.');
    expect(await orderCount()).toBe(0);
  });

  it("sends the shopper back to the shop they came from: the Origin, else Hosting's forwarded host", async () => {
    const address = await fillDanasCart();
    const viaBrowser = await steps.createOrder(dana, { addressId: address._id }, { Origin: "http://127.0.0.1:5000" });
    expect(viaBrowser.body.approvalURL).toMatch(/^http:\/\/127\.0\.0\.1:5000\/api\/payments\/sandbox\/SBX/);
    const viaHosting = await steps.createOrder(dana, { addressId: address._id }, { "X-Forwarded-Host": "shop.example:8443" });
    expect(viaHosting.body.approvalURL).toMatch(/^http:\/\/shop\.example:8443\/api\/payments\/sandbox\//);
    const page = await fetch(`${api.baseUrl}${new URL(viaHosting.body.approvalURL as string).pathname}`);
    expect(await page.text()).toContain("Pay now");
  });

  it("answers 401 without a session and 403 for another user's id", async () => {
    const address = await fillDanasCart();
    const guest = await call(api.baseUrl, "/api/shop/order/create", { json: { userId: dana.uid, addressId: address._id } });
    expect(guest.status).toBe(401);
    const asNoa = await steps.createOrder(noa, { userId: dana.uid, addressId: address._id });
    expect(asNoa.status).toBe(403);
    expect(await orderCount()).toBe(0);
  });
});

describe("the sandbox payment round trip", () => {
  it("create → approve on the provider's page → capture: paid, confirmed, stock down, cart emptied", async () => {
    const address = await fillDanasCart();
    const created = await steps.createdOrder(dana, address._id);

    const page = await fetch(`${api.baseUrl}${new URL(created.approvalURL).pathname}?lang=he`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("$80.00");

    const back = await steps.decide(created.approvalURL, "approve");
    expect(back.pathname).toBe("/shop/paypal-return");
    expect(back.searchParams.get("paymentId")).toMatch(/^SBX/);
    expect(back.searchParams.get("PayerID")).toMatch(/^SBXPAYER/);

    const answer = await steps.capture(dana, {
      orderId: created.orderId,
      paymentId: back.searchParams.get("paymentId"),
      payerId: back.searchParams.get("PayerID"),
    });
    expect(answer.status).toBe(200);
    expect(steps.orderOf(answer)).toMatchObject({ _id: created.orderId, orderStatus: "confirmed", paymentStatus: "paid", totalAmount: 8000 });
    expect(steps.orderOf(answer).statusHistory.map((s) => s.status)).toEqual(["pending", "confirmed"]);
    // The shopper's payment confirmed it.
    expect(steps.orderOf(answer).statusHistory.at(-1)?.by).toEqual({ kind: "shopper", name: "Dana Levi" });
    expect(await stockOf("p-a")).toBe(18);
    expect(await stockOf("p-b")).toBe(19);
    expect(await cartItems(dana.uid)).toEqual([]);
    expect((await db().collection("sandboxPayments").doc(answer.body.data ? steps.orderOf(answer).paymentId : "").get()).get("status")).toBe("captured");

    // The order now counts as a purchase for reviews.
    const review = await call(api.baseUrl, "/api/shop/review/add", { json: { productId: "p-a", reviewMessage: "Lovely", reviewValue: 5 }, cookie: dana.cookie });
    expect(review.body.data).toMatchObject({ verifiedPurchase: true });
  });

  it("captures once: a second capture answers the same order and moves no more stock", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    const first = await steps.capture(dana, body);
    const again = await steps.capture(dana, body);
    expect(again.status).toBe(200);
    expect(steps.orderOf(again)).toEqual(steps.orderOf(first));
    expect(await stockOf("p-a")).toBe(18);
  });

  it("captures once when the same capture arrives several times at once (a double click)", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    const answers = await Promise.all([1, 2, 3, 4].map(() => steps.capture(dana, body)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await stockOf("p-a")).toBe(18);
    expect((await storedOrder(body.orderId))?.statusHistory).toHaveLength(2);
  });

  it("lets only the order's owner capture it", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    const byNoa = await steps.capture(noa, body);
    expect(byNoa.status).toBe(403);
    expect(byNoa.body.message).toBe("You can only see and pay for your own orders.");
    expect((await steps.capture(undefined, body)).status).toBe(401);
    expect(await storedOrder(body.orderId)).toMatchObject({ paymentStatus: "pending", orderStatus: "pending" });
    expect(await stockOf("p-a")).toBe(20);
  });

  it("refuses a payment id that is not the order's", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    const answer = await steps.capture(dana, { ...body, paymentId: "SBX000000000000000000000000" });
    expect(answer.status).toBe(400);
    expect(await stockOf("p-a")).toBe(20);
  });

  it("does not charge an order that was not approved, and gives the stock back", async () => {
    const address = await fillDanasCart();
    const created = await steps.createdOrder(dana, address._id);
    const paymentId = (await storedOrder(created.orderId))?.paymentId as string;
    const answer = await steps.capture(dana, { orderId: created.orderId, paymentId, payerId: "SBXPAYERFORGED" });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ success: false, message: "The payment could not be completed. You have not been charged." });
    expect(await storedOrder(created.orderId)).toMatchObject({ paymentStatus: "failed", orderStatus: "rejected" });
    expect(await stockOf("p-a")).toBe(20);
  });

  it("gives the stock back when the card is declined at capture", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id), "decline");
    const answer = await steps.capture(dana, body);
    expect(answer.status).toBe(402);
    expect(await stockOf("p-a")).toBe(20);
    expect(await cartItems(dana.uid)).toHaveLength(2);
    // Asking again answers the same failure.
    expect((await steps.capture(dana, body)).status).toBe(409);
  });

  it("sends a cancelling shopper back to the cancel URL", async () => {
    const address = await fillDanasCart();
    const created = await steps.createdOrder(dana, address._id);
    const back = await steps.decide(created.approvalURL, "cancel");
    expect(back.pathname).toBe("/shop/paypal-return");
    expect(back.searchParams.get("cancelled")).toBe("1");
    expect(back.searchParams.get("PayerID")).toBeNull();
    // A decision cannot be changed afterwards.
    const again = await steps.decide(created.approvalURL, "approve");
    expect(again.searchParams.get("cancelled")).toBe("1");
  });

  it("marks an order the shopper cancelled at the provider as rejected, for its owner only", async () => {
    const address = await fillDanasCart();
    const created = await steps.createdOrder(dana, address._id);
    await steps.decide(created.approvalURL, "cancel");
    const cancel = (who: Shopper | undefined) => call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId: created.orderId }, cookie: who?.cookie });

    expect((await cancel(undefined)).status).toBe(401);
    expect((await cancel(noa)).status).toBe(403);
    expect(await storedOrder(created.orderId)).toMatchObject({ orderStatus: "pending" });

    const answer = await cancel(dana);
    expect(answer.status).toBe(200);
    expect(steps.orderOf(answer)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed" });
    expect(steps.orderOf(answer).statusHistory.map((s) => s.status)).toEqual(["pending", "rejected"]);
    expect((await cancel(dana)).status).toBe(200); // again: nothing more changes
    expect((await storedOrder(created.orderId))?.statusHistory).toHaveLength(2);
    expect(await stockOf("p-a")).toBe(20);
  });

  it("refuses to cancel an order that is already paid", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    expect((await steps.capture(dana, body)).status).toBe(200);
    const answer = await call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId: body.orderId }, cookie: dana.cookie });
    expect(answer.status).toBe(409);
    expect(await storedOrder(body.orderId)).toMatchObject({ orderStatus: "confirmed", paymentStatus: "paid" });
  });

  it("does not charge an order cancelled first and approved later in another tab", async () => {
    const address = await fillDanasCart();
    const created = await steps.createdOrder(dana, address._id);
    await call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId: created.orderId }, cookie: dana.cookie });
    const body = await steps.approve(created);
    const answer = await steps.capture(dana, body);
    expect(answer.status).toBe(409);
    expect((await db().collection("sandboxPayments").doc(body.paymentId).get()).get("status")).toBe("approved");
    expect(await stockOf("p-a")).toBe(20);
  });

  it("tells the shopper an item sold out after the order was created, and does not charge", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    await setStock("p-b", 0);
    const answer = await steps.capture(dana, body);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Sorry, "Bitter Bar" sold out. You have not been charged.');
    expect(await storedOrder(body.orderId)).toMatchObject({ paymentStatus: "failed", orderStatus: "rejected" });
    expect((await db().collection("sandboxPayments").doc(body.paymentId).get()).get("status")).toBe("approved");
    expect(await stockOf("p-a")).toBe(20);
  });

  it("validates the capture body", async () => {
    const answer = await steps.capture(dana, { orderId: "o1", paymentId: "x y", payerId: "" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ paymentId: "That is not a valid payment id.", payerId: "Payer id is required." });
  });
});

describe("racing for the last pieces", () => {
  it("confirms no more orders than there is stock when many captures land at once", async () => {
    const shoppers: Shopper[] = [dana, noa];
    for (let i = 0; i < 6; i += 1) {
      const racer = { userName: `Racer ${i}`, email: `racer${i}@example.com`, password: "ganache-race-1" };
      // From a network of their own each: one client may open only a few accounts an hour.
      shoppers.push(await registeredSession(api.baseUrl, racer, clientAddressOf(10 + i)));
    }
    const bodies: { orderId: string; paymentId: string; payerId: string }[] = [];
    for (const shopper of shoppers) {
      await steps.addToCart(shopper, "p-c", 1);
      const address = await steps.addAddress(shopper);
      bodies.push(await steps.approve(await steps.createdOrder(shopper, address._id)));
    }
    await setStock("p-c", 3);

    const answers = await Promise.all(shoppers.map((shopper, i) => steps.capture(shopper, bodies[i])));
    const paid = answers.filter((a) => a.status === 200);
    const soldOut = answers.filter((a) => a.status === 409);
    expect(paid).toHaveLength(3);
    expect(soldOut).toHaveLength(5);
    for (const answer of soldOut) expect(answer.body.message).toBe('Sorry, "Cherry Bar" sold out. You have not been charged.');
    expect(await stockOf("p-c")).toBe(0);

    const confirmed = (await db().collection("orders").where("orderStatus", "==", "confirmed").get()).size;
    const captured = (await db().collection("sandboxPayments").where("status", "==", "captured").get()).size;
    expect(confirmed).toBe(3);
    expect(captured).toBe(3);
  });
});

describe("the shopper's orders", () => {
  async function paidOrder(who: Shopper, productId: string): Promise<string> {
    await steps.addToCart(who, productId, 1);
    const address = (await call(api.baseUrl, `/api/shop/address/get/${who.uid}`, { cookie: who.cookie })).body.data as { _id: string }[];
    const addressId = address[0]?._id ?? (await steps.addAddress(who))._id;
    const body = await steps.approve(await steps.createdOrder(who, addressId));
    expect((await steps.capture(who, body)).status).toBe(200);
    return body.orderId;
  }

  it("lists the owner's orders newest first and shows their details", async () => {
    const first = await paidOrder(dana, "p-a");
    const second = await paidOrder(dana, "p-c");
    await paidOrder(noa, "p-d");
    const list = await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`, { cookie: dana.cookie });
    expect(list.status).toBe(200);
    expect((list.body.data as Order[]).map((o) => o._id)).toEqual([second, first]);

    const details = await call(api.baseUrl, `/api/shop/order/details/${first}`, { cookie: dana.cookie });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ _id: first, cartItems: [{ productId: "p-a" }], orderStatus: "confirmed" });
    expect(details.body.data).not.toHaveProperty("captureId");
  });

  it("keeps other shoppers' orders out of reach: 403 for their list and their order, 404 for unknown ids", async () => {
    const noasOrder = await paidOrder(noa, "p-d");
    expect((await call(api.baseUrl, `/api/shop/order/list/${noa.uid}`, { cookie: dana.cookie })).status).toBe(403);
    expect((await call(api.baseUrl, `/api/shop/order/details/${noasOrder}`, { cookie: dana.cookie })).status).toBe(403);
    expect((await call(api.baseUrl, "/api/shop/order/details/no-such-order", { cookie: dana.cookie })).status).toBe(404);
    expect((await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`)).status).toBe(401);
    expect((await call(api.baseUrl, "/api/shop/order/details/bad%20id", { cookie: dana.cookie })).status).toBe(400);
  });

  it("answers an empty list for a shopper with no orders", async () => {
    const list = await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`, { cookie: dana.cookie });
    expect(list.body).toMatchObject({ success: true, data: [], nextCursor: null });
  });
});

describe("an order's prices at capture", () => {
  it("refuses to charge an order whose price rose (10.00, then 5,000.00): 409, nothing charged, stock and cart untouched", async () => {
    await steps.addToCart(dana, "p-b", 1); // on sale at 10.00
    const address = await steps.addAddress(dana);
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    expect((await storedOrder(body.orderId))?.cartItems).toMatchObject([{ productId: "p-b", price: 1000 }]);

    // The admin raises the price to 5,000.00 (and ends the sale) while the shopper is at the provider.
    await db().collection("products").doc("p-b").update({ price: 500000, salePrice: 0 });
    const answer = await steps.capture(dana, body);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The price of "Bitter Bar" has changed since you placed this order. You have not been charged; please check out again.');
    expect(steps.orderOf(answer)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureReason: answer.body.message });

    expect((await db().collection("sandboxPayments").doc(body.paymentId).get()).get("status")).toBe("approved"); // never captured
    expect(await storedOrder(body.orderId)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureCode: answer.body.code });
    expect((await storedOrder(body.orderId))?.statusHistory.map((s: { status: string }) => s.status)).toEqual(["pending", "rejected"]);
    expect(await stockOf("p-b")).toBe(20);
    expect(await cartItems(dana.uid)).toEqual([{ productId: "p-b", quantity: 1 }]);

    // Asking again, in Hebrew, answers the same refusal in Hebrew and still charges nothing.
    const hebrew = await call(api.baseUrl, "/api/shop/order/capture", { json: body, cookie: dana.cookie, headers: { "Accept-Language": "he" } });
    expect(hebrew.status).toBe(409);
    expect(hebrew.body.message).toBe('המחיר של "Bitter Bar" השתנה מאז שביצעת את ההזמנה. לא חויבת; יש לבצע הזמנה מחדש.');
    expect(steps.orderOf(hebrew).failureReason).toBe(hebrew.body.message);
    expect((await db().collection("sandboxPayments").doc(body.paymentId).get()).get("status")).toBe("approved");
  });

  it("names the line whose price rose, even when another line's price fell", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    await db().collection("products").doc("p-a").update({ salePrice: 2000 }); // fell
    await db().collection("products").doc("p-b").update({ salePrice: 1200 }); // rose
    const answer = await steps.capture(dana, body);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The price of "Bitter Bar" has changed since you placed this order. You have not been charged; please check out again.');
    expect(await stockOf("p-a")).toBe(20);
  });

  it("charges the approved amount when a price fell after the order was placed", async () => {
    const address = await fillDanasCart();
    const body = await steps.approve(await steps.createdOrder(dana, address._id));
    await db().collection("products").doc("p-a").update({ salePrice: 2000 });
    const answer = await steps.capture(dana, body);
    expect(answer.status).toBe(200);
    expect(steps.orderOf(answer)).toMatchObject({ paymentStatus: "paid", totalAmount: 8000 });
  });
});

describe("an order's expiry", () => {
  const past = () => new Date(Date.now() - 1000).toISOString();

  it("is set an hour after the order is placed", async () => {
    const address = await fillDanasCart();
    const { orderId } = await steps.createdOrder(dana, address._id);
    const order = await storedOrder(orderId);
    expect(Date.parse(order?.expiresAt as string) - Date.parse(order?.orderDate as string)).toBe(60 * 60_000);
    const details = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: dana.cookie });
    expect(details.body.data).toMatchObject({ orderStatus: "pending", paymentStatus: "pending", expiresAt: order?.expiresAt });
  });

  it("refuses to capture an expired order: 409, nothing charged, stock untouched, the sandbox payment voided", async () => {
    const address = await fillDanasCart();
    const created = await steps.createdOrder(dana, address._id);
    const body = await steps.approve(created);
    await db().collection("orders").doc(body.orderId).update({ expiresAt: past() });

    const answer = await steps.capture(dana, body);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("This order expired before it was paid, so it can no longer be paid. You have not been charged; please check out again.");
    const stored = await storedOrder(body.orderId);
    expect(stored).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureCode: answer.body.code });
    expect(stored?.statusHistory).toEqual([
      { status: "pending", at: stored?.orderDate, by: { kind: "shopper", name: "Dana Levi" } },
      { status: "rejected", at: stored?.expiresAt, by: { kind: "system" } },
    ]);
    expect(await stockOf("p-a")).toBe(20);
    expect(await stockOf("p-b")).toBe(20);
    expect(await cartItems(dana.uid)).toHaveLength(2);
    expect((await db().collection("sandboxPayments").doc(body.paymentId).get()).get("status")).toBe("voided");

    // Again: the same refusal, nothing more written.
    const again = await steps.capture(dana, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(answer.body.message);
    expect((await storedOrder(body.orderId))?.statusHistory).toHaveLength(2);
  });

  it("voids the sandbox payment, so its approval page refuses it and sends the shopper back to checkout", async () => {
    const address = await fillDanasCart();
    const created = await steps.createdOrder(dana, address._id);
    const paymentId = (await storedOrder(created.orderId))?.paymentId as string;
    await db().collection("orders").doc(created.orderId).update({ expiresAt: past() });
    // The shopper comes back from an old tab with a forged approval: the capture expires the order.
    expect((await steps.capture(dana, { orderId: created.orderId, paymentId, payerId: "SBXPAYERLATE" })).status).toBe(409);

    const page = await fetch(`${api.baseUrl}${new URL(created.approvalURL).pathname}?lang=he`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("החנות ביטלה את התשלום הזה כי תוקף ההזמנה פג.");
    expect(html).toContain("/shop/checkout");
    expect(html).not.toContain("לתשלום");
    const approve = await fetch(`${api.baseUrl}${new URL(created.approvalURL).pathname}/approve`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "", redirect: "manual" });
    expect(approve.status).toBe(409);
    expect((await db().collection("sandboxPayments").doc(paymentId).get()).get("status")).toBe("voided");
  });

  it("shows an expired order as rejected with its reason before anything writes it, in the shopper's language", async () => {
    const address = await fillDanasCart();
    const { orderId } = await steps.createdOrder(dana, address._id);
    await db().collection("orders").doc(orderId).update({ expiresAt: past() });

    const details = await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: dana.cookie, headers: { "Accept-Language": "he" } });
    expect(details.body.data).toMatchObject({
      orderStatus: "rejected",
      paymentStatus: "failed",
      failureReason: "תוקף ההזמנה הזו פג לפני שהתשלום הושלם, ולכן אי אפשר עוד לשלם עליה. לא חויבת; יש לבצע הזמנה מחדש.",
    });
    const list = await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`, { cookie: dana.cookie });
    expect((list.body.data as Order[]).map((o) => [o.orderStatus, o.failureReason])).toEqual([["rejected", "This order expired before it was paid, so it can no longer be paid. You have not been charged; please check out again."]]);
    expect(await storedOrder(orderId)).toMatchObject({ orderStatus: "pending" }); // read, not written

    // Cancelling it afterwards (the provider's cancel link) writes the expiry; it stays expired.
    const cancel = await call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId }, cookie: dana.cookie });
    expect(cancel.status).toBe(200);
    expect(await storedOrder(orderId)).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureCode: steps.orderOf(cancel).failureCode });
  });
});

describe("the limit on unpaid orders", () => {
  const LIMIT_MESSAGE =
    "You can have at most 3 unpaid orders at a time. Please finish paying for one of them, or cancel it, before placing another; unpaid orders expire 60 minutes after they are placed.";

  it("accepts 3 of 15 creates in a row; the rest answer 409 and leave no order and no payment behind", async () => {
    const address = await fillDanasCart();
    const answers = [];
    for (let i = 0; i < 15; i += 1) answers.push(await steps.createOrder(dana, { addressId: address._id }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, ...Array<number>(12).fill(409)]);
    for (const refused of answers.slice(3)) expect(refused.body).toMatchObject({ success: false, message: LIMIT_MESSAGE });
    expect(await orderCount()).toBe(3);
    expect(await docCount("sandboxPayments")).toBe(3);

    const hebrew = await steps.createOrder(dana, { addressId: address._id }, { "Accept-Language": "he" });
    expect(hebrew.status).toBe(409);
    expect(hebrew.body.message).toBe(
      "אפשר להחזיק לכל היותר 3 הזמנות שלא שולמו בו־זמנית. יש להשלים את התשלום על אחת מהן, או לבטל אותה, לפני ביצוע הזמנה חדשה; הזמנות שלא שולמו פגות 60 דקות אחרי שבוצעו.",
    );

    // Another shopper is not held back by Dana's orders.
    await steps.addToCart(noa, "p-c", 1);
    await steps.createdOrder(noa, (await steps.addAddress(noa))._id);
  });

  it("accepts exactly 3 of 15 creates sent at once", async () => {
    const address = await fillDanasCart();
    const answers = await Promise.all(Array.from({ length: 15 }, () => steps.createOrder(dana, { addressId: address._id })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(12);
    for (const answer of refused) expect(answer.body.message).toBe(LIMIT_MESSAGE);
    expect(await orderCount()).toBe(3);
    expect(await docCount("sandboxPayments")).toBe(3);
  });

  it("frees a place when an unpaid order is paid, cancelled or expires; the next create writes the expiry and voids its payment", async () => {
    const address = await fillDanasCart();
    const [first, second, third] = [
      await steps.createdOrder(dana, address._id),
      await steps.createdOrder(dana, address._id),
      await steps.createdOrder(dana, address._id),
    ] as const;
    expect((await steps.createOrder(dana, { addressId: address._id })).status).toBe(409);

    // Paid: the place is free.
    expect((await steps.capture(dana, await steps.approve(first))).status).toBe(200);
    await fillDanasCart(); // the payment emptied the cart
    const fourth = await steps.createdOrder(dana, address._id);
    expect((await steps.createOrder(dana, { addressId: address._id })).status).toBe(409);

    // Cancelled: free again.
    expect((await call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId: second.orderId }, cookie: dana.cookie })).status).toBe(200);
    await steps.createdOrder(dana, address._id);
    expect((await steps.createOrder(dana, { addressId: address._id })).status).toBe(409);

    // Expired: free again, and the create that counted it wrote the expiry and voided its payment.
    await db().collection("orders").doc(third.orderId).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    await steps.createdOrder(dana, address._id);
    const expired = await storedOrder(third.orderId);
    expect(expired).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureCode: "order.expired" });
    expect((await db().collection("sandboxPayments").doc(expired?.paymentId as string).get()).get("status")).toBe("voided");
    expect((await storedOrder(fourth.orderId))?.paymentStatus).toBe("pending");
    expect((await steps.createOrder(dana, { addressId: address._id })).status).toBe(409);
  });
});

describe("the cart after paying", () => {
  const setCartQuantity = (who: Shopper, productId: string, quantity: number) =>
    call(api.baseUrl, "/api/shop/cart/update-cart", { method: "PUT", json: { userId: who.uid, productId, quantity }, cookie: who.cookie });

  it("keeps 4 of 5 units when the order bought 1, and the lines the order did not hold", async () => {
    await steps.addToCart(dana, "p-a", 1);
    const address = await steps.addAddress(dana);
    const created = await steps.createdOrder(dana, address._id);
    // While the shopper pays, another tab puts 4 more into the cart, and another product.
    await steps.addToCart(dana, "p-a", 4);
    await steps.addToCart(dana, "p-c", 2);
    expect(await cartItems(dana.uid)).toEqual([{ productId: "p-a", quantity: 5 }, { productId: "p-c", quantity: 2 }]);

    expect((await steps.capture(dana, await steps.approve(created))).status).toBe(200);
    expect(await cartItems(dana.uid)).toEqual([{ productId: "p-a", quantity: 4 }, { productId: "p-c", quantity: 2 }]);
    expect(await stockOf("p-a")).toBe(19);
  });

  it("removes a line that holds no more than was bought, even when it was lowered meanwhile", async () => {
    await steps.addToCart(dana, "p-a", 3);
    await steps.addToCart(dana, "p-b", 2);
    const address = await steps.addAddress(dana);
    const created = await steps.createdOrder(dana, address._id);
    expect((await setCartQuantity(dana, "p-a", 1)).status).toBe(200);

    expect((await steps.capture(dana, await steps.approve(created))).status).toBe(200);
    expect(await cartItems(dana.uid)).toEqual([]);
    expect(await stockOf("p-a")).toBe(17);
  });
});
