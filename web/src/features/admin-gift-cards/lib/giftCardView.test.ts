import { describe, expect, it } from "vitest";
import { addDays, calendarDateIn, formatInstant, signedMoney } from "./giftCardView";

describe("how a gift card reads", () => {
  const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

  it("writes a ledger amount with its sign", () => {
    expect(signedMoney(-1200, dollars)).toBe("\u2212$12.00");
    expect(signedMoney(500, dollars)).toBe("+$5.00");
    expect(signedMoney(0, dollars)).toBe("$0.00");
  });

  it("tells the shop's calendar day, whatever the browser's zone", () => {
    const lateEvening = new Date("2026-05-01T22:30:00Z");
    expect(calendarDateIn("Asia/Jerusalem", lateEvening)).toBe("2026-05-02");
    expect(calendarDateIn("America/New_York", lateEvening)).toBe("2026-05-01");
    expect(calendarDateIn("Not/AZone", lateEvening)).toBe("2026-05-01");
  });

  it("moves a day on the calendar", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-05-01", 365)).toBe("2027-05-01");
    expect(addDays("not a date", 1)).toBe("not a date");
  });

  it("writes instants in the admin's language on the shop's clock", () => {
    expect(formatInstant("2026-05-01T22:30:00Z", "en", "Asia/Jerusalem")).toBe("2 May 2026");
    expect(formatInstant("2026-05-01T22:30:00Z", "en", "Asia/Jerusalem", true)).toMatch(/^2 May 2026.*01:30$/);
    expect(formatInstant("2026-05-01T22:30:00Z", "he", "Asia/Jerusalem")).toContain("2026");
    expect(formatInstant(undefined, "en", "UTC")).toBe("");
    expect(formatInstant("nope", "en", "UTC")).toBe("");
  });
});
