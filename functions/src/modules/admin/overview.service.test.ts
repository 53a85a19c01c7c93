import { describe, expect, it } from "vitest";
import { countHandovers, overviewStarts, periodOf } from "./overview.service";

describe("overviewStarts", () => {
  it("starts today at 00:00 UTC and the week on the last Sunday", () => {
    // Wednesday 25 November 2026, 15:30 UTC.
    expect(overviewStarts(new Date("2026-11-25T15:30:00Z"))).toEqual({ today: "2026-11-25T00:00:00.000Z", week: "2026-11-22T00:00:00.000Z" });
    // On a Sunday the week starts that day.
    expect(overviewStarts(new Date("2026-11-22T08:00:00Z")).week).toBe("2026-11-22T00:00:00.000Z");
  });
});

describe("periodOf", () => {
  it("counts and sums the orders at or after the start", () => {
    const orders = [["2026-11-22T00:00:00.000Z", 100], ["2026-11-21T23:59:59.999Z", 500], ["2026-11-23T10:00:00.000Z", 250]] as const;
    expect(periodOf(orders, "2026-11-22T00:00:00.000Z")).toEqual({ paidOrders: 2, revenue: 350 });
  });
});

describe("countHandovers", () => {
  it("counts today's paid pickups apart from courier runs and parcels, and leaves out unpaid and rejected orders", () => {
    const rows = [
      { paymentStatus: "paid", orderStatus: "confirmed", method: "pickup" },
      { paymentStatus: "processing", orderStatus: "pending", method: "pickup" },
      { paymentStatus: "paid", orderStatus: "inProcess", method: "courier" },
      { paymentStatus: "paid", orderStatus: "inShipping", method: "shipping" },
      { paymentStatus: "pending", orderStatus: "pending", method: "pickup" },
      { paymentStatus: "failed", orderStatus: "rejected", method: "courier" },
      { paymentStatus: "paid", orderStatus: "rejected", method: "shipping" },
      { paymentStatus: "paid", orderStatus: "confirmed", method: undefined },
    ];
    expect(countHandovers(rows)).toEqual({ pickupsToday: 2, deliveriesToday: 2 });
  });
});
