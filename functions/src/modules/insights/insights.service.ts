/**
 * The Insights answer (GET /api/admin/insights): a range of days on the shop's clock and the same
 * number of days just before it, summed from `dailyStats` (one query over both ranges: as many
 * documents as days with sales, never the orders), the best sellers named from their products now
 * (one getAll of the products sold in the range) and grouped by their category now.
 *
 * Reads per call: the days of both ranges (≤ 2 × INSIGHTS_MAX_DAYS, usually a few dozen), the
 * products sold in the range (bounded by the catalogue), the settings (cached).
 */
import { INSIGHTS_TOP, type AdminInsights, type InsightsCategory, type InsightsDay, type InsightsProduct, type InsightsTotals } from "@cocoa/contracts";
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { addDays, getDeliverySettings } from "../delivery";
import { getPublicSettings } from "../settings";
import { COUNTER_FIELDS, emptyDay, type DayStats } from "./daily-stats";
import { dayFromDocument } from "./day-document";

function totalsOf(days: Iterable<DayStats>): InsightsTotals {
  const all = emptyDay();
  for (const day of days) for (const field of COUNTER_FIELDS) all[field] += day[field];
  const { products: _products, ...counters } = all;
  return { ...counters, averageOrderValue: all.paidOrders > 0 ? Math.round(all.revenue / all.paidOrders) : 0 };
}

const daysBetweenInclusive = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function ranked<T extends { revenue: number; units: number }>(items: T[], key: (item: T) => string): T[] {
  return items.sort((a, b) => b.revenue - a.revenue || b.units - a.units || key(a).localeCompare(key(b))).slice(0, INSIGHTS_TOP);
}

/** The range `from`..`to` (checked by the endpoint's schema) beside the same number of days before it. */
export async function getInsights(from: string, to: string): Promise<AdminInsights> {
  const length = daysBetweenInclusive(from, to);
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(from, -length);
  const [delivery, settings, snapshot] = await Promise.all([
    getDeliverySettings(),
    getPublicSettings(),
    db().collection(collections.dailyStats).where("date", ">=", previousFrom).where("date", "<=", to).get(),
  ]);
  const stored = new Map<string, DayStats>();
  for (const doc of snapshot.docs) stored.set(doc.id, dayFromDocument(doc.data()));
  const inRange = (a: string, b: string) => [...stored].filter(([date]) => date >= a && date <= b).map(([, day]) => day);
  const current = inRange(from, to);

  const days: InsightsDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = stored.get(date) ?? emptyDay();
    days.push({ date, revenue: day.revenue, paidOrders: day.paidOrders, units: day.units, refunds: day.refunds });
  }

  const sold = new Map<string, { units: number; revenue: number }>();
  for (const day of current) {
    for (const [id, product] of Object.entries(day.products)) {
      const held = sold.get(id) ?? { units: 0, revenue: 0 };
      sold.set(id, { units: held.units + product.units, revenue: held.revenue + product.revenue });
    }
  }
  const refs = [...sold.keys()].map((id) => db().collection(collections.products).doc(id));
  const productDocs = new Map<string, DocumentSnapshot>();
  if (refs.length > 0) for (const doc of await db().getAll(...(refs as [DocumentReference, ...DocumentReference[]]))) productDocs.set(doc.id, doc);

  const products: InsightsProduct[] = [];
  const byCategory = new Map<string, { units: number; revenue: number }>();
  for (const [productId, figures] of sold) {
    if (figures.units === 0 && figures.revenue === 0) continue;
    const doc = productDocs.get(productId);
    const title = doc?.get("title");
    const titleHe = doc?.get("titleHe");
    products.push({ productId, title: typeof title === "string" && title ? title : productId, ...(typeof titleHe === "string" && titleHe ? { titleHe } : {}), ...figures });
    const category = doc?.get("category");
    const categoryId = typeof category === "string" ? category : "";
    const held = byCategory.get(categoryId) ?? { units: 0, revenue: 0 };
    byCategory.set(categoryId, { units: held.units + figures.units, revenue: held.revenue + figures.revenue });
  }
  const categories: InsightsCategory[] = [...byCategory].map(([categoryId, figures]) => {
    const group = settings.categories.find((candidate) => candidate.id === categoryId);
    // A deleted product, or a category the settings no longer have: its id (or "") stands for it.
    return { categoryId, label: group?.label ?? categoryId, ...(group?.labelHe ? { labelHe: group.labelHe } : {}), ...figures };
  });

  return {
    from,
    to,
    previousFrom,
    previousTo,
    timeZone: delivery.timeZone,
    currency: settings.currency,
    totals: totalsOf(current),
    previous: totalsOf(inRange(previousFrom, previousTo)),
    days,
    products: ranked(products, (item) => item.productId),
    categories: ranked(categories, (item) => item.categoryId),
  };
}
