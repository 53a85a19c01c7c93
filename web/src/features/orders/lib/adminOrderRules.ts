import { allowedStatusChanges, type OrderStatus } from "@contracts";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

/** Newest first by order date (the server sends them so; a list merged after an update stays so). */
export function newestFirst<T extends { orderDate: string; _id: string }>(orders: readonly T[]): T[] {
  const time = (iso: string) => {
    const value = Date.parse(iso);
    return Number.isNaN(value) ? 0 : value;
  };
  return [...orders].sort((a, b) => time(b.orderDate) - time(a.orderDate) || b._id.localeCompare(a._id));
}

/**
 * The choices of the status form: the order's current status first (shown, not a change), then only
 * the statuses the server allows from it (allowedStatusChanges: one step forward, or rejected).
 */
export function statusChoices(current: OrderStatus): { status: OrderStatus; settable: boolean }[] {
  return [{ status: current, settable: false }, ...allowedStatusChanges(current).map((status) => ({ status: status as OrderStatus, settable: true }))];
}

/**
 * When a status was set: date and time, the way the UI's language writes them ("Mar 5, 2026, 2:30 PM",
 * "5 במרץ 2026, 14:30"). Something that is not a time shows as it is.
 */
export function formatStatusTime(iso: string | null | undefined, language: string, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language || "en", { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) }).format(date);
}
