import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type DeliveryMethod, type OrderStatus, type PaymentMethod, type PaymentStatus } from "@contracts";
import type { TFunction } from "i18next";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

/**
 * The order's date, date part only (spec 9), written the way the UI's language writes dates:
 * "Mar 5, 2026" in English, "5 במרץ 2026" in Hebrew, in `timeZone` (the shop's: `orderTimeZone(order)`;
 * the reader's own when none is given). Something that is not a date shows as its first ten characters (an ISO date part).
 */
export function formatOrderDate(iso: string | null | undefined, language: string, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  return dateTimeFormat(language || "en", { dateStyle: "medium", ...(timeZone ? { timeZone } : {}) }).format(date);
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

/**
 * The totals' row for the way an order is received, named by that way: "Pickup", "Courier (Tel Aviv
 * and around)", "Shipping" (the checkout's summary, an order's details, the packing slip). `zone` is
 * the courier's zone in the reader's language.
 */
export function deliveryFeeLabel(t: TFunction, method: DeliveryMethod, zone?: string): string {
  if (method !== "courier") return t(`delivery.summary.${method}`);
  return zone ? t("delivery.summary.courier", { zone }) : t("delivery.summary.courierNoZone");
}

/** The two-language names an order records (a zone, the pickup address), in `language`; English when the other is blank. */
export function inLanguage(text: { en: string; he: string } | undefined, language: string): string {
  if (!text) return "";
  return language === "he" ? text.he || text.en : text.en;
}

/**
 * What the part of an order's total left after its gift cards is called: paid with the provider
 * (PayPal, or the sandbox's test payment) once the order is paid, else still to pay with it.
 */
export function providerLabel(t: TFunction, order: { paymentMethod: string; paymentStatus: string }): string {
  const provider = order.paymentMethod === "sandbox" ? "sandbox" : "paypal";
  return order.paymentStatus === "paid" ? t(`orders.totals.paidWith.${provider}`) : t(`orders.totals.toPayWith.${provider}`);
}
