/**
 * The atelier's daily capacity, taken by orders the way stock is: atomically, in the transaction
 * that writes the order. `deliveryDays/{date}` holds, per order, the place it took:
 *
 *   holds.<orderId> = { method, slotId ("" for a way without slots), expiresAt, paid }
 *
 *   date = the document's id (what range queries filter on)
 *
 * An unpaid order's place counts until the order's own expiry (`expiresAt`), so an order that
 * expires gives its place back at that instant without anything sweeping; a cancelled or refused
 * order's hold is lapsed at once; a paid (or being paid) order keeps it for good. The owner's changes to the
 * day sit beside the holds: `capacity.<method>` (the day's limit instead of the setting's) and
 * `closed` (no new orders; those on it stay).
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { DELIVERY_METHODS, type DeliveryMethod, type DeliverySettings } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";

export interface DayHold {
  method: DeliveryMethod;
  slotId: string;
  expiresAt: string;
  paid: boolean;
}

/** What the calendar needs of a day's document. */
export interface DayBookings {
  holds: Map<string, DayHold>;
  /** The owner's limit per way for this day, where set. */
  capacity: Partial<Record<DeliveryMethod, number>>;
  closed: boolean;
}

export const EMPTY_DAY: DayBookings = { holds: new Map(), capacity: {}, closed: false };

export const deliveryDayRef = (date: string): DocumentReference => db().collection(collections.deliveryDays).doc(date);

const isMethod = (value: unknown): value is DeliveryMethod => typeof value === "string" && (DELIVERY_METHODS as readonly string[]).includes(value);

export function dayBookingsOf(data: Record<string, unknown> | undefined): DayBookings {
  if (!data) return { holds: new Map(), capacity: {}, closed: false };
  const holds = new Map<string, DayHold>();
  const stored = typeof data.holds === "object" && data.holds !== null ? (data.holds as Record<string, unknown>) : {};
  for (const [orderId, value] of Object.entries(stored)) {
    if (typeof value !== "object" || value === null) continue;
    const hold = value as Record<string, unknown>;
    if (!isMethod(hold.method)) continue;
    holds.set(orderId, {
      method: hold.method,
      slotId: typeof hold.slotId === "string" ? hold.slotId : "",
      expiresAt: typeof hold.expiresAt === "string" ? hold.expiresAt : "",
      paid: hold.paid === true,
    });
  }
  const capacity: Partial<Record<DeliveryMethod, number>> = {};
  const storedCapacity = typeof data.capacity === "object" && data.capacity !== null ? (data.capacity as Record<string, unknown>) : {};
  for (const method of DELIVERY_METHODS) {
    const limit = storedCapacity[method];
    if (typeof limit === "number" && Number.isInteger(limit) && limit >= 0) capacity[method] = limit;
  }
  return { holds, capacity, closed: data.closed === true };
}

/** A hold counts while its order is paid or being paid, or until the unpaid order's expiry. */
export function isLive(hold: DayHold, now: number): boolean {
  return hold.paid || Date.parse(hold.expiresAt) > now;
}

export interface PlacesLeft {
  /** Places left that day for the way; null when unlimited. */
  day: number | null;
  /** Per slot id; null when unlimited. */
  slot: (slotId: string) => number | null;
}

/** The places left of one way on a day, from its live holds and the limits (0 in the settings: no limit). */
export function placesLeft(day: DayBookings, method: DeliveryMethod, settings: DeliverySettings, now: number): PlacesLeft {
  const live = [...day.holds.values()].filter((hold) => hold.method === method && isLive(hold, now));
  const setting = settings[method].capacityPerDay;
  const dayLimit = day.capacity[method] ?? (setting > 0 ? setting : null);
  const perSlot = method === "shipping" ? 0 : settings[method].capacityPerSlot;
  return {
    day: dayLimit === null ? null : Math.max(0, dayLimit - live.length),
    slot: (slotId) => (perSlot > 0 ? Math.max(0, perSlot - live.filter((hold) => hold.slotId === slotId).length) : null),
  };
}

/** True when the day still has a place for one more order of `method` in `slotId` ("" for none). */
export function hasPlace(day: DayBookings, method: DeliveryMethod, slotId: string, settings: DeliverySettings, now: number): boolean {
  const left = placesLeft(day, method, settings, now);
  const slotLeft = slotId ? left.slot(slotId) : null;
  return (left.day === null || left.day > 0) && (slotLeft === null || slotLeft > 0);
}

export async function readDay(tx: Transaction, date: string): Promise<{ ref: DocumentReference; day: DayBookings }> {
  const ref = deliveryDayRef(date);
  const snapshot: DocumentSnapshot = await tx.get(ref);
  return { ref, day: dayBookingsOf(snapshot.exists ? snapshot.data() : undefined) };
}

/** Writes the order's hold (after readDay in the same transaction). */
export function holdPlace(tx: Transaction, ref: DocumentReference, orderId: string, hold: DayHold): void {
  tx.set(ref, { date: ref.id, holds: { [orderId]: hold } }, { merge: true });
}

/** The order is paid or being paid: its place is kept whatever its expiry (written whole, so it counts even if its hold had gone). */
export function keepPlace(tx: Transaction, orderId: string, delivery: { date: string; method: DeliveryMethod; slotId?: string | undefined }, expiresAt: string): void {
  const hold: DayHold = { method: delivery.method, slotId: delivery.slotId ?? "", expiresAt, paid: true };
  tx.set(deliveryDayRef(delivery.date), { date: delivery.date, holds: { [orderId]: hold } }, { merge: true });
}

/**
 * The order failed or was cancelled: its place goes back. The hold stays, unpaid and lapsed now (a
 * blind write needs no read in the caller's transaction; a hold without its way counts for nothing).
 */
export function releasePlace(tx: Transaction, date: string, orderId: string): void {
  tx.set(deliveryDayRef(date), { date, holds: { [orderId]: { paid: false, expiresAt: new Date(0).toISOString() } } }, { merge: true });
}

/**
 * The days of `from`..`to` that have a document, by date: one query on the `date` field every write
 * of a day sets, so an availability answer costs as many reads as there are booked or changed days
 * in the range (at most its length), plus one.
 */
export async function readDays(from: string, to: string): Promise<Map<string, DayBookings>> {
  const snapshot = await db().collection(collections.deliveryDays).where("date", ">=", from).where("date", "<=", to).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, dayBookingsOf(doc.data())]));
}
