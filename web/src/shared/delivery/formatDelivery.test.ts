import { describe, expect, it } from "vitest";
import { calendarLocale, formatCalendarDate, formatDeliveryDate, formatTimeRange } from "./formatDelivery";

describe("formatDelivery", () => {
  it("writes the shop's calendar date as the reader's language does, whatever the reader's time zone", () => {
    expect(formatCalendarDate("2026-12-03", "en")).toBe("Thursday 3 December");
    expect(formatCalendarDate("2026-12-03", "he")).toBe("יום חמישי, 3 בדצמבר");
    // Midnight UTC would be the day before west of Greenwich: noon UTC stays on the date everywhere.
    expect(formatCalendarDate("2026-01-01", "en-US")).toBe("Thursday 1 January");
    expect(formatCalendarDate("not a date", "en")).toBe("not a date");
  });

  it("adds the Hebrew date in Hebrew only", () => {
    const hebrewDate = { en: "22 Kislev", he: "כ״ב כסלו" };
    expect(formatDeliveryDate("2026-12-03", "he", hebrewDate)).toBe("יום חמישי, 3 בדצמבר (כ״ב כסלו)");
    expect(formatDeliveryDate("2026-12-03", "en", hebrewDate)).toBe("Thursday 3 December");
    expect(formatDeliveryDate("2026-12-03", "he")).toBe("יום חמישי, 3 בדצמבר");
  });

  it("joins a time range with an en dash, and maps the UI language to the date locale", () => {
    expect(formatTimeRange("10:00", "11:00")).toBe("10:00–11:00");
    expect(calendarLocale("he-IL")).toBe("he-IL");
    expect(calendarLocale("en")).toBe("en-GB");
  });
});
