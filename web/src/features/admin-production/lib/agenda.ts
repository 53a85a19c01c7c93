import type { ProductionDay, ProductionOrder, ProductionWay } from "@contracts";

/** The agenda's ranges: a week or two. */
export const RANGE_OPTIONS = [7, 14] as const;
export type RangeDays = (typeof RANGE_OPTIONS)[number];

/** The ways in the order the atelier hands orders over. */
export const WAYS = ["pickup", "courier", "shipping"] as const;
export type Way = (typeof WAYS)[number];

/** `YYYY-MM-DD` plus `n` days, counted on UTC midnights (a calendar date, no time zone). */
export function shiftDate(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export interface SlotGroup {
  /** The slot id, "" for orders without one. */
  key: string;
  from?: string;
  to?: string;
  orders: ProductionOrder[];
}

/** Orders by slot, in the answer's order (slot start, then order number). */
export function groupBySlot(orders: readonly ProductionOrder[]): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const order of orders) {
    const key = order.slotId ?? (order.from && order.to ? `${order.from}-${order.to}` : "");
    let group = groups.get(key);
    if (!group) {
      group = { key, ...(order.from ? { from: order.from } : {}), ...(order.to ? { to: order.to } : {}), orders: [] };
      groups.set(key, group);
    }
    group.orders.push(order);
  }
  return [...groups.values()];
}

export interface ZoneGroup {
  /** The zone id, "" for orders without one. */
  key: string;
  zone?: ProductionOrder["zone"];
  orders: ProductionOrder[];
}

/** The courier's orders by zone (zones by name, as they first appear), each zone's by window. */
export function groupByZone(orders: readonly ProductionOrder[]): ZoneGroup[] {
  const groups = new Map<string, ZoneGroup>();
  for (const order of orders) {
    const key = order.zone?.id ?? "";
    let group = groups.get(key);
    if (!group) {
      group = { key, ...(order.zone ? { zone: order.zone } : {}), orders: [] };
      groups.set(key, group);
    }
    group.orders.push(order);
  }
  return [...groups.values()];
}

export function ordersOf(day: ProductionDay, way: Way): ProductionOrder[] {
  return day.orders.filter((order) => order.method === way);
}

/** How full a way is, 0..100, for its bar; undefined when it has no limit. */
export function fillPercent(way: ProductionWay): number | undefined {
  if (way.limit === null) return undefined;
  if (way.limit === 0) return 100;
  return Math.min(100, Math.round((way.used / way.limit) * 100));
}

/** A limit field's text as the body sends it: blank is null (back to the setting's), else the number typed (the schema judges it), else the text. */
export function limitOfDraft(draft: string): number | string | null {
  const text = draft.trim();
  if (text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && /^[\d.]+$/.test(text) ? value : text;
}
