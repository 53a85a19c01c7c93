/**
 * The `mail` documents of an order's messages: the shopper's receipt and status changes, and the
 * owner's notice of a new paid order. Each is written by the caller in the SAME transaction as the
 * change it reports (`queueMail(tx, …)`), so an order change never goes without its email and an
 * email never goes out for a change that did not happen. Ids are fixed per order and message
 * (`order-<id>-received`): a message can be queued once only, whatever retries.
 *
 * Links point at the configured site origin, never at a request's Host header, which a client writes.
 */
import { currencyCode, formatPrice, giftWrapName, lineVariantLabel, maskedGiftCard, moneyLocale, orderTimeZone, providerAmount, type Order, type ShopSettings } from "@cocoa/contracts";
import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import { db, firestoreModule } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { shopConfig } from "../../platform/config";
import type { MailDocument, MailTemplateCall } from "./mail-document";
import { mailTemplateName, type MailLanguage, type ShopMail } from "./templates";
import { en as englishTexts, he as hebrewTexts } from "./templates/texts";

/** A `mail` document the shop queues: a template call, plus what it is about (for finding it again; the extension ignores it). */
export type QueuedMail = MailDocument & { to: string; template: MailTemplateCall & { data: Record<string, unknown> }; [reference: string]: unknown };

/** The language a message is written in: the one asked for when the shop has it, else English. */
export function mailLanguage(language: unknown): MailLanguage {
  return language === "he" ? "he" : "en";
}

/** What every message says about the shop: its name, address, contact details. */
export function shopMailData(settings: ShopSettings) {
  const origin = shopConfig().siteOrigin;
  return {
    shopName: settings.siteName,
    shopUrl: `${origin}/shop/home`,
    contactEmail: settings.contactInfo.email,
    contactPhone: settings.contactInfo.phone,
  };
}

export interface OrderMailLine {
  title: string;
  /** The variant's label ("" for a product sold as itself). */
  variant: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** The data of an order's templates (./templates/catalogue.ts): values formatted for `language`. */
export interface OrderMailData extends ReturnType<typeof shopMailData> {
  customerName: string;
  customerEmail: string;
  orderNumber: string;
  orderDate: string;
  orderUrl: string;
  /** The printable receipt page (the shopper signs in to see it) and its number; "" before the order has one. */
  receiptUrl: string;
  receiptNumber: string;
  adminOrderUrl: string;
  lines: OrderMailLine[];
  subtotal: string;
  /** Empty when shipping was free. */
  shipping: string;
  /** Tax added on top; empty without, and when prices include VAT. */
  tax: string;
  /** The VAT the total holds, when prices include it (issue 37: shown after the total, not added); empty otherwise. */
  vatIncluded: string;
  /** Its rate ("17%"); empty when the order does not say (or without `vatIncluded`). */
  vatRate: string;
  /** The gift wrapping's price ("Free" when it cost nothing); empty without wrapping. */
  wrap: string;
  /** Each promotion's name (in the reader's language) and what it took, items and delivery together ("−$7.00"). */
  discounts: OrderMailAmount[];
  total: string;
  /** Each gift card that paid ("•••• 7KQ2") and what it paid ("−$50.00"); empty without. */
  giftCards: OrderMailAmount[];
  /** What the provider was paid, shown beside the cards' part; empty when no card paid (the total says it) or the cards paid it all. */
  paidWithProvider: string;
  /** An order that buys a gift card: for whom, where and when it is emailed (instead of a delivery). */
  giftCardPurchase?: { recipientName: string; recipientEmail: string; deliverDate: string };
  address: Order["addressInfo"];
  /** Whether the shopper was charged (a rejected order that was never paid says so). */
  charged: boolean;
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  /** The refund to the original means of payment (the provider's part), formatted, when one was made. */
  refundAmount?: string;
  /** What went back to the gift cards that paid, formatted, when something did. */
  refundToGiftCards?: string;
  refundPending?: boolean;
  /** The admin's note on a partial refund. */
  refundNote?: string;
  /** How, when and where it is received (absent on orders placed before the calendar). */
  deliveryMethod?: string;
  /** "Thursday 3 December 2026", in Hebrew with the Hebrew date. */
  deliveryDate?: string;
  /** "10:00–11:00", when the way has slots. */
  deliveryTime?: string;
  /** The atelier's address for a pickup, the zone for the courier. */
  deliveryPlace?: string;
  deliveryArrival?: string;
  /** The gift, for the buyer's and the owner's emails (the recipient's has its own data: giftRecipientMailData). */
  gift?: OrderMailGift;
}

/** A labelled amount of the totals (a promotion's discount, a gift card's part). */
export interface OrderMailAmount {
  label: string;
  amount: string;
}

export interface OrderMailGift {
  recipientName: string;
  recipientPhone: string;
  /** The recipient picks it up at the atelier. */
  pickup: boolean;
  message: string;
  from: string;
  /** The wrapping's name in the reader's language; empty without wrapping. */
  wrapName: string;
  hidePrices: boolean;
  recipientEmail: string;
}

/** A calendar date (`YYYY-MM-DD`, the shop's own) as a person reads it. */
function readableDate(date: string, locale: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(day);
}

/** The order's way of receiving it, in `language`, for the templates' "Receiving / When / Where" rows. */
function deliveryMailData(delivery: NonNullable<Order["delivery"]>, language: MailLanguage, locale: string): Partial<OrderMailData> {
  const texts = language === "he" ? hebrewTexts : englishTexts;
  const method = { pickup: texts.methodPickup, courier: texts.methodCourier, shipping: texts.methodShipping }[delivery.method];
  const date = readableDate(delivery.date, locale);
  const data: Partial<OrderMailData> = {
    deliveryMethod: method,
    deliveryDate: language === "he" && delivery.hebrewDate.he ? `${date} (${delivery.hebrewDate.he})` : date,
  };
  if (delivery.from && delivery.to) data.deliveryTime = `${delivery.from}–${delivery.to}`;
  const place = delivery.method === "pickup" ? delivery.pickupAddress : delivery.zoneName;
  if (place) data.deliveryPlace = (language === "he" && place.he) || place.en;
  if (delivery.arrivalDate) data.deliveryArrival = readableDate(delivery.arrivalDate, locale);
  return data;
}

export interface OrderMailContext {
  order: Order;
  customer: { name: string; email: string };
  settings: ShopSettings;
  language: MailLanguage;
}

export interface OrderMailExtras {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  /** The refund made: all of it (`amount`), of which `toGiftCards` went back to the order's gift cards. */
  refund?: { amount: number; toGiftCards?: number; pending: boolean };
  refundNote?: string;
}

export function orderMailData({ order, customer, settings, language }: OrderMailContext, extras: OrderMailExtras = {}): OrderMailData {
  const origin = shopConfig().siteOrigin;
  const locale = moneyLocale(language);
  const currency = currencyCode(order.currency) ?? settings.currency;
  const money = (minorUnits: number) => formatPrice(minorUnits, currency, locale);
  const placed = Date.parse(order.orderDate);
  const data: OrderMailData = {
    ...shopMailData(settings),
    customerName: customer.name,
    customerEmail: customer.email,
    orderNumber: order.orderNumber,
    orderDate: Number.isNaN(placed) ? order.orderDate : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: orderTimeZone(order) }).format(placed),
    orderUrl: `${origin}/shop/account?lang=${language}`,
    receiptUrl: order.receipt ? `${origin}/shop/orders/${encodeURIComponent(order._id)}/receipt?lang=${language}` : "",
    receiptNumber: order.receipt?.number ?? "",
    adminOrderUrl: `${origin}/admin/orders`,
    lines: order.cartItems.map((line) => ({
      title: (language === "he" && line.titleHe) || line.title,
      // The variant's label as it was sold, in the mail's language ("" for a product sold as itself).
      variant: lineVariantLabel(line, language) ?? "",
      quantity: line.quantity,
      unitPrice: money(line.price),
      lineTotal: money(line.price * line.quantity),
    })),
    subtotal: money(order.subtotal),
    shipping: order.shippingCost > 0 ? money(order.shippingCost) : "",
    tax: !order.taxIncluded && order.taxAmount > 0 ? money(order.taxAmount) : "",
    vatIncluded: order.taxIncluded && order.taxAmount > 0 ? money(order.taxAmount) : "",
    vatRate: order.taxIncluded && order.taxRate !== undefined ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(order.taxRate)}%` : "",
    wrap: order.wrapCost > 0 ? money(order.wrapCost) : order.gift?.wrap ? (language === "he" ? hebrewTexts : englishTexts).freeShipping : "",
    discounts: (order.discounts ?? [])
      .filter((discount) => discount.amount + discount.shippingAmount > 0)
      .map((discount) => ({ label: (language === "he" && discount.nameHe) || discount.name, amount: money(-(discount.amount + discount.shippingAmount)) })),
    total: money(order.totalAmount),
    giftCards: (order.giftCardPayments ?? []).map((payment) => ({ label: maskedGiftCard(payment.last4), amount: money(-payment.amount) })),
    paidWithProvider: order.giftCardAmount > 0 && providerAmount(order) > 0 ? money(providerAmount(order)) : "",
    address: order.addressInfo,
    charged: order.paymentStatus === "paid",
  };
  if (extras.carrier) data.carrier = extras.carrier;
  if (extras.trackingNumber) data.trackingNumber = extras.trackingNumber;
  if (extras.trackingUrl) data.trackingUrl = extras.trackingUrl;
  if (extras.refund && extras.refund.amount > 0) {
    const toCards = extras.refund.toGiftCards ?? 0;
    if (extras.refund.amount - toCards > 0) {
      data.refundAmount = money(extras.refund.amount - toCards);
      data.refundPending = extras.refund.pending;
    }
    if (toCards > 0) data.refundToGiftCards = money(toCards);
  }
  if (extras.refundNote) data.refundNote = extras.refundNote;
  if (order.delivery) Object.assign(data, deliveryMailData(order.delivery, language, locale));
  if (order.giftCardPurchase) {
    const { recipientName, recipientEmail, deliverOn } = order.giftCardPurchase;
    data.giftCardPurchase = { recipientName, recipientEmail, deliverDate: readableDate(deliverOn, locale) };
  }
  if (order.gift) {
    const { gift } = order;
    data.gift = {
      recipientName: gift.recipientName,
      recipientPhone: gift.recipientPhone,
      pickup: gift.destination === "pickup",
      message: gift.message,
      from: gift.from,
      wrapName: gift.wrap && gift.wrapName ? giftWrapName(gift.wrapName, language) : "",
      hidePrices: gift.hidePrices,
      recipientEmail: gift.recipientEmail ?? "",
    };
  }
  return data;
}

/**
 * What the recipient of a gift is told when it ships or is ready to be picked up, in the language the
 * buyer chose for them: who it is from, how and when it comes, and tracking. No price, no total,
 * no order lines: nothing of what it cost is in this data, so no template can show it.
 */
export interface GiftRecipientMailData extends ReturnType<typeof shopMailData> {
  recipientName: string;
  senderName: string;
  deliveryMethod?: string;
  deliveryDate?: string;
  deliveryTime?: string;
  deliveryPlace?: string;
  deliveryArrival?: string;
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

export function giftRecipientMailData(
  { order, customerName, settings, language }: { order: Order; customerName: string; settings: ShopSettings; language: MailLanguage },
  tracking: Pick<OrderMailExtras, "carrier" | "trackingNumber" | "trackingUrl"> = {},
): GiftRecipientMailData {
  const gift = order.gift;
  const data: GiftRecipientMailData = {
    ...shopMailData(settings),
    recipientName: gift?.recipientName ?? "",
    // The card's "from" is how the buyer wants to be named; else their account's name.
    senderName: gift?.from || customerName || settings.siteName,
  };
  if (order.delivery) {
    const { deliveryMethod, deliveryDate, deliveryTime, deliveryPlace, deliveryArrival } = deliveryMailData(order.delivery, language, moneyLocale(language));
    Object.assign(data, { deliveryMethod, deliveryDate, ...(deliveryTime ? { deliveryTime } : {}), ...(deliveryPlace ? { deliveryPlace } : {}), ...(deliveryArrival ? { deliveryArrival } : {}) });
  }
  if (tracking.trackingNumber) Object.assign(data, tracking);
  return data;
}

/** A message of the shop's catalogue to `to`, in `language`, with `data`. */
export function mailOf(message: ShopMail, language: MailLanguage, to: string, data: object, replyTo?: string): QueuedMail {
  return { to, ...(replyTo ? { replyTo } : {}), template: { name: mailTemplateName(message, language), data: { ...data } } };
}

/**
 * Queues `mail` under `id` in `tx` (or a batch). `create`: a message already queued under the id
 * fails the whole write, so a change reported twice is a bug that shows, never a second email.
 */
export function queueMail(tx: { create(ref: DocumentReference, data: DocumentData): unknown }, id: string, mail: QueuedMail): void {
  const { Timestamp } = firestoreModule();
  tx.create(db().collection(collections.mail).doc(id), { ...mail, createdAt: Timestamp.now() });
}

/** The statuses whose change the shopper is told of, and their message. */
export const STATUS_MESSAGES: Partial<Record<Order["orderStatus"], ShopMail>> = {
  inProcess: "order-in-process",
  inShipping: "order-in-shipping",
  delivered: "order-delivered",
  rejected: "order-rejected",
};

/** The fixed id of an order's message: each is queued once per order. */
export const orderMailId = (orderId: string, what: string) => `order-${orderId}-${what}`;
