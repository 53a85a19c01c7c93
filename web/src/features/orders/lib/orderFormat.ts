import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from "@contracts";

/**
 * The order's date, date part only (spec 9), written the way the UI's language writes dates:
 * "Mar 5, 2026" in English, "5 במרץ 2026" in Hebrew. Shown in the shopper's time zone unless one is
 * given. Something that is not a date shows as its first ten characters (an ISO date part).
 */
export function formatOrderDate(iso: string | null | undefined, language: string, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  return new Intl.DateTimeFormat(language || "en", { dateStyle: "medium", ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** The badge colour (spec 4): green for confirmed, red for rejected, black otherwise. */
export type OrderStatusTone = "success" | "error" | "neutral";

export function orderStatusTone(status: string): OrderStatusTone {
  if (status === "confirmed") return "success";
  if (status === "rejected") return "error";
  return "neutral";
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}
