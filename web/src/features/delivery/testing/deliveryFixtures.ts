import type { AvailabilityDay, DeliveryMethod, DeliveryOption, DeliveryOptions } from "@contracts";
import { addDays, weekdayOf } from "../lib/calendarDates";

/**
 * The atelier's calendar as the API answers it, for the delivery and checkout tests: a shop with
 * pickup, a courier around Tel Aviv and the carrier (the seeded shop's), on a fixed "today".
 * Tests freeze the clock at NOW (`vi.useFakeTimers({ toFake: ["Date"] })`).
 */

/** Tuesday 1 December 2026, 10:00 in Jerusalem. */
export const NOW = new Date("2026-12-01T08:00:00Z");
export const TODAY = "2026-12-01";
export const FIRST_DATE = "2026-12-02";
export const HORIZON_DAYS = 60;
export const PICKUP_ADDRESS = { en: "7 Nahalat Binyamin St, Tel Aviv", he: "נחלת בנימין 7, תל אביב" };
export const TEL_AVIV_ZONE = { id: "tel-aviv", name: "Tel Aviv and around", nameHe: "תל אביב והסביבה" };

/** Closed days of December 2026 and why (English reasons; the Hebrew tests read the dates). */
export const CLOSED: Record<string, { reason: NonNullable<AvailabilityDay["reason"]>; reasonText: string }> = {
  "2026-12-10": { reason: "fullyBooked", reasonText: "Fully booked." },
  "2026-12-11": { reason: "holiday", reasonText: "Closed for Hanukkah: 8th Day." },
};
export const HOLIDAYS: Record<string, { en: string; he: string }[]> = {
  "2026-12-04": [{ en: "Chanukah: 1 Candle", he: "חנוכה: נר א׳" }],
  "2026-12-11": [{ en: "Hanukkah: 8th Day", he: "חנוכה: יום ח׳" }],
};

const UNITS = ["", "א", "ב", "ג", "ד", "ה", "ו", "ז", "ח", "ט"];
const TENS = ["", "י", "כ", "ל"];

/** A day of the Hebrew month in letters, with its geresh or gershayim (15 and 16 as ט״ו, ט״ז). */
function gematriya(day: number): string {
  const letters = day === 15 ? "טו" : day === 16 ? "טז" : `${TENS[Math.floor(day / 10)]}${UNITS[day % 10]}`;
  return letters.length === 1 ? `${letters}׳` : `${letters.slice(0, -1)}״${letters.slice(-1)}`;
}

/** A stand-in Hebrew date (Kislev 5787 began on 11 November 2026 in this fixture's calendar). */
export function hebrewDateOf(date: string): { en: string; he: string } {
  const day = ((Number(date.slice(8, 10)) + 20 - 1) % 30) + 1;
  return { en: `${day} Kislev`, he: `${gematriya(day)} כסלו` };
}

const SLOTS: Record<DeliveryMethod, AvailabilityDay["slots"]> = {
  pickup: [
    { id: "10:00-11:00", from: "10:00", to: "11:00", left: 6 },
    { id: "11:00-12:00", from: "11:00", to: "12:00", left: 2 },
    { id: "12:00-13:00", from: "12:00", to: "13:00", left: 0 },
  ],
  courier: [
    { id: "10:00-14:00", from: "10:00", to: "14:00", left: null },
    { id: "14:00-18:00", from: "14:00", to: "18:00", left: 1 },
  ],
  shipping: [],
};

/** One day of a way as the availability answer has it. */
export function dayFixture(method: DeliveryMethod, date: string, overrides: Partial<AvailabilityDay> = {}): AvailabilityDay {
  const weekday = weekdayOf(date);
  const closed =
    date < TODAY
      ? { reason: "past" as const, reasonText: "This day has passed." }
      : date === TODAY
        ? { reason: "cutoff" as const, reasonText: "Today's orders closed at 14:00." }
        : date > addDays(TODAY, HORIZON_DAYS)
          ? { reason: "beyondHorizon" as const, reasonText: `Orders can be placed up to ${HORIZON_DAYS} days ahead.` }
          : weekday === 6
            ? { reason: "weeklyClosed" as const, reasonText: "The atelier is closed on this day of the week." }
            : CLOSED[date];
  return {
    date,
    weekday,
    open: !closed,
    ...(closed ?? {}),
    hebrewDate: hebrewDateOf(date),
    holidays: HOLIDAYS[date] ?? [],
    slots: SLOTS[method].map((slot) => ({ ...slot })),
    left: null,
    ...(method === "shipping" ? { arrivalDate: addDays(date, 2) } : {}),
    ...overrides,
  };
}

/**
 * The fake `GET /api/shop/delivery/availability`: every day of the range asked, through `day` (to
 * change one), in the API's envelope.
 */
export function availabilityAnswer(url: string, day: (method: DeliveryMethod, date: string) => AvailabilityDay = dayFixture) {
  const query = new URL(url, "http://shop.test").searchParams;
  const method = (query.get("method") ?? "shipping") as DeliveryMethod;
  const from = query.get("from") ?? TODAY;
  const to = query.get("to") ?? from;
  const days: AvailabilityDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) days.push(day(method, date));
  return { success: true, data: { method, timeZone: "Asia/Jerusalem", ...(method === "courier" ? { zone: TEL_AVIV_ZONE } : {}), days } };
}

const NO_ADDRESS = { available: false, reason: "order.selectAddress", reasonText: "Please select one address to proceed.", firstDate: null };

/**
 * The fake `GET /api/shop/delivery/options` for a cart of `subtotal` to an address in `city` (none:
 * no address chosen): pickup always; the courier in Tel Aviv only; the carrier with an address,
 * $10.00 under $100.00. `methods` keeps only the shop's switched-on ways.
 */
export function optionsFixture({
  city,
  subtotal = 2850,
  methods = ["pickup", "courier", "shipping"],
}: {
  city?: string;
  subtotal?: number;
  methods?: readonly DeliveryMethod[];
} = {}): DeliveryOptions {
  const all: DeliveryOption[] = [
    { method: "pickup", available: true, fee: 0, address: PICKUP_ADDRESS, firstDate: FIRST_DATE },
    !city
      ? { method: "courier", fee: 2500, ...NO_ADDRESS }
      : city === "Tel Aviv"
        ? { method: "courier", available: true, fee: subtotal >= 30000 ? 0 : 2500, freeFrom: 30000, zone: TEL_AVIV_ZONE, firstDate: FIRST_DATE }
        : {
            method: "courier",
            available: false,
            fee: 0,
            reason: "delivery.outsideZones",
            reasonText: `The courier does not deliver to ${city}. Choose pickup or shipping, or an address in a delivery area.`,
            firstDate: null,
          },
    { method: "shipping", fee: subtotal >= 10000 ? 0 : 1000, freeFrom: 10000, ...(city ? { available: true, firstDate: FIRST_DATE } : NO_ADDRESS) },
  ];
  return { timeZone: "Asia/Jerusalem", leadDays: 0, horizonDays: HORIZON_DAYS, options: all.filter((option) => methods.includes(option.method)) };
}
