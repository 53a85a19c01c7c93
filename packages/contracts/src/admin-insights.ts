/**
 * The owner's Insights screen (GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD, issue 37): a
 * range's sales beside the same length of time just before it, read from the daily statistics the
 * order's own transactions keep (`dailyStats/{YYYY-MM-DD}`, days on the shop's clock), never from
 * the orders. Money in integer minor units of the shop's currency.
 */
import { z } from "./zod";
import { successSchema } from "./responses/envelope";
import { isCalendarDate } from "./delivery";
import { minorUnitsSchema } from "./product";
import { schemaMessage } from "./messages";

/** The longest range one answer covers (a little over a year: this year beside the last). */
export const INSIGHTS_MAX_DAYS = 400;
/** How many products and categories the answer ranks. */
export const INSIGHTS_TOP = 10;

const insightsDay = (code: "insights.fromInvalid" | "insights.toInvalid") => z.string({ error: code }).refine(isCalendarDate, { error: code });
const daysFromTo = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /api/admin/insights: both days on the shop's clock, `from` ≤ `to`, at most INSIGHTS_MAX_DAYS days. */
export const insightsQuerySchema = z
  .object({ from: insightsDay("insights.fromInvalid"), to: insightsDay("insights.toInvalid") })
  .refine((query) => query.to >= query.from, { error: "insights.rangeOrder", path: ["to"] })
  .refine((query) => daysFromTo(query.from, query.to) <= INSIGHTS_MAX_DAYS, { error: schemaMessage("insights.rangeTooLong", { max: INSIGHTS_MAX_DAYS }), path: ["to"] });
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

/**
 * A range's figures. `revenue` is what paid orders of goods charged (their `totalAmount`: goods after
 * discounts, delivery, wrapping and tax), on the day they were paid; gift cards bought are money for
 * a voucher, counted apart (`giftCardSales`, `giftCardOrders`). Refunds count on the day they were
 * made, a rejection on the day the order was rejected (its money back is among the refunds).
 */
export const insightsTotalsSchema = z.object({
  revenue: minorUnitsSchema,
  paidOrders: z.number().int(),
  /** revenue ÷ paid orders, rounded to the nearest minor unit (0 without orders). */
  averageOrderValue: minorUnitsSchema,
  units: z.number().int(),
  /** The promotions' discounts off the items and the delivery. */
  discounts: minorUnitsSchema,
  /** Money given back on orders of goods, and how many orders had a refund that day. */
  refunds: minorUnitsSchema,
  refundedOrders: z.number().int(),
  /** Paid orders the shop rejected. */
  rejected: z.number().int(),
  giftCardSales: minorUnitsSchema,
  giftCardOrders: z.number().int(),
  /** Money given back on gift cards bought. */
  giftCardRefunds: minorUnitsSchema,
  /** A customer's first paid order is new; every later one returning. */
  newCustomers: z.number().int(),
  returningCustomers: z.number().int(),
  pickups: z.number().int(),
  deliveries: z.number().int(),
});
export type InsightsTotals = z.infer<typeof insightsTotalsSchema>;

export const insightsDaySchema = z.object({
  date: z.string(),
  revenue: minorUnitsSchema,
  paidOrders: z.number().int(),
  units: z.number().int(),
  refunds: minorUnitsSchema,
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

export const insightsProductSchema = z.object({
  productId: z.string(),
  /** The product's title now (its id when it was deleted), and in Hebrew when it has one. */
  title: z.string(),
  titleHe: z.string().optional(),
  units: z.number().int(),
  revenue: minorUnitsSchema,
});
export type InsightsProduct = z.infer<typeof insightsProductSchema>;

export const insightsCategorySchema = z.object({
  /** The settings' category id ("" for products deleted since, or with no category). */
  categoryId: z.string(),
  label: z.string(),
  labelHe: z.string().optional(),
  units: z.number().int(),
  revenue: minorUnitsSchema,
});
export type InsightsCategory = z.infer<typeof insightsCategorySchema>;

export const adminInsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The same number of days just before `from`. */
  previousFrom: z.string(),
  previousTo: z.string(),
  /** The shop's IANA time zone the days are in, and its currency. */
  timeZone: z.string(),
  currency: z.string(),
  totals: insightsTotalsSchema,
  previous: insightsTotalsSchema,
  /** Every day of the range, oldest first (days without sales hold zeros). */
  days: z.array(insightsDaySchema),
  /** The best sellers by revenue, at most INSIGHTS_TOP (line revenue: price × units less the line's discount). */
  products: z.array(insightsProductSchema),
  /** Categories by revenue (a product counts under its category now), at most INSIGHTS_TOP. */
  categories: z.array(insightsCategorySchema),
});
export type AdminInsights = z.infer<typeof adminInsightsSchema>;
export const adminInsightsResponseSchema = successSchema(adminInsightsSchema);
export type AdminInsightsResponse = z.infer<typeof adminInsightsResponseSchema>;
