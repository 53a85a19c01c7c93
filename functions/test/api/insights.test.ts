/**
 * GET /api/admin/insights over real HTTP (issue 37): the daily statistics the order's own
 * transactions keep equal a recount from the orders after a mixed run (paid by the provider, a
 * pickup and a delivery, a new and a returning customer, a partial refund, a rejection, a gift card
 * bought); the rebuild recounts them for a shop that upgrades (an order of an earlier day included);
 * admin only; bad ranges are 400 with their field's message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultDeliverySettings, type AdminInsights, type Availability, type CreateOrderResponse } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { addDays, forgetCachedDeliverySettings, shopClock } from "../../src/modules/delivery";
import { dayFromDocument, statsOfOrders, type DayStats } from "../../src/modules/insights";
import { rebuildStats } from "../../src/modules/admin";
import { readStatsOrders } from "../../src/modules/admin/stats-rebuild";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, clientAddressOf, otherShopper, registeredSession, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
const TZ = "Asia/Jerusalem";
let steps: ReturnType<typeof checkoutSteps>;
let admin: Shopper;

/** Cards and their ledgers (the shared reset leaves ledgers behind). */
async function removeCards(): Promise<void> {
  for (const card of (await db().collection("giftCards").get()).docs) {
    await Promise.all((await card.ref.collection("ledger").get()).docs.map((entry) => entry.ref.delete()));
    await card.ref.delete();
  }
}

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  await removeCards();
  admin = await adminSession(api.baseUrl);
});
afterAll(removeCards);

const today = () => shopClock(new Date(), TZ).date;
const insights = (query: Record<string, string>, cookie: string | null = admin.cookie) =>
  call(api.baseUrl, `/api/admin/insights?${new URLSearchParams(query)}`, { cookie: cookie ?? undefined });
const stored = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};

/** Pays an order already created, through the sandbox provider. */
async function pay(who: Shopper, created: CreateOrderResponse): Promise<string> {
  const captured = await steps.capture(who, await steps.approve(created));
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return created.orderId;
}

/** An order of the cart's lines shipped to the shopper's address (the way the body names none). */
async function shippedOrder(who: Shopper, lines: [string, number][]): Promise<string> {
  for (const [id, quantity] of lines) await steps.addToCart(who, id, quantity);
  const address = await steps.addAddress(who);
  return pay(who, await steps.createdOrder(who, address._id));
}

/** Opens pickup at the atelier every day, all day (the seeded calendar has none). */
async function openPickup(): Promise<void> {
  const ref = db().collection("settings").doc("delivery");
  const settings = (await ref.get()).data() ?? defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
  const allDay = [{ from: "08:00", to: "20:00" }];
  const hours = [allDay, allDay, allDay, allDay, allDay, allDay, allDay];
  await ref.set({ ...settings, pickup: { ...settings.pickup, enabled: true, address: "7 Nahalat Binyamin, Tel Aviv", addressHe: "נחלת בנימין 7, תל אביב", hours, slotMinutes: 60 } });
  forgetCachedDeliverySettings();
}

async function pickupOrder(who: Shopper, productId: string, quantity: number): Promise<string> {
  await openPickup();
  await steps.addToCart(who, productId, quantity);
  const answer = await call(api.baseUrl, `/api/shop/delivery/availability?${new URLSearchParams({ method: "pickup", from: today(), to: addDays(today(), 30) })}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const open = (answer.body.data as Availability).days.find((day) => day.open && (day.slots.length === 0 || day.slots.some((slot) => slot.left !== 0)));
  if (!open) throw new Error("no pickup day in 30 days");
  const slot = open.slots.find((entry) => entry.left !== 0);
  const created = await steps.createOrder(who, { delivery: { method: "pickup", date: open.date, ...(slot ? { slotId: slot.id } : {}) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return pay(who, created.body as unknown as CreateOrderResponse);
}

async function giftCardBought(who: Shopper, amount: number): Promise<string> {
  const answer = await call(api.baseUrl, "/api/shop/gift-cards/purchase", {
    json: { amount, recipientName: "Yael", recipientEmail: "yael@example.com", senderName: "Noa", message: "For you", deliverOn: addDays(today(), 1), language: "en" },
    cookie: who.cookie,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return pay(who, answer.body as unknown as CreateOrderResponse);
}

/** The stored days, read back as the endpoint reads them. */
async function storedDays(): Promise<Map<string, DayStats>> {
  const snapshot = await db().collection("dailyStats").get();
  return new Map(snapshot.docs.map((doc) => [doc.id, dayFromDocument(doc.data())]));
}

/** Drops zero product entries and zero days, so a recount and increments that cancelled compare alike. */
function normalised(days: Map<string, DayStats>): Record<string, DayStats> {
  return Object.fromEntries(
    [...days]
      .map(([date, day]): [string, DayStats] => [date, { ...day, products: Object.fromEntries(Object.entries(day.products).filter(([, p]) => p.units !== 0 || p.revenue !== 0)) }])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe("GET /api/admin/insights", () => {
  it("refuses a guest with 401 and a shopper with 403", async () => {
    const range = { from: today(), to: today() };
    expect((await insights(range, null)).status).toBe(401);
    const shopper = await registeredSession(api.baseUrl);
    expect((await insights(range, shopper.cookie)).status).toBe(403);
  });

  it("refuses a bad range with 400 and a clear message on its field", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: "2026-02-30", to: "2026-03-01" }, "from", "The first day must be a date written YYYY-MM-DD."],
      [{ from: "2026-03-01", to: "yesterday" }, "to", "The last day must be a date written YYYY-MM-DD."],
      [{ from: "2026-03-02", to: "2026-03-01" }, "to", "The last day must not be before the first."],
      [{ from: "2025-01-01", to: "2026-03-01" }, "to", "Ask for at most 400 days at a time."],
      [{ to: "2026-03-01" }, "from", "The first day must be a date written YYYY-MM-DD."],
    ];
    for (const [query, field, message] of cases) {
      const answer = await insights(query);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors, JSON.stringify(answer.body)).toMatchObject({ [field]: message });
    }
    expect((await insights({ from: "2025-01-27", to: "2026-03-01" })).status).toBe(200);
  });

  it("answers figures equal to a recount from the orders after payments, a refund, a rejection and a gift card", async () => {
    const dana = await registeredSession(api.baseUrl);
    const noa = await registeredSession(api.baseUrl, otherShopper, clientAddressOf(71));
    const shipped = await shippedOrder(dana, [["p-a", 2], ["p-b", 1]]);
    const pickup = await pickupOrder(dana, "p-a", 1);
    const rejected = await shippedOrder(noa, [["p-b", 1]]);
    const card = await giftCardBought(noa, 5000);

    const partial = await call(api.baseUrl, `/api/admin/orders/refund/${shipped}`, { method: "POST", json: { requestId: "stats-0001", amount: 1500 }, cookie: admin.cookie });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const rejection = await call(api.baseUrl, `/api/admin/orders/update/${rejected}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(rejection.status, JSON.stringify(rejection.body)).toBe(200);
    // Asked again, nothing more is counted.
    expect((await call(api.baseUrl, `/api/admin/orders/update/${rejected}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie })).status).toBe(200);

    // The paying transaction stamped each order's paid time.
    for (const id of [shipped, pickup, rejected, card]) expect(typeof (await stored(id)).paidAt).toBe("string");

    // The live increments equal the recount.
    const recount = statsOfOrders(await readStatsOrders(), TZ);
    expect(normalised(await storedDays())).toEqual(normalised(recount.days));
    const customers = Object.fromEntries((await db().collection("customerStats").get()).docs.map((doc) => [doc.id, doc.get("paidOrders")]));
    expect(customers).toEqual(Object.fromEntries(recount.customers));
    expect(customers).toEqual({ [dana.uid]: 2, [noa.uid]: 1 });

    // Hand-counted: yesterday and today (a run across the shop's midnight falls in them too).
    const totals = await Promise.all([shipped, pickup, rejected].map(async (id) => (await stored(id)).totalAmount as number));
    const [shippedTotal, pickupTotal, rejectedTotal] = totals as [number, number, number];
    const answer = await insights({ from: addDays(today(), -1), to: today() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as AdminInsights;
    const revenue = shippedTotal + pickupTotal + rejectedTotal;
    expect(data.totals).toEqual({
      revenue,
      paidOrders: 3,
      averageOrderValue: Math.round(revenue / 3),
      units: 5,
      discounts: 0,
      refunds: 1500 + rejectedTotal,
      refundedOrders: 2,
      rejected: 1,
      giftCardSales: 5000,
      giftCardOrders: 1,
      giftCardRefunds: 0,
      newCustomers: 2,
      returningCustomers: 1,
      pickups: 1,
      deliveries: 2,
    });
    expect(data.previous).toMatchObject({ revenue: 0, paidOrders: 0, averageOrderValue: 0 });
    expect(data).toMatchObject({ from: addDays(today(), -1), to: today(), previousFrom: addDays(today(), -3), previousTo: addDays(today(), -2), timeZone: TZ });
    expect(data.days.map((day) => day.date)).toEqual([addDays(today(), -1), today()]);
    expect(data.days.reduce((sum, day) => sum + day.revenue, 0)).toBe(revenue);
    const priceA = ((await stored(pickup)).cartItems as { price: number }[])[0]?.price ?? 0;
    const priceB = ((await stored(rejected)).cartItems as { price: number }[])[0]?.price ?? 0;
    const sold = [
      { productId: "p-a", units: 3, revenue: 3 * priceA },
      { productId: "p-b", units: 2, revenue: 2 * priceB },
    ].sort((a, b) => b.revenue - a.revenue);
    expect(data.products).toEqual(sold.map((product) => expect.objectContaining(product)));
    expect(data.products.every((product) => product.title !== product.productId)).toBe(true);
    expect(data.categories.reduce((sum, category) => sum + category.units, 0)).toBe(5);
    expect(data.categories.every((category) => category.label !== "")).toBe(true);

    // A shop that upgrades: an order paid ten days ago that no transaction counted, then the rebuild.
    const past = addDays(today(), -10);
    const paidAt = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const old = await stored(pickup);
    await db().collection("orders").doc("old-order").set({ ...old, userId: "old-customer", paidAt, orderDate: paidAt, statusHistory: [{ status: "confirmed", at: paidAt }], refunds: [] });
    const before = normalised(await storedDays());
    expect(await rebuildStats()).toMatchObject({ orders: 5 });
    const after = normalised(await storedDays());
    expect(after).toEqual(normalised(statsOfOrders(await readStatsOrders(), TZ).days));
    const { [shopClock(new Date(paidAt), TZ).date]: pastDay, ...rest } = after;
    expect(rest).toEqual(before);
    expect(pastDay).toMatchObject({ revenue: pickupTotal, paidOrders: 1, newCustomers: 1, pickups: 1 });
    expect((await db().collection("customerStats").doc("old-customer").get()).get("paidOrders")).toBe(1);
    const pastAnswer = (await insights({ from: past, to: past })).body.data as AdminInsights;
    expect(pastAnswer.totals).toMatchObject({ revenue: pickupTotal, paidOrders: 1, units: 1 });
    // Today beside yesterday and the day before…; a range of 11 days ending today holds both.
    const wide = (await insights({ from: past, to: today() })).body.data as AdminInsights;
    expect(wide.totals.revenue).toBe(revenue + pickupTotal);
    expect(wide.previous.revenue).toBe(0);
    expect(wide.days).toHaveLength(11);
    const later = (await insights({ from: addDays(past, 11), to: addDays(past, 21) })).body.data as AdminInsights;
    expect(later.previous.revenue).toBe(revenue + pickupTotal);
  });
});
