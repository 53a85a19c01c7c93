import {
  DELIVERY_LIMITS,
  deliverySettingsInputSchema,
  type ClosingHoliday,
  type DeliverySettings,
  type DeliverySettingsInput,
  type TimeRange,
  type Weekday,
} from "@contracts";
import { checkForm, numberFromText, type FieldProblem } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";

/**
 * The Delivery tab's rules, apart from the screen. The draft mirrors `DeliverySettings` field for
 * field, so a problem's path is the same in the draft, in the schema's check and in the server's
 * field errors (`courier.zones.1.windows.3.0.to`). What differs: numbers are held as typed (text),
 * money in the shop's currency in major units ("25.00"; minor units on the wire), and every list
 * item has a key of its own for React (ids and dates change as they are typed).
 */

export interface RangeDraft extends TimeRange {
  key: string;
}
/** Seven lists (Sunday first) of a day's ranges. */
export type WeekDraft = RangeDraft[][];

export interface CityDraft {
  key: string;
  en: string;
  he: string;
}

export interface ZoneDraft {
  key: string;
  id: string;
  /** A zone not yet saved: its id follows its English name until the id is typed. */
  isNew: boolean;
  idTyped: boolean;
  name: string;
  nameHe: string;
  cities: CityDraft[];
  fee: string;
  minimumOrder: string;
  freeThreshold: string;
  windows: WeekDraft;
}

export interface DeliveryDraft {
  timeZone: string;
  cutoffTime: string;
  horizonDays: string;
  closedWeekdays: Weekday[];
  earlyClosing: { key: string; weekday: Weekday; time: string }[];
  closedHolidays: ClosingHoliday[];
  closedRanges: { key: string; from: string; to: string; note: string }[];
  extraOpenDays: { key: string; date: string }[];
  pickup: {
    enabled: boolean;
    address: string;
    addressHe: string;
    hours: WeekDraft;
    slotMinutes: number;
    capacityPerDay: string;
    capacityPerSlot: string;
  };
  courier: { enabled: boolean; zones: ZoneDraft[]; capacityPerDay: string; capacityPerSlot: string };
  shipping: { enabled: boolean; fee: string; freeThreshold: string; dispatchWeekdays: Weekday[]; transitDays: string; capacityPerDay: string };
}

let lastKey = 0;
/** A key for a new list item. */
export const newKey = (kind: string) => `${kind}-${(lastKey += 1)}`;

const weekDraftOf = (week: readonly TimeRange[][]): WeekDraft => Array.from({ length: 7 }, (_, day) => (week[day] ?? []).map(({ from, to }) => ({ key: newKey("range"), from, to })));
const wholeText = (value: number) => String(value);

export function zoneDraftOf(zone: DeliverySettings["courier"]["zones"][number]): ZoneDraft {
  return {
    key: newKey("zone"),
    id: zone.id,
    isNew: false,
    idTyped: true,
    name: zone.name,
    nameHe: zone.nameHe,
    cities: zone.cities.map((city) => ({ key: newKey("city"), en: city.en, he: city.he })),
    fee: moneyInputValue(zone.fee),
    minimumOrder: moneyInputValue(zone.minimumOrder),
    freeThreshold: moneyInputValue(zone.freeThreshold),
    windows: weekDraftOf(zone.windows),
  };
}

/** A new zone: no cities yet, free of charge, windows Sunday to Thursday 10:00–14:00 as a start. */
export function emptyZone(): ZoneDraft {
  const weekday = () => [{ key: newKey("range"), from: "10:00", to: "14:00" }];
  return {
    key: newKey("zone"),
    id: "",
    isNew: true,
    idTyped: false,
    name: "",
    nameHe: "",
    cities: [],
    fee: "0.00",
    minimumOrder: "0.00",
    freeThreshold: "0.00",
    windows: [weekday(), weekday(), weekday(), weekday(), weekday(), [], []],
  };
}

export function deliveryDraftFrom(settings: DeliverySettings): DeliveryDraft {
  const { pickup, courier, shipping } = settings;
  return {
    timeZone: settings.timeZone,
    cutoffTime: settings.cutoffTime,
    horizonDays: wholeText(settings.horizonDays),
    closedWeekdays: [...settings.closedWeekdays],
    earlyClosing: settings.earlyClosing.map((closing) => ({ key: newKey("early"), ...closing })),
    closedHolidays: [...settings.closedHolidays],
    closedRanges: settings.closedRanges.map((range) => ({ key: newKey("closed"), ...range })),
    extraOpenDays: settings.extraOpenDays.map((date) => ({ key: newKey("open"), date })),
    pickup: {
      enabled: pickup.enabled,
      address: pickup.address,
      addressHe: pickup.addressHe,
      hours: weekDraftOf(pickup.hours),
      slotMinutes: pickup.slotMinutes,
      capacityPerDay: wholeText(pickup.capacityPerDay),
      capacityPerSlot: wholeText(pickup.capacityPerSlot),
    },
    courier: { enabled: courier.enabled, zones: courier.zones.map(zoneDraftOf), capacityPerDay: wholeText(courier.capacityPerDay), capacityPerSlot: wholeText(courier.capacityPerSlot) },
    shipping: {
      enabled: shipping.enabled,
      fee: moneyInputValue(shipping.fee),
      freeThreshold: moneyInputValue(shipping.freeThreshold),
      dispatchWeekdays: [...shipping.dispatchWeekdays],
      transitDays: wholeText(shipping.transitDays),
      capacityPerDay: wholeText(shipping.capacityPerDay),
    },
  };
}

/** Text typed in a whole-number field: the number (which the schema bounds), or the text itself to be refused. */
const whole = (text: string) => numberFromText(text, (trimmed) => (/^-?\d+$/.test(trimmed) ? Number(trimmed) : null));
const money = (text: string) => numberFromText(text, parseMoneyInput);
const weekBody = (week: WeekDraft) => week.map((ranges) => ranges.map(({ from, to }) => ({ from, to })));
const sortedDays = (days: readonly Weekday[]) => [...days].sort((a, b) => a - b);

/** The draft as PUT /admin/settings/delivery takes it, before the schema reads it (numbers as parsed, money in minor units). */
export function deliveryBodyOf(draft: DeliveryDraft): unknown {
  const { pickup, courier, shipping } = draft;
  return {
    timeZone: draft.timeZone,
    cutoffTime: draft.cutoffTime,
    horizonDays: whole(draft.horizonDays),
    closedWeekdays: sortedDays(draft.closedWeekdays),
    earlyClosing: draft.earlyClosing.map(({ weekday, time }) => ({ weekday, time })),
    closedHolidays: [...draft.closedHolidays],
    closedRanges: draft.closedRanges.map(({ from, to, note }) => ({ from, to, note })),
    extraOpenDays: draft.extraOpenDays.map(({ date }) => date),
    pickup: {
      enabled: pickup.enabled,
      address: pickup.address,
      addressHe: pickup.addressHe,
      hours: weekBody(pickup.hours),
      slotMinutes: pickup.slotMinutes,
      capacityPerDay: whole(pickup.capacityPerDay),
      capacityPerSlot: whole(pickup.capacityPerSlot),
    },
    courier: {
      enabled: courier.enabled,
      zones: courier.zones.map((zone) => ({
        id: zone.id,
        name: zone.name,
        nameHe: zone.nameHe,
        cities: zone.cities.map(({ en, he }) => ({ en, he })),
        fee: money(zone.fee),
        minimumOrder: money(zone.minimumOrder),
        freeThreshold: money(zone.freeThreshold),
        windows: weekBody(zone.windows),
      })),
      capacityPerDay: whole(courier.capacityPerDay),
      capacityPerSlot: whole(courier.capacityPerSlot),
    },
    shipping: {
      enabled: shipping.enabled,
      fee: money(shipping.fee),
      freeThreshold: money(shipping.freeThreshold),
      dispatchWeekdays: sortedDays(shipping.dispatchWeekdays),
      transitDays: whole(shipping.transitDays),
      capacityPerDay: whole(shipping.capacityPerDay),
    },
  };
}

export type DeliveryCheck = { ok: true; settings: DeliverySettingsInput } | { ok: false; problems: Record<string, FieldProblem> };

/** The draft checked with the schema the server validates it with: the settings to send, or each field's problem by its path. */
export function checkDelivery(draft: DeliveryDraft): DeliveryCheck {
  const check = checkForm(deliverySettingsInputSchema, deliveryBodyOf(draft));
  return check.ok ? { ok: true, settings: check.value } : { ok: false, problems: check.problems };
}

/** Same settings (ignoring the list keys and how numbers are typed): nothing to save. */
export function sameDelivery(a: DeliveryDraft, b: DeliveryDraft): boolean {
  return JSON.stringify(deliveryBodyOf(a)) === JSON.stringify(deliveryBodyOf(b));
}

/** What kind of value a path holds, to word its problem. */
export type FieldKind = "timeZone" | "time" | "date" | "money" | "number" | "zoneId" | "text" | "list";

/** The bounds of each whole-number field, by the field's name. */
export const NUMBER_BOUNDS: Record<string, { min: number; max: number }> = {
  horizonDays: { min: DELIVERY_LIMITS.horizonDays.min, max: DELIVERY_LIMITS.horizonDays.max },
  transitDays: { min: DELIVERY_LIMITS.transitDays.min, max: DELIVERY_LIMITS.transitDays.max },
  capacityPerDay: { min: DELIVERY_LIMITS.capacity.min, max: DELIVERY_LIMITS.capacity.max },
  capacityPerSlot: { min: DELIVERY_LIMITS.capacity.min, max: DELIVERY_LIMITS.capacity.max },
};

export function fieldKindOf(path: string): FieldKind {
  const last = path.split(".").pop() ?? "";
  if (path === "timeZone") return "timeZone";
  if (/^closedRanges\.\d+\.(from|to)$/.test(path) || /^extraOpenDays\.\d+$/.test(path)) return "date";
  if (last === "cutoffTime" || last === "time" || last === "from" || last === "to") return "time";
  if (last === "fee" || last === "minimumOrder" || last === "freeThreshold") return "money";
  if (last in NUMBER_BOUNDS) return "number";
  if (/^courier\.zones\.\d+\.id$/.test(path)) return "zoneId";
  if (/\d$/.test(last) || ["closedWeekdays", "earlyClosing", "closedHolidays", "closedRanges", "extraOpenDays", "hours", "windows", "zones", "cities", "dispatchWeekdays"].includes(last)) {
    return "list";
  }
  return "text";
}

/** The problems the form words on its own (a refinement's name), whatever the field. */
const NAMED_PROBLEMS = new Set(["duplicate", "duplicateZone", "timeOrder", "overlap", "rangeOrder", "addressRequired", "zoneRequired", "dispatchRequired", "tooMany"]);

/**
 * The i18n key (under `adminDelivery.errors`) and values that say a field's problem: a named
 * problem in its own words, otherwise what the field expects (a time, a date, an amount, a whole
 * number within its bounds, text within its length).
 */
export function problemMessage(path: string, problem: FieldProblem): { key: string; values?: Record<string, number> } {
  if (NAMED_PROBLEMS.has(problem.kind)) return problem.kind === "tooMany" ? { key: "tooMany", values: { max: problem.maximum ?? 0 } } : { key: problem.kind };
  const kind = fieldKindOf(path);
  switch (kind) {
    case "number": {
      const bounds = NUMBER_BOUNDS[path.split(".").pop() ?? ""] ?? { min: 0, max: 0 };
      return { key: "wholeNumber", values: bounds };
    }
    case "text":
      if (problem.kind === "tooLong") return { key: "tooLong", values: { max: problem.maximum ?? 0 } };
      return { key: problem.kind === "required" ? "required" : "oneLine" };
    case "zoneId":
      if (problem.kind === "required") return { key: "required" };
      if (problem.kind === "tooLong") return { key: "tooLong", values: { max: problem.maximum ?? 0 } };
      return { key: "zoneId" };
    case "list":
      return { key: "invalid" };
    default:
      return { key: kind };
  }
}

/** A zone id made of an English name: lowercase letters and digits joined by single hyphens ("" for a Hebrew name). */
export function zoneIdOf(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
}

/** The value at a dotted path of the draft (`courier.zones.0.windows`), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const shallowCopy = <T>(value: T): T => (Array.isArray(value) ? ([...value] as T) : { ...value });

/**
 * A copy of the draft for a change at `path`: the draft and every object and list on the way to the
 * path (the one there too) are copied, everything else is shared. A change may then alter what lies
 * on that way, and the parts of the form that show something else keep their props (and skip
 * rendering): a time typed on Monday redraws Monday only.
 */
export function copiedAlong<T extends object>(root: T, path: string): T {
  const next = shallowCopy(root);
  let node = next as Record<string, unknown>;
  for (const key of path.split(".")) {
    const child = node[key];
    if (child === null || typeof child !== "object") break;
    node[key] = shallowCopy(child);
    node = node[key] as Record<string, unknown>;
  }
  return next;
}

/** Errors without those at `path` and under it (a field changed, or a list item removed). */
export function withoutErrorsAt(errors: Record<string, string>, path: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}
