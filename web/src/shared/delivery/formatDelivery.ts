/**
 * How the atelier's calendar dates and times read, in one place: the checkout's calendar and slots
 * (features/delivery) and an order's details and packing slip (features/orders) write them alike.
 *
 * A delivery date is a calendar date of the shop (`YYYY-MM-DD`), already in the shop's time zone:
 * it is formatted at noon UTC in UTC, so no reader's own time zone moves it to the day before.
 * Pure, no i18n keys: the sentences around these values are each screen's own.
 */
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

/** English dates as the atelier writes them ("Thursday 3 December"), Hebrew as Israel does. */
const DATE_LOCALES: Record<string, string> = { en: "en-GB", he: "he-IL" };

/** The locale a calendar date is written in for a UI language ("en", "he", "he-IL"). */
export function calendarLocale(language: string): string {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? "";
  return DATE_LOCALES[base] ?? (language || "en-GB");
}

/** The instant a calendar date is formatted at: its noon in UTC. */
export function calendarInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** "Thursday 3 December" / "יום חמישי, 3 בדצמבר". Not a date: the text as it came. */
export function formatCalendarDate(date: string, language: string, options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" }): string {
  const instant = calendarInstant(date);
  if (Number.isNaN(instant.getTime())) return date;
  return dateTimeFormat(calendarLocale(language), { ...options, timeZone: "UTC" }).format(instant);
}

/**
 * The date as a delivery names it: the Gregorian date, and in Hebrew the Hebrew date after it
 * ("יום חמישי, 3 בדצמבר (כ״ב כסלו)").
 */
export function formatDeliveryDate(date: string, language: string, hebrewDate?: { en: string; he: string }): string {
  const gregorian = formatCalendarDate(date, language);
  return calendarLocale(language) === "he-IL" && hebrewDate?.he ? `${gregorian} (${hebrewDate.he})` : gregorian;
}

/** "10:00–11:00" (an en dash); shown inside a left-to-right isolate in Hebrew text. */
export function formatTimeRange(from: string, to: string): string {
  return `${from}\u2013${to}`;
}
