/**
 * Recounts every `dailyStats` day and `customerStats` count from the orders (`npm run stats:rebuild`):
 * for a shop that upgrades to the statistics, or to mend them. The same pure recount the tests compare
 * the live increments with (insights/daily-stats.ts `statsOfOrders`). Run it while no order is being paid:
 * a payment between its read and its write would be counted by neither.
 */
import type { DocumentData, DocumentReference, Firestore } from "firebase-admin/firestore";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { getDeliverySettings } from "../delivery";
import { orderFromDocument } from "../checkout";
import { dayDocument, statsOfOrders, type StatsOrder } from "../insights";

/** Firestore takes at most 500 writes in one batch. */
const BATCH = 400;
const PAGE = 500;

/** Every stored order as the statistics read it (the stamp `paidAt` kept). */
export async function readStatsOrders(store: Firestore = db()): Promise<StatsOrder[]> {
  const orders: StatsOrder[] = [];
  let last: string | undefined;
  for (;;) {
    let query = store.collection(collections.orders).orderBy("__name__").limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const data = doc.data();
      const order: StatsOrder = orderFromDocument(doc.id, data);
      orders.push(typeof data.paidAt === "string" ? { ...order, paidAt: data.paidAt } : order);
    }
    if (page.size < PAGE) return orders;
    last = page.docs[page.docs.length - 1]?.id;
  }
}

async function writeAll(store: Firestore, writes: { ref: DocumentReference; data?: DocumentData }[]): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = store.batch();
    for (const { ref, data } of writes.slice(i, i + BATCH)) {
      if (data) batch.set(ref, data);
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

/**
 * Replaces the statistics with a recount of the orders; answers how many orders it read and days and
 * customers it wrote. `timeZone`: the shop's (its delivery settings' when not given; the seed gives it).
 */
export async function rebuildStats(store: Firestore = db(), timeZone?: string): Promise<{ days: number; customers: number; orders: number }> {
  const [orders, zone] = await Promise.all([readStatsOrders(store), timeZone ?? getDeliverySettings().then((settings) => settings.timeZone)]);
  const { days, customers } = statsOfOrders(orders, zone);
  const [oldDays, oldCustomers] = await Promise.all([store.collection(collections.dailyStats).get(), store.collection(collections.customerStats).get()]);
  // Removed first: a day that no order counts on any more must not keep old figures.
  await writeAll(store, [...oldDays.docs, ...oldCustomers.docs].map((doc) => ({ ref: doc.ref })));
  await writeAll(store, [
    ...[...days].map(([date, stats]) => ({ ref: store.collection(collections.dailyStats).doc(date), data: dayDocument(date, stats) })),
    ...[...customers].map(([uid, paidOrders]) => ({ ref: store.collection(collections.customerStats).doc(uid), data: { paidOrders } })),
  ]);
  return { days: days.size, customers: customers.size, orders: orders.length };
}
