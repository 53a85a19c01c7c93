/**
 * /api/admin/settings/delivery over real HTTP: admin only; a new shop's defaults (the carrier charging
 * what the shipping settings say, and following them until the owner saves the calendar); a whole
 * save read back as stored; every kind of bad input refused with 400, the field's message in English
 * and in Hebrew, and nothing written.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_CLOSED_HOLIDAYS,
  DELIVERY_LIMITS,
  PRODUCT_NUMBER_LIMITS,
  defaultDeliverySettings,
  renderMessage,
  type DeliverySettings,
  type GeneralSettings,
  type MessageCode,
  type MessageParams,
} from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { adminSession } from "./admin-support";
import { call, registeredSession, useTestApi } from "./helpers";
import { testSettings } from "./shop-fixtures";

const api = useTestApi({ seed: true });
let admin: { cookie: string; uid: string };
let shopperCookie: string;

beforeEach(async () => {
  admin = await adminSession(api.baseUrl);
  shopperCookie = (await registeredSession(api.baseUrl)).cookie;
});

const PATH = "/api/admin/settings/delivery";
const asAdmin = (options: Parameters<typeof call>[2] = {}) => call(api.baseUrl, PATH, { ...options, cookie: admin.cookie });
const save = (json: unknown, headers?: Record<string, string>) => asAdmin({ method: "PUT", json, headers });
/** The stored document as it is (absent for a shop that never saved): "nothing written" means exactly this. */
const storedDocument = async () => (await db().collection("settings").doc("delivery").get()).data();

const week = (ranges: { from: string; to: string }[]) => [ranges, ranges, ranges, ranges, ranges, [], []];

/** Every part set to something other than the defaults. */
function fullSettings(): DeliverySettings {
  return {
    timeZone: "Europe/London",
    cutoffTime: "11:30",
    horizonDays: 60,
    closedWeekdays: [5, 6],
    earlyClosing: [{ weekday: 4, time: "15:00" }],
    closedHolidays: ["yomKippur", "purim"],
    closedRanges: [{ from: "2031-08-01", to: "2031-08-14", note: "Summer break" }],
    extraOpenDays: ["2031-09-05"],
    pickup: {
      enabled: true,
      address: "7 Nahalat Binyamin, Tel Aviv",
      addressHe: "נחלת בנימין 7, תל אביב",
      hours: week([
        { from: "09:00", to: "12:00" },
        { from: "14:00", to: "18:00" },
      ]),
      slotMinutes: 30,
      capacityPerDay: 40,
      capacityPerSlot: 4,
    },
    courier: {
      enabled: true,
      zones: [
        {
          id: "tel-aviv",
          name: "Tel Aviv",
          nameHe: "תל אביב",
          cities: [
            { en: "Tel Aviv", he: "תל אביב" },
            { en: "Ramat Gan", he: "רמת גן" },
          ],
          fee: 2500,
          minimumOrder: 5000,
          freeThreshold: 30000,
          windows: week([{ from: "10:00", to: "14:00" }]),
        },
        { id: "haifa", name: "Haifa", nameHe: "", cities: [{ en: "Haifa", he: "" }], fee: 4000, minimumOrder: 0, freeThreshold: 0, windows: week([{ from: "12:00", to: "16:00" }]) },
      ],
      capacityPerDay: 25,
      capacityPerSlot: 0,
    },
    shipping: { enabled: false, fee: 1800, freeThreshold: 25000, dispatchWeekdays: [1, 3], transitDays: 3, capacityPerDay: 100 },
  };
}

/** Sends a save that must be refused with 400, checks nothing was written, and answers the body. */
async function refused(json: unknown, headers?: Record<string, string>) {
  const before = await storedDocument();
  const answer = await save(json, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(await storedDocument()).toEqual(before);
  return answer.body as { message: string; errors?: Record<string, string> };
}

describe("admin only", () => {
  it("refuses a guest with 401 and a shopper with 403, and writes nothing", async () => {
    for (const [method, json] of [
      ["GET", undefined],
      ["PUT", fullSettings()],
    ] as const) {
      const guest = await call(api.baseUrl, PATH, { method, json });
      expect(guest.status, method).toBe(401);
      expect(guest.body.success, method).toBe(false);
      const shopper = await call(api.baseUrl, PATH, { method, json, cookie: shopperCookie });
      expect(shopper.status, method).toBe(403);
      expect(shopper.body.success, method).toBe(false);
    }
    expect(await storedDocument()).toBeUndefined();
  });
});

describe("GET delivery", () => {
  it("answers a new shop's defaults: Jerusalem's clock, 14:00, 180 days, the carrier at the shipping settings' fee", async () => {
    const answer = await asAdmin();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const settings = answer.body.data as DeliverySettings;
    expect(settings).toEqual(defaultDeliverySettings(testSettings.shippingSettings));
    expect(settings.timeZone).toBe("Asia/Jerusalem");
    expect(settings.cutoffTime).toBe("14:00");
    expect(settings.horizonDays).toBe(180);
    expect(settings.closedHolidays).toEqual(DEFAULT_CLOSED_HOLIDAYS);
    expect(settings.shipping.fee).toBe(testSettings.shippingSettings.defaultShippingCost);
    expect(settings.shipping.freeThreshold).toBe(testSettings.shippingSettings.freeShippingThreshold);
    expect(await storedDocument()).toBeUndefined();
  });

  it("follows the shipping settings until the calendar is saved", async () => {
    await asAdmin();
    const { homePageSections: _h, categories: _c, brands: _b, ...general } = structuredClone(testSettings);
    const body: GeneralSettings = { ...general, shippingSettings: { defaultShippingCost: 2200, freeShippingThreshold: 40000 } };
    const saved = await call(api.baseUrl, "/api/admin/settings/general", { method: "PUT", json: body, cookie: admin.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shipping = ((await asAdmin()).body.data as DeliverySettings).shipping;
    expect(shipping).toMatchObject({ fee: 2200, freeThreshold: 40000 });
  });
});

describe("PUT delivery", () => {
  it("saves the whole settings, answers them as stored with its message, and GET reads them back", async () => {
    const input = fullSettings();
    const answer = await save(input);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(renderMessage("deliverySettings.saved"));
    expect(answer.body.code).toBe("deliverySettings.saved");
    expect(answer.body.data).toEqual(input);
    expect((await asAdmin()).body.data).toEqual(input);
    const { updatedAt, ...stored } = (await storedDocument()) ?? {};
    expect(stored).toEqual(input);
    expect(updatedAt).toBeDefined();
    // The public calendar reads the saved settings at once.
    const availability = await call(api.baseUrl, "/api/shop/delivery/availability?method=pickup&from=2031-08-03&to=2031-08-04");
    expect(availability.status, JSON.stringify(availability.body)).toBe(200);
    expect(availability.body.data).toMatchObject({ timeZone: "Europe/London" });
  });

  it("says it in Hebrew when asked, and keeps the last save whole", async () => {
    expect((await save(fullSettings())).status).toBe(200);
    const second = defaultDeliverySettings({ defaultShippingCost: 900, freeShippingThreshold: 0 });
    const answer = await save(second, { "Accept-Language": "he" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe("הגדרות המשלוחים נשמרו");
    // The whole document is replaced: nothing of the first save's zones or pickup is left.
    expect((await asAdmin()).body.data).toEqual(second);
  });

  it("trims text, reads missing Hebrew as empty and stores the time zone under its canonical name", async () => {
    const input = fullSettings() as unknown as Record<string, unknown> & DeliverySettings;
    input.timeZone = " asia/jerusalem ";
    input.pickup.address = "  7 Nahalat Binyamin  ";
    const zone = input.courier.zones[1] as unknown as Record<string, unknown>;
    delete zone.nameHe;
    zone.cities = [{ en: " Haifa " }];
    input.closedRanges = [{ from: "2031-08-01", to: "2031-08-01" } as DeliverySettings["closedRanges"][number]];
    const answer = await save(input);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const stored = answer.body.data as DeliverySettings;
    expect(stored.timeZone).toBe("Asia/Jerusalem");
    expect(stored.pickup.address).toBe("7 Nahalat Binyamin");
    expect(stored.courier.zones[1]).toMatchObject({ nameHe: "", cities: [{ en: "Haifa", he: "" }] });
    expect(stored.closedRanges).toEqual([{ from: "2031-08-01", to: "2031-08-01", note: "" }]);
  });
});

describe("PUT delivery refuses bad input, names the field and writes nothing", () => {
  const message = (code: MessageCode, params?: MessageParams, language: "en" | "he" = "en") => renderMessage(code, params, language);
  const number = (min: number, max: number) => ({ code: "deliverySettings.wholeNumber" as const, params: { min, max } });
  const money = { code: "deliverySettings.amount" as const, params: { min: 0, max: PRODUCT_NUMBER_LIMITS.maxPrice } };
  const settings = fullSettings;
  const hours = (ranges: { from: string; to: string }[], day = 1) => {
    const list = week([{ from: "09:00", to: "12:00" }]);
    list[day] = ranges;
    return list;
  };
  const zone = (change: Record<string, unknown>) => ({ ...fullSettings().courier.zones[0], ...change });

  interface Case {
    what: string;
    body: () => unknown;
    field: string;
    code: MessageCode;
    params?: MessageParams;
  }
  const cases: Case[] = [
    { what: "a time zone that is not one", body: () => ({ ...settings(), timeZone: "Mars/Olympus" }), field: "timeZone", code: "deliverySettings.timeZone" },
    { what: "a cut-off time past 23:59", body: () => ({ ...settings(), cutoffTime: "24:00" }), field: "cutoffTime", code: "deliverySettings.time" },
    { what: "a cut-off time without its zero", body: () => ({ ...settings(), cutoffTime: "9:00" }), field: "cutoffTime", code: "deliverySettings.time" },
    { what: "a horizon of 0 days", body: () => ({ ...settings(), horizonDays: 0 }), field: "horizonDays", ...number(1, 365) },
    { what: "a horizon past a year", body: () => ({ ...settings(), horizonDays: 366 }), field: "horizonDays", ...number(1, 365) },
    { what: "a weekday 7", body: () => ({ ...settings(), closedWeekdays: [6, 7] }), field: "closedWeekdays.1", code: "deliverySettings.weekday" },
    { what: "a weekday twice", body: () => ({ ...settings(), closedWeekdays: [6, 6] }), field: "closedWeekdays.1", code: "deliverySettings.duplicate" },
    {
      what: "two early closings on one day",
      body: () => ({ ...settings(), earlyClosing: [{ weekday: 5, time: "13:00" }, { weekday: 5, time: "12:00" }] }),
      field: "earlyClosing.1.weekday",
      code: "deliverySettings.duplicate",
    },
    {
      what: "more than 7 early closings",
      body: () => ({ ...settings(), earlyClosing: Array.from({ length: 8 }, (_, day) => ({ weekday: day % 7, time: "13:00" })) }),
      field: "earlyClosing",
      code: "deliverySettings.tooMany",
      params: { max: 7 },
    },
    { what: "an early closing at a bad time", body: () => ({ ...settings(), earlyClosing: [{ weekday: 5, time: "13:60" }] }), field: "earlyClosing.0.time", code: "deliverySettings.time" },
    { what: "a holiday not on the list", body: () => ({ ...settings(), closedHolidays: ["christmas"] }), field: "closedHolidays.0", code: "deliverySettings.holiday" },
    { what: "a closed range on a date that does not exist", body: () => ({ ...settings(), closedRanges: [{ from: "2031-02-30", to: "2031-03-02", note: "" }] }), field: "closedRanges.0.from", code: "deliverySettings.date" },
    { what: "a closed range ending before it starts", body: () => ({ ...settings(), closedRanges: [{ from: "2031-03-02", to: "2031-03-01", note: "" }] }), field: "closedRanges.0.to", code: "deliverySettings.rangeOrder" },
    {
      what: "a closed range's note past 100 characters",
      body: () => ({ ...settings(), closedRanges: [{ from: "2031-03-01", to: "2031-03-01", note: "x".repeat(101) }] }),
      field: "closedRanges.0.note",
      code: "deliverySettings.tooLong",
      params: { max: 100 },
    },
    {
      what: "more than 50 closed ranges",
      body: () => ({ ...settings(), closedRanges: Array.from({ length: 51 }, () => ({ from: "2031-03-01", to: "2031-03-01", note: "" })) }),
      field: "closedRanges",
      code: "deliverySettings.tooMany",
      params: { max: DELIVERY_LIMITS.closedRanges },
    },
    { what: "an extra open day written another way", body: () => ({ ...settings(), extraOpenDays: ["05/09/2031"] }), field: "extraOpenDays.0", code: "deliverySettings.date" },
    {
      what: "more than 50 extra open days",
      body: () => ({ ...settings(), extraOpenDays: Array.from({ length: 51 }, () => "2031-09-05") }),
      field: "extraOpenDays",
      code: "deliverySettings.tooMany",
      params: { max: DELIVERY_LIMITS.extraOpenDays },
    },
    { what: "pickup offered without an address", body: () => ({ ...settings(), pickup: { ...settings().pickup, address: "  " } }), field: "pickup.address", code: "deliverySettings.addressRequired" },
    { what: "a pickup address past 200 characters", body: () => ({ ...settings(), pickup: { ...settings().pickup, addressHe: "א".repeat(201) } }), field: "pickup.addressHe", code: "deliverySettings.tooLong", params: { max: 200 } },
    { what: "a pickup address on two lines", body: () => ({ ...settings(), pickup: { ...settings().pickup, address: "7 Nahalat\nBinyamin" } }), field: "pickup.address", code: "deliverySettings.oneLine" },
    { what: "opening hours ending before they start", body: () => ({ ...settings(), pickup: { ...settings().pickup, hours: hours([{ from: "12:00", to: "09:00" }]) } }), field: "pickup.hours.1.0.to", code: "deliverySettings.timeOrder" },
    {
      what: "opening hours that overlap",
      body: () => ({ ...settings(), pickup: { ...settings().pickup, hours: hours([{ from: "09:00", to: "12:00" }, { from: "11:00", to: "13:00" }]) } }),
      field: "pickup.hours.1.1",
      code: "deliverySettings.overlap",
    },
    { what: "six days of opening hours", body: () => ({ ...settings(), pickup: { ...settings().pickup, hours: hours([]).slice(0, 6) } }), field: "pickup.hours", code: "deliverySettings.week" },
    {
      what: "more ranges in a day than allowed",
      body: () => ({
        ...settings(),
        pickup: { ...settings().pickup, hours: hours(Array.from({ length: 9 }, (_, n) => ({ from: `${String(8 + n).padStart(2, "0")}:00`, to: `${String(8 + n).padStart(2, "0")}:30` }))) },
      }),
      field: "pickup.hours.1",
      code: "deliverySettings.tooMany",
      params: { max: DELIVERY_LIMITS.windowsPerDay },
    },
    {
      what: "a slot length not on the list",
      body: () => ({ ...settings(), pickup: { ...settings().pickup, slotMinutes: 25 } }),
      field: "pickup.slotMinutes",
      code: "deliverySettings.slotMinutes",
      params: { list: DELIVERY_LIMITS.slotMinutes.join(", ") },
    },
    { what: "a negative capacity", body: () => ({ ...settings(), pickup: { ...settings().pickup, capacityPerDay: -1 } }), field: "pickup.capacityPerDay", ...number(0, 10_000) },
    { what: "a capacity that is not whole", body: () => ({ ...settings(), pickup: { ...settings().pickup, capacityPerSlot: 1.5 } }), field: "pickup.capacityPerSlot", ...number(0, 10_000) },
    { what: "pickup as text", body: () => ({ ...settings(), pickup: "yes" }), field: "pickup", code: "deliverySettings.object", params: { part: "pickup" } },
    { what: "an offer that is not true or false", body: () => ({ ...settings(), shipping: { ...settings().shipping, enabled: "yes" } }), field: "shipping.enabled", code: "deliverySettings.enabled" },
    { what: "the courier offered without a zone", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [] } }), field: "courier.zones", code: "deliverySettings.zoneRequired" },
    {
      what: "more than 20 zones",
      body: () => ({ ...settings(), courier: { ...settings().courier, zones: Array.from({ length: 21 }, (_, n) => zone({ id: `zone-${n}` })) } }),
      field: "courier.zones",
      code: "deliverySettings.tooMany",
      params: { max: DELIVERY_LIMITS.zones },
    },
    { what: "two zones with one id", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({}), zone({ name: "Jaffa" })] } }), field: "courier.zones.1.id", code: "deliverySettings.duplicateZone" },
    { what: "a zone id with spaces", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ id: "Tel Aviv" })] } }), field: "courier.zones.0.id", code: "deliverySettings.zoneId" },
    { what: "a zone without a name", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ name: " " })] } }), field: "courier.zones.0.name", code: "deliverySettings.required" },
    { what: "a zone's Hebrew name past 60 characters", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ nameHe: "א".repeat(61) })] } }), field: "courier.zones.0.nameHe", code: "deliverySettings.tooLong", params: { max: 60 } },
    { what: "a city without its English name", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ cities: [{ en: "", he: "חיפה" }] })] } }), field: "courier.zones.0.cities.0.en", code: "deliverySettings.required" },
    {
      what: "more than 100 cities in a zone",
      body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ cities: Array.from({ length: 101 }, (_, n) => ({ en: `Town ${n}`, he: "" })) })] } }),
      field: "courier.zones.0.cities",
      code: "deliverySettings.tooMany",
      params: { max: DELIVERY_LIMITS.citiesPerZone },
    },
    { what: "a negative courier fee", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ fee: -100 })] } }), field: "courier.zones.0.fee", ...money },
    { what: "a minimum order in fractions of a cent", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ minimumOrder: 10.5 })] } }), field: "courier.zones.0.minimumOrder", ...money },
    { what: "a free threshold past the largest price", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ freeThreshold: PRODUCT_NUMBER_LIMITS.maxPrice + 1 })] } }), field: "courier.zones.0.freeThreshold", ...money },
    { what: "courier windows that overlap", body: () => ({ ...settings(), courier: { ...settings().courier, zones: [zone({ windows: hours([{ from: "10:00", to: "14:00" }, { from: "10:00", to: "12:00" }], 3) })] } }), field: "courier.zones.0.windows.3.1", code: "deliverySettings.overlap" },
    { what: "shipping offered on no day", body: () => ({ ...settings(), shipping: { ...settings().shipping, enabled: true, dispatchWeekdays: [] } }), field: "shipping.dispatchWeekdays", code: "deliverySettings.dispatchRequired" },
    { what: "a negative shipping fee", body: () => ({ ...settings(), shipping: { ...settings().shipping, fee: -1 } }), field: "shipping.fee", ...money },
    { what: "transit past 30 days", body: () => ({ ...settings(), shipping: { ...settings().shipping, transitDays: 31 } }), field: "shipping.transitDays", ...number(0, 30) },
    { what: "a shipping capacity past 10000", body: () => ({ ...settings(), shipping: { ...settings().shipping, capacityPerDay: 10_001 } }), field: "shipping.capacityPerDay", ...number(0, 10_000) },
  ];

  it.each(cases)("$what → $field", async ({ body, field, code, params }) => {
    const english = await refused(body());
    expect(english.errors?.[field], JSON.stringify(english.errors)).toBe(message(code, params));
    const hebrew = await refused(body(), { "Accept-Language": "he" });
    expect(hebrew.errors?.[field], JSON.stringify(hebrew.errors)).toBe(message(code, params, "he"));
    expect(hebrew.errors?.[field]).not.toBe(english.errors?.[field]);
  });

  it("refuses a body that is not the settings, and a part left out", async () => {
    const notObject = await refused([1, 2]);
    expect(notObject.message).toBe(renderMessage("request.bodyNotObject"));
    const { courier: _left, ...withoutCourier } = fullSettings();
    const missing = await refused(withoutCourier);
    expect(missing.errors?.courier).toBe(renderMessage("deliverySettings.object", { part: "courier" }));
  });

  it("names every field at fault at once, and keeps an earlier save as it was", async () => {
    expect((await save(fullSettings())).status).toBe(200);
    const body = await refused({ ...fullSettings(), cutoffTime: "noon", horizonDays: 1000, shipping: { ...fullSettings().shipping, transitDays: -1 } }, { "Accept-Language": "he" });
    expect(body.errors).toEqual({
      cutoffTime: "יש להזין שעה בתבנית HH:MM, בין 00:00 ל־23:59.",
      horizonDays: "יש להזין מספר שלם בין 1 ל־365.",
      "shipping.transitDays": "יש להזין מספר שלם בין 0 ל־30.",
    });
    expect((await asAdmin()).body.data).toEqual(fullSettings());
  });
});
