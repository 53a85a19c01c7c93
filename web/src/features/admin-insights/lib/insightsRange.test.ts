import { describe, expect, it } from "vitest";
import type { InsightsDay } from "@contracts";
import { chartPoints, percentChange, presetRange, rangeProblem, shiftDate, shopToday } from "./insightsRange";

describe("the Insights ranges", () => {
  it("ends each preset today, this month from its first day", () => {
    expect(presetRange("today", "2026-03-01")).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(presetRange("days7", "2026-03-01")).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(presetRange("days30", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(presetRange("month", "2026-03-17")).toEqual({ from: "2026-03-01", to: "2026-03-17" });
  });

  it("takes today from the shop's clock, not the browser's", () => {
    // 22:30 UTC on 28 Feb is already 1 March in Jerusalem.
    expect(shopToday("Asia/Jerusalem", new Date("2026-02-28T22:30:00Z"))).toBe("2026-03-01");
    expect(shopToday("America/New_York", new Date("2026-02-28T22:30:00Z"))).toBe("2026-02-28");
  });

  it("checks a typed range as the server does", () => {
    expect(rangeProblem({ from: "2026-02-30", to: "2026-03-01" })).toBe("fromInvalid");
    expect(rangeProblem({ from: "2026-03-01", to: "" })).toBe("toInvalid");
    expect(rangeProblem({ from: "2026-03-02", to: "2026-03-01" })).toBe("order");
    expect(rangeProblem({ from: "2025-01-01", to: "2026-03-01" })).toBe("tooLong");
    expect(rangeProblem({ from: "2025-01-27", to: "2026-03-01" })).toBeUndefined();
  });

  it("says the change in whole percent, none when nothing came before", () => {
    expect(percentChange(123450, 100000)).toBe(23);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
  });

  it("groups a range longer than a month by runs of seven days", () => {
    const days: InsightsDay[] = Array.from({ length: 40 }, (_, i) => ({ date: shiftDate("2026-01-01", i), revenue: 100, paidOrders: 1, units: 1, refunds: 0 }));
    expect(chartPoints(days.slice(0, 31)).by).toBe("day");
    const { by, points } = chartPoints(days);
    expect(by).toBe("week");
    expect(points.map((point) => [point.date, point.revenue])).toEqual([
      ["2026-01-01", 700],
      ["2026-01-08", 700],
      ["2026-01-15", 700],
      ["2026-01-22", 700],
      ["2026-01-29", 700],
      ["2026-02-05", 500],
    ]);
  });
});
