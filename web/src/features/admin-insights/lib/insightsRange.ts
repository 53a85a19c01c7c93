/**
 * The Insights screen's ranges and figures, pure: the presets on the shop's calendar (today, the last 7
 * or 30 days, this month), a custom range checked like the server checks it, the change beside the
 * previous period, and the days grouped by week for a long range. Dates are `YYYY-MM-DD` on the shop's
 * clock, counted on UTC midnights (never the browser's zone).
 */
import { INSIGHTS_MAX_DAYS, type InsightsDay } from "@contracts";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

export const RANGE_PRESETS = ["today", "days7", "days30", "month", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysInRange(range: DateRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Today on the shop's clock (the browser's own zone plays no part). */
export function shopToday(timeZone: string, now = new Date()): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The days a preset covers, ending today (this month: from its first day). */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: string): DateRange {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "days7":
      return { from: shiftDate(today, -6), to: today };
    case "days30":
      return { from: shiftDate(today, -29), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

export type RangeProblem = "fromInvalid" | "toInvalid" | "order" | "tooLong";

const isDate = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** What is wrong with a typed range (the server's own rules), or undefined. */
export function rangeProblem(range: DateRange): RangeProblem | undefined {
  if (!isDate(range.from)) return "fromInvalid";
  if (!isDate(range.to)) return "toInvalid";
  if (range.to < range.from) return "order";
  if (daysInRange(range) > INSIGHTS_MAX_DAYS) return "tooLong";
  return undefined;
}

/** The change from `previous` to `current` in whole percent, or null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

export interface ChartPoint {
  /** The first day of the point (a day, or the week's first day inside the range). */
  date: string;
  revenue: number;
  paidOrders: number;
}

/** Longer than this, the chart shows weeks (a bar per day would be too thin at 360 px). */
export const DAYS_PER_DAY_CHART = 31;

/** The days as the chart shows them: each day, or for a long range runs of seven days from `from`. */
export function chartPoints(days: readonly InsightsDay[]): { by: "day" | "week"; points: ChartPoint[] } {
  if (days.length <= DAYS_PER_DAY_CHART) return { by: "day", points: days.map(({ date, revenue, paidOrders }) => ({ date, revenue, paidOrders })) };
  const points: ChartPoint[] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) points.push({ date: day.date, revenue: 0, paidOrders: 0 });
    const point = points[points.length - 1];
    if (point) {
      point.revenue += day.revenue;
      point.paidOrders += day.paidOrders;
    }
  });
  return { by: "week", points };
}
