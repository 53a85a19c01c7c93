import { describe, expect, it } from "vitest";
import { GIFT_CARD_PRODUCT_ID, type OrderCartItem } from "@cocoa/contracts";
import { mergeDays, orderStats, paidAtOf, statsChange, statsOfOrders, type StatsOrder } from "./daily-stats";

const TZ = "Asia/Jerusalem";

const line = (productId: string, price: number, quantity: number, discount?: number): OrderCartItem => ({
  productId,
  title: productId,
  image: "",
  price,
  quantity,
  ...(discount ? { discount } : {}),
});

function order(id: string, fields: Partial<StatsOrder> = {}): StatsOrder {
  return {
    _id: id,
    userId: "u1",
    paymentStatus: "paid",
    orderStatus: "confirmed",
    // 2026-03-10 23:30 UTC is 2026-03-11 01:30 in Jerusalem: the shop's day, not UTC's.
    statusHistory: [
      { status: "pending", at: "2026-03-10T23:00:00.000Z" },
      { status: "confirmed", at: "2026-03-10T23:30:00.000Z" },
    ],
    cartItems: [line("p-a", 3000, 2, 500), line("p-b", 1000, 1)],
    totalAmount: 6000,
    discountAmount: 500,
    shippingDiscount: 0,
    orderDate: "2026-03-10T23:00:00.000Z",
    delivery: { method: "pickup" } as StatsOrder["delivery"],
    ...fields,
  };
}

describe("orderStats", () => {
  it("counts a paid order on the shop's day it was paid: revenue, units, lines, discounts, a new customer, a pickup", () => {
    const days = orderStats(order("o1"), "new", TZ);
    expect([...days.keys()]).toEqual(["2026-03-11"]);
    expect(days.get("2026-03-11")).toMatchObject({
      revenue: 6000,
      paidOrders: 1,
      units: 3,
      discounts: 500,
      newCustomers: 1,
      returningCustomers: 0,
      pickups: 1,
      deliveries: 0,
      products: { "p-a": { units: 2, revenue: 5500 }, "p-b": { units: 1, revenue: 1000 } },
    });
  });

  it("counts nothing for an order not paid", () => {
    expect(orderStats(order("o1", { paymentStatus: "processing" }), "new", TZ).size).toBe(0);
    expect(orderStats(order("o1", { paymentStatus: "failed", orderStatus: "rejected" }), "new", TZ).size).toBe(0);
  });

  it("prefers the paying transaction's stamp to the history", () => {
    expect(paidAtOf(order("o1", { paidAt: "2026-03-12T10:00:00.000Z" }))).toBe("2026-03-12T10:00:00.000Z");
    expect(paidAtOf(order("o1"))).toBe("2026-03-10T23:30:00.000Z");
  });

  it("counts refunds on their own days and a rejection on its day; the paid day stays", () => {
    const rejected = order("o1", {
      orderStatus: "rejected",
      statusHistory: [...order("o1").statusHistory, { status: "rejected", at: "2026-03-13T09:00:00.000Z" }],
      refunds: [
        { key: "o1-r1", refundId: "r1", amount: 1000, status: "completed", reason: "partial", at: "2026-03-12T09:00:00.000Z" },
        { key: "o1-r2", refundId: "r2", amount: 500, status: "completed", reason: "partial", at: "2026-03-12T10:00:00.000Z" },
        { key: "o1-rejected", refundId: "r3", amount: 4500, status: "completed", reason: "rejected", at: "2026-03-13T09:00:00.000Z" },
      ],
    });
    const days = orderStats(rejected, "new", TZ);
    expect(days.get("2026-03-11")).toMatchObject({ revenue: 6000, paidOrders: 1 });
    expect(days.get("2026-03-12")).toMatchObject({ refunds: 1500, refundedOrders: 1, revenue: 0 });
    expect(days.get("2026-03-13")).toMatchObject({ refunds: 4500, refundedOrders: 1, rejected: 1 });
  });

  it("keeps a gift card bought apart from the sales of goods", () => {
    const card = order("g1", { cartItems: [line(GIFT_CARD_PRODUCT_ID, 10000, 1)], totalAmount: 10000, discountAmount: 0, delivery: undefined, giftCardPurchase: {} as StatsOrder["giftCardPurchase"] });
    expect(orderStats(card, "new", TZ).get("2026-03-11")).toMatchObject({ revenue: 0, paidOrders: 0, units: 0, newCustomers: 0, giftCardSales: 10000, giftCardOrders: 1, products: {} });
  });
});

describe("statsChange", () => {
  it("is what the change adds: a refund adds its amount on its day and nothing else", () => {
    const before = order("o1");
    const after = { ...before, refunds: [{ key: "k", refundId: "r", amount: 700, status: "completed" as const, reason: "partial" as const, at: "2026-03-14T12:00:00.000Z" }] };
    const change = statsChange(before, after, "returning", TZ);
    expect([...change.keys()]).toEqual(["2026-03-14"]);
    expect(change.get("2026-03-14")).toMatchObject({ refunds: 700, refundedOrders: 1, revenue: 0, products: {} });
  });

  it("a second refund on a day that had one adds no refunded order", () => {
    const first = { key: "a", refundId: "r", amount: 100, status: "completed" as const, reason: "partial" as const, at: "2026-03-14T12:00:00.000Z" };
    const before = order("o1", { refunds: [first] });
    const after = { ...before, refunds: [first, { ...first, key: "b", amount: 200 }] };
    expect(statsChange(before, after, "returning", TZ).get("2026-03-14")).toMatchObject({ refunds: 200, refundedOrders: 0 });
  });
});

describe("statsOfOrders", () => {
  it("sums the days and makes each customer's first paid order of goods the new one", () => {
    const first = order("o1");
    const second = order("o2", { paidAt: "2026-03-12T08:00:00.000Z", delivery: { method: "courier" } as StatsOrder["delivery"] });
    const other = order("o3", { userId: "u2", paidAt: "2026-03-12T09:00:00.000Z", delivery: undefined });
    const unpaid = order("o4", { userId: "u3", paymentStatus: "pending", orderStatus: "pending" });
    const { days, customers } = statsOfOrders([second, other, unpaid, first], TZ);
    expect(days.get("2026-03-11")).toMatchObject({ paidOrders: 1, newCustomers: 1, returningCustomers: 0, pickups: 1 });
    expect(days.get("2026-03-12")).toMatchObject({ paidOrders: 2, newCustomers: 1, returningCustomers: 1, deliveries: 1, pickups: 0, revenue: 12000, units: 6 });
    expect(Object.fromEntries(customers)).toEqual({ u1: 2, u2: 1 });
  });

  it("equals the sum of the live changes from nothing to each order's end state", () => {
    const orders = [order("o1"), order("o2", { paidAt: "2026-03-12T08:00:00.000Z" })];
    const live = new Map();
    const none = (o: StatsOrder): StatsOrder => ({ ...o, paymentStatus: "processing" });
    mergeDays(live, statsChange(none(orders[0]!), orders[0]!, "new", TZ));
    mergeDays(live, statsChange(none(orders[1]!), orders[1]!, "returning", TZ));
    expect(live).toEqual(statsOfOrders(orders, TZ).days);
  });
});
