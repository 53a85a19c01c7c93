/**
 * The atelier's calendar as a shopper sees it: the calendar rules (./calendar.ts, pure) over the
 * places the days' orders hold (./capacity.ts), for one way, a cart's lead time and an address.
 *
 * Reads per answer: the settings (cached), the cart's products (at most the cart's lines) and the
 * booked days of the range (one query, at most DELIVERY_LIMITS.availabilityDays documents).
 */
import {
  DELIVERY_LIMITS,
  renderMessage,
  zoneForCity,
  type AvailabilityDay,
  type ClosedReason,
  type CourierZone,
  type DeliveryMethod,
  type DeliverySettings,
  type MessageCode,
  type MessageLanguage,
  type MessageParams,
} from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { HttpError } from "../../platform/errors";
import { EMPTY_DAY, placesLeft, readDays, type DayBookings } from "./capacity";
import { arrivalDate, planDays, type DayPlan } from "./calendar";
import { addDays, shopClock } from "./time-zone";

export interface CalendarContext {
  method: DeliveryMethod;
  settings: DeliverySettings;
  leadDays: number;
  zone?: CourierZone;
  now: Date;
}

const REASON_CODES: Record<ClosedReason, MessageCode> = {
  past: "delivery.reasonPast",
  beyondHorizon: "delivery.reasonBeyondHorizon",
  holiday: "delivery.reasonHoliday",
  closedByOwner: "delivery.reasonClosedByOwner",
  weeklyClosed: "delivery.reasonWeeklyClosed",
  cutoff: "delivery.reasonCutoff",
  leadTime: "delivery.reasonLeadTime",
  noHours: "delivery.reasonNoHours",
  noDispatch: "delivery.reasonNoDispatch",
  fullyBooked: "delivery.reasonFullyBooked",
};

/** The way must be switched on: 400 otherwise (the checkout offers only those that are). */
export function requireEnabled(settings: DeliverySettings, method: DeliveryMethod): void {
  if (!settings[method].enabled) throw new HttpError(400, "delivery.methodUnavailable");
}

/** The courier's zone of `city`, or 400 saying the courier does not go there. */
export function courierZoneOf(settings: DeliverySettings, city: string): CourierZone {
  const zone = zoneForCity(settings.courier.zones, city);
  if (!zone) throw new HttpError(400, "delivery.outsideZones", { city: city.trim() });
  return zone;
}

/** The slowest of the products' preparation times, working days (0 for none). */
export async function leadDaysOf(productIds: readonly string[]): Promise<number> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return 0;
  const snapshots = await db().getAll(...unique.map((id) => db().collection(collections.products).doc(id)));
  return snapshots.reduce((slowest, snapshot) => {
    const lead = snapshot.get("leadDays");
    return typeof lead === "number" && Number.isFinite(lead) ? Math.max(slowest, Math.round(lead)) : slowest;
  }, 0);
}

/** The day's plan with the places its orders hold: closed by the owner, or fully booked, or its slots with places left. */
export function bookedDay(plan: DayPlan, day: DayBookings, context: CalendarContext): { plan: DayPlan; left: number | null; slots: AvailabilityDay["slots"] } {
  const left = placesLeft(day, context.method, context.settings, context.now.getTime());
  const slots = plan.slots.map((slot) => ({ id: `${slot.from}-${slot.to}`, from: slot.from, to: slot.to, left: left.slot(`${slot.from}-${slot.to}`) }));
  if (!plan.open) return { plan, left: left.day, slots };
  if (day.closed) return { plan: { ...plan, open: false, reason: "closedByOwner" }, left: left.day, slots };
  const noSlotLeft = slots.length > 0 && slots.every((slot) => slot.left === 0);
  if (left.day === 0 || noSlotLeft) return { plan: { ...plan, open: false, reason: "fullyBooked" }, left: left.day, slots };
  return { plan, left: left.day, slots };
}

function reasonParams(plan: DayPlan, context: CalendarContext, language: MessageLanguage): MessageParams {
  switch (plan.reason) {
    case "holiday": {
      const holiday = plan.holidays.find((entry) => entry.key && context.settings.closedHolidays.includes(entry.key)) ?? plan.holidays[0];
      return { holiday: holiday ? holiday[language] : "" };
    }
    case "cutoff":
      return { time: plan.cutoff ?? context.settings.cutoffTime };
    case "leadTime":
      return { count: context.leadDays };
    case "beyondHorizon":
      return { days: context.settings.horizonDays };
    default:
      return {};
  }
}

/** Why a closed day is closed, in `language`. */
export function reasonText(plan: DayPlan, context: CalendarContext, language: MessageLanguage): string | undefined {
  if (!plan.reason) return undefined;
  return renderMessage(REASON_CODES[plan.reason], reasonParams(plan, context, language), language);
}

/** The days `from`..`to` of one way, as the availability answer has them. */
export async function availableDays(from: string, to: string, context: CalendarContext, language: MessageLanguage): Promise<AvailabilityDay[]> {
  const [plans, bookings] = await Promise.all([
    Promise.resolve(planDays({ method: context.method, from, to, now: context.now, settings: context.settings, leadDays: context.leadDays, zone: context.zone })),
    readDays(from, to),
  ]);
  return plans.map((raw) => {
    const { plan, left, slots } = bookedDay(raw, bookings.get(raw.date) ?? EMPTY_DAY, context);
    const day: AvailabilityDay = {
      date: plan.date,
      weekday: plan.weekday,
      open: plan.open,
      hebrewDate: plan.hebrewDate,
      holidays: plan.holidays.map(({ en, he }) => ({ en, he })),
      slots,
      left,
    };
    if (plan.reason) {
      day.reason = plan.reason;
      const text = reasonText(plan, context, language);
      if (text) day.reasonText = text;
    }
    if (context.method === "shipping") day.arrivalDate = arrivalDate(plan.date, context.settings);
    return day;
  });
}

/**
 * The first date of the way that is open and has a place, from today up to the horizon, or null.
 * Scans a range at a time (at most horizon / availabilityDays queries, 6 for a year).
 */
export async function firstAvailableDate(context: CalendarContext, from?: string): Promise<string | null> {
  const today = shopClock(context.now, context.settings.timeZone).date;
  const last = addDays(today, context.settings.horizonDays);
  for (let start = from && from > today ? from : today; start <= last; start = addDays(start, DELIVERY_LIMITS.availabilityDays)) {
    const end = [addDays(start, DELIVERY_LIMITS.availabilityDays - 1), last].sort()[0] ?? last;
    const days = await availableDays(start, end, context, "en");
    const open = days.find((day) => day.open);
    if (open) return open.date;
  }
  return null;
}
