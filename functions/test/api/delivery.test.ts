/**
 * The atelier's calendar over real HTTP: the availability answer of each way, the checkout's ways
 * and fees, and capacity taken by orders as atomically as stock (a race for the last places, an
 * expired or cancelled order giving its place back). The dates are whatever "now" is: each test
 * takes its day from the availability answer, so the suite holds on any day of the year.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultDeliverySettings, type Availability, type AvailabilityDay, type CreateOrderResponse, type DeliveryOptions, type DeliverySettings, type Order } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedDeliverySettings } from "../../src/modules/delivery";
import { checkoutSteps, homeAddress, type Shopper } from "./checkout-support";
import { call, clientAddressOf, registeredSession, shopper, useTestApi } from "./helpers";
import { clearInbox, waitForEmail } from "./inbox";
import { adminSession } from "./admin-support";

const api = useTestApi({ seed: true });
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;

const ALL_DAY = [{ from: "08:00", to: "20:00" }];
const everyDay = (ranges: { from: string; to: string }[]) => [ranges, ranges, ranges, ranges, ranges, ranges, ranges];

/** Pickup, two courier zones and the carrier; open every weekday so a test finds days whatever today is. */
function calendarSettings(change: (settings: DeliverySettings) => void = () => {}): DeliverySettings {
  const settings = defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
  settings.pickup = { ...settings.pickup, enabled: true, address: "7 Nahalat Binyamin, Tel Aviv", addressHe: "נחלת בנימין 7, תל אביב", hours: everyDay(ALL_DAY), slotMinutes: 60 };
  settings.courier = {
    enabled: true,
    capacityPerDay: 0,
    capacityPerSlot: 0,
    zones: [
      { id: "tel-aviv", name: "Tel Aviv", nameHe: "תל אביב", cities: [{ en: "Tel Aviv", he: "תל אביב" }, { en: "Ramat Gan", he: "רמת גן" }], fee: 2500, minimumOrder: 5000, freeThreshold: 30000, windows: everyDay([{ from: "10:00", to: "14:00" }, { from: "14:00", to: "18:00" }]) },
      { id: "jerusalem", name: "Jerusalem", nameHe: "ירושלים", cities: [{ en: "Jerusalem", he: "ירושלים" }], fee: 3500, minimumOrder: 8000, freeThreshold: 40000, windows: everyDay([{ from: "12:00", to: "16:00" }]) },
    ],
  };
  change(settings);
  return settings;
}

async function saveCalendar(settings: DeliverySettings) {
  await db().collection("settings").doc("delivery").set(settings);
  forgetCachedDeliverySettings();
}

/** Today on the shop's clock (Jerusalem), which is UTC's tomorrow late in the evening. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jerusalem" }).format(new Date());
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function availability(query: Record<string, string>, headers?: Record<string, string>) {
  const answer = await call(api.baseUrl, `/api/shop/delivery/availability?${new URLSearchParams(query)}`, { headers });
  return answer;
}

async function days(query: Record<string, string>): Promise<AvailabilityDay[]> {
  const answer = await availability({ from: plusDays(today(), -1), to: plusDays(today(), 40), ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Availability).days;
}

/** The first open day with a slot that has places (pickup or courier), or the first open day (shipping). */
async function firstOpen(query: Record<string, string>): Promise<{ date: string; slotId?: string }> {
  const open = (await days(query)).find((day) => day.open && (day.slots.length === 0 || day.slots.some((slot) => slot.left !== 0)));
  if (!open) throw new Error("no open day in 40 days");
  const slot = open.slots.find((entry) => entry.left !== 0);
  return slot ? { date: open.date, slotId: slot.id } : { date: open.date };
}

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  await saveCalendar(calendarSettings());
  dana = await registeredSession(api.baseUrl);
});

describe("the availability answer", () => {
  it("lists each day of a pickup range with its Hebrew date, slots and why a day is closed, in the caller's language", async () => {
    await saveCalendar(calendarSettings((settings) => (settings.closedWeekdays = [6])));
    const from = plusDays(today(), -1);
    const answer = await availability({ method: "pickup", from, to: plusDays(from, 13) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("s-maxage=60");
    const data = answer.body.data as Availability;
    expect(data).toMatchObject({ method: "pickup", timeZone: "Asia/Jerusalem" });
    expect(data.days).toHaveLength(14);
    expect(data.days[0]).toMatchObject({ date: from, open: false, reason: "past", reasonText: "This day has passed." });
    for (const day of data.days) {
      expect(day.hebrewDate.en).toMatch(/^\d{1,2} \w/);
      expect(day.hebrewDate.he).toMatch(/[\u05d0-\u05ea]/);
    }
    const saturday = data.days.find((day) => day.weekday === 6 && day.reason !== "past" && day.reason !== "holiday");
    expect(saturday).toMatchObject({ open: false, reason: "weeklyClosed", reasonText: "The atelier is closed on this day of the week." });
    const open = data.days.filter((day) => day.open);
    expect(open.length).toBeGreaterThan(5);
    // Hourly slots of 08:00-20:00, unlimited places (the setting's 0).
    const later = open.find((day) => day.date > plusDays(today(), 1) && day.weekday !== 5);
    expect(later?.slots[0]).toEqual({ id: "08:00-09:00", from: "08:00", to: "09:00", left: null });
    expect(later?.slots).toHaveLength(12);

    const hebrew = await availability({ method: "pickup", from, to: plusDays(from, 13) }, { "Accept-Language": "he" });
    const hebrewDays = (hebrew.body.data as Availability).days;
    expect(hebrewDays[0]?.reasonText).toBe("היום הזה כבר עבר.");
    expect(hebrewDays.find((day) => day.reason === "weeklyClosed")?.reasonText).toBe("הסדנה סגורה ביום הזה בשבוע.");
  });

  it("gives the courier's windows for a city in a zone, and tells a city outside every zone why not", async () => {
    const answer = await availability({ method: "courier", city: "ramat gan", from: today(), to: plusDays(today(), 6) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as Availability;
    expect(data.zone).toEqual({ id: "tel-aviv", name: "Tel Aviv", nameHe: "תל אביב" });
    const open = data.days.filter((day) => day.open && day.date > today());
    expect(open[0]?.slots.map((slot) => slot.id)).toEqual(["10:00-14:00", "14:00-18:00"]);

    const outside = await availability({ method: "courier", city: "Haifa", from: today(), to: plusDays(today(), 6) });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ success: false, code: "delivery.outsideZones" });
    expect(outside.body.message).toContain("Haifa");
    const outsideHe = await availability({ method: "courier", city: "חיפה", from: today(), to: plusDays(today(), 6) }, { "Accept-Language": "he" });
    expect(outsideHe.body.message).toBe("השליח אינו מגיע אל חיפה. יש לבחור איסוף עצמי או משלוח, או כתובת באזור החלוקה.");
  });

  it("gives the carrier's dispatch days with the expected arrival, never on Shabbat", async () => {
    const shipping = await days({ method: "shipping" });
    const open = shipping.filter((day) => day.open);
    expect(open.length).toBeGreaterThan(5);
    for (const day of open) {
      expect(day.slots).toEqual([]);
      expect([0, 1, 2, 3, 4]).toContain(day.weekday);
      expect(day.arrivalDate && day.arrivalDate >= plusDays(day.date, 2)).toBe(true);
      expect(new Date(`${day.arrivalDate}T00:00:00Z`).getUTCDay()).not.toBe(6);
    }
    const fridays = shipping.filter((day) => day.weekday === 5 && day.reason !== "past");
    expect(fridays.every((day) => !day.open)).toBe(true);
  });

  it("starts later for a cart with a slow product (the slowest line's working days)", async () => {
    await db().collection("products").doc("p-c").update({ leadDays: 3 });
    const quick = await firstOpen({ method: "pickup", products: "p-a" });
    const slow = await firstOpen({ method: "pickup", products: "p-a,p-c" });
    expect(slow.date > quick.date).toBe(true);
    const before = (await days({ method: "pickup", products: "p-a,p-c" })).filter((day) => day.date >= today() && day.date < slow.date && day.reason === "leadTime");
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]?.reasonText).toBe("Your cart takes 3 working days to make.");
  });

  it("refuses a range it cannot answer with a message a person can act on", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ method: "drone", from: today(), to: today() }, "delivery.methodInvalid"],
      [{ method: "pickup", from: "2026-02-30", to: today() }, "delivery.fromInvalid"],
      [{ method: "pickup", from: today(), to: "tomorrow" }, "delivery.toInvalid"],
      [{ method: "pickup", from: plusDays(today(), 3), to: today() }, "delivery.rangeOrder"],
      [{ method: "pickup", from: today(), to: plusDays(today(), 62) }, "delivery.rangeTooLong"],
      [{ method: "courier", from: today(), to: today() }, "delivery.cityRequired"],
      [{ method: "pickup", from: today(), to: today(), products: "a/b" }, "delivery.productsInvalid"],
    ];
    for (const [query, code] of cases) {
      const answer = await availability(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(query)).toContain(code);
    }
    await saveCalendar(calendarSettings((settings) => (settings.pickup.enabled = false)));
    const off = await availability({ method: "pickup", from: today(), to: today() });
    expect(off.status).toBe(400);
    expect(off.body.code).toBe("delivery.methodUnavailable");
  });
});

describe("the checkout's ways and fees", () => {
  it("prices each way for the session's cart and address, on the server", async () => {
    await steps.addToCart(dana, "p-a", 2); // 60.00
    const telAviv = await steps.addAddress(dana);
    const options = await call(api.baseUrl, `/api/shop/delivery/options?addressId=${telAviv._id}`, { cookie: dana.cookie });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const data = options.body.data as DeliveryOptions;
    expect(data.options.map((option) => [option.method, option.available, option.fee])).toEqual([
      ["pickup", true, 0],
      ["courier", true, 2500],
      ["shipping", true, 1000],
    ]);
    expect(data.options[1]?.zone?.id).toBe("tel-aviv");
    expect(data.options.every((option) => option.firstDate !== null)).toBe(true);

    const haifa = await steps.addAddress(dana, { ...homeAddress, city: "Haifa" });
    const far = (await call(api.baseUrl, `/api/shop/delivery/options?addressId=${haifa._id}`, { cookie: dana.cookie })).body.data as DeliveryOptions;
    expect(far.options[1]).toMatchObject({ method: "courier", available: false, reason: "delivery.outsideZones" });
    expect(far.options[1]?.reasonText).toContain("Haifa");

    const guest = await call(api.baseUrl, "/api/shop/delivery/options");
    expect(guest.status).toBe(401);
  });

  it("charges the courier zone's fee on the order and records the way, date, window and zone", async () => {
    await steps.addToCart(dana, "p-a", 2); // 60.00, above Tel Aviv's 50.00 minimum
    const address = await steps.addAddress(dana);
    const choice = await firstOpen({ method: "courier", city: "Tel Aviv" });
    const created = await steps.createOrder(dana, { addressId: address._id, delivery: { method: "courier", ...choice } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = (await call(api.baseUrl, `/api/shop/order/details/${created.body.orderId as string}`, { cookie: dana.cookie })).body.data as Order;
    expect(order).toMatchObject({ subtotal: 6000, shippingCost: 2500, totalAmount: 8500 });
    expect(order.delivery).toMatchObject({ method: "courier", date: choice.date, slotId: choice.slotId, zoneId: "tel-aviv", zoneName: { en: "Tel Aviv", he: "תל אביב" }, fee: 2500, timeZone: "Asia/Jerusalem" });
    expect(order.delivery?.hebrewDate.he).toMatch(/[\u05d0-\u05ea]/);
  });

  it("refuses the courier outside every zone and below a zone's minimum, before any order is written", async () => {
    await steps.addToCart(dana, "p-b", 1); // 10.00 on sale
    const haifa = await steps.addAddress(dana, { ...homeAddress, city: "Haifa" });
    const telAviv = await steps.addAddress(dana);
    const choice = await firstOpen({ method: "courier", city: "Tel Aviv" });
    const outside = await steps.createOrder(dana, { addressId: haifa._id, delivery: { method: "courier", ...choice } });
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe("delivery.outsideZones");
    const small = await steps.createOrder(dana, { addressId: telAviv._id, delivery: { method: "courier", ...choice } });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe("The courier to Tel Aviv takes orders from $50.00. Add to your cart, or choose pickup or shipping.");
    expect((await db().collection("orders").get()).size).toBe(0);
  });

  it("takes a pickup without an address, free, and refuses a closed day with the next possible date", async () => {
    await steps.addToCart(dana, "p-a", 1);
    const choice = await firstOpen({ method: "pickup" });
    const created = await steps.createOrder(dana, { delivery: { method: "pickup", ...choice } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = (await db().collection("orders").doc(created.body.orderId as string).get()).data();
    expect(stored).toMatchObject({ shippingCost: 0, delivery: { method: "pickup", date: choice.date, pickupAddress: { en: "7 Nahalat Binyamin, Tel Aviv" } }, addressInfo: { addressId: "" } });

    const past = await steps.createOrder(dana, { delivery: { method: "pickup", date: plusDays(today(), -2), slotId: "10:00-11:00" } });
    expect(past.status).toBe(409);
    expect(past.body.code).toBe("delivery.dateUnavailable");
    expect(past.body.message).toMatch(/is no longer possible: This day has passed\. The next possible date is \w+day \d{1,2} \w+\. You have not been charged\./);
    const noSlot = await steps.createOrder(dana, { delivery: { method: "pickup", date: choice.date, slotId: "03:00-04:00" } });
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.code).toBe("delivery.slotInvalid");
  });

  it("ships on the first dispatch day at the spec's shipping cost when the body names no way", async () => {
    await steps.addToCart(dana, "p-a", 1);
    const address = await steps.addAddress(dana);
    const created = await steps.createOrder(dana, { addressId: address._id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = (await db().collection("orders").doc(created.body.orderId as string).get()).data();
    const first = await firstOpen({ method: "shipping" });
    expect(stored).toMatchObject({ shippingCost: 1000, delivery: { method: "shipping", date: first.date, fee: 1000 } });
  });
});

describe("the receipt", () => {
  it("says when and where in the shopper's language, with the Hebrew date in Hebrew", async () => {
    await clearInbox();
    await steps.addToCart(dana, "p-a", 1);
    const choice = await firstOpen({ method: "pickup" });
    const created = await steps.createOrder(dana, { delivery: { method: "pickup", ...choice } }, { "Accept-Language": "he" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = await steps.capture(dana, await steps.approve(created.body as unknown as CreateOrderResponse));
    expect(paid.status).toBe(200);
    const order = paid.body.data as Order;
    const mail = await waitForEmail({ to: shopper.email });
    expect(mail.html).toContain("איסוף עצמי מהסדנה");
    expect(mail.html).toContain(order.delivery?.hebrewDate.he ?? "missing");
    expect(mail.html).toContain("נחלת בנימין 7, תל אביב");
    const [from, to] = (choice.slotId ?? "").split("-");
    expect(mail.text).toContain(`${from}–${to}`);
    const weekday = new Intl.DateTimeFormat("he-IL", { weekday: "long", timeZone: "UTC" }).format(new Date(`${choice.date}T12:00:00Z`));
    expect(mail.text).toContain(weekday);
  });
});

describe("capacity", () => {
  it("10 shoppers racing for a pickup slot with 3 places: exactly 3 orders, 3 paid, and 7 clear refusals with nothing charged", async () => {
    await saveCalendar(calendarSettings((settings) => (settings.pickup.capacityPerSlot = 3)));
    const choice = await firstOpen({ method: "pickup" });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 10; i += 1) {
      const racer = { userName: `Racer ${i}`, email: `slot-racer${i}@example.com`, password: "ganache-race-1" };
      const shopper = await registeredSession(api.baseUrl, racer, clientAddressOf(20 + i));
      await steps.addToCart(shopper, "p-a", 1);
      shoppers.push(shopper);
    }
    const answers = await Promise.all(shoppers.map((shopper) => steps.createOrder(shopper, { delivery: { method: "pickup", ...choice } })));
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.body.code).toBe("delivery.slotFull");
      expect(answer.body.message).toContain("The next possible date is");
      expect(answer.body.message).toContain("You have not been charged.");
    }
    // No order, so no payment, for the seven.
    expect((await db().collection("orders").get()).size).toBe(3);
    expect((await db().collection("sandboxPayments").get()).size).toBe(3);

    const winners = shoppers.filter((_, i) => answers[i]?.status === 201);
    for (const [i, shopper] of winners.entries()) {
      const created = placed[i]?.body as unknown as CreateOrderResponse;
      const paid = await steps.capture(shopper, await steps.approve(created));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const slot = (await days({ method: "pickup" })).find((day) => day.date === choice.date)?.slots.find((entry) => entry.id === choice.slotId);
    expect(slot?.left).toBe(0);
  }, 60_000);

  it("an unpaid order that expires or is cancelled gives its place back; a paid one keeps it", async () => {
    await saveCalendar(calendarSettings((settings) => (settings.pickup.capacityPerSlot = 1)));
    const noa = await registeredSession(api.baseUrl, { userName: "Noa Cohen", email: "noa@example.com", password: "praline-pecan-7" });
    await steps.addToCart(dana, "p-a", 1);
    await steps.addToCart(noa, "p-a", 1);
    const choice = await firstOpen({ method: "pickup" });
    const first = await steps.createOrder(dana, { delivery: { method: "pickup", ...choice } });
    expect(first.status).toBe(201);
    const taken = await steps.createOrder(noa, { delivery: { method: "pickup", ...choice } });
    expect(taken.status).toBe(409);

    // Dana's order lapses: its expiry passes (the order's and its hold's, as time would).
    const past = new Date(Date.now() - 1000).toISOString();
    const orderId = first.body.orderId as string;
    await db().collection("orders").doc(orderId).update({ expiresAt: past });
    await db().collection("deliveryDays").doc(choice.date).set({ holds: { [orderId]: { expiresAt: past } } }, { merge: true });
    const second = await steps.createOrder(noa, { delivery: { method: "pickup", ...choice } });
    expect(second.status, JSON.stringify(second.body)).toBe(201);

    // Noa cancels at the provider: the place is free again for Dana.
    const cancelled = await call(api.baseUrl, "/api/shop/order/cancel", { json: { orderId: second.body.orderId }, cookie: noa.cookie });
    expect(cancelled.status).toBe(200);
    const third = await steps.createOrder(dana, { delivery: { method: "pickup", ...choice } });
    expect(third.status, JSON.stringify(third.body)).toBe(201);

    // Paid: kept even past the unpaid order's expiry.
    const paid = await steps.capture(dana, await steps.approve(third.body as unknown as CreateOrderResponse));
    expect(paid.status).toBe(200);
    const thirdId = third.body.orderId as string;
    await db().collection("orders").doc(thirdId).update({ expiresAt: past });
    const late = await steps.createOrder(noa, { delivery: { method: "pickup", ...choice } });
    expect(late.status).toBe(409);

    // The owner rejects the paid order: the atelier will not make it, so its place goes back.
    const admin = await adminSession(api.baseUrl);
    const rejected = await call(api.baseUrl, `/api/admin/orders/update/${thirdId}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const again = await steps.createOrder(noa, { delivery: { method: "pickup", ...choice } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
