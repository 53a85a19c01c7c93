/**
 * How an order reaches the shopper, on the atelier's calendar: the settings' shape, a new shop's
 * defaults and the fixed lists (ways, reasons a day is closed, the holidays an owner may close on).
 * Zod-free (see ./delivery.ts for the schemas), so a page that only needs a constant does not load zod.
 *
 * Dates a person chooses are calendar dates in the shop's time zone, `YYYY-MM-DD`; times are `HH:MM`
 * on the shop's clock. Weekdays are 0 (Sunday) to 6 (Saturday), as `Date.getUTCDay` counts them.
 */

export const DELIVERY_METHODS = ["pickup", "courier", "shipping"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Holidays of the Israeli schedule an owner may close the atelier on, by the key `@hebcal/core`'s
 * events are mapped to (functions/src/modules/delivery/holidays.ts). Festival days only: the
 * intermediate days of Pesach and Sukkot are working days.
 */
export const CLOSING_HOLIDAYS = [
  "roshHashana",
  "yomKippur",
  "sukkot",
  "shminiAtzeret",
  "pesach",
  "pesachVii",
  "shavuot",
  "purim",
  "yomHaatzmaut",
  "tishaBav",
] as const;
export type ClosingHoliday = (typeof CLOSING_HOLIDAYS)[number];
export const DEFAULT_CLOSED_HOLIDAYS: readonly ClosingHoliday[] = ["roshHashana", "yomKippur", "sukkot", "shminiAtzeret", "pesach", "pesachVii", "shavuot"];

/** Why a day cannot be chosen, most decisive first (the answer names the first that applies). */
export const CLOSED_REASONS = [
  "past",
  "beyondHorizon",
  "holiday",
  "closedByOwner",
  "weeklyClosed",
  "cutoff",
  "leadTime",
  "noHours",
  "noDispatch",
  "fullyBooked",
] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export const DELIVERY_LIMITS = {
  horizonDays: { min: 1, max: 365, fallback: 180 },
  leadDays: { min: 0, max: 60 },
  slotMinutes: [15, 20, 30, 45, 60, 90, 120] as const,
  transitDays: { min: 0, max: 30 },
  capacity: { min: 0, max: 10_000 },
  zones: 20,
  citiesPerZone: 100,
  windowsPerDay: 8,
  closedRanges: 50,
  extraOpenDays: 50,
  /** The longest range one availability request may ask for (a month grid and a little). */
  availabilityDays: 62,
} as const;

/** `HH:MM` to `HH:MM` on the shop's clock; `to` is after `from` on the same day. */
export interface TimeRange {
  from: string;
  to: string;
}

/** Per weekday (index 0 = Sunday), the ranges of that day; an empty list is a day without any. */
export type WeekHours = TimeRange[][];

export interface CityName {
  en: string;
  he: string;
}

export interface CourierZone {
  /** Stable id the order records (`delivery.zoneId`). */
  id: string;
  name: string;
  nameHe: string;
  cities: CityName[];
  /** Minor units. */
  fee: number;
  /** Minor units: a smaller subtotal cannot choose this zone's courier. */
  minimumOrder: number;
  /** Minor units: at or above this subtotal the courier is free (so 0: always free, like the spec's shipping threshold). */
  freeThreshold: number;
  /** Delivery windows per weekday; a window's slot id is `from-to`. */
  windows: WeekHours;
}

export interface PickupSettings {
  enabled: boolean;
  address: string;
  addressHe: string;
  /** Opening hours per weekday; slots of `slotMinutes` fill them from their start. */
  hours: WeekHours;
  slotMinutes: number;
  /** Orders per day; 0 means no limit. */
  capacityPerDay: number;
  /** Orders per slot; 0 means no limit. */
  capacityPerSlot: number;
}

export interface CourierSettings {
  enabled: boolean;
  zones: CourierZone[];
  capacityPerDay: number;
  capacityPerSlot: number;
}

export interface ShippingMethodSettings {
  enabled: boolean;
  /** Minor units. */
  fee: number;
  /** Minor units: orders at or above this subtotal ship free (0: always free), as the spec's `freeShippingThreshold`. */
  freeThreshold: number;
  /** The weekdays parcels leave the atelier. */
  dispatchWeekdays: Weekday[];
  /** Days from dispatch to arrival (calendar days, the carrier's own). */
  transitDays: number;
  capacityPerDay: number;
}

export interface ClosedRange {
  from: string;
  to: string;
  note: string;
}

export interface DeliverySettings {
  /** IANA time zone every date and time of the shop is read in. */
  timeZone: string;
  /** Orders placed after this time on the shop's clock count from the next working day. */
  cutoffTime: string;
  /** How many days ahead a shopper may book. */
  horizonDays: number;
  /** Weekdays the atelier is closed. */
  closedWeekdays: Weekday[];
  /** Weekdays the atelier closes early, with the hour (by default Friday at 13:00): no slot after it, and that day's cut-off is no later. */
  earlyClosing: Array<{ weekday: Weekday; time: string }>;
  closedHolidays: ClosingHoliday[];
  closedRanges: ClosedRange[];
  /** Dates open although the weekly closing or a holiday would close them. */
  extraOpenDays: string[];
  pickup: PickupSettings;
  courier: CourierSettings;
  shipping: ShippingMethodSettings;
}

/** A new shop's time zone (the atelier's). */
export const DEFAULT_SHOP_TIME_ZONE = "Asia/Jerusalem";

/**
 * The time zone an order's own times (when it was placed) are read in: the shop's when the order was
 * placed, which the order records with its delivery; the default shop's for an order from before the calendar.
 */
export function orderTimeZone(order: { delivery?: { timeZone: string } | undefined }): string {
  return order.delivery?.timeZone || DEFAULT_SHOP_TIME_ZONE;
}

const weekOf = (weekdays: Partial<Record<Weekday, TimeRange[]>>): WeekHours => WEEKDAYS.map((day) => weekdays[day] ?? []);

const ATELIER_HOURS = { from: "09:00", to: "18:00" };

/**
 * A new shop's delivery settings. The carrier's fee and threshold are the spec's shipping settings
 * (`shippingSettings`), so an upgraded shop keeps charging what it charges today (see
 * `deliverySettingsOf`).
 */
export function defaultDeliverySettings(shipping: { defaultShippingCost: number; freeShippingThreshold: number }): DeliverySettings {
  return {
    timeZone: DEFAULT_SHOP_TIME_ZONE,
    cutoffTime: "14:00",
    horizonDays: DELIVERY_LIMITS.horizonDays.fallback,
    closedWeekdays: [6],
    earlyClosing: [{ weekday: 5, time: "13:00" }],
    closedHolidays: [...DEFAULT_CLOSED_HOLIDAYS],
    closedRanges: [],
    extraOpenDays: [],
    pickup: {
      enabled: false,
      address: "",
      addressHe: "",
      hours: weekOf({ 0: [ATELIER_HOURS], 1: [ATELIER_HOURS], 2: [ATELIER_HOURS], 3: [ATELIER_HOURS], 4: [ATELIER_HOURS], 5: [{ from: "09:00", to: "13:00" }] }),
      slotMinutes: 60,
      capacityPerDay: 0,
      capacityPerSlot: 0,
    },
    courier: { enabled: false, zones: [], capacityPerDay: 0, capacityPerSlot: 0 },
    shipping: {
      enabled: true,
      fee: shipping.defaultShippingCost,
      freeThreshold: shipping.freeShippingThreshold,
      dispatchWeekdays: [0, 1, 2, 3, 4],
      transitDays: 2,
      capacityPerDay: 0,
    },
  };
}

/**
 * What a way costs a subtotal, minor units: pickup is free; the courier and the carrier charge their
 * fee below their free threshold (the rule of the spec's shipping settings, `orderTotals`).
 */
export function deliveryFee(method: DeliveryMethod, subtotal: number, settings: Pick<DeliverySettings, "shipping">, zone?: Pick<CourierZone, "fee" | "freeThreshold">): number {
  if (method === "pickup" || subtotal <= 0) return 0;
  const { fee, freeThreshold } = method === "courier" ? (zone ?? { fee: 0, freeThreshold: 0 }) : settings.shipping;
  return subtotal >= freeThreshold ? 0 : Math.max(0, Math.round(fee));
}

/** A pickup slot's or courier window's id: `from-to` (`10:00-11:00`). */
export function windowSlotId(range: TimeRange): string {
  return `${range.from}-${range.to}`;
}

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOf(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** `HH:MM` of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The pickup slots of a day's opening hours: `slotMinutes` long, each inside one range, id `HH:MM-HH:MM`. */
export function pickupSlots(hours: TimeRange[], slotMinutes: number): TimeRange[] {
  const slots: TimeRange[] = [];
  for (const range of hours) {
    for (let start = minutesOf(range.from); start + slotMinutes <= minutesOf(range.to); start += slotMinutes) {
      slots.push({ from: timeOf(start), to: timeOf(start + slotMinutes) });
    }
  }
  return slots;
}

/** The zone whose cities include `city` (either language, case and spacing ignored). */
export function zoneForCity(zones: CourierZone[], city: string): CourierZone | undefined {
  const wanted = normaliseCity(city);
  if (!wanted) return undefined;
  return zones.find((zone) => zone.cities.some((name) => normaliseCity(name.en) === wanted || normaliseCity(name.he) === wanted));
}

function normaliseCity(city: string): string {
  return city
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[\s\-–'"׳״.]+/g, " ")
    .trim();
}
