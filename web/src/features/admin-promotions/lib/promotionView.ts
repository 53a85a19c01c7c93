import type { Promotion } from "@contracts";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

/**
 * How the Promotions screen reads a promotion: its name in the admin's language, and the status it
 * shows. The stored status says what the owner decided (active, paused, ended); the dates, typed on
 * the shop's clock, add whether an active one has yet to start or is past its end.
 */

export const DISPLAY_STATUSES = ["active", "scheduled", "expired", "paused", "ended"] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** The promotion's name in `language`: the Hebrew one in Hebrew when it has one, else the English one. */
export function promotionName(promotion: Pick<Promotion, "name" | "nameHe">, language: string): string {
  return language === "he" && promotion.nameHe.trim() ? promotion.nameHe : promotion.name;
}

/**
 * "Now" on the shop's clock as the owner types a date (`YYYY-MM-DDTHH:mm`), so it compares with a
 * promotion's typed dates as text. An unknown time zone falls back to UTC rather than failing the screen.
 */
export function shopNow(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  } catch {
    return now.toISOString().slice(0, 16);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** What the status chip says: ended and paused as decided; an active one is scheduled before its start and expired from its end. */
export function displayStatus(promotion: Pick<Promotion, "status" | "startsAt" | "endsAt">, now: string): DisplayStatus {
  if (promotion.status === "ended") return "ended";
  if (promotion.endsAt !== null && now >= promotion.endsAt) return "expired";
  if (promotion.status === "paused") return "paused";
  if (promotion.startsAt !== null && now < promotion.startsAt) return "scheduled";
  return "active";
}

/** An ended promotion is kept for its figures only: the server refuses to change it (409). */
export function isReadOnly(promotion: Pick<Promotion, "status">): boolean {
  return promotion.status === "ended";
}

/**
 * A typed date (`YYYY-MM-DDTHH:mm`, the shop's clock) written in `language` exactly as typed: read as
 * UTC and formatted in UTC, so the browser's own time zone never shifts it.
 */
export function formatShopDateTime(value: string, language: string): string {
  const instant = new Date(`${value}:00Z`);
  if (Number.isNaN(instant.getTime())) return value;
  return dateTimeFormat(language, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(instant);
}
