import { describe, expect, it } from "vitest";
import { defaultDeliverySettings, DEFAULT_CLOSED_HOLIDAYS, type CourierZone, type DeliveryMethod, type DeliverySettings, type TimeRange } from "@cocoa/contracts";
import { arrivalDate, dayCutoffMinutes, firstOpenDate, isWorkingDay, nextPossibleDate, planDays, productionStart, readyDate, type DayPlan } from "./calendar";
import { shopInstant } from "./time-zone";

// "now" is always an explicit instant: the server's clock is UTC, Israel is UTC+2 in winter and UTC+3 in summer.
const DEFAULTS = defaultDeliverySettings({ defaultShippingCost: 1000, freeShippingThreshold: 10000 });
const TZ = DEFAULTS.timeZone;

function settingsWith(overrides: Partial<DeliverySettings> = {}): DeliverySettings {
  return { ...DEFAULTS, pickup: { ...DEFAULTS.pickup, enabled: true }, courier: { ...DEFAULTS.courier, enabled: true }, ...overrides };
}

const range = (from: string, to: string): TimeRange => ({ from, to });
const at = (iso: string): Date => new Date(iso);

function plan(method: DeliveryMethod, from: string, to: string, now: Date, settings: DeliverySettings, leadDays = 0, zone?: CourierZone): DayPlan[] {
  return planDays({ method, from, to, now, settings, leadDays, ...(zone ? { zone } : {}) });
}

function dayOf(plans: DayPlan[], date: string): DayPlan {
  const day = plans.find((entry) => entry.date === date);
  if (!day) throw new Error(`No plan for ${date}`);
  return day;
}

/** date → reason ("open" when open), for compact expectations. */
function reasons(plans: DayPlan[]): Record<string, string> {
  return Object.fromEntries(plans.map((day) => [day.date, day.open ? "open" : (day.reason ?? "?")]));
}

const slotIds = (day: DayPlan): string[] => day.slots.map((slot) => `${slot.from}-${slot.to}`);

const HOURLY_9_TO_18 = ["09:00-10:00", "10:00-11:00", "11:00-12:00", "12:00-13:00", "13:00-14:00", "14:00-15:00", "15:00-16:00", "16:00-17:00", "17:00-18:00"];
const HOURLY_9_TO_13 = HOURLY_9_TO_18.slice(0, 4);

const ZONE: CourierZone = {
  id: "tel-aviv",
  name: "Tel Aviv",
  nameHe: "תל אביב",
  cities: [{ en: "Tel Aviv", he: "תל אביב" }],
  fee: 3000,
  minimumOrder: 0,
  freeThreshold: 0,
  windows: [
    [range("10:00", "13:00"), range("16:00", "19:00")],
    [],
    [range("10:00", "13:00"), range("16:00", "19:00")],
    [range("10:00", "13:00"), range("16:00", "19:00")],
    [range("10:00", "13:00"), range("16:00", "19:00")],
    [range("09:00", "12:00"), range("11:00", "14:00")],
    [],
  ],
};

describe("Hebrew year 5787 (Sep 2026 – Sep 2027), Israeli schedule, default closed holidays", () => {
  const settings = settingsWith({ horizonDays: 365 });
  // Tuesday 1 September 2026, 09:00 in Israel.
  const plans = plan("pickup", "2026-09-12", "2027-09-01", at("2026-09-01T06:00:00Z"), settings);

  it("closes exactly the festival days, with reason holiday", () => {
    expect(plans.filter((day) => day.reason === "holiday").map((day) => day.date)).toEqual([
      "2026-09-12", // Rosh Hashana I (a Saturday: the holiday is named, not the weekly closing)
      "2026-09-13", // Rosh Hashana II
      "2026-09-21", // Yom Kippur
      "2026-09-26", // Sukkot I
      "2026-10-03", // Shmini Atzeret
      "2027-04-22", // Pesach I
      "2027-04-28", // Pesach VII
      "2027-06-11", // Shavuot
    ]);
  });

  it("names each closed holiday in English and Hebrew, with its key", () => {
    const named = (date: string) => dayOf(plans, date).holidays.map(({ key, en, he }) => ({ key, en, he }));
    expect(named("2026-09-12")).toEqual([{ key: "roshHashana", en: "Rosh Hashana 5787", he: "ראש השנה 5787" }]);
    expect(named("2026-09-13")).toEqual([{ key: "roshHashana", en: "Rosh Hashana II", he: "ראש השנה ב׳" }]);
    expect(named("2026-09-21")).toEqual([{ key: "yomKippur", en: "Yom Kippur", he: "יום כפור" }]);
    expect(named("2026-09-26")).toEqual([{ key: "sukkot", en: "Sukkot I", he: "סוכות א׳" }]);
    expect(named("2026-10-03")).toEqual([{ key: "shminiAtzeret", en: "Shmini Atzeret", he: "שמיני עצרת" }]);
    expect(named("2027-04-22")).toEqual([{ key: "pesach", en: "Pesach I", he: "פסח א׳" }]);
    expect(named("2027-04-28")).toEqual([{ key: "pesachVii", en: "Pesach VII", he: "פסח ז׳" }]);
    expect(named("2027-06-11")).toEqual([{ key: "shavuot", en: "Shavuot", he: "שבועות" }]);
    for (const day of plans.filter((entry) => entry.reason === "holiday")) {
      expect(day.open).toBe(false);
      expect(day.slots).toEqual([]);
      expect(DEFAULT_CLOSED_HOLIDAYS).toContain(day.holidays[0]?.key);
    }
  });

  it("gives the Hebrew date of each day", () => {
    expect(dayOf(plans, "2026-09-12").hebrewDate).toEqual({ en: "1 Tishrei", he: "א׳ תשרי" });
    expect(dayOf(plans, "2027-04-22").hebrewDate).toEqual({ en: "15 Nisan", he: "ט״ו ניסן" });
  });

  it("keeps chol hamoed open (Friday's and the eves' early closing aside)", () => {
    expect(reasons(plans.filter((day) => day.date >= "2026-09-27" && day.date <= "2026-10-02"))).toEqual({
      "2026-09-27": "open",
      "2026-09-28": "open",
      "2026-09-29": "open",
      "2026-09-30": "open",
      "2026-10-01": "open",
      "2026-10-02": "open",
    });
    expect(slotIds(dayOf(plans, "2026-09-28"))).toEqual(HOURLY_9_TO_18);
    expect(dayOf(plans, "2026-09-28").holidays.map((holiday) => holiday.en)).toEqual(["Sukkot III (CH’’M)"]);
    expect(reasons(plans.filter((day) => day.date >= "2027-04-23" && day.date <= "2027-04-27"))).toEqual({
      "2027-04-23": "open",
      "2027-04-24": "weeklyClosed",
      "2027-04-25": "open",
      "2027-04-26": "open",
      "2027-04-27": "open",
    });
    // Pesach VI is the eve of Pesach VII: it closes like a Friday.
    expect(slotIds(dayOf(plans, "2027-04-27"))).toEqual(HOURLY_9_TO_13);
    expect(slotIds(dayOf(plans, "2027-04-26"))).toEqual(HOURLY_9_TO_18);
  });

  it("keeps Chanukah open and shows it", () => {
    const chanukah = plans.filter((day) => day.date >= "2026-12-04" && day.date <= "2026-12-12");
    expect(reasons(chanukah)).toEqual({
      "2026-12-04": "open",
      "2026-12-05": "weeklyClosed",
      "2026-12-06": "open",
      "2026-12-07": "open",
      "2026-12-08": "open",
      "2026-12-09": "open",
      "2026-12-10": "open",
      "2026-12-11": "open",
      "2026-12-12": "weeklyClosed",
    });
    for (const day of chanukah) expect(day.holidays.some((holiday) => holiday.en.startsWith("Chanukah"))).toBe(true);
  });

  it("has one day of Shavuot and one of Pesach's end in Israel", () => {
    expect(dayOf(plans, "2027-06-12")).toMatchObject({ reason: "weeklyClosed", holidays: [] });
    expect(dayOf(plans, "2027-04-29")).toMatchObject({ open: true, holidays: [] });
    expect(dayOf(plans, "2026-10-04")).toMatchObject({ open: true, holidays: [] });
  });

  it("leaves the holidays an owner did not choose open, and closes them once chosen", () => {
    for (const date of ["2027-03-23", "2027-05-12", "2027-08-12"]) expect(dayOf(plans, date).open).toBe(true);
    const all = settingsWith({ horizonDays: 365, closedHolidays: [...DEFAULT_CLOSED_HOLIDAYS, "purim", "yomHaatzmaut", "tishaBav"] });
    const more = plan("pickup", "2027-03-01", "2027-08-31", at("2026-09-01T06:00:00Z"), all);
    expect(more.filter((day) => day.reason === "holiday").map((day) => [day.date, day.holidays.find((holiday) => holiday.key)?.key])).toEqual([
      ["2027-03-23", "purim"],
      ["2027-04-22", "pesach"],
      ["2027-04-28", "pesachVii"],
      ["2027-05-12", "yomHaatzmaut"],
      ["2027-06-11", "shavuot"],
      ["2027-08-12", "tishaBav"],
    ]);
  });

  it("keeps a festival the owner does not close as an ordinary day", () => {
    const open = settingsWith({ horizonDays: 365, closedHolidays: ["yomKippur"] });
    const days = plan("pickup", "2026-09-13", "2026-09-21", at("2026-09-01T06:00:00Z"), open);
    expect(dayOf(days, "2026-09-13").open).toBe(true);
    expect(dayOf(days, "2026-09-21").reason).toBe("holiday");
    expect(isWorkingDay("2026-09-13", open)).toBe(true);
  });
});

describe("isWorkingDay", () => {
  const settings = settingsWith({ closedRanges: [{ from: "2026-11-16", to: "2026-11-18", note: "Vacation" }], extraOpenDays: ["2026-11-21", "2026-11-17", "2027-06-11"] });
  it("is false on the weekly closing, closed holidays and closed ranges (inclusive)", () => {
    expect(isWorkingDay("2026-11-10", settings)).toBe(true);
    expect(isWorkingDay("2026-11-14", settings)).toBe(false);
    expect(isWorkingDay("2026-09-21", settings)).toBe(false);
    expect(isWorkingDay("2026-11-15", settings)).toBe(true);
    expect(isWorkingDay("2026-11-16", settings)).toBe(false);
    expect(isWorkingDay("2026-11-18", settings)).toBe(false);
    expect(isWorkingDay("2026-11-19", settings)).toBe(true);
  });
  it("is true on an extra open day whatever would close it", () => {
    expect(isWorkingDay("2026-11-21", settings)).toBe(true); // a Saturday
    expect(isWorkingDay("2026-11-17", settings)).toBe(true); // inside the closed range
    expect(isWorkingDay("2027-06-11", settings)).toBe(true); // Shavuot
  });
});

describe("dayCutoffMinutes", () => {
  const settings = settingsWith();
  it("is the settings' cut-off on an ordinary day and Friday's early close on Friday", () => {
    expect(dayCutoffMinutes("2026-11-10", settings)).toBe(14 * 60);
    expect(dayCutoffMinutes("2026-11-13", settings)).toBe(13 * 60);
    expect(dayCutoffMinutes("2026-11-13", settingsWith({ cutoffTime: "12:00" }))).toBe(12 * 60);
    expect(dayCutoffMinutes("2026-11-10", settingsWith({ earlyClosing: [{ weekday: 2, time: "11:30" }] }))).toBe(11 * 60 + 30);
  });
  it("closes the eve of a closed holiday like Friday", () => {
    expect(dayCutoffMinutes("2026-09-20", settings)).toBe(13 * 60); // Erev Yom Kippur, a Sunday
    expect(dayCutoffMinutes("2027-04-21", settings)).toBe(13 * 60); // Erev Pesach, a Wednesday
    expect(dayCutoffMinutes("2027-04-14", settings)).toBe(14 * 60); // the Wednesday before
    expect(dayCutoffMinutes("2027-04-27", settings)).toBe(13 * 60); // Pesach VI, eve of Pesach VII
    expect(dayCutoffMinutes("2027-06-10", settings)).toBe(13 * 60); // Erev Shavuot, a Thursday
  });
  it("does not close the eve early when the owner does not close the holiday, opens on it, or has no Friday early close", () => {
    expect(dayCutoffMinutes("2027-04-27", settingsWith({ closedHolidays: ["pesach"] }))).toBe(14 * 60);
    expect(dayCutoffMinutes("2027-06-10", settingsWith({ extraOpenDays: ["2027-06-11"] }))).toBe(14 * 60);
    expect(dayCutoffMinutes("2027-04-21", settingsWith({ earlyClosing: [] }))).toBe(14 * 60);
    expect(dayCutoffMinutes("2027-03-22", settings)).toBe(14 * 60); // Erev Purim: Purim is not closed by default
  });
});

describe("cut-off", () => {
  const settings = settingsWith();

  it("counts an order at 13:59 on a Tuesday from today, at 14:01 from tomorrow", () => {
    expect(productionStart(at("2026-11-10T11:59:00Z"), settings)).toBe("2026-11-10");
    expect(productionStart(at("2026-11-10T12:00:00Z"), settings)).toBe("2026-11-11");
    expect(productionStart(at("2026-11-10T12:01:00Z"), settings)).toBe("2026-11-11");
  });

  it("closes today with reason cutoff and the passed cut-off once it has passed", () => {
    const before = plan("pickup", "2026-11-10", "2026-11-11", at("2026-11-10T11:59:00Z"), settings);
    expect(dayOf(before, "2026-11-10")).toMatchObject({ open: true });
    // Only the slots starting after 13:59 are left today.
    expect(slotIds(dayOf(before, "2026-11-10"))).toEqual(["14:00-15:00", "15:00-16:00", "16:00-17:00", "17:00-18:00"]);
    const after = plan("pickup", "2026-11-10", "2026-11-11", at("2026-11-10T12:01:00Z"), settings);
    expect(dayOf(after, "2026-11-10")).toMatchObject({ open: false, reason: "cutoff", cutoff: "14:00", slots: [] });
    expect(dayOf(after, "2026-11-11")).toMatchObject({ open: true });
    expect(slotIds(dayOf(after, "2026-11-11"))).toEqual(HOURLY_9_TO_18);
  });

  it("names cutoff only on the days the cut-off cost, and lead time before them", () => {
    // Tuesday 14:01, two days' lead: ready Friday; before the cut-off it would have been Thursday.
    const days = plan("pickup", "2026-11-10", "2026-11-13", at("2026-11-10T12:01:00Z"), settings, 2);
    expect(reasons(days)).toEqual({ "2026-11-10": "leadTime", "2026-11-11": "leadTime", "2026-11-12": "cutoff", "2026-11-13": "open" });
    expect(dayOf(days, "2026-11-12").cutoff).toBe("14:00");
    const early = plan("pickup", "2026-11-10", "2026-11-13", at("2026-11-10T11:59:00Z"), settings, 2);
    expect(reasons(early)).toEqual({ "2026-11-10": "leadTime", "2026-11-11": "leadTime", "2026-11-12": "open", "2026-11-13": "open" });
  });

  it("on Erev Rosh Hashana (a Friday) at 13:30 counts from after the holiday and Shabbat", () => {
    const now = at("2026-09-11T10:30:00Z"); // 13:30 IDT
    expect(productionStart(now, settings)).toBe("2026-09-14");
    expect(readyDate(now, settings, 1)).toBe("2026-09-15");
    expect(reasons(plan("pickup", "2026-09-11", "2026-09-14", now, settings))).toEqual({
      "2026-09-11": "cutoff",
      "2026-09-12": "holiday",
      "2026-09-13": "holiday",
      "2026-09-14": "open",
    });
    expect(dayOf(plan("pickup", "2026-09-11", "2026-09-11", now, settings), "2026-09-11").cutoff).toBe("13:00");
    expect(nextPossibleDate({ method: "pickup", now, settings, leadDays: 0 }, 30)).toBe("2026-09-14");
  });

  it("on Erev Rosh Hashana at 12:59 still counts today, though no pickup slot is left", () => {
    const now = at("2026-09-11T09:59:00Z");
    expect(productionStart(now, settings)).toBe("2026-09-11");
    expect(dayOf(plan("pickup", "2026-09-11", "2026-09-11", now, settings), "2026-09-11")).toMatchObject({ open: false, reason: "noHours" });
  });

  it("on Erev Pesach (a Wednesday) closes at 13:00 and counts from after the festival", () => {
    expect(productionStart(at("2027-04-21T09:59:00Z"), settings)).toBe("2027-04-21");
    expect(productionStart(at("2027-04-21T10:00:00Z"), settings)).toBe("2027-04-23");
    expect(productionStart(at("2027-04-21T10:30:00Z"), settings)).toBe("2027-04-23");
    const morning = plan("pickup", "2027-04-21", "2027-04-21", at("2027-04-21T05:00:00Z"), settings);
    expect(slotIds(dayOf(morning, "2027-04-21"))).toEqual(HOURLY_9_TO_13);
    expect(dayOf(morning, "2027-04-21").holidays).toEqual([{ en: "Erev Pesach", he: "ערב פסח", erevOf: "pesach" }]);
  });

  it("on Erev Yom Kippur (a Sunday) closes at 13:00", () => {
    expect(productionStart(at("2026-09-20T09:59:00Z"), settings)).toBe("2026-09-20");
    expect(productionStart(at("2026-09-20T10:01:00Z"), settings)).toBe("2026-09-22");
  });
});

describe("Friday's early close", () => {
  const longFriday = settingsWith({
    pickup: { ...DEFAULTS.pickup, enabled: true, hours: DEFAULTS.pickup.hours.map((day, weekday) => (weekday === 5 ? [range("09:00", "18:00")] : day)) },
  });
  const monday = at("2026-11-09T07:00:00Z");

  it("offers no pickup slot ending after 13:00, whatever the opening hours", () => {
    expect(slotIds(dayOf(plan("pickup", "2026-11-13", "2026-11-13", monday, longFriday), "2026-11-13"))).toEqual(HOURLY_9_TO_13);
    const halfHours = { ...longFriday, pickup: { ...longFriday.pickup, slotMinutes: 30 } };
    expect(slotIds(dayOf(plan("pickup", "2026-11-13", "2026-11-13", monday, halfHours), "2026-11-13")).at(-1)).toBe("12:30-13:00");
    expect(slotIds(dayOf(plan("pickup", "2026-11-12", "2026-11-12", monday, longFriday), "2026-11-12"))).toEqual(HOURLY_9_TO_18);
  });

  it("offers no courier window ending after 13:00", () => {
    expect(slotIds(dayOf(plan("courier", "2026-11-13", "2026-11-13", monday, longFriday, 0, ZONE), "2026-11-13"))).toEqual(["09:00-12:00"]);
  });

  it("cuts off at 13:00 on Friday", () => {
    expect(productionStart(at("2026-11-13T10:59:00Z"), longFriday)).toBe("2026-11-13");
    expect(productionStart(at("2026-11-13T11:00:00Z"), longFriday)).toBe("2026-11-15");
    expect(dayOf(plan("pickup", "2026-11-13", "2026-11-13", at("2026-11-13T11:00:00Z"), longFriday), "2026-11-13")).toMatchObject({
      reason: "cutoff",
      cutoff: "13:00",
    });
  });
});

describe("lead time", () => {
  const settings = settingsWith();
  const thursday = at("2026-11-12T07:00:00Z"); // 09:00

  it("crosses Shabbat without counting it (Thursday + 3 → Monday)", () => {
    expect(readyDate(thursday, settings, 0)).toBe("2026-11-12");
    expect(readyDate(thursday, settings, 1)).toBe("2026-11-13");
    expect(readyDate(thursday, settings, 2)).toBe("2026-11-15");
    expect(readyDate(thursday, settings, 3)).toBe("2026-11-16");
    expect(reasons(plan("pickup", "2026-11-12", "2026-11-16", thursday, settings, 3))).toEqual({
      "2026-11-12": "leadTime",
      "2026-11-13": "leadTime",
      "2026-11-14": "weeklyClosed",
      "2026-11-15": "leadTime",
      "2026-11-16": "open",
    });
  });

  it("crosses holidays without counting them", () => {
    // Thursday before Rosh Hashana: Fri = 1, (RH I on Shabbat, RH II), Mon = 2, Tue = 3.
    expect(readyDate(at("2026-09-10T06:00:00Z"), settings, 3)).toBe("2026-09-15");
    // Erev Pesach morning: Wed starts, (Pesach I), Fri = 1, (Shabbat), Sun = 2.
    expect(readyDate(at("2027-04-21T06:00:00Z"), settings, 2)).toBe("2027-04-25");
    // Monday of chol hamoed: Tue = 1, (Pesach VII), Thu = 2, Fri = 3, (Shabbat), Sun = 4.
    expect(readyDate(at("2027-04-26T06:00:00Z"), settings, 4)).toBe("2027-05-02");
  });

  it("skips a closed range and counts an extra open day", () => {
    const vacation = settingsWith({ closedRanges: [{ from: "2026-11-16", to: "2026-11-18", note: "" }] });
    expect(readyDate(at("2026-11-15T07:00:00Z"), vacation, 1)).toBe("2026-11-19");
    const openSaturday = settingsWith({ extraOpenDays: ["2026-11-14"] });
    expect(readyDate(thursday, openSaturday, 2)).toBe("2026-11-14");
  });
});

describe("productionStart", () => {
  const settings = settingsWith();
  it("moves a Saturday order to Sunday, morning or night", () => {
    expect(productionStart(at("2026-11-14T08:00:00Z"), settings)).toBe("2026-11-15");
    expect(productionStart(at("2026-11-14T21:00:00Z"), settings)).toBe("2026-11-15");
    // Saturday night after 22:00Z is already Sunday in Israel, before Sunday's cut-off.
    expect(productionStart(at("2026-11-14T22:30:00Z"), settings)).toBe("2026-11-15");
  });
  it("moves a Saturday order past a holiday on Sunday", () => {
    expect(productionStart(at("2026-09-12T08:00:00Z"), settings)).toBe("2026-09-14");
  });
  it("starts on a Saturday the owner opened", () => {
    expect(productionStart(at("2026-11-14T07:00:00Z"), settingsWith({ extraOpenDays: ["2026-11-14"] }))).toBe("2026-11-14");
  });
  it("stops scanning when the settings close every day", () => {
    const never = settingsWith({ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] });
    expect(productionStart(at("2026-11-10T07:00:00Z"), never) > "2028-01-01").toBe(true);
    expect(new Set(plan("pickup", "2026-11-10", "2026-11-20", at("2026-11-10T07:00:00Z"), never).map((day) => day.reason))).toEqual(new Set(["weeklyClosed"]));
    expect(nextPossibleDate({ method: "pickup", now: at("2026-11-10T07:00:00Z"), settings: never, leadDays: 0 }, 365)).toBeUndefined();
  });
});

describe("daylight-saving changes of 2027", () => {
  const settings = settingsWith();

  it("puts the 14:00 cut-off at 12:00Z in winter and 11:00Z in summer", () => {
    // Thursday before the spring change (winter) and Sunday after it (summer).
    expect(productionStart(at("2027-03-25T11:59:00Z"), settings)).toBe("2027-03-25");
    expect(productionStart(at("2027-03-25T12:00:00Z"), settings)).toBe("2027-03-26");
    expect(productionStart(at("2027-03-28T10:59:00Z"), settings)).toBe("2027-03-28");
    expect(productionStart(at("2027-03-28T11:00:00Z"), settings)).toBe("2027-03-29");
    // Thursday before the autumn change (summer) and the change's Sunday itself (winter by 14:00).
    expect(productionStart(at("2027-10-28T10:59:00Z"), settings)).toBe("2027-10-28");
    expect(productionStart(at("2027-10-28T11:00:00Z"), settings)).toBe("2027-10-29");
    expect(productionStart(at("2027-10-31T11:59:00Z"), settings)).toBe("2027-10-31");
    expect(productionStart(at("2027-10-31T12:00:00Z"), settings)).toBe("2027-11-01");
  });

  it("cuts off at the day's local cut-off on every working day around both changes", () => {
    for (const [from, to] of [
      ["2027-03-21", "2027-04-01"],
      ["2027-10-24", "2027-11-04"],
    ] as const) {
      for (const day of plan("pickup", from, to, at("2027-03-01T08:00:00Z"), settings)) {
        if (!isWorkingDay(day.date, settings)) continue;
        const cutoff = shopInstant(day.date, day.weekday === 5 ? "13:00" : "14:00", TZ).getTime();
        expect(productionStart(new Date(cutoff - 60_000), settings)).toBe(day.date);
        expect(productionStart(new Date(cutoff), settings)).not.toBe(day.date);
      }
    }
  });

  it("leaves the slot lists of the change days as on any such weekday", () => {
    const spring = plan("pickup", "2027-03-19", "2027-03-26", at("2027-03-01T08:00:00Z"), settings);
    expect(slotIds(dayOf(spring, "2027-03-26"))).toEqual(slotIds(dayOf(spring, "2027-03-19")));
    expect(slotIds(dayOf(spring, "2027-03-26"))).toEqual(HOURLY_9_TO_13);
    const autumn = plan("pickup", "2027-10-24", "2027-10-31", at("2027-10-01T08:00:00Z"), settings);
    expect(slotIds(dayOf(autumn, "2027-10-31"))).toEqual(slotIds(dayOf(autumn, "2027-10-24")));
    expect(slotIds(dayOf(autumn, "2027-10-31"))).toEqual(HOURLY_9_TO_18);
  });

  it("drops today's slots by the shop's clock on the change days", () => {
    // 07:30Z on 26 March is 10:30 IDT (the clock jumped at 02:00).
    expect(slotIds(dayOf(plan("pickup", "2027-03-26", "2027-03-26", at("2027-03-26T07:30:00Z"), settings), "2027-03-26"))).toEqual(["11:00-12:00", "12:00-13:00"]);
    // 08:30Z on 31 October is 10:30 IST (the clock fell back at 02:00).
    expect(slotIds(dayOf(plan("pickup", "2027-10-31", "2027-10-31", at("2027-10-31T08:30:00Z"), settings), "2027-10-31"))).toEqual(HOURLY_9_TO_18.slice(2));
  });
});

describe("planDays: owner's openings and closings", () => {
  const thursday = at("2026-11-12T07:00:00Z");

  it("opens a Saturday listed in extraOpenDays, with that weekday's hours", () => {
    const withHours = settingsWith({
      extraOpenDays: ["2026-11-14"],
      pickup: { ...DEFAULTS.pickup, enabled: true, hours: DEFAULTS.pickup.hours.map((day, weekday) => (weekday === 6 ? [range("10:00", "12:00")] : day)) },
    });
    const days = plan("pickup", "2026-11-14", "2026-11-21", thursday, withHours);
    expect(dayOf(days, "2026-11-14")).toMatchObject({ open: true, slots: [range("10:00", "11:00"), range("11:00", "12:00")] });
    expect(dayOf(days, "2026-11-21").reason).toBe("weeklyClosed");
    // Without Saturday hours the atelier works but has no pickup hours.
    expect(dayOf(plan("pickup", "2026-11-14", "2026-11-14", thursday, settingsWith({ extraOpenDays: ["2026-11-14"] })), "2026-11-14").reason).toBe("noHours");
  });

  it("opens a holiday listed in extraOpenDays, still showing the holiday", () => {
    const days = plan("pickup", "2027-06-10", "2027-06-11", at("2027-06-01T06:00:00Z"), settingsWith({ extraOpenDays: ["2027-06-11"] }));
    expect(dayOf(days, "2027-06-11")).toMatchObject({ open: true, holidays: [{ key: "shavuot", en: "Shavuot", he: "שבועות" }] });
    expect(slotIds(dayOf(days, "2027-06-11"))).toEqual(HOURLY_9_TO_13); // still a Friday
    expect(slotIds(dayOf(days, "2027-06-10"))).toEqual(HOURLY_9_TO_18); // no longer an eve that closes early
  });

  it("closes an owner's range inclusively, unless a day of it is an extra open day", () => {
    const settings = settingsWith({ closedRanges: [{ from: "2026-11-16", to: "2026-11-19", note: "Vacation" }], extraOpenDays: ["2026-11-18"] });
    expect(reasons(plan("pickup", "2026-11-15", "2026-11-20", thursday, settings))).toEqual({
      "2026-11-15": "open",
      "2026-11-16": "closedByOwner",
      "2026-11-17": "closedByOwner",
      "2026-11-18": "open",
      "2026-11-19": "closedByOwner",
      "2026-11-20": "open",
    });
  });

  it("names the holiday, then the owner's range, then the weekly closing", () => {
    const settings = settingsWith({ horizonDays: 365, closedRanges: [{ from: "2026-09-18", to: "2026-09-22", note: "" }] });
    expect(reasons(plan("pickup", "2026-09-19", "2026-09-22", at("2026-09-01T06:00:00Z"), settings))).toEqual({
      "2026-09-19": "closedByOwner",
      "2026-09-20": "closedByOwner",
      "2026-09-21": "holiday",
      "2026-09-22": "closedByOwner",
    });
  });

  it("closes the past and the days beyond the horizon before anything else", () => {
    const settings = settingsWith({ horizonDays: 10 });
    const tuesday = at("2026-11-10T07:00:00Z");
    expect(reasons(plan("pickup", "2026-11-08", "2026-11-22", tuesday, settings))).toEqual({
      "2026-11-08": "past",
      "2026-11-09": "past",
      "2026-11-10": "open",
      "2026-11-11": "open",
      "2026-11-12": "open",
      "2026-11-13": "open",
      "2026-11-14": "weeklyClosed",
      "2026-11-15": "open",
      "2026-11-16": "open",
      "2026-11-17": "open",
      "2026-11-18": "open",
      "2026-11-19": "open",
      "2026-11-20": "open",
      "2026-11-21": "beyondHorizon",
      "2026-11-22": "beyondHorizon",
    });
    // A past holiday is past.
    expect(dayOf(plan("pickup", "2026-09-21", "2026-09-21", tuesday, settings), "2026-09-21").reason).toBe("past");
  });

  it("plans each date of the range once and nothing for an empty range", () => {
    expect(plan("pickup", "2026-11-10", "2026-12-10", thursday, settingsWith()).map((day) => day.date)).toHaveLength(31);
    expect(plan("pickup", "2026-11-10", "2026-11-09", thursday, settingsWith())).toEqual([]);
  });
});

describe("planDays: shipping", () => {
  const settings = settingsWith();
  const tuesday = at("2026-11-10T07:00:00Z");

  it("opens the dispatch weekdays only, without slots", () => {
    const days = plan("shipping", "2026-11-10", "2026-11-16", tuesday, settings);
    expect(reasons(days)).toEqual({
      "2026-11-10": "open",
      "2026-11-11": "open",
      "2026-11-12": "open",
      "2026-11-13": "noDispatch",
      "2026-11-14": "weeklyClosed",
      "2026-11-15": "open",
      "2026-11-16": "open",
    });
    for (const day of days) expect(day.slots).toEqual([]);
    const twice = { ...settings, shipping: { ...settings.shipping, dispatchWeekdays: [1, 3] as DeliverySettings["shipping"]["dispatchWeekdays"] } };
    expect(reasons(plan("shipping", "2026-11-15", "2026-11-18", tuesday, twice))).toEqual({
      "2026-11-15": "noDispatch",
      "2026-11-16": "open",
      "2026-11-17": "noDispatch",
      "2026-11-18": "open",
    });
  });

  it("applies lead time and cut-off to the dispatch date", () => {
    expect(reasons(plan("shipping", "2026-11-10", "2026-11-12", at("2026-11-10T12:30:00Z"), settings, 1))).toEqual({
      "2026-11-10": "leadTime",
      "2026-11-11": "cutoff",
      "2026-11-12": "open",
    });
  });

  it("gives the arrival after the transit days, moved past Saturday", () => {
    expect(arrivalDate("2026-11-10", settings)).toBe("2026-11-12"); // Tue + 2 = Thu
    expect(arrivalDate("2026-11-11", settings)).toBe("2026-11-13"); // Wed + 2 = Fri
    expect(arrivalDate("2026-11-12", settings)).toBe("2026-11-15"); // Thu + 2 = Sat → Sun
    const transit = (transitDays: number): DeliverySettings => ({ ...settings, shipping: { ...settings.shipping, transitDays } });
    expect(arrivalDate("2026-11-13", transit(0))).toBe("2026-11-13");
    expect(arrivalDate("2026-11-13", transit(1))).toBe("2026-11-15");
    expect(arrivalDate("2026-11-08", transit(7))).toBe("2026-11-15");
  });
});

describe("planDays: courier", () => {
  const settings = settingsWith();

  it("offers the zone's windows of each weekday", () => {
    const days = plan("courier", "2026-11-08", "2026-11-14", at("2026-11-08T06:00:00Z"), settings, 0, ZONE);
    expect(reasons(days)).toEqual({
      "2026-11-08": "open",
      "2026-11-09": "noHours",
      "2026-11-10": "open",
      "2026-11-11": "open",
      "2026-11-12": "open",
      "2026-11-13": "open",
      "2026-11-14": "weeklyClosed",
    });
    expect(slotIds(dayOf(days, "2026-11-10"))).toEqual(["10:00-13:00", "16:00-19:00"]);
    expect(slotIds(dayOf(days, "2026-11-13"))).toEqual(["09:00-12:00"]);
  });

  it("drops today's windows that have started, and closes today when none is left", () => {
    const late = settingsWith({ cutoffTime: "18:00" });
    // 12:30 in Israel: the 10:00 window has started.
    expect(slotIds(dayOf(plan("courier", "2026-11-10", "2026-11-10", at("2026-11-10T10:30:00Z"), late, 0, ZONE), "2026-11-10"))).toEqual(["16:00-19:00"]);
    // 17:30: before the cut-off, but both windows have started.
    expect(dayOf(plan("courier", "2026-11-10", "2026-11-10", at("2026-11-10T15:30:00Z"), late, 0, ZONE), "2026-11-10").reason).toBe("noHours");
  });

  it("has no window without a zone", () => {
    expect(new Set(plan("courier", "2026-11-08", "2026-11-13", at("2026-11-08T06:00:00Z"), settings).map((day) => day.reason))).toEqual(new Set(["noHours"]));
  });
});

describe("firstOpenDate and nextPossibleDate", () => {
  const settings = settingsWith();
  it("finds the first open plan", () => {
    const days = plan("pickup", "2026-11-13", "2026-11-16", at("2026-11-13T11:30:00Z"), settings);
    expect(firstOpenDate(days)).toBe("2026-11-15");
    expect(firstOpenDate(days.slice(0, 2))).toBeUndefined();
  });

  it("scans across chunks past a long closing, bounded by maxDays and the horizon", () => {
    const vacation = settingsWith({ closedRanges: [{ from: "2026-11-10", to: "2026-12-25", note: "Long vacation" }] });
    const input = { method: "pickup" as const, now: at("2026-11-10T07:00:00Z"), settings: vacation, leadDays: 0 };
    expect(nextPossibleDate(input, 90)).toBe("2026-12-27"); // 26 December is a Saturday
    expect(nextPossibleDate(input, 40)).toBeUndefined();
    expect(nextPossibleDate({ ...input, settings: { ...vacation, horizonDays: 30 } }, 90)).toBeUndefined();
  });

  it("takes lead time and the method into account", () => {
    const input = { now: at("2026-11-12T07:00:00Z"), settings, leadDays: 3 };
    expect(nextPossibleDate({ ...input, method: "pickup" }, 30)).toBe("2026-11-16");
    expect(nextPossibleDate({ ...input, method: "courier", zone: ZONE }, 30)).toBe("2026-11-17"); // no Monday windows
  });
});
