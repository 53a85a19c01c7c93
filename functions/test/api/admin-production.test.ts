/**
 * /api/admin/production over real HTTP: the owner's agenda of the coming days (paid orders on their
 * day by slot, places used and left per way), closing a day and changing its limits (which the
 * shoppers' availability follows while the orders on it stay), bad input refused in both languages,
 * and nobody but an admin let in. Dates come from the availability answer, so it holds on any day.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  defaultDeliverySettings,
  renderMessage,
  type Availability,
  type AvailabilityDay,
  type CreateOrderResponse,
  type DeliverySettings,
  type ProductionAgenda,
  type ProductionDay,
} from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedDeliverySettings } from "../../src/modules/delivery";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, clientAddressOf, otherShopper, registeredSession, useTestApi, type ApiAnswer } from "./helpers";

const api = useTestApi({ seed: true });
let steps: ReturnType<typeof checkoutSteps>;
let admin: Shopper;
let dana: Shopper;
let noa: Shopper;

const ALL_DAY = [{ from: "08:00", to: "20:00" }];
const everyDay = (ranges: { from: string; to: string }[]) => [ranges, ranges, ranges, ranges, ranges, ranges, ranges];

/** Open every day of the week and on every holiday, pickup limited to 5 a day. */
function calendarSettings(): DeliverySettings {
  const settings = defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
  settings.closedWeekdays = [];
  settings.closedHolidays = [];
  settings.earlyClosing = [];
  settings.pickup = { ...settings.pickup, enabled: true, address: "7 Nahalat Binyamin, Tel Aviv", addressHe: "נחלת בנימין 7, תל אביב", hours: everyDay(ALL_DAY), slotMinutes: 60, capacityPerDay: 5 };
  settings.courier = {
    enabled: true,
    capacityPerDay: 0,
    capacityPerSlot: 0,
    zones: [
      { id: "tel-aviv", name: "Tel Aviv", nameHe: "תל אביב", cities: [{ en: "Tel Aviv", he: "תל אביב" }], fee: 2500, minimumOrder: 0, freeThreshold: 30000, windows: everyDay([{ from: "10:00", to: "14:00" }, { from: "14:00", to: "18:00" }]) },
    ],
  };
  settings.shipping = { ...settings.shipping, dispatchWeekdays: [0, 1, 2, 3, 4, 5, 6] };
  return settings;
}

async function saveCalendar(settings: DeliverySettings) {
  await db().collection("settings").doc("delivery").set(settings);
  forgetCachedDeliverySettings();
}

/** Today on the shop's clock (Jerusalem), which is UTC's tomorrow late in the evening. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jerusalem" }).format(new Date());
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function availableDays(query: Record<string, string>): Promise<AvailabilityDay[]> {
  const answer = await call(api.baseUrl, `/api/shop/delivery/availability?${new URLSearchParams({ from: today(), to: plusDays(today(), 20), ...query })}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Availability).days;
}

/** The first pickup day with at least three slots. */
async function pickupDay(): Promise<AvailabilityDay> {
  const day = (await availableDays({ method: "pickup" })).find((entry) => entry.open && entry.slots.length >= 3 && entry.date > today());
  if (!day) throw new Error("no open pickup day");
  return day;
}

const errorsOf = (answer: ApiAnswer) => (answer.body.errors ?? {}) as Record<string, string>;

const agenda = (query: string, cookie = admin.cookie, headers?: Record<string, string>) => call(api.baseUrl, `/api/admin/production${query}`, { cookie, headers });
const changeDay = (date: string, json: unknown, cookie = admin.cookie, headers?: Record<string, string>) =>
  call(api.baseUrl, `/api/admin/production/day/${date}`, { method: "PUT", json, cookie, headers });

async function dayOf(date: string): Promise<ProductionDay> {
  const answer = await agenda(`?from=${date}&days=1`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const day = (answer.body.data as ProductionAgenda).days[0];
  if (!day) throw new Error("no day");
  return day;
}

/** A pickup order on `date` at `slotId`; paid unless told otherwise. */
async function pickupOrder(who: Shopper, date: string, slotId: string, pay = true): Promise<CreateOrderResponse> {
  await steps.addToCart(who, "p-a", 1);
  const created = await steps.createOrder(who, { delivery: { method: "pickup", date, slotId } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = created.body as unknown as CreateOrderResponse;
  if (pay) {
    const paid = await steps.capture(who, await steps.approve(order));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  return order;
}

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  await saveCalendar(calendarSettings());
  dana = await registeredSession(api.baseUrl);
  noa = await registeredSession(api.baseUrl, otherShopper);
  admin = await adminSession(api.baseUrl);
});

describe("admin only", () => {
  it("refuses a guest with 401 and a shopper with 403, and changes nothing", async () => {
    const date = plusDays(today(), 3);
    expect((await call(api.baseUrl, "/api/admin/production")).status).toBe(401);
    expect((await call(api.baseUrl, `/api/admin/production/day/${date}`, { method: "PUT", json: { closed: true } })).status).toBe(401);
    expect((await agenda("", dana.cookie)).status).toBe(403);
    expect((await changeDay(date, { closed: true }, dana.cookie)).status).toBe(403);
    expect((await db().collection("deliveryDays").doc(date).get()).exists).toBe(false);
  });
});

describe("the agenda", () => {
  it("answers 7 days from today on the shop's clock by default, with Hebrew dates and every way's places", async () => {
    const answer = await agenda("");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as ProductionAgenda;
    expect(data.timeZone).toBe("Asia/Jerusalem");
    expect(data.days).toHaveLength(7);
    const shopToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jerusalem" }).format(new Date());
    expect(data.days[0]?.date).toBe(shopToday);
    for (const day of data.days) {
      expect(day.hebrewDate.he).toMatch(/[\u05d0-\u05ea]/);
      expect(day).toMatchObject({ open: true, closedByOwner: false, orders: [] });
      expect(day.ways.pickup).toEqual({ enabled: true, limit: 5, ownerLimit: null, used: 0, left: 5 });
      expect(day.ways.courier).toEqual({ enabled: true, limit: null, ownerLimit: null, used: 0, left: null });
    }
    const fortnight = await agenda(`?from=${plusDays(today(), 2)}&days=14`);
    expect((fortnight.body.data as ProductionAgenda).days.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, i) => plusDays(today(), 2 + i)));
  });

  it("says when the calendar's own rules close a day, in the caller's language", async () => {
    const settings = calendarSettings();
    settings.closedWeekdays = [6];
    await saveCalendar(settings);
    const from = plusDays(today(), 1);
    const english = (await agenda(`?from=${from}&days=7`)).body.data as ProductionAgenda;
    const saturday = english.days.find((day) => day.weekday === 6);
    expect(saturday).toMatchObject({ open: false, closedByOwner: false, reasonText: "The atelier is closed on this day of the week." });
    expect(english.days.filter((day) => day.weekday !== 6).every((day) => day.open && day.reasonText === undefined)).toBe(true);
    const hebrew = (await agenda(`?from=${from}&days=7`, admin.cookie, { "Accept-Language": "he" })).body.data as ProductionAgenda;
    expect(hebrew.days.find((day) => day.weekday === 6)?.reasonText).toBe("הסדנה סגורה ביום הזה בשבוע.");
  });

  it("lists the day's paid orders by slot with their lines, and counts places; unpaid ones are not listed, expired ones free their place", async () => {
    const day = await pickupDay();
    const [early, middle, late] = day.slots;
    if (!early || !middle || !late) throw new Error("three slots expected");
    const third = await registeredSession(api.baseUrl, { userName: "Maya Katz", email: "maya@example.com", password: "truffle-dark-9" }, clientAddressOf(31));

    const danaOrder = await pickupOrder(dana, day.date, late.id);
    const noaOrder = await pickupOrder(noa, day.date, early.id);
    const unpaid = await pickupOrder(third, day.date, middle.id, false);

    // A courier order to Tel Aviv the same day, paid, and one for another day.
    await steps.addToCart(noa, "p-b", 2);
    const address = await steps.addAddress(noa);
    const courierDay = (await availableDays({ method: "courier", city: "Tel Aviv", from: day.date, to: day.date }))[0];
    const window = courierDay?.slots[0];
    expect(window).toBeDefined();
    const courier = await steps.createOrder(noa, { addressId: address._id, delivery: { method: "courier", date: day.date, slotId: window?.id } });
    expect(courier.status, JSON.stringify(courier.body)).toBe(201);
    expect((await steps.capture(noa, await steps.approve(courier.body as unknown as CreateOrderResponse))).status).toBe(200);
    await pickupOrder(dana, plusDays(day.date, 1), early.id);

    const listed = await dayOf(day.date);
    const pickups = listed.orders.filter((order) => order.method === "pickup");
    expect(pickups.map((order) => order._id)).toEqual([noaOrder.orderId, danaOrder.orderId]);
    expect(pickups[0]).toMatchObject({ customerName: "Noa Cohen", slotId: early.id, from: early.from, to: early.to, paymentStatus: "paid", orderStatus: "confirmed" });
    expect(pickups[0]?.orderNumber).toMatch(/^CA-\d+$/);
    expect(pickups[0]?.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(pickups[0]?.address).toBeUndefined();
    expect(listed.orders.some((order) => order._id === unpaid.orderId)).toBe(false);
    const run = listed.orders.find((order) => order.method === "courier");
    expect(run).toMatchObject({ _id: courier.body.orderId, zone: { id: "tel-aviv", name: "Tel Aviv", nameHe: "תל אביב" }, from: window?.from, to: window?.to });
    expect(run?.address).toMatchObject({ city: address.city, phone: address.phone, address: address.address });
    expect(run?.lines[0]?.quantity).toBe(2);
    // The unpaid order holds its place until it expires.
    expect(listed.ways.pickup).toEqual({ enabled: true, limit: 5, ownerLimit: null, used: 3, left: 2 });
    expect(listed.ways.courier).toMatchObject({ used: 1, left: null });

    const past = new Date(Date.now() - 1000).toISOString();
    await db().collection("orders").doc(unpaid.orderId).update({ expiresAt: past });
    await db().collection("deliveryDays").doc(day.date).set({ holds: { [unpaid.orderId]: { expiresAt: past } } }, { merge: true });
    const after = await dayOf(day.date);
    expect(after.ways.pickup).toMatchObject({ used: 2, left: 3 });
    expect(after.orders.some((order) => order._id === unpaid.orderId)).toBe(false);
  });
});

describe("the owner's changes to a day", () => {
  it("closing a day stops new orders (the shoppers' calendar says closedByOwner) while its orders stay listed; opening it again lets them in", async () => {
    const day = await pickupDay();
    const slot = day.slots[0];
    if (!slot) throw new Error("slot");
    const paid = await pickupOrder(dana, day.date, slot.id);

    const closed = await changeDay(day.date, { closed: true });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.message).toBe("The day is saved.");
    expect(closed.body.data).toMatchObject({ date: day.date, closedByOwner: true, open: true, reasonText: "The atelier is closed on this day." });
    expect((closed.body.data as ProductionDay).orders.map((order) => order._id)).toEqual([paid.orderId]);

    const shoppers = (await availableDays({ method: "pickup" })).find((entry) => entry.date === day.date);
    expect(shoppers).toMatchObject({ open: false, reason: "closedByOwner" });
    await steps.addToCart(noa, "p-a", 1);
    const refused = await steps.createOrder(noa, { delivery: { method: "pickup", date: day.date, slotId: slot.id } });
    expect(refused.status).toBe(409);
    expect((await dayOf(day.date)).orders.map((order) => order._id)).toEqual([paid.orderId]);

    const opened = await changeDay(day.date, { closed: false });
    expect(opened.body.data).toMatchObject({ closedByOwner: false });
    expect((opened.body.data as ProductionDay).reasonText).toBeUndefined();
    expect((await availableDays({ method: "pickup" })).find((entry) => entry.date === day.date)?.open).toBe(true);
  });

  it("lowers and raises a way's limit for the day, and null goes back to the setting", async () => {
    const day = await pickupDay();
    const [first, second] = day.slots;
    if (!first || !second) throw new Error("slots");
    await pickupOrder(dana, day.date, first.id);
    await pickupOrder(noa, day.date, second.id);

    const lowered = await changeDay(day.date, { capacity: { pickup: 2 } });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect((lowered.body.data as ProductionDay).ways.pickup).toEqual({ enabled: true, limit: 2, ownerLimit: 2, used: 2, left: 0 });
    expect((await availableDays({ method: "pickup" })).find((entry) => entry.date === day.date)).toMatchObject({ open: false, reason: "fullyBooked", left: 0 });

    const raised = await changeDay(day.date, { capacity: { pickup: 40, shipping: 0 } });
    const ways = (raised.body.data as ProductionDay).ways;
    expect(ways.pickup).toEqual({ enabled: true, limit: 40, ownerLimit: 40, used: 2, left: 38 });
    expect(ways.shipping).toMatchObject({ limit: 0, ownerLimit: 0, left: 0 });
    expect((await availableDays({ method: "pickup" })).find((entry) => entry.date === day.date)).toMatchObject({ open: true, left: 38 });

    // Lowering below the orders already on it keeps them.
    const below = await changeDay(day.date, { capacity: { pickup: 1 } });
    expect((below.body.data as ProductionDay).ways.pickup).toMatchObject({ limit: 1, used: 2, left: 0 });
    expect((below.body.data as ProductionDay).orders).toHaveLength(2);

    const reset = await changeDay(day.date, { capacity: { pickup: null, shipping: null } });
    expect((reset.body.data as ProductionDay).ways.pickup).toEqual({ enabled: true, limit: 5, ownerLimit: null, used: 2, left: 3 });
    expect((reset.body.data as ProductionDay).ways.shipping).toMatchObject({ ownerLimit: null, limit: null });
    const stored = (await db().collection("deliveryDays").doc(day.date).get()).data();
    expect(stored?.capacity).toMatchObject({ pickup: null, shipping: null });

    // A limit on a day nobody has booked yet writes its document.
    const empty = plusDays(day.date, 5);
    const fresh = await changeDay(empty, { capacity: { courier: 3 }, closed: false });
    expect((fresh.body.data as ProductionDay).ways.courier).toEqual({ enabled: true, limit: 3, ownerLimit: 3, used: 0, left: 3 });
    const nulled = await changeDay(plusDays(day.date, 6), { capacity: { courier: null } });
    expect(nulled.status).toBe(200);
  });
});

describe("bad input", () => {
  it("refuses a bad range or day with 400 and the field's message, in English and in Hebrew", async () => {
    const message = (code: Parameters<typeof renderMessage>[0], params?: Record<string, number>, language: "en" | "he" = "en") => renderMessage(code, params, language);
    for (const [query, field, code, params] of [
      ["?days=15", "days", "production.daysInvalid", { min: 1, max: 14 }],
      ["?days=0", "days", "production.daysInvalid", { min: 1, max: 14 }],
      ["?days=two", "days", "production.daysInvalid", { min: 1, max: 14 }],
      ["?from=2027-02-30", "from", "production.fromInvalid", undefined],
      ["?from=tomorrow", "from", "production.fromInvalid", undefined],
    ] as const) {
      const english = await agenda(query);
      expect(english.status, query).toBe(400);
      expect(errorsOf(english)[field], query).toBe(message(code, params));
      const hebrew = await agenda(query, admin.cookie, { "Accept-Language": "he" });
      expect(errorsOf(hebrew)[field], query).toBe(message(code, params, "he"));
      expect(errorsOf(hebrew)[field]).not.toBe(errorsOf(english)[field]);
    }

    const date = plusDays(today(), 3);
    const capacity = { min: 0, max: 10000 };
    for (const [path, json, field, code, params] of [
      [`/day/2027-13-01`, { closed: true }, "date", "production.dateInvalid", undefined],
      [`/day/${date}`, { capacity: { pickup: -1 } }, "capacity.pickup", "production.capacityInvalid", capacity],
      [`/day/${date}`, { capacity: { courier: 10001 } }, "capacity.courier", "production.capacityInvalid", capacity],
      [`/day/${date}`, { capacity: { shipping: 2.5 } }, "capacity.shipping", "production.capacityInvalid", capacity],
      [`/day/${date}`, { capacity: { pickup: "7" } }, "capacity.pickup", "production.capacityInvalid", capacity],
      [`/day/${date}`, { closed: "yes" }, "closed", "production.closedInvalid", undefined],
      [`/day/${date}`, { capacity: [] }, "capacity", "production.capacityObject", undefined],
    ] as const) {
      const english = await call(api.baseUrl, `/api/admin/production${path}`, { method: "PUT", json, cookie: admin.cookie });
      expect(english.status, JSON.stringify(json)).toBe(400);
      expect(errorsOf(english)[field], JSON.stringify(english.body)).toBe(message(code, params));
      const hebrew = await call(api.baseUrl, `/api/admin/production${path}`, { method: "PUT", json, cookie: admin.cookie, headers: { "Accept-Language": "he" } });
      expect(errorsOf(hebrew)[field], JSON.stringify(hebrew.body)).toBe(message(code, params, "he"));
    }

    const nothing = await changeDay(date, {});
    expect(nothing.status).toBe(400);
    expect(JSON.stringify(nothing.body)).toContain(message("production.nothingToChange"));
    const nothingHe = await changeDay(date, { capacity: {} }, admin.cookie, { "Accept-Language": "he" });
    expect(nothingHe.status).toBe(400);
    expect(JSON.stringify(nothingHe.body)).toContain(message("production.nothingToChange", undefined, "he"));
    expect((await db().collection("deliveryDays").doc(date).get()).exists).toBe(false);
  });
});

describe("the dashboard's overview", () => {
  it("counts today's paid pickups and dispatches on the shop's calendar, not unpaid ones", async () => {
    const shopToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jerusalem" }).format(new Date());
    const overview = async () => (await call(api.baseUrl, "/api/admin/overview", { cookie: admin.cookie })).body.data as { pickupsToday?: number; deliveriesToday?: number };
    expect(await overview()).toMatchObject({ pickupsToday: 0, deliveriesToday: 0 });

    const day = await pickupDay();
    const slot = day.slots[0];
    if (!slot) throw new Error("slot");
    const paid = await pickupOrder(dana, day.date, slot.id);
    const unpaid = await pickupOrder(noa, day.date, slot.id, false);
    // Their day comes: each order and its place moved to today, as if placed for it.
    const booked = (await db().collection("deliveryDays").doc(day.date).get()).data() as { holds: Record<string, unknown> };
    for (const id of [paid.orderId, unpaid.orderId]) {
      await db().collection("deliveryDays").doc(shopToday).set({ date: shopToday, holds: { [id]: booked.holds[id] } }, { merge: true });
      const order = (await db().collection("orders").doc(id).get()).data() as { delivery: Record<string, unknown> };
      await db().collection("orders").doc(id).set({ ...order, delivery: { ...order.delivery, date: shopToday } });
    }
    expect(await overview()).toMatchObject({ pickupsToday: 1, deliveriesToday: 0 });
    expect((await dayOf(shopToday)).orders.map((order) => order._id)).toEqual([paid.orderId]);
  });
});
