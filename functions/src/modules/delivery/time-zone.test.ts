import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isIsoDate, shopClock, shopInstant, weekdayOf } from "./time-zone";

const TZ = "Asia/Jerusalem";
const MINUTE = 60_000;

describe("isIsoDate", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isIsoDate("2027-03-26")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("0099-01-01")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("2027-04-31")).toBe(false);
    expect(isIsoDate("2027-4-1")).toBe(false);
    expect(isIsoDate("2027-04-01T00:00")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });
});

describe("date arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2026-09-01", 365)).toBe("2027-09-01");
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
  });
  it("is unaffected by the daylight-saving nights (days are whole UTC days)", () => {
    expect(addDays("2027-03-25", 2)).toBe("2027-03-27");
    expect(addDays("2027-10-30", 2)).toBe("2027-11-01");
    expect(daysBetween("2027-03-20", "2027-11-05")).toBe(230);
  });
  it("counts days between dates, negative backwards", () => {
    expect(daysBetween("2026-09-12", "2026-09-21")).toBe(9);
    expect(daysBetween("2026-09-21", "2026-09-12")).toBe(-9);
    expect(daysBetween("2027-04-22", "2027-10-02")).toBe(163);
    expect(daysBetween("2027-01-01", "2027-01-01")).toBe(0);
  });
  it("names the weekday, 0 = Sunday", () => {
    expect(weekdayOf("1970-01-01")).toBe(4);
    expect(weekdayOf("1969-12-28")).toBe(0);
    expect(weekdayOf("2026-09-12")).toBe(6);
    expect(weekdayOf("2027-03-26")).toBe(5);
    expect(weekdayOf("2027-10-31")).toBe(0);
  });
  it("refuses what is not a date", () => {
    expect(() => addDays("2027-02-30", 1)).toThrow(RangeError);
    expect(() => weekdayOf("tomorrow")).toThrow(RangeError);
  });
});

describe("shopClock", () => {
  it("reads the shop's date, minutes and weekday in winter (UTC+2) and summer (UTC+3)", () => {
    expect(shopClock(new Date("2026-11-10T11:59:00Z"), TZ)).toEqual({ date: "2026-11-10", minutes: 13 * 60 + 59, weekday: 2 });
    expect(shopClock(new Date("2027-06-01T11:00:00Z"), TZ)).toEqual({ date: "2027-06-01", minutes: 14 * 60, weekday: 2 });
  });
  it("is on the next date before UTC is", () => {
    expect(shopClock(new Date("2026-11-13T22:30:00Z"), TZ)).toEqual({ date: "2026-11-14", minutes: 30, weekday: 6 });
  });
  it("reads midnight as 0 minutes and drops seconds", () => {
    expect(shopClock(new Date("2026-11-09T22:00:00Z"), TZ).minutes).toBe(0);
    expect(shopClock(new Date("2026-11-10T11:59:59.999Z"), TZ).minutes).toBe(13 * 60 + 59);
  });
  it("works in other zones", () => {
    expect(shopClock(new Date("2027-01-01T04:59:00Z"), "America/New_York")).toEqual({ date: "2026-12-31", minutes: 23 * 60 + 59, weekday: 4 });
    expect(shopClock(new Date("2027-01-01T04:59:00Z"), "UTC").date).toBe("2027-01-01");
  });
});

describe("daylight-saving changes of 2027 in Asia/Jerusalem (Intl's own rules)", () => {
  it("springs forward on Friday 26 March 2027 at 02:00 to 03:00", () => {
    expect(shopClock(new Date("2027-03-25T23:59:00Z"), TZ)).toMatchObject({ date: "2027-03-26", minutes: 1 * 60 + 59 });
    expect(shopClock(new Date("2027-03-26T00:00:00Z"), TZ)).toMatchObject({ date: "2027-03-26", minutes: 3 * 60 });
  });
  it("falls back on Sunday 31 October 2027 at 02:00 to 01:00", () => {
    expect(shopClock(new Date("2027-10-30T22:59:00Z"), TZ)).toMatchObject({ date: "2027-10-31", minutes: 1 * 60 + 59 });
    expect(shopClock(new Date("2027-10-30T23:00:00Z"), TZ)).toMatchObject({ date: "2027-10-31", minutes: 1 * 60 });
  });
  it("puts the 14:00 cut-off at 12:00Z in winter and 11:00Z in summer", () => {
    expect(shopInstant("2027-03-25", "14:00", TZ).toISOString()).toBe("2027-03-25T12:00:00.000Z");
    expect(shopInstant("2027-03-26", "14:00", TZ).toISOString()).toBe("2027-03-26T11:00:00.000Z");
    expect(shopInstant("2027-03-28", "14:00", TZ).toISOString()).toBe("2027-03-28T11:00:00.000Z");
    expect(shopInstant("2027-10-28", "14:00", TZ).toISOString()).toBe("2027-10-28T11:00:00.000Z");
    expect(shopInstant("2027-10-31", "14:00", TZ).toISOString()).toBe("2027-10-31T12:00:00.000Z");
    expect(shopInstant("2027-11-01", "14:00", TZ).toISOString()).toBe("2027-11-01T12:00:00.000Z");
  });
  it("reads a time skipped by the jump forward after the gap, by the gap's length", () => {
    expect(shopInstant("2027-03-26", "01:59", TZ).toISOString()).toBe("2027-03-25T23:59:00.000Z");
    expect(shopInstant("2027-03-26", "02:00", TZ).toISOString()).toBe("2027-03-26T00:00:00.000Z");
    expect(shopInstant("2027-03-26", "02:30", TZ).toISOString()).toBe("2027-03-26T00:30:00.000Z");
    expect(shopInstant("2027-03-26", "03:00", TZ).toISOString()).toBe("2027-03-26T00:00:00.000Z");
    expect(shopClock(shopInstant("2027-03-26", "02:30", TZ), TZ)).toMatchObject({ date: "2027-03-26", minutes: 3 * 60 + 30 });
  });
  it("reads a time repeated by the fall back as its first occurrence", () => {
    expect(shopInstant("2027-10-31", "00:59", TZ).toISOString()).toBe("2027-10-30T21:59:00.000Z");
    expect(shopInstant("2027-10-31", "01:00", TZ).toISOString()).toBe("2027-10-30T22:00:00.000Z");
    expect(shopInstant("2027-10-31", "01:30", TZ).toISOString()).toBe("2027-10-30T22:30:00.000Z");
    expect(shopInstant("2027-10-31", "02:00", TZ).toISOString()).toBe("2027-10-31T00:00:00.000Z");
    // Both occurrences show 01:30 on the shop's clock.
    expect(shopClock(new Date("2027-10-30T22:30:00Z"), TZ).minutes).toBe(90);
    expect(shopClock(new Date("2027-10-30T23:30:00Z"), TZ).minutes).toBe(90);
  });
  it("round-trips every minute around both changes (the repeated hour to its first occurrence)", () => {
    for (const [start, end] of [
      ["2027-03-25T20:00:00Z", "2027-03-26T04:00:00Z"],
      ["2027-10-30T19:00:00Z", "2027-10-31T03:00:00Z"],
    ] as const) {
      for (let ms = Date.parse(start); ms <= Date.parse(end); ms += MINUTE) {
        const clock = shopClock(new Date(ms), TZ);
        const back = shopInstant(clock.date, `${String(Math.floor(clock.minutes / 60)).padStart(2, "0")}:${String(clock.minutes % 60).padStart(2, "0")}`, TZ);
        const secondOccurrence = ms >= Date.parse("2027-10-30T23:00:00Z") && ms < Date.parse("2027-10-31T00:00:00Z");
        expect(back.getTime()).toBe(secondOccurrence ? ms - 60 * MINUTE : ms);
      }
    }
  });
  it("round-trips every wall-clock minute of both change days that exists", () => {
    for (const date of ["2027-03-26", "2027-10-31"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const inGap = date === "2027-03-26" && minutes >= 120 && minutes < 180;
        const clock = shopClock(shopInstant(date, time, TZ), TZ);
        expect(clock).toMatchObject({ date, minutes: inGap ? minutes + 60 : minutes });
      }
    }
  });
  it("refuses a malformed time", () => {
    expect(() => shopInstant("2027-03-26", "24:00", TZ)).toThrow(RangeError);
    expect(() => shopInstant("2027-03-26", "9:00", TZ)).toThrow(RangeError);
  });
});
