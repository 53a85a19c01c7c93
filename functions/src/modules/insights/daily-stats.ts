/**
 * The daily statistics as a pure function of the orders (issue 37): what each order adds to the days
 * of the shop's calendar, and the whole recount (`statsOfOrders`). The live path (./stats-writes.ts)
 * writes, in the transaction that changes an order, the difference between what the order adds after
 * the change and before it, so the stored days always equal a recount; the rebuild and the tests use
 * the recount itself.
 *
 * The rules (every one a function of the stored order):
 * - An order counts once paid, on the shop's day it was paid (`paidAt`, stamped by the paying
 *   transaction; orders paid before it have their first "confirmed" history entry). Its revenue is
 *   its `totalAmount`; its units and each product's revenue (price × units less the line's discount)
 *   stay on that day whatever happens later.
 * - An order that buys a gift card is money for a voucher, not goods: `giftCardSales` /
 *   `giftCardOrders`, its refunds `giftCardRefunds`; no revenue, units, customers or delivery.
 * - Each refund counts on its own day (`refund.at`), the amount given back (cards and provider);
 *   `refundedOrders` counts the orders with a refund that day.
 * - A paid order the shop rejects counts in `rejected` on the day of the rejection (its last "rejected"
 *   history entry); the money it gave back is among that day's refunds, so revenue − refunds is the
 *   money kept, while days already past are never rewritten.
 * - A customer's first paid order of goods is new, each later one returning (the paying transaction
 *   reads how many they had in `customerStats/{uid}`; the recount orders them by `paidAt`).
 */
import { GIFT_CARD_PRODUCT_ID, type Order } from "@cocoa/contracts";
import { shopClock } from "../delivery";

/** A day's counters, as `dailyStats/{YYYY-MM-DD}` holds them (with its `date`). */
export interface DayCounters {
  revenue: number;
  paidOrders: number;
  units: number;
  discounts: number;
  refunds: number;
  refundedOrders: number;
  rejected: number;
  giftCardSales: number;
  giftCardOrders: number;
  giftCardRefunds: number;
  newCustomers: number;
  returningCustomers: number;
  pickups: number;
  deliveries: number;
}

export interface ProductCounters {
  units: number;
  revenue: number;
}

export interface DayStats extends DayCounters {
  /** Per product id (never the gift card's line). */
  products: Record<string, ProductCounters>;
}

export const COUNTER_FIELDS = [
  "revenue",
  "paidOrders",
  "units",
  "discounts",
  "refunds",
  "refundedOrders",
  "rejected",
  "giftCardSales",
  "giftCardOrders",
  "giftCardRefunds",
  "newCustomers",
  "returningCustomers",
  "pickups",
  "deliveries",
] as const satisfies readonly (keyof DayCounters)[];

/** What the statistics read of an order, and `paidAt` (ISO time) when the paying transaction stamped it. */
export type StatsOrder = Pick<
  Order,
  | "_id"
  | "userId"
  | "paymentStatus"
  | "orderStatus"
  | "statusHistory"
  | "cartItems"
  | "totalAmount"
  | "discountAmount"
  | "shippingDiscount"
  | "refunds"
  | "delivery"
  | "giftCardPurchase"
  | "orderDate"
> & { paidAt?: string };

/** Whether the order's first paid order of goods is the customer's first (`new`) or not. */
export type CustomerKind = "new" | "returning";

export function emptyDay(): DayStats {
  return { revenue: 0, paidOrders: 0, units: 0, discounts: 0, refunds: 0, refundedOrders: 0, rejected: 0, giftCardSales: 0, giftCardOrders: 0, giftCardRefunds: 0, newCustomers: 0, returningCustomers: 0, pickups: 0, deliveries: 0, products: {} };
}

/** When the order was paid: the stamp, else (orders paid before it) its first confirmation, else its date. */
export function paidAtOf(order: StatsOrder): string {
  return order.paidAt ?? order.statusHistory.find((change) => change.status === "confirmed")?.at ?? order.orderDate;
}

/** The shop's day of an ISO time. */
export function dayOf(iso: string, timeZone: string): string {
  return shopClock(new Date(iso), timeZone).date;
}

const isGoods = (order: StatsOrder) => !order.giftCardPurchase;

/**
 * What one order adds to each day. `customer` says whether it was the customer's first paid order
 * of goods (it only matters for a paid order of goods).
 */
export function orderStats(order: StatsOrder, customer: CustomerKind, timeZone: string): Map<string, DayStats> {
  const days = new Map<string, DayStats>();
  if (order.paymentStatus !== "paid") return days;
  const day = (iso: string) => {
    const date = dayOf(iso, timeZone);
    let stats = days.get(date);
    if (!stats) days.set(date, (stats = emptyDay()));
    return stats;
  };

  const paid = day(paidAtOf(order));
  if (isGoods(order)) {
    paid.revenue += order.totalAmount;
    paid.paidOrders += 1;
    paid.discounts += order.discountAmount + order.shippingDiscount;
    if (customer === "new") paid.newCustomers += 1;
    else paid.returningCustomers += 1;
    if (order.delivery?.method === "pickup") paid.pickups += 1;
    else if (order.delivery) paid.deliveries += 1;
    for (const line of order.cartItems) {
      if (line.productId === GIFT_CARD_PRODUCT_ID) continue;
      paid.units += line.quantity;
      const product = (paid.products[line.productId] ??= { units: 0, revenue: 0 });
      product.units += line.quantity;
      product.revenue += line.price * line.quantity - (line.discount ?? 0);
    }
  } else {
    paid.giftCardSales += order.totalAmount;
    paid.giftCardOrders += 1;
  }

  const refundDays = new Set<string>();
  for (const refund of order.refunds ?? []) {
    const date = dayOf(refund.at, timeZone);
    const stats = day(refund.at);
    if (isGoods(order)) {
      stats.refunds += refund.amount;
      if (!refundDays.has(date)) stats.refundedOrders += 1;
    } else {
      stats.giftCardRefunds += refund.amount;
    }
    refundDays.add(date);
  }

  if (order.orderStatus === "rejected") {
    const rejection = [...order.statusHistory].reverse().find((change) => change.status === "rejected");
    day(rejection?.at ?? paidAtOf(order)).rejected += 1;
  }
  return days;
}

/** Adds `more` (times `sign`) into `into`, day by day. */
export function mergeDays(into: Map<string, DayStats>, more: Map<string, DayStats>, sign: 1 | -1 = 1): Map<string, DayStats> {
  for (const [date, stats] of more) {
    let target = into.get(date);
    if (!target) into.set(date, (target = emptyDay()));
    for (const field of COUNTER_FIELDS) target[field] += sign * stats[field];
    for (const [id, product] of Object.entries(stats.products)) {
      const held = (target.products[id] ??= { units: 0, revenue: 0 });
      held.units += sign * product.units;
      held.revenue += sign * product.revenue;
    }
  }
  return into;
}

/** Whether a day's change is nothing at all (nothing to write). */
export function isEmptyDay(stats: DayStats): boolean {
  return COUNTER_FIELDS.every((field) => stats[field] === 0) && Object.values(stats.products).every((product) => product.units === 0 && product.revenue === 0);
}

/** What an order's change adds to the days: what it adds after less what it added before. */
export function statsChange(before: StatsOrder, after: StatsOrder, customer: CustomerKind, timeZone: string): Map<string, DayStats> {
  const change = mergeDays(mergeDays(new Map(), orderStats(after, customer, timeZone)), orderStats(before, customer, timeZone), -1);
  for (const [date, stats] of change) {
    for (const [id, product] of Object.entries(stats.products)) if (product.units === 0 && product.revenue === 0) delete stats.products[id];
    if (isEmptyDay(stats)) change.delete(date);
  }
  return change;
}

export interface Recount {
  /** Every day with something on it. */
  days: Map<string, DayStats>;
  /** Per customer, how many paid orders of goods they have (`customerStats/{uid}.paidOrders`). */
  customers: Map<string, number>;
}

/** The statistics of every order, counted afresh: what the stored days must equal. */
export function statsOfOrders(orders: readonly StatsOrder[], timeZone: string): Recount {
  const days = new Map<string, DayStats>();
  const customers = new Map<string, number>();
  // Paid first-come (the order the paying transactions ran in), so each customer's first is new.
  const byPayment = [...orders].sort((a, b) => {
    const [x, y] = [paidAtOf(a), paidAtOf(b)];
    return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  });
  for (const order of byPayment) {
    let customer: CustomerKind = "returning";
    if (order.paymentStatus === "paid" && isGoods(order)) {
      const before = customers.get(order.userId) ?? 0;
      customer = before === 0 ? "new" : "returning";
      customers.set(order.userId, before + 1);
    }
    mergeDays(days, orderStats(order, customer, timeZone));
  }
  return { days, customers };
}

/** Whether the order, once paid, counts among its customer's paid orders of goods. */
export function countsForCustomer(order: StatsOrder): boolean {
  return isGoods(order);
}
