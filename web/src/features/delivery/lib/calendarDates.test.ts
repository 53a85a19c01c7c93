import { describe, expect, it } from "vitest";
import { addDays, addMonths, monthOf, monthRange, monthWeeks, todayIn, weekdayOf } from "./calendarDates";

describe("calendar dates", () => {
  it("reads today on the shop's clock, not the reader's", () => {
    // 23:30 UTC on 30 November is already 1 December in Jerusalem.
    const now = new Date("2026-11-30T23:30:00Z");
    expect(todayIn("Asia/Jerusalem", now)).toBe("2026-12-01");
    expect(todayIn("America/New_York", now)).toBe("2026-11-30");
  });

  it("counts days and months across their ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(monthOf("2026-12-03")).toBe("2026-12");
    expect(monthRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(weekdayOf("2026-12-05")).toBe(6);
  });

  it("lays a month out in weeks starting on Sunday", () => {
    const weeks = monthWeeks("2026-12");
    // 1 December 2026 is a Tuesday: two empty cells before it.
    expect(weeks[0]).toEqual([null, null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)).toEqual(["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null]);
  });
});
