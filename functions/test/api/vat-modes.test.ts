/**
 * Both VAT modes over real HTTP (issue 37), on awkward amounts (29.99, 9.99, a 12.34 delivery, a 7.77
 * wrapping): with prices that include VAT (ILS, 17%) the shopper pays the shelf prices and the order
 * keeps the VAT they hold (`taxIncluded`), the quote says so, and PayPal's breakdown carries the shelf
 * prices and no tax, adding up to the amount; with tax added (USD) everything is as before. The owner
 * switches the mode through the general settings' save; refunds by lines give back what was paid.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AdminOrder, type CreateOrderResponse, type Order, type OrderQuote, type Product, type ShopSettings } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedSettings } from "../../src/modules/settings";
import { forgetPaymentProviders } from "../../src/modules/checkout/payments/providers";
import { startFakePaypal, type FakePaypal } from "../../src/test/fake-paypal";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, registeredSession, useTestApi } from "./helpers";
import { seedTestShop, testProducts, testSettings } from "./shop-fixtures";

const api = useTestApi();
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;

const base = testProducts[0] as Product;
const product = (id: string, price: number): Product => ({ ...base, _id: id, slug: id, title: `Awkward ${id}`, price, salePrice: 0 });
/** 29.99 and 9.99: no whole number of shekels or dollars. */
const PRODUCTS = [product("v-a", 2999), product("v-b", 999)];

/** Delivery 12.34 (never free here), wrapping 7.77, 17%. */
function shopIn(currency: "ILS" | "USD", taxMode?: "included" | "added"): ShopSettings {
  const settings: ShopSettings = {
    ...structuredClone(testSettings),
    currency,
    currencySymbol: currency === "ILS" ? "₪" : "$",
    taxRate: 17,
    shippingSettings: { freeShippingThreshold: 10_000_000, defaultShippingCost: 1234 },
    giftWrap: { ...testSettings.giftWrap, enabled: true, price: 777 },
  };
  // A document saved before issue 37 has no mode: it reads as its currency's custom.
  if (taxMode) settings.taxMode = taxMode;
  else delete (settings as Partial<ShopSettings>).taxMode;
  return settings;
}

/** The stated rule, in exact integers: gross x bp / (10000 + bp), a half up. */
const containedVat = (gross: number, bp: number) => Number((2n * BigInt(gross) * BigInt(bp) + BigInt(10_000 + bp)) / (2n * BigInt(10_000 + bp)));
const addedTax = (taxed: number, bp: number) => Number((2n * BigInt(taxed) * BigInt(bp) + 10_000n) / 20_000n);

const SUBTOTAL = 2 * 2999 + 999; // 69.97
const GIFT = { recipientName: "Avi", recipientPhone: "+972 50 555 0101", message: "Enjoy", from: "Dana", wrap: true, hidePrices: false };

const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};
const created = (body: unknown) => body as CreateOrderResponse;

async function fillCart() {
  await steps.addToCart(dana, "v-a", 2);
  await steps.addToCart(dana, "v-b", 1);
  return steps.addAddress(dana);
}

async function quote() {
  const answer = await call(api.baseUrl, "/api/shop/order/quote", { json: { method: "shipping", deliveryFee: 1234 }, cookie: dana.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as OrderQuote;
}

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});

async function shop(settings: ShopSettings) {
  await seedTestShop(settings, [...testProducts, ...PRODUCTS]);
  forgetCachedSettings();
  dana = await registeredSession(api.baseUrl);
}

describe("prices that include VAT (ILS, 17%)", () => {
  beforeEach(() => shop(shopIn("ILS")));

  it("charges the shelf prices, keeps the VAT they hold, and answers the same in the quote, the order and the capture", async () => {
    const address = await fillCart();
    expect(await quote()).toMatchObject({ subtotal: SUBTOTAL, discountAmount: 0, taxIncluded: true });
    const answer = await steps.createOrder(dana, { addressId: address._id, gift: GIFT });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const gross = SUBTOTAL + 1234 + 777; // 90.08: items, delivery and wrapping, VAT inside each
    const vat = containedVat(gross, 1700);
    expect(vat).toBe(1309); // 1308.8…
    const totals = { subtotal: SUBTOTAL, shippingCost: 1234, wrapCost: 777, discountAmount: 0, shippingDiscount: 0, taxAmount: vat, taxIncluded: true, totalAmount: gross };
    expect(created(answer.body).totals).toEqual({ ...totals, giftCardAmount: 0 });

    const { orderId } = created(answer.body);
    expect(await storedOrder(orderId)).toMatchObject({ ...totals, taxRate: 17, currency: "ILS" });
    const payment = (await db().collection("sandboxPayments").doc((await storedOrder(orderId)).paymentId as string).get()).data();
    expect(payment).toMatchObject({ amount: gross });

    const capture = await steps.capture(dana, await steps.approve(created(answer.body)));
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(steps.orderOf(capture)).toMatchObject({ ...totals, taxRate: 17, paymentStatus: "paid" });
  });

  it("refunds by lines give back what the line was paid, VAT inside; what is left is the rest of the total", async () => {
    const address = await fillCart();
    const placed = created((await steps.createOrder(dana, { addressId: address._id })).body);
    const capture = await steps.capture(dana, await steps.approve(placed));
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    const order = steps.orderOf(capture);
    expect(order).toMatchObject({ taxIncluded: true, totalAmount: SUBTOTAL + 1234, taxAmount: containedVat(SUBTOTAL + 1234, 1700) });

    const admin = await adminSession(api.baseUrl);
    const refund = (json: Record<string, unknown>) => call(api.baseUrl, `/api/admin/orders/refund/${order._id}`, { method: "POST", json, cookie: admin.cookie });
    const bar = await refund({ requestId: "vat-refund-b", lines: [{ productId: "v-b", quantity: 1 }] });
    expect(bar.status, JSON.stringify(bar.body)).toBe(200);
    expect((bar.body.data as AdminOrder).refunds?.at(-1)).toMatchObject({ amount: 999 });
    const rejected = await call(api.baseUrl, `/api/admin/orders/update/${order._id}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const refunds = (rejected.body.data as AdminOrder).refunds ?? [];
    expect(refunds.reduce((sum, one) => sum + one.amount, 0)).toBe(order.totalAmount);
  });
});

describe("tax added on top (USD, 17%)", () => {
  beforeEach(() => shop(shopIn("USD")));

  it("taxes the items only and adds it, as before issue 37", async () => {
    const address = await fillCart();
    expect(await quote()).toMatchObject({ taxIncluded: false });
    const answer = await steps.createOrder(dana, { addressId: address._id, gift: GIFT });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const tax = addedTax(SUBTOTAL, 1700);
    expect(tax).toBe(1189); // 1189.49
    const totals = { subtotal: SUBTOTAL, shippingCost: 1234, wrapCost: 777, discountAmount: 0, shippingDiscount: 0, taxAmount: tax, taxIncluded: false, totalAmount: SUBTOTAL + 1234 + 777 + tax };
    expect(created(answer.body).totals).toEqual({ ...totals, giftCardAmount: 0 });
    const capture = await steps.capture(dana, await steps.approve(created(answer.body)));
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(steps.orderOf(capture)).toMatchObject(totals);
  });

  it("keeps an order stored before the mode as it was: tax added, its totals exactly", async () => {
    const ref = db().collection("orders").doc("old-order");
    const at = new Date().toISOString();
    await ref.set({
      userId: dana.uid, cartId: dana.uid, cartItems: [{ productId: "v-a", title: "Awkward v-a", image: "", price: 2999, quantity: 1 }], addressInfo: {},
      orderStatus: "confirmed", paymentMethod: "sandbox", paymentStatus: "paid", currency: "USD",
      subtotal: 2999, shippingCost: 1000, taxAmount: 510, totalAmount: 4509, orderDate: at, orderUpdateDate: at, paymentId: "SBX-old", payerId: "P", statusHistory: [{ status: "confirmed", at }], expiresAt: at,
    });
    const answer = await call(api.baseUrl, "/api/shop/order/details/old-order", { cookie: dana.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data as Order).toMatchObject({ subtotal: 2999, shippingCost: 1000, taxAmount: 510, totalAmount: 4509, taxIncluded: false });
    expect(answer.body.data).not.toHaveProperty("taxRate");
  });
});

describe("the owner switches the mode", () => {
  beforeEach(() => shop(shopIn("USD")));

  it("saves the mode and the business's details with the general settings; every reader sees them", async () => {
    const admin = await adminSession(api.baseUrl);
    const current = (await call(api.baseUrl, "/api/admin/settings/get", { cookie: admin.cookie })).body.data as ShopSettings;
    expect(current).toMatchObject({ taxMode: "added", business: { name: current.siteName, registrationNumber: "", address: "", vatRegistered: false } });
    const { siteName, currency, defaultLanguage, taxRate, contactInfo, shippingSettings, seoSettings } = current;
    const business = { name: "Cocoa Atelier Ltd", registrationNumber: "515123456", address: "7 Nahalat Binyamin\nTel Aviv", vatRegistered: true };
    const saved = await call(api.baseUrl, "/api/admin/settings/general", {
      method: "PUT",
      json: { siteName, currency: "ILS", defaultLanguage, taxRate, contactInfo, shippingSettings, seoSettings, taxMode: "included", business },
      cookie: admin.cookie,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ currency: "ILS", taxMode: "included", business });
    expect(currency).toBe("USD");
    const publicSettings = await call(api.baseUrl, "/api/common/settings/get");
    expect(publicSettings.body.data).toMatchObject({ taxMode: "included", business });
    // Leaving them out (an older admin screen) keeps them.
    const again = await call(api.baseUrl, "/api/admin/settings/general", { method: "PUT", json: { siteName, currency: "ILS", defaultLanguage, taxRate, contactInfo, shippingSettings, seoSettings }, cookie: admin.cookie });
    expect(again.body.data).toMatchObject({ taxMode: "included", business });
    const refused = await call(api.baseUrl, "/api/admin/settings/general", { method: "PUT", json: { siteName, currency, defaultLanguage, taxRate, contactInfo, shippingSettings, seoSettings, taxMode: "sometimes" }, cookie: admin.cookie });
    expect(refused.status).toBe(400);

    // The next order is priced with VAT inside.
    const address = await fillCart();
    const answer = await steps.createOrder(dana, { addressId: address._id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(created(answer.body).totals).toMatchObject({ taxIncluded: true, totalAmount: SUBTOTAL + 1234, taxAmount: containedVat(SUBTOTAL + 1234, 1700) });
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

  for (const mode of ["included", "added"] as const) {
    it(`adds up to the amount with prices ${mode === "included" ? "including VAT: shelf prices, no tax line" : "and tax added: the tax on its own line"}`, async () => {
      await shop(shopIn(mode === "included" ? "ILS" : "USD", mode));
      const address = await fillCart();
      const answer = await steps.createOrder(dana, { addressId: address._id, gift: GIFT });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { totals, orderId } = created(answer.body);
      const sent = paypal.breakdownOf((await storedOrder(orderId)).paymentId as string);
      expect(sent).toBeDefined();
      if (!sent) return;
      expect(sent.amount).toBe(totals.totalAmount);
      expect(sent.itemTotal + sent.taxTotal + sent.shipping + sent.handling - sent.shippingDiscount - sent.discount).toBe(sent.amount);
      expect(sent.items.map((item) => item.unitAmount)).toEqual([2999, 999]);
      expect(sent).toMatchObject({ itemTotal: SUBTOTAL, shipping: 1234, handling: 777, taxTotal: mode === "included" ? 0 : addedTax(SUBTOTAL, 1700) });
    });
  }
});
