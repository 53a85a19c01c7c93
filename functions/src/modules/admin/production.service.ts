/**
 * The owner's Production screen: the coming days of the atelier's calendar, each with the places its
 * ways have used and left (the delivery module's `deliveryDays` holds) and the paid orders to make and
 * hand over on it; and the owner's change to one day (closed, a way's limit for it).
 *
 * Reads per agenda: the settings (cached), the range's day documents (one query on their `date`) and
 * the orders those days hold as paid (by id, `getAll`): an order keeps its place on its day once it is
 * paid or being paid, so the days' holds name exactly the orders to make, and no query on the orders
 * (nor any index) is needed. A day's change is one transaction on `deliveryDays/{date}`.
 */
import {
  DELIVERY_METHODS,
  WEEKDAYS,
  type DeliveryMethod,
  type DeliverySettings,
  type MessageLanguage,
  type Order,
  type ProductionAgenda,
  type ProductionDay,
  type ProductionDayInput,
  type ProductionOrder,
  type ProductionWay,
} from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { isGiftCardLine, orderFromDocument } from "../checkout";
import { addDays, dayBookingsOf, deliveryDayRef, getDeliverySettings, isLive, placesLeft, planDays, readDays, reasonText, shopClock, type DayBookings, type DayPlan } from "../delivery";

/** Orders that are made: paid, or with the payment being taken. */
export const MADE_PAYMENTS: ReadonlySet<Order["paymentStatus"]> = new Set(["paid", "processing"]);

const DAY_MS = 86_400_000;

/**
 * The calendar's own rules for each date (weekly closing, holidays, closed ranges, extra open days),
 * without lead time, cut-off, horizon or a way's hours: planned as the carrier's days (every weekday a
 * dispatch day) from a "now" before the range, so the first rule that closes a date is one of those.
 */
export function calendarRulesOf(from: string, to: string, settings: DeliverySettings): DayPlan[] {
  // Noon UTC two days before `from`: before `from`'s midnight in every time zone (UTC-12 to UTC+14).
  const now = new Date(Date.parse(`${from}T12:00:00Z`) - 2 * DAY_MS);
  const rules: DeliverySettings = { ...settings, horizonDays: 400, shipping: { ...settings.shipping, dispatchWeekdays: [...WEEKDAYS] } };
  return planDays({ method: "shipping", from, to, now, settings: rules, leadDays: 0 });
}

function wayOf(day: DayBookings, method: DeliveryMethod, settings: DeliverySettings, nowMs: number): ProductionWay {
  const setting = settings[method].capacityPerDay;
  const ownerLimit = day.capacity[method] ?? null;
  const used = [...day.holds.values()].filter((hold) => hold.method === method && isLive(hold, nowMs)).length;
  return {
    enabled: settings[method].enabled,
    limit: ownerLimit ?? (setting > 0 ? setting : null),
    ownerLimit,
    used,
    left: placesLeft(day, method, settings, nowMs).day,
  };
}

function productionOrderOf(order: Order, userName: unknown): ProductionOrder | undefined {
  const delivery = order.delivery;
  if (!delivery) return undefined;
  const entry: ProductionOrder = {
    _id: order._id,
    orderNumber: order.orderNumber,
    customerName: typeof userName === "string" ? userName : "",
    method: delivery.method,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    // Nothing is made of a gift card (an order that buys one has no delivery, so no day, either).
    lines: order.cartItems.filter((line) => !isGiftCardLine(line)).map((line) => ({
      title: line.title,
      ...(line.titleHe ? { titleHe: line.titleHe } : {}),
      ...(line.variantLabel ? { variantLabel: line.variantLabel, variantLabelHe: line.variantLabelHe || line.variantLabel } : {}),
      quantity: line.quantity,
    })),
  };
  if (order.gift) entry.giftFor = { name: order.gift.recipientName, phone: order.gift.recipientPhone };
  if (delivery.slotId) entry.slotId = delivery.slotId;
  if (delivery.from) entry.from = delivery.from;
  if (delivery.to) entry.to = delivery.to;
  if (delivery.zoneId) entry.zone = { id: delivery.zoneId, name: delivery.zoneName?.en ?? delivery.zoneId, nameHe: delivery.zoneName?.he ?? delivery.zoneName?.en ?? delivery.zoneId };
  if (delivery.method !== "pickup") {
    const { address, city, phone, notes } = order.addressInfo;
    entry.address = { address, city, phone, notes };
  }
  return entry;
}

/** By slot start (none first: the carrier's parcels), then order number (numerically: CA-9999 before CA-10000). */
export function byAgendaOrder(a: ProductionOrder, b: ProductionOrder): number {
  return (a.from ?? "").localeCompare(b.from ?? "") || a.orderNumber.localeCompare(b.orderNumber, "en", { numeric: true }) || a._id.localeCompare(b._id);
}

/** How many order references one `getAll` asks for. */
const READ_CHUNK = 300;

export interface MadeOrder {
  order: Order & { delivery: NonNullable<Order["delivery"]> };
  userName: unknown;
}

/**
 * The orders made on some days: those whose place on the day is kept as paid (an order keeps its place
 * once it is paid or being paid, `keepPlace`), read by id and kept when still paid or being paid, not
 * rejected, and on one of the days. Reads only the days' paid orders, never the whole collection.
 */
export async function madeOrdersOf(bookings: ReadonlyMap<string, DayBookings>, nowMs: number): Promise<MadeOrder[]> {
  const ids = [...new Set([...bookings.values()].flatMap((day) => [...day.holds].filter(([, hold]) => hold.paid).map(([id]) => id)))];
  const orders = db().collection(collections.orders);
  const made: MadeOrder[] = [];
  for (let start = 0; start < ids.length; start += READ_CHUNK) {
    const snapshots = await db().getAll(...ids.slice(start, start + READ_CHUNK).map((id) => orders.doc(id)));
    for (const snapshot of snapshots) {
      const data = snapshot.data();
      if (!data) continue;
      const order = orderFromDocument(snapshot.id, data, nowMs);
      const delivery = order.delivery;
      if (!delivery || !bookings.has(delivery.date) || !MADE_PAYMENTS.has(order.paymentStatus) || order.orderStatus === "rejected") continue;
      made.push({ order: { ...order, delivery }, userName: data.userName });
    }
  }
  return made;
}

/** The paid orders of the days, by their `delivery.date`, each day's by slot then order number. */
async function ordersByDay(bookings: ReadonlyMap<string, DayBookings>, nowMs: number): Promise<Map<string, ProductionOrder[]>> {
  const byDay = new Map<string, ProductionOrder[]>();
  for (const { order, userName } of await madeOrdersOf(bookings, nowMs)) {
    const entry = productionOrderOf(order, userName);
    if (!entry) continue;
    const list = byDay.get(order.delivery.date) ?? [];
    list.push(entry);
    byDay.set(order.delivery.date, list);
  }
  for (const list of byDay.values()) list.sort(byAgendaOrder);
  return byDay;
}

export interface AgendaRange {
  from?: string | undefined;
  days: number;
}

export async function getProductionAgenda(range: AgendaRange, language: MessageLanguage, now = new Date()): Promise<ProductionAgenda> {
  const settings = await getDeliverySettings();
  const from = range.from ?? shopClock(now, settings.timeZone).date;
  const to = addDays(from, range.days - 1);
  const nowMs = now.getTime();
  const bookings = await readDays(from, to);
  const orders = await ordersByDay(bookings, nowMs);
  const context = { method: "shipping" as const, settings, leadDays: 0, now };
  const days = calendarRulesOf(from, to, settings).map((plan): ProductionDay => {
    const booked = bookings.get(plan.date) ?? dayBookingsOf(undefined);
    const shown: DayPlan = plan.open && booked.closed ? { ...plan, reason: "closedByOwner" } : plan;
    const day: ProductionDay = {
      date: plan.date,
      weekday: plan.weekday,
      hebrewDate: plan.hebrewDate,
      holidays: plan.holidays.map(({ en, he }) => ({ en, he })),
      closedByOwner: booked.closed,
      open: plan.open,
      ways: {
        pickup: wayOf(booked, "pickup", settings, nowMs),
        courier: wayOf(booked, "courier", settings, nowMs),
        shipping: wayOf(booked, "shipping", settings, nowMs),
      },
      orders: orders.get(plan.date) ?? [],
    };
    const text = reasonText(shown, context, language);
    if (text) day.reasonText = text;
    return day;
  });
  return { timeZone: settings.timeZone, days };
}

/**
 * The owner's change to a day, in one transaction on its document: `closed`, and per way the day's
 * limit (null: stored as null, so the setting's applies again). The holds, so the orders on the day, stay.
 */
export async function updateProductionDay(date: string, input: ProductionDayInput, language: MessageLanguage, now = new Date()): Promise<ProductionDay> {
  const ref = deliveryDayRef(date);
  await db().runTransaction(async (tx) => {
    // Read first, so the write is held to the document as read (a transaction's writes follow its reads).
    await tx.get(ref);
    const change: Record<string, unknown> = { date };
    if (input.closed !== undefined) change.closed = input.closed;
    const capacity: Record<string, unknown> = {};
    for (const method of DELIVERY_METHODS) {
      const limit = input.capacity?.[method];
      if (limit === undefined) continue;
      // A removed limit is stored as null, which the day's reader ignores (`dayBookingsOf`: whole numbers only).
      capacity[method] = limit;
    }
    if (Object.keys(capacity).length > 0) change.capacity = capacity;
    tx.set(ref, change, { merge: true });
  });
  const agenda = await getProductionAgenda({ from: date, days: 1 }, language, now);
  const day = agenda.days[0];
  if (!day) throw new Error(`No agenda day for ${date}`);
  return day;
}
