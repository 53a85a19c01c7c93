/**
 * Checkout over real HTTP: /api/shop/order with the local sandbox provider. The server builds the
 * order from Firestore, only the owner sees or pays it, and stock moves once, at capture, without
 * ever going below zero.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Order } from "../../src/contracts";
import { db } from "../../src/firebase";
import { checkoutSteps, homeAddress, type Shopper } from "./checkout-support";
import { call, otherShopper, registeredSession, resetEmulators, startApi, type RunningApi } from "./helpers";
import { seedTestShop } from "./shop-fixtures";

let api: RunningApi;
let dana: Shopper;
let noa: Shopper;
let steps: ReturnType<typeof checkoutSteps>;

beforeAll(async () => {
  api = await startApi();
  steps = checkoutSteps(api.baseUrl);
});
afterAll(async () => {
  await resetEmulators();
  await api.close();
});
beforeEach(async () => {
  await resetEmulators();
  await seedTestShop();
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
      statusHistory: [{ status: "pending", at: expect.any(String) }],
    });
    expect(new Date(order?.orderDate as string).toISOString()).toBe(order?.orderDate);
    // Nothing moves before the payment is captured.
    expect(await stockOf("p-a")).toBe(20);
    expect(await cartItems(dana.uid)).toHaveLength(2);
  });

  it("ships free at the threshold and adds tax at the settings' rate", async () => {
    await db().collection("settings").doc("public").update({ taxRate: 17, currency: "ILS", currencySymbol: "₪" });
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

  it("refuses a cart that asks for more than the stock, naming the product", async () => {
    const address = await fillDanasCart();
    await setStock("p-a", 1);
    const answer = await steps.createOrder(dana, { addressId: address._id });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Only 1 of "Almond Truffles" left. Please update your cart.');
    const hebrew = await steps.createOrder(dana, { addressId: address._id }, { "Accept-Language": "he" });
    expect(hebrew.body.message).toBe('נותרו רק 1 יחידות של "Almond Truffles". יש לעדכן את העגלה.');
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
      shoppers.push(await registeredSession(api.baseUrl, { userName: `Racer ${i}`, email: `racer${i}@example.com`, password: "ganache-race-1" }));
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
    expect(list.body).toEqual({ success: true, data: [], nextCursor: null });
  });
});


