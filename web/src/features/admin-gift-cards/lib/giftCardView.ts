/**
 * How a gift card reads on the admin's screen, pure: signed ledger amounts, the shop's calendar day,
 * dates and times in the admin's language.
 */
import { calendarLocale } from "@/shared/delivery";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

const MINUS = "\u2212";

/** A ledger amount with its sign always written: "−$12.00" taken, "+$5.00" given (`format` writes the unsigned money). */
export function signedMoney(amount: number, format: (minorUnits: number) => string): string {
  if (amount === 0) return format(0);
  return `${amount < 0 ? MINUS : "+"}${format(Math.abs(amount))}`;
}

/** The calendar day (`YYYY-MM-DD`) `now` falls on in `timeZone` (UTC when the zone is unknown). */
export function calendarDateIn(timeZone: string, now: Date): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "01";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** `date` (`YYYY-MM-DD`) moved by `days` on the calendar. */
export function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** An ISO instant as a date ("3 Dec 2026"), or with its time, in `language` on the shop's clock; "" when it is not one. */
export function formatInstant(iso: string | undefined, language: string, timeZone: string, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
  // The calendar days' locale, so an instant reads like a card's day of arrival beside it.
  const locale = calendarLocale(language);
  try {
    return dateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return dateTimeFormat(locale, options).format(date);
  }
}
