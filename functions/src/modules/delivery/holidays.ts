/**
 * The Jewish holidays of a date on the Israeli schedule (one festival day of Pesach, Shavuot and
 * Sukkot's end), from `@hebcal/core`, mapped to the `CLOSING_HOLIDAYS` keys an owner closes on.
 *
 * hebcal's `Date` API reads local time; this module never hands it one. Dates cross over as absolute
 * day numbers (Rata Die, 0001-01-01 = 1), so the answer cannot depend on the server's time zone.
 */
import { flags, gematriya, HDate, HebrewCalendar, Locale, type Event } from "@hebcal/core";
import type { ClosingHoliday } from "@cocoa/contracts";
import { dateOfEpochDay, epochDayOf } from "./time-zone";

export interface HolidayOnDay {
  /** The owner's closing key, on the festival day itself. */
  key?: ClosingHoliday;
  en: string;
  /** Hebrew without niqqud. */
  he: string;
  /** The holiday this day is the eve of, when the eve closes early. */
  erevOf?: ClosingHoliday;
}

export interface HebrewDateName {
  /** `23 Kislev` */
  en: string;
  /** `כ״ג כסלו` */
  he: string;
}

/** Rata Die of 1970-01-01: hebcal's absolute days are the epoch days plus this. */
const EPOCH_RATA_DIE = 719_163;

const HEBREW = "he-x-NoNikud";

/** hebcal's event descriptions (`getDesc`, stable English keys) of the closing days. */
const KEY_OF_DESC: ReadonlyMap<string, ClosingHoliday> = new Map([
  ["Rosh Hashana II", "roshHashana"],
  ["Yom Kippur", "yomKippur"],
  ["Sukkot I", "sukkot"],
  ["Shmini Atzeret", "shminiAtzeret"],
  ["Pesach I", "pesach"],
  ["Pesach VII", "pesachVii"],
  ["Shavuot", "shavuot"],
  ["Purim", "purim"],
  ["Yom HaAtzma'ut", "yomHaatzmaut"],
  ["Tish'a B'Av", "tishaBav"],
  // When 9 Av is a Shabbat the fast moves to Sunday.
  ["Tish'a B'Av (observed)", "tishaBav"],
]);

/**
 * The days before a festival that close like a Friday. Hoshana Raba is the eve of Shmini Atzeret and
 * Pesach VI of Pesach VII, though hebcal names neither "Erev".
 */
const EREV_OF_DESC: ReadonlyMap<string, ClosingHoliday> = new Map([
  ["Erev Rosh Hashana", "roshHashana"],
  ["Erev Yom Kippur", "yomKippur"],
  ["Erev Sukkot", "sukkot"],
  ["Sukkot VII (Hoshana Raba)", "shminiAtzeret"],
  ["Erev Pesach", "pesach"],
  ["Pesach VI (CH''M)", "pesachVii"],
  ["Erev Shavuot", "shavuot"],
]);

/** Minor holidays a shopper knows and a chocolate calendar shows; hebcal has many more (Purim Katan, Leil Selichot, …). */
const SHOWN_MINOR = /^(Chanukah|Tu BiShvat|Erev Purim$|Purim$|Shushan Purim$|Lag BaOmer|Tu B'Av)/;

/** The national days; hebcal's other modern events are school observances and memorial days of one person. */
const SHOWN_MODERN = new Set(["Yom HaShoah", "Yom HaZikaron", "Yom HaAtzma'ut", "Yom Yerushalayim"]);

function keyOf(event: Event): ClosingHoliday | undefined {
  const desc = event.getDesc();
  // "Rosh Hashana 5787" carries the year; "Rosh Hashana LaBehemot" is no festival (and no CHAG).
  if (desc.startsWith("Rosh Hashana ") && event.getFlags() & flags.CHAG) return "roshHashana";
  return KEY_OF_DESC.get(desc);
}

function isShown(event: Event): boolean {
  const mask = event.getFlags();
  const desc = event.getDesc();
  if (mask & (flags.CHAG | flags.CHOL_HAMOED | flags.MAJOR_FAST)) return true;
  if (mask & flags.MODERN_HOLIDAY) return SHOWN_MODERN.has(desc);
  if (mask & flags.MINOR_HOLIDAY) return SHOWN_MINOR.test(desc);
  // Erev Rosh Hashana, Erev Pesach, …: the eves carry only EREV (and candle lighting).
  if (mask & flags.EREV) return true;
  return false;
}

function toHoliday(event: Event): HolidayOnDay {
  const key = keyOf(event);
  const erevOf = EREV_OF_DESC.get(event.getDesc());
  return Object.freeze({
    ...(key ? { key } : {}),
    en: event.render("en"),
    he: event.render(HEBREW),
    ...(erevOf ? { erevOf } : {}),
  });
}

// Per Gregorian year, its dates with holidays: built once, when a date of the year is first asked.
const years = new Map<number, ReadonlyMap<string, readonly HolidayOnDay[]>>();

function holidaysOfYear(year: number): ReadonlyMap<string, readonly HolidayOnDay[]> {
  const cached = years.get(year);
  if (cached) return cached;
  const yearText = String(year).padStart(4, "0");
  const events = HebrewCalendar.calendar({
    start: epochDayOf(`${yearText}-01-01`) + EPOCH_RATA_DIE,
    end: epochDayOf(`${yearText}-12-31`) + EPOCH_RATA_DIE,
    il: true,
    noRoshChodesh: true,
    noSpecialShabbat: true,
    noMinorFast: true,
  });
  const byDate = new Map<string, HolidayOnDay[]>();
  for (const event of events) {
    if (!isShown(event)) continue;
    const date = dateOfEpochDay(event.getDate().abs() - EPOCH_RATA_DIE);
    const list = byDate.get(date) ?? [];
    list.push(toHoliday(event));
    byDate.set(date, list);
  }
  years.set(year, byDate);
  return byDate;
}

/** The holidays of a date (Israeli schedule), closing ones with their key, eves with `erevOf`. */
export function holidaysOn(date: string): HolidayOnDay[] {
  // Validates the date too: epochDayOf throws on anything but a real YYYY-MM-DD.
  epochDayOf(date);
  return [...(holidaysOfYear(Number(date.slice(0, 4))).get(date) ?? [])];
}

/** The Hebrew day and month of a date (no year), in English and in Hebrew letters. */
export function hebrewDate(date: string): HebrewDateName {
  const day = new HDate(epochDayOf(date) + EPOCH_RATA_DIE);
  const month = day.getMonthName();
  return { en: `${day.getDate()} ${month}`, he: `${gematriya(day.getDate())} ${Locale.gettext(month, HEBREW)}` };
}
