import { describe, expect, it } from "vitest";
import { hebrewDate, holidaysOn } from "./holidays";
import { addDays } from "./time-zone";

/** ICU's Hebrew calendar (independent of hebcal): day and month of a date, e.g. "15 Nisan". */
function icuHebrewDayMonth(date: string): string {
  const parts = new Intl.DateTimeFormat("en-u-ca-hebrew", { timeZone: "UTC", day: "numeric", month: "long" }).formatToParts(new Date(`${date}T12:00:00Z`));
  return `${parts.find((part) => part.type === "day")?.value} ${parts.find((part) => part.type === "month")?.value}`;
}

/** Every date of Hebrew year 5787 with a closing key, and the keys. */
function closingDaysOf5787(): Array<[string, string[]]> {
  const days: Array<[string, string[]]> = [];
  for (let date = "2026-09-12"; date <= "2027-10-01"; date = addDays(date, 1)) {
    const keys = holidaysOn(date).flatMap((holiday) => (holiday.key ? [holiday.key] : []));
    if (keys.length > 0) days.push([date, keys]);
  }
  return days;
}

describe("holidaysOn, Israeli schedule, Hebrew year 5787", () => {
  it("maps every closing holiday to its key on its one date", () => {
    expect(closingDaysOf5787()).toEqual([
      ["2026-09-12", ["roshHashana"]],
      ["2026-09-13", ["roshHashana"]],
      ["2026-09-21", ["yomKippur"]],
      ["2026-09-26", ["sukkot"]],
      ["2026-10-03", ["shminiAtzeret"]],
      ["2027-03-23", ["purim"]],
      ["2027-04-22", ["pesach"]],
      ["2027-04-28", ["pesachVii"]],
      ["2027-05-12", ["yomHaatzmaut"]],
      ["2027-06-11", ["shavuot"]],
      ["2027-08-12", ["tishaBav"]],
    ]);
  });
  it("agrees with ICU's Hebrew calendar on the Hebrew date of each", () => {
    const expected: Record<string, string> = {
      "2026-09-12": "1 Tishri",
      "2026-09-13": "2 Tishri",
      "2026-09-21": "10 Tishri",
      "2026-09-26": "15 Tishri",
      "2026-10-03": "22 Tishri",
      "2027-03-23": "14 Adar II",
      "2027-04-22": "15 Nisan",
      "2027-04-28": "21 Nisan",
      "2027-05-12": "5 Iyar",
      "2027-06-11": "6 Sivan",
      "2027-08-12": "9 Av",
    };
    for (const [date] of closingDaysOf5787()) expect(icuHebrewDayMonth(date)).toBe(expected[date]);
  });
  it("names them in English and in Hebrew without niqqud", () => {
    expect(holidaysOn("2026-09-12")).toEqual([{ key: "roshHashana", en: "Rosh Hashana 5787", he: "ראש השנה 5787" }]);
    expect(holidaysOn("2026-09-13")).toEqual([{ key: "roshHashana", en: "Rosh Hashana II", he: "ראש השנה ב׳" }]);
    expect(holidaysOn("2026-09-21")).toEqual([{ key: "yomKippur", en: "Yom Kippur", he: "יום כפור" }]);
    expect(holidaysOn("2026-09-26")).toEqual([{ key: "sukkot", en: "Sukkot I", he: "סוכות א׳" }]);
    expect(holidaysOn("2026-10-03")).toEqual([{ key: "shminiAtzeret", en: "Shmini Atzeret", he: "שמיני עצרת" }]);
    expect(holidaysOn("2027-04-22")).toEqual([{ key: "pesach", en: "Pesach I", he: "פסח א׳" }]);
    expect(holidaysOn("2027-04-28")).toEqual([{ key: "pesachVii", en: "Pesach VII", he: "פסח ז׳" }]);
    expect(holidaysOn("2027-06-11")).toEqual([{ key: "shavuot", en: "Shavuot", he: "שבועות" }]);
    expect(holidaysOn("2027-05-12")).toEqual([{ key: "yomHaatzmaut", en: "Yom HaAtzma’ut", he: "יום העצמאות" }]);
    expect(holidaysOn("2027-08-12")).toEqual([{ key: "tishaBav", en: "Tish’a B’Av", he: "תשעה באב" }]);
    const niqqud = /[\u0591-\u05C7]/;
    for (const [date] of closingDaysOf5787()) for (const holiday of holidaysOn(date)) expect(holiday.he).not.toMatch(niqqud);
  });
  it("keeps only one festival day of Shavuot and of Pesach's end (no diaspora second day)", () => {
    expect(holidaysOn("2027-06-12")).toEqual([]);
    expect(holidaysOn("2027-04-29")).toEqual([]);
    expect(holidaysOn("2026-10-04")).toEqual([]);
  });
  it("marks the eves of the closing festivals", () => {
    expect(holidaysOn("2026-09-11")).toEqual([{ en: "Erev Rosh Hashana", he: "ערב ראש השנה", erevOf: "roshHashana" }]);
    expect(holidaysOn("2026-09-20")).toEqual([{ en: "Erev Yom Kippur", he: "ערב יום כפור", erevOf: "yomKippur" }]);
    expect(holidaysOn("2026-09-25")).toEqual([{ en: "Erev Sukkot", he: "ערב סוכות", erevOf: "sukkot" }]);
    expect(holidaysOn("2026-10-02")).toEqual([{ en: "Sukkot VII (Hoshana Raba)", he: "סוכות ז׳ (הושענא רבה)", erevOf: "shminiAtzeret" }]);
    expect(holidaysOn("2027-04-21")).toEqual([{ en: "Erev Pesach", he: "ערב פסח", erevOf: "pesach" }]);
    expect(holidaysOn("2027-04-27")).toEqual([{ en: "Pesach VI (CH’’M)", he: "פסח ו׳ (חוה״מ)", erevOf: "pesachVii" }]);
    expect(holidaysOn("2027-06-10")).toEqual([{ en: "Erev Shavuot", he: "ערב שבועות", erevOf: "shavuot" }]);
  });
  it("keeps chol hamoed, Chanukah and the shown minor holidays without a key", () => {
    expect(holidaysOn("2026-09-27")).toEqual([{ en: "Sukkot II (CH’’M)", he: "סוכות ב׳ (חוה״מ)" }]);
    expect(holidaysOn("2027-04-23")).toEqual([{ en: "Pesach II (CH’’M)", he: "פסח ב׳ (חוה״מ)" }]);
    expect(holidaysOn("2026-12-06")).toEqual([{ en: "Chanukah: 3 Candles", he: "חנוכה: ג׳ נרות" }]);
    expect(holidaysOn("2026-12-12")).toEqual([{ en: "Chanukah: 8th Day", he: "חנוכה: יום ח׳" }]);
    expect(holidaysOn("2027-01-23").map((holiday) => holiday.en)).toEqual(["Tu BiShvat"]);
    expect(holidaysOn("2027-05-25").map((holiday) => holiday.en)).toEqual(["Lag BaOmer"]);
    expect(holidaysOn("2027-08-18").map((holiday) => holiday.en)).toEqual(["Tu B’Av"]);
    expect(holidaysOn("2027-03-24").map((holiday) => holiday.en)).toEqual(["Shushan Purim"]);
    expect(holidaysOn("2027-05-11").map((holiday) => holiday.en)).toEqual(["Yom HaZikaron"]);
  });
  it("skips Rosh Chodesh, special Shabbatot, minor fasts, school observances and the other minor events", () => {
    expect(holidaysOn("2026-10-12")).toEqual([]); // Rosh Chodesh Cheshvan
    expect(holidaysOn("2026-09-14")).toEqual([]); // Tzom Gedaliah
    expect(holidaysOn("2026-09-19")).toEqual([]); // Shabbat Shuva
    expect(holidaysOn("2026-10-18")).toEqual([]); // Yom HaAliyah School Observance
    expect(holidaysOn("2026-11-16")).toEqual([]); // Ben-Gurion Day
    expect(holidaysOn("2027-02-21")).toEqual([]); // Purim Katan
    expect(holidaysOn("2027-09-25")).toEqual([]); // Leil Selichot
    // Chanukah's 7th candle shares its date with Rosh Chodesh Tevet and Chag HaBanot: only Chanukah stays.
    expect(holidaysOn("2026-12-10").map((holiday) => holiday.en)).toEqual(["Chanukah: 7 Candles"]);
  });
  it("moves Tish'a B'Av off Shabbat and still keys it", () => {
    expect(holidaysOn("2029-07-22")).toEqual([expect.objectContaining({ key: "tishaBav" })]);
  });
  it("gives each caller its own list", () => {
    holidaysOn("2026-09-21").pop();
    expect(holidaysOn("2026-09-21")).toHaveLength(1);
  });
  it("refuses what is not a date", () => {
    expect(() => holidaysOn("2026-09-31")).toThrow(RangeError);
  });
});

describe("hebrewDate", () => {
  it("names the day and month without the year, in English and in gematriya", () => {
    expect(hebrewDate("2026-12-03")).toEqual({ en: "23 Kislev", he: "כ״ג כסלו" });
    expect(hebrewDate("2026-09-12")).toEqual({ en: "1 Tishrei", he: "א׳ תשרי" });
    expect(hebrewDate("2027-03-23")).toEqual({ en: "14 Adar II", he: "י״ד אדר ב׳" });
    expect(hebrewDate("2027-04-22")).toEqual({ en: "15 Nisan", he: "ט״ו ניסן" });
    expect(hebrewDate("2027-06-11")).toEqual({ en: "6 Sivan", he: "ו׳ סיון" });
  });
  it("agrees with ICU's Hebrew calendar on the day for a whole year", () => {
    for (let date = "2026-09-12"; date <= "2027-10-01"; date = addDays(date, 1)) {
      expect(hebrewDate(date).en.split(" ")[0]).toBe(icuHebrewDayMonth(date).split(" ")[0]);
    }
  });
});
