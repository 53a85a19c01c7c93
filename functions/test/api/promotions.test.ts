/**
 * Promotions at checkout over real HTTP (issue 36): each kind and condition priced by the server
 * (the quote and the order agree), a code that does not apply refused with its reason in the
 * shopper's language, uses counted at payment before any money moves (a race for the last uses),
 * given back by a declined payment and by the admin's rejection, refunds by lines giving back the
 * discounted share, the guessing limits, and the breakdown PayPal receives.
 *
 * Promotions are written straight to Firestore as the admin's screen stores them
 * (promotions.store.ts): this file tests checkout, not the admin's CRUD.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  defaultDeliverySettings,
  orderTotals,
  renderMessage,
  type AdminOrder,
  type Availability,
  type CreateOrderResponse,
  type DeliverySettings,
  type Order,
  type OrderQuote,
} from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedDeliverySettings } from "../../src/modules/delivery";
import { forgetCachedPromotions } from "../../src/modules/promotions";
import { forgetPaymentProviders } from "../../src/modules/checkout/payments/providers";
import { startFakePaypal, type FakePaypal } from "../../src/test/fake-paypal";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, clientAddressOf, otherShopper, registeredSession, useTestApi, type ApiAnswer } from "./helpers";
import { testSettings } from "./shop-fixtures";

const api = useTestApi({ seed: true });
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;

const ALL_DAY = [{ from: "08:00", to: "20:00" }];
const everyDay = (ranges: { from: string; to: string }[]) => [ranges, ranges, ranges, ranges, ranges, ranges, ranges];

/** Shipping (10.00, free from 100.00), pickup, and a Tel Aviv courier (25.00); open every day. */
function calendarSettings(): DeliverySettings {
  const settings = defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
  settings.pickup = { ...settings.pickup, enabled: true, address: "7 Nahalat Binyamin, Tel Aviv", addressHe: "נחלת בנימין 7, תל אביב", hours: everyDay(ALL_DAY), slotMinutes: 60 };
  settings.courier = {
    enabled: true,
    capacityPerDay: 0,
    capacityPerSlot: 0,
    zones: [
      {
        id: "tel-aviv",
        name: "Tel Aviv",
        nameHe: "תל אביב",
        cities: [{ en: "Tel Aviv", he: "תל אביב" }],
        fee: 2500,
        minimumOrder: 0,
        freeThreshold: 30000,
        windows: everyDay([{ from: "10:00", to: "18:00" }]),
      },
    ],
  };
  return settings;
}

const PROMOTION_COLLECTIONS = ["promotions", "promotionRedemptions"];

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  // The shared reset does not know these collections yet.
  for (const name of PROMOTION_COLLECTIONS) {
    const snapshot = await db().collection(name).get();
    await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  }
  forgetCachedPromotions();
  await db().collection("settings").doc("delivery").set(calendarSettings());
  forgetCachedDeliverySettings();
  dana = await registeredSession(api.baseUrl);
});

const NOW = () => Date.now();
const HOUR = 3_600_000;

interface PromotionFields {
  kind?: "code" | "automatic";
  code?: string;
  name?: string;
  nameHe?: string;
  status?: "active" | "paused" | "ended";
  benefit?: { type: "percent"; percent: number } | { type: "amount"; amount: number } | { type: "freeDelivery"; methods: string[] };
  scope?: { type: "order" } | { type: "categories"; categoryIds: string[] } | { type: "products"; productIds: string[] };
  minSubtotal?: number;
  startsAtMs?: number | null;
  endsAtMs?: number | null;
  usageLimit?: number | null;
  uses?: number;
  oncePerCustomer?: boolean;
  firstOrderOnly?: boolean;
  combinable?: boolean;
}

/** Stores a promotion as the admin's screen does (a code's `codeKey` upper case); answers its id. */
async function addPromotion(fields: PromotionFields = {}): Promise<string> {
  const kind = fields.kind ?? "code";
  const code = kind === "code" ? (fields.code ?? "WELCOME10") : undefined;
  const at = new Date().toISOString();
  const ref = db().collection("promotions").doc();
  await ref.set({
    kind,
    ...(code ? { code: code.toUpperCase(), codeKey: code.toUpperCase() } : {}),
    name: fields.name ?? "Welcome 10%",
    nameHe: fields.nameHe ?? "ברוכים הבאים 10%",
    status: fields.status ?? "active",
    benefit: fields.benefit ?? { type: "percent", percent: 10 },
    scope: fields.scope ?? { type: "order" },
    minSubtotal: fields.minSubtotal ?? 0,
    startsAt: null,
    endsAt: null,
    startsAtMs: fields.startsAtMs ?? null,
    endsAtMs: fields.endsAtMs ?? null,
    usageLimit: fields.usageLimit ?? null,
    uses: fields.uses ?? 0,
    oncePerCustomer: fields.oncePerCustomer ?? false,
    firstOrderOnly: fields.firstOrderOnly ?? false,
    combinable: fields.combinable ?? false,
    revenue: 0,
    discountGiven: 0,
    createdAt: at,
    updatedAt: at,
  });
  // Written behind the API's back: the automatic ones are cached.
  forgetCachedPromotions();
  return ref.id;
}

const promotionDoc = async (id: string) => (await db().collection("promotions").doc(id).get()).data() ?? {};
const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};
const orderCount = async () => (await db().collection("orders").get()).size;
const markExists = async (promotionId: string, uid: string) => (await db().collection("promotionRedemptions").doc(`${promotionId}_${uid}`).get()).exists;

/** Dana's usual cart: 2 × p-a (truffles, 30.00) and 1 × p-b (bars, 10.00 on sale): 70.00. */
async function fillCart(who: Shopper = dana) {
  await steps.addToCart(who, "p-a", 2);
  await steps.addToCart(who, "p-b", 1);
  return steps.addAddress(who);
}

const quote = (who: Shopper, json: Record<string, unknown>, options: { from?: string; language?: string } = {}) =>
  call(api.baseUrl, "/api/shop/order/quote", { json, cookie: who.cookie, from: options.from, headers: options.language ? { "Accept-Language": options.language } : undefined });
const quoteOf = (answer: ApiAnswer) => answer.body.data as OrderQuote;
const created = (answer: ApiAnswer) => answer.body as unknown as CreateOrderResponse;

/** Creates, approves and captures an order: answers the capture. */
async function payFor(who: Shopper, json: Record<string, unknown>, decision: "approve" | "decline" = "approve") {
  const answer = await steps.createOrder(who, json);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const body = await steps.approve(created(answer), decision);
  return { orderId: created(answer).orderId, capture: await steps.capture(who, body), body };
}

/** The first open day (and slot) of a way, from the availability answer. */
async function firstOpen(method: "pickup" | "courier"): Promise<{ method: string; date: string; slotId?: string }> {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jerusalem" }).format(new Date());
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({ method, from: today, to, ...(method === "courier" ? { city: "Tel Aviv" } : {}) });
  const answer = await call(api.baseUrl, `/api/shop/delivery/availability?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const day = (answer.body.data as Availability).days.find((candidate) => candidate.open && candidate.slots.some((slot) => slot.left !== 0));
  if (!day) throw new Error(`no open ${method} day`);
  return { method, date: day.date, slotId: day.slots.find((slot) => slot.left !== 0)?.id ?? "" };
}

describe("a code's discount, priced by the server", () => {
  it("takes 10% off the order, whatever the case of the code: lines, totals, the order's discounts and the answer", async () => {
    const promotionId = await addPromotion({ code: "WELCOME10" });
    const address = await fillCart();
    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "welcome10" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { totals, discounts } = created(answer);
    // 70.00 less 7.00, shipping 10.00 (below 100.00), no tax.
    expect(totals).toMatchObject({ subtotal: 7000, discountAmount: 700, shippingCost: 1000, shippingDiscount: 0, taxAmount: 0, totalAmount: 7300 });
    expect(discounts).toEqual([
      { promotionId, kind: "code", code: "WELCOME10", name: "Welcome 10%", nameHe: "ברוכים הבאים 10%", benefit: "percent", amount: 700, shippingAmount: 0, freeDelivery: false },
    ]);
    const order = await storedOrder(created(answer).orderId);
    expect(order).toMatchObject({
      cartItems: [
        { productId: "p-a", price: 3000, quantity: 2, discount: 600 },
        { productId: "p-b", price: 1000, quantity: 1, discount: 100 },
      ],
      discountAmount: 700,
      shippingDiscount: 0,
      totalAmount: 7300,
      discounts,
      promotionIds: [promotionId],
    });
    // The shopper's view reads them back.
    const own = await call(api.baseUrl, `/api/shop/order/details/${created(answer).orderId}`, { cookie: dana.cookie });
    expect(own.body.data).toMatchObject({ discountAmount: 700, shippingDiscount: 0, discounts, cartItems: [{ discount: 600 }, { discount: 100 }] });
    // Nothing is counted before the payment.
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 0, revenue: 0, discountGiven: 0 });
  });

  it("answers the same figures in the quote as the order charges", async () => {
    await addPromotion({ code: "WELCOME10" });
    const address = await fillCart();
    const quoted = await quote(dana, { promoCode: "Welcome10", method: "shipping", deliveryFee: 1000 });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const q = quoteOf(quoted);
    expect(q).toMatchObject({ subtotal: 7000, discountAmount: 700, shippingDiscount: 0, code: { code: "WELCOME10", applied: true, message: "Code applied." } });
    const lineId = (productId: string) => productId;
    expect(q.lineDiscounts).toEqual({ [lineId("p-a")]: 600, [lineId("p-b")]: 100 });
    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "WELCOME10" });
    const settings = { taxRate: testSettings.taxRate, shippingSettings: testSettings.shippingSettings };
    const fromQuote = orderTotals(q.subtotal, settings, 1000, 0, { items: q.discountAmount, shipping: q.shippingDiscount });
    expect(created(answer).totals).toMatchObject(fromQuote);
    expect(created(answer).discounts).toEqual(q.discounts);
  });

  it("takes a fixed amount off one category, shared over its lines in proportion", async () => {
    await addPromotion({ code: "BARS5", name: "Bars: 5.00 off", benefit: { type: "amount", amount: 500 }, scope: { type: "categories", categoryIds: ["bars"] } });
    const address = await fillCart();
    await steps.addToCart(dana, "p-c", 1); // bars, 15.00
    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "bars5" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(created(answer).totals).toMatchObject({ subtotal: 8500, discountAmount: 500, totalAmount: 8500 - 500 + 1000 });
    const order = await storedOrder(created(answer).orderId);
    // p-b 10.00 and p-c 15.00 share the 5.00: 2.00 and 3.00; the truffles keep their price.
    const lines = order.cartItems as { productId: string; discount?: number }[];
    expect(Object.fromEntries(lines.map((line) => [line.productId, line.discount]))).toEqual({ "p-a": undefined, "p-b": 200, "p-c": 300 });
  });

  it("takes a percentage off named products only, and refuses a cart without them", async () => {
    await addPromotion({ code: "DARK20", benefit: { type: "percent", percent: 20 }, scope: { type: "products", productIds: ["p-d"] } });
    const address = await fillCart();
    const refused = await steps.createOrder(dana, { addressId: address._id, promoCode: "DARK20" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "promo.notForItems", message: "This code is not for the items in your cart." });
    expect(await orderCount()).toBe(0);
    const inQuote = quoteOf(await quote(dana, { promoCode: "DARK20" }, { language: "he" }));
    expect(inQuote.code).toMatchObject({ applied: false, refusal: { code: "promo.notForItems" }, message: renderMessage("promo.notForItems", undefined, "he") });

    await steps.addToCart(dana, "p-d", 2); // 2 × 25.00
    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "DARK20" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(created(answer).totals).toMatchObject({ subtotal: 12000, discountAmount: 1000 });
    const lines = (await storedOrder(created(answer).orderId)).cartItems as { productId: string; discount?: number }[];
    expect(lines.find((line) => line.productId === "p-d")?.discount).toBe(1000);
    expect(lines.filter((line) => line.discount !== undefined)).toHaveLength(1);
  });

  it("gives free delivery for the courier it names, and refuses it for shipping and for a pickup", async () => {
    await addPromotion({ code: "FREECOURIER", name: "Free courier", nameHe: "שליח חינם", benefit: { type: "freeDelivery", methods: ["courier"] } });
    const address = await fillCart();
    const courier = await steps.createOrder(dana, { addressId: address._id, promoCode: "FREECOURIER", delivery: await firstOpen("courier") });
    expect(courier.status, JSON.stringify(courier.body)).toBe(201);
    expect(created(courier).totals).toMatchObject({ subtotal: 7000, shippingCost: 2500, shippingDiscount: 2500, discountAmount: 0, totalAmount: 7000 });
    expect(created(courier).discounts).toMatchObject([{ benefit: "freeDelivery", amount: 0, shippingAmount: 2500, freeDelivery: true }]);
    await call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId: created(courier).orderId }, cookie: dana.cookie });

    const shipping = await steps.createOrder(dana, { addressId: address._id, promoCode: "FREECOURIER" });
    expect(shipping.status).toBe(400);
    expect(shipping.body).toMatchObject({ code: "promo.notForDelivery", message: "This code gives free delivery, but not for the way you chose." });
    const pickup = await steps.createOrder(dana, { promoCode: "FREECOURIER", delivery: await firstOpen("pickup") });
    expect(pickup.status).toBe(400);
    expect(pickup.body).toMatchObject({ code: "promo.notForDelivery" });
    // The quote for the courier's fee says the same as the order.
    expect(quoteOf(await quote(dana, { promoCode: "FREECOURIER", method: "courier", deliveryFee: 2500 }))).toMatchObject({ shippingDiscount: 2500, code: { applied: true } });
    expect(quoteOf(await quote(dana, { promoCode: "FREECOURIER", method: "pickup" })).code).toMatchObject({ applied: false, refusal: { code: "promo.notForDelivery" } });
  });

  it("needs the minimum subtotal, and says the amount in the shopper's language", async () => {
    await addPromotion({ code: "BIG", minSubtotal: 10000 });
    const address = await fillCart(); // 70.00
    const refused = await steps.createOrder(dana, { addressId: address._id, promoCode: "BIG" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "promo.minimum", params: { amount: "$100.00" }, message: "This code needs a subtotal of at least $100.00." });
    const hebrew = await steps.createOrder(dana, { addressId: address._id, promoCode: "BIG" }, { "Accept-Language": "he" });
    expect(hebrew.status).toBe(400);
    expect(hebrew.body.message).toContain("100.00");
    expect(hebrew.body.message).not.toBe(refused.body.message);
    await steps.addToCart(dana, "p-c", 2); // 100.00
    expect((await steps.createOrder(dana, { addressId: address._id, promoCode: "BIG" })).status).toBe(201);
  });

  it.each([
    ["not started", { startsAtMs: Date.now() + 24 * HOUR }, "promo.notStarted", "This code is not valid yet."],
    ["expired", { endsAtMs: Date.now() - HOUR }, "promo.expired", "This code has expired."],
    ["ended", { status: "ended" as const }, "promo.expired", "This code has expired."],
    ["paused", { status: "paused" as const }, "promo.paused", "This code is paused for now. Try again later."],
    ["used up", { usageLimit: 3, uses: 3 }, "promo.usedUp", "This code has been used as many times as it can be."],
  ])("refuses a code that is %s, writing nothing", async (_, fields: PromotionFields, code, message) => {
    await addPromotion({ code: "SEASON", ...fields });
    const address = await fillCart();
    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "SEASON" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code, message });
    expect(await orderCount()).toBe(0);
    expect(quoteOf(await quote(dana, { promoCode: "season" })).code).toMatchObject({ code: "SEASON", applied: false, refusal: { code }, message });
  });

  it("applies a code within its dates", async () => {
    await addPromotion({ code: "NOW", startsAtMs: NOW() - HOUR, endsAtMs: NOW() + HOUR });
    const address = await fillCart();
    expect((await steps.createOrder(dana, { addressId: address._id, promoCode: "NOW" })).status).toBe(201);
  });

  it("refuses a code that does not exist, writing nothing", async () => {
    const address = await fillCart();
    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "NOSUCH" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "promo.unknown", message: "There is no such code. Check its spelling and try again." });
    expect(await orderCount()).toBe(0);
    expect(await db().collection("sandboxPayments").get()).toHaveProperty("size", 0);
  });

  it("once per customer: the second order is refused once the first is paid, and the paid order counts its revenue", async () => {
    const promotionId = await addPromotion({ code: "ONCE", oncePerCustomer: true });
    const address = await fillCart();
    const { orderId, capture } = await payFor(dana, { addressId: address._id, promoCode: "ONCE" });
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(await markExists(promotionId, dana.uid)).toBe(true);
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 1, revenue: 7300, discountGiven: 700 });
    expect((await storedOrder(orderId)).promotionUses).toEqual([promotionId]);

    await fillCart();
    const again = await steps.createOrder(dana, { addressId: address._id, promoCode: "ONCE" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "promo.alreadyUsed", message: "You have already used this code." });
    // Another shopper still can.
    const noa = await registeredSession(api.baseUrl, otherShopper);
    const noaAddress = await fillCart(noa);
    expect((await steps.createOrder(noa, { addressId: noaAddress._id, promoCode: "ONCE" })).status).toBe(201);
  });

  it("once per customer holds at payment too: of two orders placed before either was paid, the second fails unpaid", async () => {
    const promotionId = await addPromotion({ code: "ONCE", oncePerCustomer: true });
    const address = await fillCart();
    const first = created(await steps.createOrder(dana, { addressId: address._id, promoCode: "ONCE" }));
    const second = created(await steps.createOrder(dana, { addressId: address._id, promoCode: "ONCE" }));
    expect((await steps.capture(dana, await steps.approve(first))).status).toBe(200);
    const refused = await steps.capture(dana, await steps.approve(second));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "promo.changed", params: { name: "Welcome 10%", reason: "You have already used this code." } });
    expect(refused.body.message).toBe('The promotion "Welcome 10%" can no longer be given to this order (You have already used this code.). You have not been charged; please check out again.');
    expect(steps.orderOf(refused)).toMatchObject({ paymentStatus: "failed", orderStatus: "rejected" });
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 1 });
    expect((await db().collection("sandboxPayments").where("status", "==", "captured").get()).size).toBe(1);
  });

  it("first order only: refused once the shopper has a paid order", async () => {
    await addPromotion({ code: "FIRST", firstOrderOnly: true });
    const address = await fillCart();
    expect(quoteOf(await quote(dana, { promoCode: "FIRST" })).code).toMatchObject({ applied: true });
    const { capture } = await payFor(dana, { addressId: address._id });
    expect(capture.status).toBe(200);
    await fillCart();
    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "FIRST" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "promo.firstOrderOnly", message: "This code is for a first order only." });
  });
});

describe("automatic promotions", () => {
  it("apply without a code, and the best of two that qualify is the one given", async () => {
    const tenPercent = await addPromotion({ kind: "automatic", name: "Spring 10%", benefit: { type: "percent", percent: 10 } }); // 7.00 of 70.00
    const truffles = await addPromotion({ kind: "automatic", name: "Truffles 8.00 off", benefit: { type: "amount", amount: 800 }, scope: { type: "categories", categoryIds: ["truffles"] } });
    const address = await fillCart();
    const q = quoteOf(await quote(dana, {}));
    expect(q).toMatchObject({ discountAmount: 800, discounts: [{ promotionId: truffles, kind: "automatic", amount: 800 }] });
    expect(q.code).toBeUndefined();
    const answer = await steps.createOrder(dana, { addressId: address._id });
    expect(answer.status).toBe(201);
    expect(created(answer).discounts).toEqual(q.discounts);
    expect(created(answer).totals).toMatchObject({ discountAmount: 800, totalAmount: 7000 - 800 + 1000 });
    // The lesser one is not on the order.
    expect((await storedOrder(created(answer).orderId)).promotionIds).toEqual([truffles]);
    expect(tenPercent).not.toBe(truffles);
  });

  it("an automatic one and a code combine only when both allow it; otherwise the better applies and the code says why", async () => {
    await addPromotion({ kind: "automatic", name: "Spring 10%", combinable: true }); // 7.00 of 70.00
    await addPromotion({ code: "EXTRA5", benefit: { type: "amount", amount: 500 }, combinable: true });
    await addPromotion({ code: "ALONE5", benefit: { type: "amount", amount: 500 }, combinable: false });
    await addPromotion({ code: "ALONE20", benefit: { type: "percent", percent: 20 }, combinable: false });
    const address = await fillCart();

    const both = quoteOf(await quote(dana, { promoCode: "EXTRA5" }));
    expect(both).toMatchObject({ discountAmount: 1200, code: { applied: true } });
    expect(both.discounts.map((discount) => discount.amount)).toEqual([700, 500]);

    const worse = quoteOf(await quote(dana, { promoCode: "ALONE5" }));
    expect(worse).toMatchObject({ discountAmount: 700, code: { applied: false, refusal: { code: "promo.betterOffer", params: { name: "Spring 10%" } } } });
    expect(worse.code?.message).toBe("A better offer already applies to your cart (Spring 10%), so the code is not added to it.");
    const refused = await steps.createOrder(dana, { addressId: address._id, promoCode: "ALONE5" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "promo.betterOffer" });

    const better = quoteOf(await quote(dana, { promoCode: "ALONE20" }));
    expect(better).toMatchObject({ discountAmount: 1400, discounts: [{ code: "ALONE20", amount: 1400 }], code: { applied: true } });

    const answer = await steps.createOrder(dana, { addressId: address._id, promoCode: "extra5" });
    expect(answer.status).toBe(201);
    expect(created(answer).totals).toMatchObject({ discountAmount: 1200, totalAmount: 7000 - 1200 + 1000 });
    expect((await storedOrder(created(answer).orderId)).promotionIds).toHaveLength(2);
  });
});

describe("uses counted at payment", () => {
  it("ten shoppers racing for the last five uses: five paid at the discount, five refused before any money moves", async () => {
    const promotionId = await addPromotion({ code: "LAST5", usageLimit: 7, uses: 2 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 10; i += 1) {
      const racer = { userName: `Racer ${i}`, email: `racer${i}@example.com`, password: "ganache-race-1" };
      // From a network of their own each: one client may open only a few accounts an hour.
      shoppers.push(await registeredSession(api.baseUrl, racer, clientAddressOf(20 + i)));
    }
    const bodies: { orderId: string; paymentId: string; payerId: string }[] = [];
    for (const shopper of shoppers) {
      await steps.addToCart(shopper, "p-c", 1);
      const address = await steps.addAddress(shopper);
      const answer = await steps.createOrder(shopper, { addressId: address._id, promoCode: "last5" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      bodies.push(await steps.approve(created(answer)));
    }

    const answers = await Promise.all(shoppers.map((shopper, i) => steps.capture(shopper, bodies[i])));
    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(paid).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const answer of paid) expect(steps.orderOf(answer)).toMatchObject({ paymentStatus: "paid", discountAmount: 150, totalAmount: 1500 - 150 + 1000 });
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: "promo.changed", params: { name: "Welcome 10%", reason: "This code has been used as many times as it can be." } });
      expect(steps.orderOf(answer)).toMatchObject({ paymentStatus: "failed", orderStatus: "rejected" });
    }
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 7, revenue: 5 * 2350, discountGiven: 5 * 150 });
    // Only the five were charged; the refused ones' stock was never taken.
    expect((await db().collection("sandboxPayments").where("status", "==", "captured").get()).size).toBe(5);
    expect((await db().collection("products").doc("p-c").get()).get("totalStock")).toBe(15);
  });

  it("a declined payment gives the use back (and the once-per-customer mark), so the shopper can pay again", async () => {
    const promotionId = await addPromotion({ code: "ONE", usageLimit: 1, oncePerCustomer: true });
    const address = await fillCart();
    const declined = await payFor(dana, { addressId: address._id, promoCode: "ONE" }, "decline");
    expect(declined.capture.status).toBe(402);
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 0, revenue: 0, discountGiven: 0 });
    expect(await markExists(promotionId, dana.uid)).toBe(false);
    expect((await storedOrder(declined.orderId)).promotionUses).toEqual([]);

    const again = await payFor(dana, { addressId: address._id, promoCode: "ONE" });
    expect(again.capture.status, JSON.stringify(again.capture.body)).toBe(200);
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 1, revenue: 7300, discountGiven: 700 });
  });

  it("an expired unpaid order never took a use", async () => {
    const promotionId = await addPromotion({ code: "ONE", usageLimit: 1 });
    const address = await fillCart();
    const answer = created(await steps.createOrder(dana, { addressId: address._id, promoCode: "ONE" }));
    const body = await steps.approve(answer);
    await db().collection("orders").doc(answer.orderId).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const capture = await steps.capture(dana, body);
    expect(capture.status).toBe(409);
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 0 });
    expect((await steps.createOrder(dana, { addressId: address._id, promoCode: "ONE" })).status).toBe(201);
  });

  it("the admin rejecting a paid order gives its use, revenue and discount back", async () => {
    const promotionId = await addPromotion({ code: "ONCE", oncePerCustomer: true, usageLimit: 1 });
    const address = await fillCart();
    const { orderId, capture } = await payFor(dana, { addressId: address._id, promoCode: "ONCE" });
    expect(capture.status).toBe(200);
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 1, revenue: 7300, discountGiven: 700 });

    const admin = await adminSession(api.baseUrl);
    const rejected = await call(api.baseUrl, `/api/admin/orders/update/${orderId}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data as AdminOrder).toMatchObject({ orderStatus: "rejected", refunds: [{ amount: 7300 }] });
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 0, revenue: 0, discountGiven: 0 });
    expect(await markExists(promotionId, dana.uid)).toBe(false);
    // Rejecting again changes nothing more.
    await call(api.baseUrl, `/api/admin/orders/update/${orderId}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 0, revenue: 0 });
    // The code is free for Dana again.
    await fillCart();
    expect((await steps.createOrder(dana, { addressId: address._id, promoCode: "ONCE" })).status).toBe(201);
  });

  it("honours a promotion paused or ended after the order was placed (the shopper approved that amount)", async () => {
    const promotionId = await addPromotion({ code: "SPRING" });
    const address = await fillCart();
    const answer = created(await steps.createOrder(dana, { addressId: address._id, promoCode: "SPRING" }));
    await db().collection("promotions").doc(promotionId).update({ status: "ended" });
    const capture = await steps.capture(dana, await steps.approve(answer));
    expect(capture.status).toBe(200);
    expect(steps.orderOf(capture)).toMatchObject({ discountAmount: 700, totalAmount: 7300 });
    expect(await promotionDoc(promotionId)).toMatchObject({ uses: 1 });
  });
});

describe("refunds of an order with promotions", () => {
  it("give back the discounted share of the lines refunded, and never more than was paid", async () => {
    await addPromotion({ code: "THIRD", benefit: { type: "amount", amount: 1000 } }); // 10.00 off 70.00: p-a lines 8.57…, p-b 1.43
    const address = await fillCart();
    const { orderId, capture } = await payFor(dana, { addressId: address._id, promoCode: "THIRD" });
    expect(capture.status).toBe(200);
    const order = steps.orderOf(capture);
    const lines = Object.fromEntries(order.cartItems.map((line) => [line.productId, line]));
    expect(lines["p-a"]?.discount).toBe(857);
    expect(lines["p-b"]?.discount).toBe(143);

    const admin = await adminSession(api.baseUrl);
    const refund = (json: Record<string, unknown>) => call(api.baseUrl, `/api/admin/orders/refund/${orderId}`, { method: "POST", json, cookie: admin.cookie });
    // One truffle of two: half of 60.00 − 8.57, rounded down.
    const one = await refund({ requestId: "refund-one-a", lines: [{ productId: "p-a", quantity: 1 }] });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect((one.body.data as AdminOrder).refunds?.at(-1)).toMatchObject({ amount: 2571 });
    // The other takes the rest of the line: together exactly what the line was paid.
    const other = await refund({ requestId: "refund-two-a", lines: [{ productId: "p-a", quantity: 1 }] });
    expect((other.body.data as AdminOrder).refunds?.at(-1)).toMatchObject({ amount: 6000 - 857 - 2571 });
    const bar = await refund({ requestId: "refund-bar-b", lines: [{ productId: "p-b", quantity: 1 }] });
    expect((bar.body.data as AdminOrder).refunds?.at(-1)).toMatchObject({ amount: 1000 - 143 });
    const refunded = ((bar.body.data as Order).refunds ?? []).reduce((sum, entry) => sum + entry.amount, 0);
    expect(refunded).toBe(7000 - 1000);
    // What is left is the delivery: asking for more is refused, and the total never passes what was paid.
    const tooMuch = await refund({ requestId: "refund-too-much", amount: 1001 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: "refund.exceedsRemaining" });
    const rest = await refund({ requestId: "refund-the-rest", amount: 1000 });
    expect(rest.status).toBe(200);
    expect(((rest.body.data as Order).refunds ?? []).reduce((sum, entry) => sum + entry.amount, 0)).toBe(order.totalAmount);
  });
});

describe("guessing codes", () => {
  it("the 11th code that does not exist from one client answers 429, even for a code that exists, whichever account tries", async () => {
    await addPromotion({ code: "REAL10" });
    const noa = await registeredSession(api.baseUrl, otherShopper);
    for (let i = 0; i < 6; i += 1) expect(quoteOf(await quote(dana, { promoCode: `GUESS${i}` })).code).toMatchObject({ refusal: { code: "promo.unknown" } });
    // A code that exists does not count.
    expect(quoteOf(await quote(dana, { promoCode: "REAL10" })).code).toMatchObject({ applied: false });
    for (let i = 6; i < 10; i += 1) expect((await quote(noa, { promoCode: `GUESS${i}` })).status).toBe(200);
    const eleventh = await quote(noa, { promoCode: "GUESS10" });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: "limit.promoCode" });
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await quote(noa, { promoCode: "REAL10" })).status).toBe(429);
    // Create is behind the same limit; without a code the cart is still priced.
    const address = await fillCart();
    expect((await steps.createOrder(dana, { addressId: address._id, promoCode: "REAL10" })).status).toBe(429);
    expect((await quote(dana, {})).status).toBe(200);
    // Another network is not held back by this one.
    const elsewhere = await quote(dana, { promoCode: "REAL10" }, { from: clientAddressOf(40) });
    expect(elsewhere.status).toBe(200);
  });

  it("one account is held back after 10 codes that do not exist, from however many networks", async () => {
    for (let i = 0; i < 10; i += 1) expect((await quote(dana, { promoCode: `GUESS${i}` }, { from: clientAddressOf(50 + i) })).status).toBe(200);
    const address = await fillCart();
    const eleventh = await steps.createOrder(dana, { addressId: address._id, promoCode: "GUESS10" }, undefined);
    expect(eleventh.status).toBe(429);
    const fromElsewhere = await quote(dana, { promoCode: "GUESS11" }, { from: clientAddressOf(70) });
    expect(fromElsewhere.status).toBe(429);
    expect(fromElsewhere.body.message).toMatch(/^Too many codes that do not exist were tried\. Please try again in \d+ min\.$/);
  });
});

describe("the breakdown PayPal receives", () => {
  let paypal: FakePaypal;
  const saved = { ...process.env };
  const PAYPAL_ENV = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_ENV", "PAYPAL_API_BASE"];

  beforeAll(async () => {
    paypal = await startFakePaypal();
    Object.assign(process.env, { PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_ENV: "sandbox", PAYPAL_API_BASE: paypal.baseUrl });
    forgetPaymentProviders();
  });
  afterAll(async () => {
    for (const key of PAYPAL_ENV) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    forgetPaymentProviders();
    await paypal.close();
  });

  it("names the items, the delivery, the wrapping, the tax and both discounts, adding up to what is charged", async () => {
    await db().collection("settings").doc("public").update({ taxRate: 17 });
    const { forgetCachedSettings } = await import("../../src/modules/settings");
    forgetCachedSettings();
    await addPromotion({ kind: "automatic", name: "Free courier", benefit: { type: "freeDelivery", methods: [] }, combinable: true });
    await addPromotion({ code: "WELCOME10", combinable: true });
    const address = await fillCart();
    const answer = await steps.createOrder(
      dana,
      {
        addressId: address._id,
        promoCode: "WELCOME10",
        delivery: await firstOpen("courier"),
        gift: { recipientName: "Avi", recipientPhone: "+972 50 555 0101", message: "Enjoy", from: "Dana", wrap: true, hidePrices: false },
      },
      { "Accept-Language": "he" },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { totals } = created(answer);
    // 70.00 − 7.00 = 63.00, tax 17% of it 10.71, courier 25.00 taken off, wrapping at the settings' price.
    expect(totals).toMatchObject({ subtotal: 7000, discountAmount: 700, taxAmount: 1071, shippingCost: 2500, shippingDiscount: 2500 });
    const paymentId = (await storedOrder(created(answer).orderId)).paymentId as string;
    const sent = paypal.breakdownOf(paymentId);
    expect(sent).toEqual({
      amount: totals.totalAmount,
      itemTotal: 7000,
      taxTotal: 1071,
      shipping: 2500,
      handling: totals.wrapCost,
      shippingDiscount: 2500,
      discount: 700,
      items: [
        { name: "טראפלס שקדים", unitAmount: 3000, quantity: 2, category: "PHYSICAL_GOODS" },
        { name: "טבלה מרירה", unitAmount: 1000, quantity: 1, category: "PHYSICAL_GOODS" },
      ],
    });
    expect(totals.wrapCost).toBeGreaterThan(0);
    // PayPal takes it: the order is approved and captured at the discounted total.
    paypal.approve(paymentId, "PAYERDANA01");
    const capture = await steps.capture(dana, { orderId: created(answer).orderId, paymentId, payerId: "PAYERDANA01" });
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(paypal.orders.get(paymentId)?.captures[0]?.amountMinor).toBe(totals.totalAmount);
  });
});
