import { describe, expect, it } from "vitest";
import { displayStatus, formatShopDateTime, promotionName, shopNow } from "./promotionView";

describe("shopNow", () => {
  it("is the shop's wall clock, whatever the browser's zone", () => {
    const instant = new Date("2026-02-13T22:30:00Z");
    expect(shopNow("Asia/Jerusalem", instant)).toBe("2026-02-14T00:30");
    expect(shopNow("America/New_York", instant)).toBe("2026-02-13T17:30");
    expect(shopNow("Not/AZone", instant)).toBe("2026-02-13T22:30");
  });
});

describe("displayStatus", () => {
  const now = "2026-02-14T12:00";
  const at = (status: "active" | "paused" | "ended", startsAt: string | null, endsAt: string | null) => displayStatus({ status, startsAt, endsAt }, now);

  it("says scheduled before the start and expired from the end; paused and ended as decided", () => {
    expect(at("active", null, null)).toBe("active");
    expect(at("active", "2026-02-14T12:00", "2026-02-15T00:00")).toBe("active");
    expect(at("active", "2026-02-14T12:01", null)).toBe("scheduled");
    expect(at("active", null, "2026-02-14T12:00")).toBe("expired");
    expect(at("paused", "2026-03-01T00:00", null)).toBe("paused");
    expect(at("paused", null, "2026-01-01T00:00")).toBe("expired");
    expect(at("ended", null, null)).toBe("ended");
  });
});

describe("words", () => {
  it("writes a typed date as typed, in the page's language", () => {
    expect(formatShopDateTime("2026-02-14T00:00", "en")).toBe("Feb 14, 2026, 00:00");
  });

  it("names a promotion in Hebrew when it has a Hebrew name", () => {
    expect(promotionName({ name: "Welcome", nameHe: "ברוכים הבאים" }, "he")).toBe("ברוכים הבאים");
    expect(promotionName({ name: "Welcome", nameHe: " " }, "he")).toBe("Welcome");
    expect(promotionName({ name: "Welcome", nameHe: "ברוכים הבאים" }, "en")).toBe("Welcome");
  });
});
