/**
 * zod schemas of /api/admin/settings/delivery: the owner's calendar settings (`DeliverySettings`,
 * ../delivery-rules.ts), read and saved whole. Every field is checked here (shape, bounds, formats,
 * the rules between fields), so the service stores exactly what it gets.
 *
 * Normalising done here:
 * - text is trimmed (bidi controls dropped); the optional Hebrew texts and a closed range's note,
 *   missing or null, become "";
 * - the time zone is stored under its canonical IANA name (`asia/jerusalem` → `Asia/Jerusalem`).
 *
 * Messages are the `deliverySettings.*` codes, one per kind of problem (a time, a date, a whole
 * number out of its range…), with the bounds as params; the error names the field by its path.
 * Refinements name their problem (`params.problem`) so the admin's form can say it in its own words.
 */
import { z } from "../zod";
import { CATALOG_GROUP_ID_PATTERN, PRODUCT_NUMBER_LIMITS, SETTINGS_TEXT_LIMITS } from "../admin-rules";
import { CLOSING_HOLIDAYS, DELIVERY_LIMITS, WEEKDAYS, isCalendarDate, type DeliverySettings, type TimeRange } from "../delivery";
import { successSchema } from "../responses/envelope";
import { BODY_MUST_BE_OBJECT, isOneLine, withoutBidiControls } from "./parts";
import { schemaMessage, type MessageCode } from "../messages";

/** The longest texts of the settings. */
export const DELIVERY_TEXT_LIMITS = { address: 200, note: 100, zoneName: 60, cityName: 60, zoneId: SETTINGS_TEXT_LIMITS.groupId, timeZone: 64 } as const;
const MAX_AMOUNT = PRODUCT_NUMBER_LIMITS.maxPrice;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Part of the body that must be an object, by its JSON name (`pickup`, `zones`…). */
const objectOf = (part: string) => ({ error: schemaMessage("deliverySettings.object", { part }) });
const LIST: { error: MessageCode } = { error: "deliverySettings.list" };

/** True for a time zone the platform's `Intl` knows (IANA names, any case). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return name !== "";
  } catch {
    return false;
  }
}

const timeZoneSchema = z
  .string({ error: "deliverySettings.timeZone" })
  .trim()
  .min(1, { error: "deliverySettings.timeZone" })
  .max(DELIVERY_TEXT_LIMITS.timeZone, { error: "deliverySettings.timeZone" })
  .refine(isTimeZone, { error: "deliverySettings.timeZone" })
  .transform((name) => new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone);

/** `HH:MM` from 00:00 to 23:59. */
const timeSchema = z.string({ error: "deliverySettings.time" }).regex(TIME, { error: "deliverySettings.time" });

const dateSchema = z
  .string({ error: "deliverySettings.date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "deliverySettings.date" })
  .refine(isCalendarDate, { error: "deliverySettings.date" });

function wholeNumber(min: number, max: number) {
  const message = schemaMessage("deliverySettings.wholeNumber", { min, max });
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** A whole amount of minor units from 0 to the shop's largest price. */
function amount() {
  const message = schemaMessage("deliverySettings.amount", { min: 0, max: MAX_AMOUNT });
  return z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(MAX_AMOUNT, { error: message });
}

const capacity = () => wholeNumber(DELIVERY_LIMITS.capacity.min, DELIVERY_LIMITS.capacity.max);
const enabledSchema = z.boolean({ error: "deliverySettings.enabled" });

/** One line of text, trimmed; `required` refuses it blank, otherwise missing or null reads as "". */
function text(max: number, { required }: { required: boolean }) {
  const line = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "deliverySettings.required" : "deliverySettings.notText") })
    .overwrite(withoutBidiControls)
    .trim()
    .refine(isOneLine, { error: "deliverySettings.oneLine", abort: true })
    .max(max, { error: "deliverySettings.tooLong" });
  return required ? line.min(1, { error: "deliverySettings.required" }) : line;
}

function optionalText(max: number) {
  return text(max, { required: false })
    .nullish()
    .transform((value) => value ?? "");
}

/** A custom issue the form tells apart by `problem`. */
function problemAt(ctx: z.core.$RefinementCtx, code: MessageCode, path: PropertyKey[], problem: string, input: unknown) {
  ctx.addIssue({ code: "custom", message: code, path, params: { problem }, input });
}

/**
 * Each item at most once: a repeat is refused at its place (`[index]`, or `[index, field]` for the
 * field that repeats), as `duplicate` unless told otherwise.
 */
function unique<T>(keyOf: (item: T) => unknown, { field, problem = "duplicate" }: { field?: string; problem?: "duplicate" | "duplicateZone" } = {}) {
  return (items: readonly T[], ctx: z.core.$RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) problemAt(ctx, `deliverySettings.${problem}`, field ? [index, field] : [index], problem, item);
      seen.add(key);
    });
  };
}

const weekdaySchema = z.literal(WEEKDAYS, { error: "deliverySettings.weekday" });
const weekdaysSchema = z
  .array(weekdaySchema, LIST)
  .max(WEEKDAYS.length, { error: "deliverySettings.tooMany" })
  .superRefine(unique((day) => day));

// ---------------------------------------------------------------------------------------------
// Hours of a week

const hasTimes = (range: TimeRange) => TIME.test(range.from) && TIME.test(range.to);
/** Two well-formed times, the end after the start. */
const isTimeRange = (range: TimeRange) => hasTimes(range) && range.from < range.to;

const timeRangeSchema = z
  .object({ from: timeSchema, to: timeSchema }, objectOf("hours"))
  // Only between two times: a malformed one has its own message.
  .refine((range) => !hasTimes(range) || range.from < range.to, { error: "deliverySettings.timeOrder", path: ["to"], params: { problem: "timeOrder" } });

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One day's ranges: at most DELIVERY_LIMITS.windowsPerDay, none overlapping another. */
const dayHoursSchema = z
  .array(timeRangeSchema, LIST)
  .max(DELIVERY_LIMITS.windowsPerDay, { error: "deliverySettings.tooMany" })
  .superRefine((ranges: TimeRange[], ctx) => {
    ranges.forEach((range, index) => {
      if (!isTimeRange(range)) return;
      const overlaps = ranges.some((other, at) => at < index && isTimeRange(other) && minutes(range.from) < minutes(other.to) && minutes(other.from) < minutes(range.to));
      if (overlaps) problemAt(ctx, "deliverySettings.overlap", [index], "overlap", range);
    });
  });

/** Seven lists of ranges, Sunday first. */
const weekHoursSchema = z
  .array(dayHoursSchema, LIST)
  .length(WEEKDAYS.length, { error: "deliverySettings.week" });

// ---------------------------------------------------------------------------------------------
// The three ways

const slotMinutesSchema = z.literal(DELIVERY_LIMITS.slotMinutes, {
  error: schemaMessage("deliverySettings.slotMinutes", { list: DELIVERY_LIMITS.slotMinutes.join(", ") }),
});

const pickupSchema = z
  .object(
    {
      enabled: enabledSchema,
      address: optionalText(DELIVERY_TEXT_LIMITS.address),
      addressHe: optionalText(DELIVERY_TEXT_LIMITS.address),
      hours: weekHoursSchema,
      slotMinutes: slotMinutesSchema,
      capacityPerDay: capacity(),
      capacityPerSlot: capacity(),
    },
    objectOf("pickup"),
  )
  .refine((pickup) => !pickup.enabled || pickup.address !== "", {
    error: "deliverySettings.addressRequired",
    path: ["address"],
    params: { problem: "addressRequired" },
  });

const citySchema = z.object({ en: text(DELIVERY_TEXT_LIMITS.cityName, { required: true }), he: optionalText(DELIVERY_TEXT_LIMITS.cityName) }, objectOf("cities"));

const zoneSchema = z.object(
  {
    id: z
      .string({ error: "deliverySettings.required" })
      .trim()
      .min(1, { error: "deliverySettings.required" })
      .max(DELIVERY_TEXT_LIMITS.zoneId, { error: "deliverySettings.tooLong" })
      .regex(CATALOG_GROUP_ID_PATTERN, { error: "deliverySettings.zoneId" }),
    name: text(DELIVERY_TEXT_LIMITS.zoneName, { required: true }),
    nameHe: optionalText(DELIVERY_TEXT_LIMITS.zoneName),
    cities: z.array(citySchema, LIST).max(DELIVERY_LIMITS.citiesPerZone, { error: "deliverySettings.tooMany" }),
    fee: amount(),
    minimumOrder: amount(),
    freeThreshold: amount(),
    windows: weekHoursSchema,
  },
  objectOf("zones"),
);

const courierSchema = z
  .object(
    {
      enabled: enabledSchema,
      zones: z
        .array(zoneSchema, LIST)
        .max(DELIVERY_LIMITS.zones, { error: "deliverySettings.tooMany" })
        .superRefine(unique((zone) => zone.id, { field: "id", problem: "duplicateZone" })),
      capacityPerDay: capacity(),
      capacityPerSlot: capacity(),
    },
    objectOf("courier"),
  )
  .refine((courier) => !courier.enabled || courier.zones.length > 0, {
    error: "deliverySettings.zoneRequired",
    path: ["zones"],
    params: { problem: "zoneRequired" },
  });

const shippingSchema = z
  .object(
    {
      enabled: enabledSchema,
      fee: amount(),
      freeThreshold: amount(),
      dispatchWeekdays: weekdaysSchema,
      transitDays: wholeNumber(DELIVERY_LIMITS.transitDays.min, DELIVERY_LIMITS.transitDays.max),
      capacityPerDay: capacity(),
    },
    objectOf("shipping"),
  )
  .refine((shipping) => !shipping.enabled || shipping.dispatchWeekdays.length > 0, {
    error: "deliverySettings.dispatchRequired",
    path: ["dispatchWeekdays"],
    params: { problem: "dispatchRequired" },
  });

// ---------------------------------------------------------------------------------------------
// The whole settings

const earlyClosingSchema = z
  .array(z.object({ weekday: weekdaySchema, time: timeSchema }, objectOf("earlyClosing")), LIST)
  .max(WEEKDAYS.length, { error: "deliverySettings.tooMany" })
  .superRefine(unique((closing) => closing.weekday, { field: "weekday" }));

const closedRangeSchema = z
  .object({ from: dateSchema, to: dateSchema, note: optionalText(DELIVERY_TEXT_LIMITS.note) }, objectOf("closedRanges"))
  .refine((range) => !isCalendarDate(range.from) || !isCalendarDate(range.to) || range.to >= range.from, {
    error: "deliverySettings.rangeOrder",
    path: ["to"],
    params: { problem: "rangeOrder" },
  });

/** PUT /api/admin/settings/delivery: the whole `DeliverySettings`. */
export const deliverySettingsInputSchema = z.object(
  {
    timeZone: timeZoneSchema,
    cutoffTime: timeSchema,
    horizonDays: wholeNumber(DELIVERY_LIMITS.horizonDays.min, DELIVERY_LIMITS.horizonDays.max),
    closedWeekdays: weekdaysSchema,
    earlyClosing: earlyClosingSchema,
    closedHolidays: z
      .array(z.enum(CLOSING_HOLIDAYS, { error: "deliverySettings.holiday" }), LIST)
      .max(CLOSING_HOLIDAYS.length, { error: "deliverySettings.tooMany" })
      .superRefine(unique((holiday) => holiday)),
    closedRanges: z.array(closedRangeSchema, LIST).max(DELIVERY_LIMITS.closedRanges, { error: "deliverySettings.tooMany" }),
    extraOpenDays: z.array(dateSchema, LIST).max(DELIVERY_LIMITS.extraOpenDays, { error: "deliverySettings.tooMany" }),
    pickup: pickupSchema,
    courier: courierSchema,
    shipping: shippingSchema,
  },
  { error: BODY_MUST_BE_OBJECT },
) satisfies z.ZodType<DeliverySettings>;

/** PUT /api/admin/settings/delivery. */
export type UpdateDeliverySettingsRequest = z.input<typeof deliverySettingsInputSchema>;
/** The settings as the schema reads them (trimmed, the time zone's canonical name): what is stored. */
export type DeliverySettingsInput = z.output<typeof deliverySettingsInputSchema>;

// ---------------------------------------------------------------------------------------------
// The answer

const rangeAnswer = z.object({ from: z.string(), to: z.string() });
const weekAnswer = z.array(z.array(rangeAnswer));

/** The settings as stored (GET and PUT answer them). */
export const deliverySettingsSchema = z.object({
  timeZone: z.string(),
  cutoffTime: z.string(),
  horizonDays: z.number().int(),
  closedWeekdays: z.array(weekdaySchema),
  earlyClosing: z.array(z.object({ weekday: weekdaySchema, time: z.string() })),
  closedHolidays: z.array(z.enum(CLOSING_HOLIDAYS)),
  closedRanges: z.array(z.object({ from: z.string(), to: z.string(), note: z.string() })),
  extraOpenDays: z.array(z.string()),
  pickup: z.object({
    enabled: z.boolean(),
    address: z.string(),
    addressHe: z.string(),
    hours: weekAnswer,
    slotMinutes: z.number().int(),
    capacityPerDay: z.number().int(),
    capacityPerSlot: z.number().int(),
  }),
  courier: z.object({
    enabled: z.boolean(),
    zones: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        nameHe: z.string(),
        cities: z.array(z.object({ en: z.string(), he: z.string() })),
        fee: z.number().int(),
        minimumOrder: z.number().int(),
        freeThreshold: z.number().int(),
        windows: weekAnswer,
      }),
    ),
    capacityPerDay: z.number().int(),
    capacityPerSlot: z.number().int(),
  }),
  shipping: z.object({
    enabled: z.boolean(),
    fee: z.number().int(),
    freeThreshold: z.number().int(),
    dispatchWeekdays: z.array(weekdaySchema),
    transitDays: z.number().int(),
    capacityPerDay: z.number().int(),
  }),
}) satisfies z.ZodType<DeliverySettings>;

/** GET and PUT /api/admin/settings/delivery: the settings as now stored. */
export const adminDeliverySettingsResponseSchema = successSchema(deliverySettingsSchema);
export type AdminDeliverySettingsResponse = z.infer<typeof adminDeliverySettingsResponseSchema>;
