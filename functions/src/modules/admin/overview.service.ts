/**
 * The owner's overview: paid orders and revenue today and this week, orders waiting to be shipped
 * and products low in stock. Counts use `count()`; revenue reads only `totalAmount` of the week's
 * paid orders (a shop's week of orders is small), so no document is read whole.
 */
import { LOW_STOCK_THRESHOLD, type AdminOverview, type OverviewPeriod } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";

/** 00:00 UTC of `now`'s day, and of the Sunday that starts its week. */
export function overviewStarts(now: Date): { today: string; week: string } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = new Date(today.getTime() - today.getUTCDay() * 24 * 60 * 60 * 1000);
  return { today: today.toISOString(), week: week.toISOString() };
}

/** Paid orders at or after `since` (ISO), from a list of `[orderDate, totalAmount]`. */
export function periodOf(orders: readonly (readonly [string, number])[], since: string): OverviewPeriod {
  const inPeriod = orders.filter(([date]) => date >= since);
  return { paidOrders: inPeriod.length, revenue: inPeriod.reduce((sum, [, amount]) => sum + amount, 0) };
}

export async function getAdminOverview(now = new Date()): Promise<AdminOverview> {
  const starts = overviewStarts(now);
  const orders = db().collection(collections.orders);
  const [weekPaid, awaiting, low] = await Promise.all([
    orders.where("paymentStatus", "==", "paid").where("orderDate", ">=", starts.week).select("orderDate", "totalAmount").get(),
    orders.where("orderStatus", "in", ["confirmed", "inProcess"]).count().get(),
    db().collection(collections.products).where("totalStock", "<", LOW_STOCK_THRESHOLD).count().get(),
  ]);
  const paid = weekPaid.docs.map((doc) => {
    const amount = doc.get("totalAmount");
    return [String(doc.get("orderDate") ?? ""), typeof amount === "number" ? amount : 0] as const;
  });
  return {
    today: periodOf(paid, starts.today),
    week: periodOf(paid, starts.week),
    awaitingShipment: awaiting.data().count,
    lowStock: low.data().count,
  };
}
