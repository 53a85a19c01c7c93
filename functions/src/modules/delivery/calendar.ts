/**
 * The atelier's calendar rules: which days it works, when an order's production starts, when it is
 * ready, and for each date of a range whether a shopper may choose it (and which slots) or why not.
 *
 * Pure: the caller passes "now" and the settings. Capacity (`fullyBooked`) lives in Firestore and is
 * applied by the caller on top of these plans. Every date is a `YYYY-MM-DD` on the shop's clock.
 */
import {
  minutesOf,
  pickupSlots,
  timeOf,
  type ClosedReason,
  type ClosingHoliday,
  type CourierZone,
  type DeliveryMethod,
  type DeliverySettings,
  type TimeRange,
  type Weekday,
} from "@cocoa/contracts";
import { hebrewDate, holidaysOn, type HebrewDateName, type HolidayOnDay } from "./holidays";
import { addDays, daysBetween, shopClock, weekdayOf } from "./time-zone";

export interface DayPlan {
  date: string;
  weekday: Weekday;
  open: boolean;
  /** Why the day cannot be chosen (absent when open). */
  reason?: ClosedReason;
  /** With reason `cutoff`: today's cut-off (`HH:MM`) that has passed. */
  cutoff?: string;
  /** For display, on open days too. */
  holidays: HolidayOnDay[];
  hebrewDate: HebrewDateName;
  /** The pickup slots or courier windows left; empty when closed, and always for shipping. */
  slots: TimeRange[];
}

export interface PlanInput {
  method: DeliveryMethod;
  /** First date, inclusive. For shipping the dates are dispatch dates. */
  from: string;
  /** Last date, inclusive. */
  to: string;
  now: Date;
  settings: DeliverySettings;
  /** Working days the order needs after production starts. */
  leadDays: number;
  /** The courier's zone; without one no courier day has a window. */
  zone?: CourierZone;
}

/**
 * How far any scan for a working day goes. Settings that close every day (all weekdays closed, a
 * closed range of years) would otherwise loop forever; two years is past any horizon (at most 365
 * days) plus any lead time (at most 60 working days), so an answer this far out is closed anyway.
 */
const MAX_SCAN_DAYS = 2 * 366;

/** Dates planned per step by `nextPossibleDate`: a month, the size of the shopper's grid. */
const SCAN_CHUNK_DAYS = 31;

function isExtraOpen(date: string, settings: DeliverySettings): boolean {
  return settings.extraOpenDays.includes(date);
}

/** The closed holiday on a date, if the owner closes on one of its holidays. */
function closedHolidayOn(date: string, settings: DeliverySettings): ClosingHoliday | undefined {
  return holidaysOn(date).find((holiday) => holiday.key !== undefined && settings.closedHolidays.includes(holiday.key))?.key;
}

function inClosedRange(date: string, settings: DeliverySettings): boolean {
  // YYYY-MM-DD strings compare in date order.
  return settings.closedRanges.some((range) => range.from <= date && date <= range.to);
}

/** Whether the atelier works (produces) on a date; an extra open day overrides every closing. */
export function isWorkingDay(date: string, settings: DeliverySettings): boolean {
  if (isExtraOpen(date, settings)) return true;
  if (settings.closedWeekdays.includes(weekdayOf(date))) return false;
  if (closedHolidayOn(date, settings) !== undefined) return false;
  return !inClosedRange(date, settings);
}

/**
 * The day's early closing in minutes, if any: its weekday's entry, and on the eve of a holiday the
 * atelier closes for, Friday's hour (an eve is prepared for like a Shabbat).
 */
function earlyClosingMinutes(date: string, settings: DeliverySettings): number | undefined {
  const weekday = weekdayOf(date);
  const times: number[] = [];
  const own = settings.earlyClosing.find((entry) => entry.weekday === weekday);
  if (own) times.push(minutesOf(own.time));
  const friday = settings.earlyClosing.find((entry) => entry.weekday === 5);
  if (friday && isEveOfClosedHoliday(date, settings)) times.push(minutesOf(friday.time));
  return times.length > 0 ? Math.min(...times) : undefined;
}

function isEveOfClosedHoliday(date: string, settings: DeliverySettings): boolean {
  // An eve is the day before its festival; when the owner opens on the festival itself, the eve is an ordinary day.
  const festival = addDays(date, 1);
  if (isExtraOpen(festival, settings)) return false;
  return holidaysOn(date).some((holiday) => holiday.erevOf !== undefined && settings.closedHolidays.includes(holiday.erevOf));
}

/** The day's cut-off in minutes since midnight: the settings' cut-off, earlier on an early-closing day. */
export function dayCutoffMinutes(date: string, settings: DeliverySettings): number {
  const cutoff = minutesOf(settings.cutoffTime);
  const early = earlyClosingMinutes(date, settings);
  return early === undefined ? cutoff : Math.min(cutoff, early);
}

/** The first working day after `date` (or the scan's end, when the settings leave none open). */
function nextWorkingDay(date: string, settings: DeliverySettings): string {
  let day = addDays(date, 1);
  for (let step = 1; step < MAX_SCAN_DAYS && !isWorkingDay(day, settings); step += 1) day = addDays(day, 1);
  return day;
}

/** `days` working days after `start`: lead time counts the days the atelier works, not Shabbat or holidays. */
function advanceWorkingDays(start: string, days: number, settings: DeliverySettings): string {
  let day = start;
  for (let counted = 0; counted < days; counted += 1) day = nextWorkingDay(day, settings);
  return day;
}

/**
 * The first working day whose production counts for an order placed now: today before its cut-off,
 * otherwise the next working day.
 */
export function productionStart(now: Date, settings: DeliverySettings): string {
  const clock = shopClock(now, settings.timeZone);
  if (isWorkingDay(clock.date, settings) && clock.minutes < dayCutoffMinutes(clock.date, settings)) return clock.date;
  return nextWorkingDay(clock.date, settings);
}

/** The date an order placed now is ready: production start plus `leadDays` working days. */
export function readyDate(now: Date, settings: DeliverySettings, leadDays: number): string {
  return advanceWorkingDays(productionStart(now, settings), leadDays, settings);
}

/** The ready date had the order been placed before today's cut-off (the same as `readyDate` when today is no working day). */
function readyDateBeforeCutoff(today: string, settings: DeliverySettings, leadDays: number): string {
  const start = isWorkingDay(today, settings) ? today : nextWorkingDay(today, settings);
  return advanceWorkingDays(start, leadDays, settings);
}

/** The day's slots: the ranges that end by the early closing and, today, start after now. */
function slotsOf(ranges: TimeRange[], date: string, settings: DeliverySettings, nowMinutes: number | undefined): TimeRange[] {
  const early = earlyClosingMinutes(date, settings);
  return ranges.filter(
    (range) => (early === undefined || minutesOf(range.to) <= early) && (nowMinutes === undefined || minutesOf(range.from) > nowMinutes),
  );
}

function rangesOf(input: PlanInput, weekday: Weekday): TimeRange[] {
  if (input.method === "pickup") return pickupSlots(input.settings.pickup.hours[weekday] ?? [], input.settings.pickup.slotMinutes);
  if (input.method === "courier") return input.zone?.windows[weekday] ?? [];
  return [];
}

/** The plan of each date from `from` to `to` inclusive (none when `to` is before `from`). */
export function planDays(input: PlanInput): DayPlan[] {
  const { settings } = input;
  const clock = shopClock(input.now, settings.timeZone);
  const today = clock.date;
  const lastBookable = addDays(today, settings.horizonDays);
  const ready = readyDate(input.now, settings, input.leadDays);
  const readyHadOrderedInTime = readyDateBeforeCutoff(today, settings, input.leadDays);
  const todayCutoff = timeOf(dayCutoffMinutes(today, settings));

  const plans: DayPlan[] = [];
  const count = daysBetween(input.from, input.to) + 1;
  for (let index = 0; index < count; index += 1) {
    const date = addDays(input.from, index);
    const weekday = weekdayOf(date);
    const base = { date, weekday, holidays: holidaysOn(date), hebrewDate: hebrewDate(date) };
    const closed = (reason: ClosedReason, extra: { cutoff?: string } = {}): DayPlan => ({ ...base, open: false, reason, ...extra, slots: [] });

    const extraOpen = isExtraOpen(date, settings);
    if (date < today) {
      plans.push(closed("past"));
    } else if (date > lastBookable) {
      plans.push(closed("beyondHorizon"));
    } else if (!extraOpen && closedHolidayOn(date, settings) !== undefined) {
      plans.push(closed("holiday"));
    } else if (!extraOpen && inClosedRange(date, settings)) {
      plans.push(closed("closedByOwner"));
    } else if (!extraOpen && settings.closedWeekdays.includes(weekday)) {
      plans.push(closed("weeklyClosed"));
    } else if (date < ready && date >= readyHadOrderedInTime) {
      plans.push(closed("cutoff", { cutoff: todayCutoff }));
    } else if (date < ready) {
      plans.push(closed("leadTime"));
    } else if (input.method === "shipping") {
      plans.push(settings.shipping.dispatchWeekdays.includes(weekday) ? { ...base, open: true, slots: [] } : closed("noDispatch"));
    } else {
      const slots = slotsOf(rangesOf(input, weekday), date, settings, date === today ? clock.minutes : undefined);
      plans.push(slots.length > 0 ? { ...base, open: true, slots } : closed("noHours"));
    }
  }
  return plans;
}

/** The first open date of some plans. */
export function firstOpenDate(plans: DayPlan[]): string | undefined {
  return plans.find((plan) => plan.open)?.date;
}

/**
 * The first date a shopper could choose, from today, looking at most `maxDays` days ahead and never
 * past the horizon; undefined when none is open (the error message then says so).
 */
export function nextPossibleDate(input: Omit<PlanInput, "from" | "to">, maxDays: number): string | undefined {
  const today = shopClock(input.now, input.settings.timeZone).date;
  const last = addDays(today, Math.min(maxDays, input.settings.horizonDays));
  // In chunks: the answer is usually within days, and a plan costs a holiday lookup per date.
  for (let from = today; from <= last; from = addDays(from, SCAN_CHUNK_DAYS)) {
    const chunkEnd = addDays(from, SCAN_CHUNK_DAYS - 1);
    const found = firstOpenDate(planDays({ ...input, from, to: chunkEnd < last ? chunkEnd : last }));
    if (found) return found;
  }
  return undefined;
}

/** The date a parcel dispatched on `dispatchDate` arrives: the carrier's transit days, then past a Saturday (no delivery on Shabbat). */
export function arrivalDate(dispatchDate: string, settings: DeliverySettings): string {
  let arrival = addDays(dispatchDate, settings.shipping.transitDays);
  while (weekdayOf(arrival) === 6) arrival = addDays(arrival, 1);
  return arrival;
}
