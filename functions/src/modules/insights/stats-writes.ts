/**
 * The live half of the daily statistics: in the transaction that pays, refunds or rejects an order,
 * the change of what the order adds to each day (./daily-stats.ts `statsChange`) written as
 * `FieldValue.increment`s into `dailyStats/{YYYY-MM-DD}` (./day-document.ts; set with merge: the day is
 * made by its first event). Increments never read the day, so racing orders never conflict over it.
 */
import type { Transaction } from "firebase-admin/firestore";
import { db, firestoreModule } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { getDeliverySettings } from "../delivery";
import { dayIncrements } from "./day-document";
import { countsForCustomer, statsChange, type CustomerKind, type DayStats, type StatsOrder } from "./daily-stats";

const dayRef = (date: string) => db().collection(collections.dailyStats).doc(date);
const customerRef = (uid: string) => db().collection(collections.customerStats).doc(uid);

/** The shop's time zone (the delivery settings are cached: no read in most transactions). */
async function shopTimeZone(): Promise<string> {
  return (await getDeliverySettings()).timeZone;
}

function writeChange(tx: Transaction, change: Map<string, DayStats>): void {
  for (const [date, stats] of change) tx.set(dayRef(date), dayIncrements(date, stats), { merge: true });
}

/**
 * In the paying transaction (before its own writes: this reads the customer's count): the order is
 * stamped `paidAt` (the day it counts on) and the day gains it; a customer's first paid order of
 * goods counts as new. `order` is the order as it was read, not yet paid.
 */
export async function recordPaidOrderStats(tx: Transaction, order: StatsOrder, paidAt: string): Promise<void> {
  const counted = countsForCustomer(order) && order.userId !== "";
  const customer = counted ? await tx.get(customerRef(order.userId)) : undefined;
  const earlier = customer?.get("paidOrders");
  const kind: CustomerKind = typeof earlier === "number" && earlier > 0 ? "returning" : "new";
  const after: StatsOrder = { ...order, paymentStatus: "paid", paidAt };
  const timeZone = await shopTimeZone();
  tx.update(db().collection(collections.orders).doc(order._id), { paidAt });
  if (counted) tx.set(customerRef(order.userId), { paidOrders: firestoreModule().FieldValue.increment(1) }, { merge: true });
  writeChange(tx, statsChange({ ...order, paidAt }, after, kind, timeZone));
}

/**
 * In a transaction that refunds or rejects a paid order (after its reads: this reads nothing of
 * the transaction's): the days gain what the change adds (a refund on its day, a rejection on its).
 */
export async function recordOrderStatsChange(tx: Transaction, before: StatsOrder, after: StatsOrder): Promise<void> {
  // New or returning cancels out: both sides count the paid order alike.
  writeChange(tx, statsChange(before, after, "returning", await shopTimeZone()));
}
