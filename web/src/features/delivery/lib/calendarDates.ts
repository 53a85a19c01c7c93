/**
 * Calendar arithmetic on the shop's dates (`YYYY-MM-DD`) and months (`YYYY-MM`), in UTC so no
 * reader's own time zone shifts a day. Weeks start on Sunday, as in Israel.
 */
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

const DAY_MS = 86_400_000;

function utc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's date on the shop's clock (`timeZone`, IANA); the reader's own date when the zone is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    const parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
    const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
    return `${part("year")}-${part("month")}-${part("day")}`;
  } catch {
    return isoDate(now.getTime() - now.getTimezoneOffset() * 60_000);
  }
}

export function addDays(date: string, days: number): string {
  return isoDate(utc(date) + days * DAY_MS);
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: string): number {
  return new Date(utc(date)).getUTCDay();
}

/** `YYYY-MM` of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const start = new Date(Date.UTC(year, index - 1 + months, 1));
  return start.toISOString().slice(0, 7);
}

/** The first and last date of a month: one availability request (at most 31 days). */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The month's dates in weeks of seven, Sunday first; the days of the months around it are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(from) }, () => null);
  for (let date = from; date <= to; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The day of the month, as the grid shows it. */
export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}
