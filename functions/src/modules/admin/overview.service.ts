/**
 * The owner's overview: paid orders and revenue today and this week, orders waiting to be shipped
 * and products low in stock, products not fully declared (issue 35), and today's pickups and dispatches on the shop's calendar. Counts use
 * `count()`; revenue reads only `totalAmount` of the week's paid orders (a shop's week of orders is
 * small); today's handovers read today's day document and the few paid orders it holds.
 */
import { LOW_STOCK_THRESHOLD, type AdminOverview, type DeliveryMethod, type Order, type OverviewPeriod } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { getDeliverySettings, readDays, shopClock } from "../delivery";
import { MADE_PAYMENTS, madeOrdersOf } from "./production.service";

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

export interface HandoverRow {
  paymentStatus: unknown;
  orderStatus: unknown;
  method: unknown;
}

/** The paid (or being paid), not rejected, orders of a day: pickups, and courier runs plus parcels dispatched. */
export function countHandovers(rows: readonly HandoverRow[]): { pickupsToday: number; deliveriesToday: number } {
  let pickupsToday = 0;
  let deliveriesToday = 0;
  for (const row of rows) {
    if (!MADE_PAYMENTS.has(row.paymentStatus as Order["paymentStatus"]) || row.orderStatus === "rejected") continue;
    const method = row.method as DeliveryMethod | undefined;
    if (method === "pickup") pickupsToday += 1;
    else if (method === "courier" || method === "shipping") deliveriesToday += 1;
  }
  return { pickupsToday, deliveriesToday };
}

/** Today's handovers on the shop's calendar: the paid orders today's day document holds (one query, then those orders). */
async function handoversToday(now: Date): Promise<{ pickupsToday: number; deliveriesToday: number }> {
  const settings = await getDeliverySettings();
  const today = shopClock(now, settings.timeZone).date;
  const made = await madeOrdersOf(await readDays(today, today), now.getTime());
  return countHandovers(made.map(({ order }) => ({ paymentStatus: order.paymentStatus, orderStatus: order.orderStatus, method: order.delivery.method })));
}

export async function getAdminOverview(now = new Date()): Promise<AdminOverview> {
  const starts = overviewStarts(now);
  const orders = db().collection(collections.orders);
  const products = db().collection(collections.products);
  const [weekPaid, awaiting, low, handovers, allProducts, declared] = await Promise.all([
    orders.where("paymentStatus", "==", "paid").where("orderDate", ">=", starts.week).select("orderDate", "totalAmount").get(),
    orders.where("orderStatus", "in", ["confirmed", "inProcess"]).count().get(),
    products.where("totalStock", "<", LOW_STOCK_THRESHOLD).count().get(),
    handoversToday(now),
    // Undeclared = all − declared: a product stored before the declaration has no `declared` field at all.
    products.count().get(),
    products.where("declared", "==", true).count().get(),
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
    undeclaredProducts: Math.max(0, allProducts.data().count - declared.data().count),
    ...handovers,
  };
}
