import { DEFAULT_SHOP_TIME_ZONE } from "@contracts";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

/**
 * Days on the shop's clock (`YYYY-MM-DD`): the server checks a card's day against its own clock in
 * the shop's time zone, so "today" here is the shop's, not the reader's (a shopper abroad at
 * midnight would otherwise be refused a day the page offered). The public settings carry no time
 * zone, so it is the shop's default one. (features/delivery has the same `todayIn`; a leaf cannot
 * share it.)
 */

const DAY_MS = 86_400_000;

/** Today's date on the clock of `timeZone` (IANA); the reader's own date when the zone is unknown. */
export function shopToday(now: Date = new Date(), timeZone: string = DEFAULT_SHOP_TIME_ZONE): string {
  try {
    const parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
    const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
    return `${part("year")}-${part("month")}-${part("day")}`;
  } catch {
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  }
}

/** `date` moved by `days` (calendar days, in UTC so no time zone shifts it). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
