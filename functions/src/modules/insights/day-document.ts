/**
 * How a day of statistics is stored in `dailyStats/{YYYY-MM-DD}`: its counters as top-level integer
 * fields, and each product's units and revenue as two top-level fields, `pu_<id>` and `pr_<id>`.
 *
 * Flat, not a `products` map: the live path adds with `FieldValue.increment`, and the Node Firestore
 * emulator the tests and `npm start` run on cannot apply a transform to a nested field (real Firestore
 * can). A product id is written with every character but A–Z, a–z, 0–9 as `_` and four hex digits, so
 * the field is a plain name (a quoted field path would be stored under its quotes by the emulator).
 */
import type { DocumentData } from "firebase-admin/firestore";
import { firestoreModule } from "../../platform/firebase";
import { COUNTER_FIELDS, emptyDay, type DayStats } from "./daily-stats";

const UNITS = "pu_";
const REVENUE = "pr_";

export function productField(prefix: typeof UNITS | typeof REVENUE, productId: string): string {
  return prefix + productId.replace(/[^A-Za-z0-9]/g, (char) => `_${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function productIdOf(encoded: string): string {
  return encoded.replace(/_([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);

/** A stored day read back defensively (a missing counter is 0). */
export function dayFromDocument(data: Record<string, unknown>): DayStats {
  const day = emptyDay();
  for (const field of COUNTER_FIELDS) day[field] = int(data[field]);
  for (const [field, value] of Object.entries(data)) {
    const units = field.startsWith(UNITS);
    if (!units && !field.startsWith(REVENUE)) continue;
    const product = (day.products[productIdOf(field.slice(UNITS.length))] ??= { units: 0, revenue: 0 });
    if (units) product.units = int(value);
    else product.revenue = int(value);
  }
  return day;
}

/** A whole day as the rebuild writes it. */
export function dayDocument(date: string, stats: DayStats): DocumentData {
  const data: DocumentData = { date };
  for (const field of COUNTER_FIELDS) data[field] = stats[field];
  for (const [id, product] of Object.entries(stats.products)) {
    data[productField(UNITS, id)] = product.units;
    data[productField(REVENUE, id)] = product.revenue;
  }
  return data;
}

/** A day's change as increments to merge (zeros left out). */
export function dayIncrements(date: string, stats: DayStats): DocumentData {
  const { FieldValue } = firestoreModule();
  const data: DocumentData = { date };
  for (const field of COUNTER_FIELDS) if (stats[field] !== 0) data[field] = FieldValue.increment(stats[field]);
  for (const [id, product] of Object.entries(stats.products)) {
    if (product.units !== 0) data[productField(UNITS, id)] = FieldValue.increment(product.units);
    if (product.revenue !== 0) data[productField(REVENUE, id)] = FieldValue.increment(product.revenue);
  }
  return data;
}
