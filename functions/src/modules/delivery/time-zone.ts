/**
 * The shop's clock and calendar dates, with `Intl.DateTimeFormat` only.
 *
 * A calendar date is a `YYYY-MM-DD` string and is never turned into a local-time `Date`: the server
 * runs in UTC but the shop does not, and the process's own zone must not leak into any answer. Date
 * arithmetic counts whole days on UTC midnights, where every day is 24 hours long; only `shopClock`
 * and `shopInstant` cross between an instant and the shop's wall clock, through the IANA zone.
 */
import type { Weekday } from "@cocoa/contracts";

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^(\d{2}):(\d{2})$/;

export interface ShopClock {
  /** The shop's calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Whole minutes since the shop's local midnight (seconds dropped). */
  minutes: number;
  weekday: Weekday;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date, or undefined when it is not a real date. */
function dayNumberOf(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  // A day or month out of range rolls over (2027-02-30 → 2027-03-02); such a text is not a date.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined;
  return Math.round(utc.getTime() / DAY_MS);
}

function dayNumber(date: string): number {
  const days = dayNumberOf(date);
  if (days === undefined) throw new RangeError(`Not a YYYY-MM-DD date: "${date}"`);
  return days;
}

function dateOfDayNumber(days: number): string {
  const utc = new Date(days * DAY_MS);
  const year = String(utc.getUTCFullYear()).padStart(4, "0");
  const month = String(utc.getUTCMonth() + 1).padStart(2, "0");
  const day = String(utc.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** Whether the text is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  return dayNumberOf(text) !== undefined;
}

/** The date `n` days after `date` (before it when `n` is negative). */
export function addDays(date: string, n: number): string {
  return dateOfDayNumber(dayNumber(date) + n);
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday (4); the double modulo keeps dates before it non-negative.
  return ((((dayNumber(date) + 4) % 7) + 7) % 7) as Weekday;
}

/** Days from `a` to `b`: positive when `b` is later, 0 on the same date. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** Days since 1970-01-01 of a date: the bridge to calendars counting absolute days (holidays.ts). */
export function epochDayOf(date: string): number {
  return dayNumber(date);
}

/** The date of a day count since 1970-01-01. */
export function dateOfEpochDay(days: number): string {
  return dateOfDayNumber(days);
}

// One formatter per zone: building one costs far more than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      // h23, not hour12: false, which some engines answer with "24" at midnight.
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The shop's date, minutes since its midnight and weekday at an instant. */
export function shopClock(instant: Date, timeZone: string): ShopClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${(parts.year ?? "").padStart(4, "0")}-${parts.month ?? ""}-${parts.day ?? ""}`;
  return { date, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: weekdayOf(date) };
}

/** The zone's offset from UTC at an instant, in whole minutes' milliseconds (the shop clock has no seconds). */
function offsetAt(instantMs: number, timeZone: string): number {
  const truncated = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  const clock = shopClock(new Date(truncated), timeZone);
  return dayNumber(clock.date) * DAY_MS + clock.minutes * MINUTE_MS - truncated;
}

/**
 * The instant the shop's clock shows `time` on `date`.
 *
 * Around a daylight-saving change a wall-clock time may not exist or exist twice. A time skipped by
 * the jump forward is read with the offset from before the jump, so it lands after the gap by the
 * gap's length (02:30 on a 02:00→03:00 night is 03:30), as RFC 5545 and Temporal's "compatible"
 * choice do; a time repeated by the fall back is its first occurrence.
 */
export function shopInstant(date: string, time: string, timeZone: string): Date {
  const match = HH_MM.exec(time);
  const [hours, minutes] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not an HH:MM time: "${time}"`);
  const wallMs = dayNumber(date) * DAY_MS + (hours * 60 + minutes) * MINUTE_MS;
  // Zones change their offset at most once a day, so the offsets a day either side are the two that
  // can apply (the same one when nothing changes nearby).
  const before = offsetAt(wallMs - DAY_MS, timeZone);
  const after = offsetAt(wallMs + DAY_MS, timeZone);
  const matches = [wallMs - before, wallMs - after].filter((candidate) => offsetAt(candidate, timeZone) === wallMs - candidate);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // In a gap: neither offset reads back as the asked time; the one from before the change runs past the gap.
  return new Date(wallMs - before);
}
