/**
 * The owner's Production screen (/api/admin/production): the coming days of the atelier's calendar
 * as an agenda, each with the places its ways have used and left and the paid orders to make,
 * pick up, drive out or send on it; and the owner's changes to one day (closed, a way's limit).
 *
 * Dates are calendar dates on the shop's clock, `YYYY-MM-DD`; times `HH:MM` on the shop's clock.
 */
import { z } from "./zod";
import { successSchema } from "./responses/envelope";
import { DELIVERY_LIMITS, DELIVERY_METHODS, isCalendarDate } from "./delivery";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./order-rules";
import { schemaMessage } from "./messages";
import { BODY_MUST_BE_OBJECT } from "./schemas/parts";

/** How many days one agenda answer holds. */
export const PRODUCTION_DAYS = { min: 1, max: 14, default: 7 } as const;

const DAYS_MESSAGE = schemaMessage("production.daysInvalid", { min: PRODUCTION_DAYS.min, max: PRODUCTION_DAYS.max });
const CAPACITY_MESSAGE = schemaMessage("production.capacityInvalid", { min: DELIVERY_LIMITS.capacity.min, max: DELIVERY_LIMITS.capacity.max });

/** GET /api/admin/production?from=YYYY-MM-DD&days=1..14 (from: today on the shop's clock; days: 7). */
export const productionQuerySchema = z.object({
  from: z.string({ error: "production.fromInvalid" }).refine(isCalendarDate, { error: "production.fromInvalid" }).optional(),
  days: z
    .string({ error: DAYS_MESSAGE })
    .regex(/^\d{1,2}$/, { error: DAYS_MESSAGE })
    .transform(Number)
    .refine((n) => n >= PRODUCTION_DAYS.min && n <= PRODUCTION_DAYS.max, { error: DAYS_MESSAGE })
    .optional()
    .transform((n) => n ?? PRODUCTION_DAYS.default),
});
export type ProductionQuery = z.input<typeof productionQuerySchema>;

/** PUT /api/admin/production/day/:date. */
export const productionDayParamsSchema = z.object({
  date: z.string({ error: "production.dateInvalid" }).refine(isCalendarDate, { error: "production.dateInvalid" }),
});
export type ProductionDayParams = z.infer<typeof productionDayParamsSchema>;

/** A way's limit that day: a whole number of orders, or null to go back to the setting's. */
const dayLimitSchema = z
  .number({ error: CAPACITY_MESSAGE })
  .int({ error: CAPACITY_MESSAGE })
  .min(DELIVERY_LIMITS.capacity.min, { error: CAPACITY_MESSAGE })
  .max(DELIVERY_LIMITS.capacity.max, { error: CAPACITY_MESSAGE })
  .nullable()
  .optional();

/**
 * The owner's change to a day: `closed` (no new orders; those already on it stay) and per way the
 * day's limit (null: the setting's again). What is left out stays as it is; at least one is given.
 */
export const productionDayInputSchema = z
  .object(
    {
      closed: z.boolean({ error: "production.closedInvalid" }).optional(),
      capacity: z
        .object({ pickup: dayLimitSchema, courier: dayLimitSchema, shipping: dayLimitSchema }, { error: "production.capacityObject" })
        .optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine((body) => body.closed !== undefined || (body.capacity !== undefined && Object.values(body.capacity).some((value) => value !== undefined)), {
    error: "production.nothingToChange",
  });
export type ProductionDayInput = z.input<typeof productionDayInputSchema>;

const bilingualSchema = z.object({ en: z.string(), he: z.string() });

/** One way's places on a day. */
export const productionWaySchema = z.object({
  /** Whether the shop offers the way at all (settings). */
  enabled: z.boolean(),
  /** The day's limit: the owner's for the day, else the setting's; null when unlimited. */
  limit: z.number().int().nullable(),
  /** The owner's limit for this day only, when set. */
  ownerLimit: z.number().int().nullable(),
  /** Places taken: paid orders and unpaid ones not yet expired. */
  used: z.number().int(),
  /** null when unlimited. */
  left: z.number().int().nullable(),
});
export type ProductionWay = z.infer<typeof productionWaySchema>;

export const productionOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  /** A gift: the recipient, who receives it (or picks it up: their name is on the pickup list). */
  giftFor: z.object({ name: z.string(), phone: z.string() }).optional(),
  method: z.enum(DELIVERY_METHODS),
  slotId: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  zone: z.object({ id: z.string(), name: z.string(), nameHe: z.string() }).optional(),
  /** Courier and shipping: where to. */
  address: z.object({ address: z.string(), city: z.string(), phone: z.string(), notes: z.string() }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  orderStatus: z.enum(ORDER_STATUSES),
  /** What to make: each line's title and, for a variant, its label, in both languages. */
  lines: z.array(z.object({ title: z.string(), titleHe: z.string().optional(), variantLabel: z.string().optional(), variantLabelHe: z.string().optional(), quantity: z.number().int() })),
});
export type ProductionOrder = z.infer<typeof productionOrderSchema>;

export const productionWaysSchema = z.object({ pickup: productionWaySchema, courier: productionWaySchema, shipping: productionWaySchema });
export type ProductionWays = z.infer<typeof productionWaysSchema>;

export const productionDaySchema = z.object({
  date: z.string(),
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: z.number().int(),
  hebrewDate: bilingualSchema,
  holidays: z.array(bilingualSchema),
  /** The owner closed this day (no new orders; those on it stay). */
  closedByOwner: z.boolean(),
  /** Whether the calendar's weekly and holiday rules (and closed ranges) open the day; lead time and cut-off aside. */
  open: z.boolean(),
  /** Why it is closed, in the caller's language. */
  reasonText: z.string().optional(),
  ways: productionWaysSchema,
  /** The day's paid (or being paid) orders, by slot start then order number. */
  orders: z.array(productionOrderSchema),
});
export type ProductionDay = z.infer<typeof productionDaySchema>;

export const productionAgendaSchema = z.object({ timeZone: z.string(), days: z.array(productionDaySchema) });
export type ProductionAgenda = z.infer<typeof productionAgendaSchema>;

export const productionAgendaResponseSchema = successSchema(productionAgendaSchema);
export const productionDayResponseSchema = successSchema(productionDaySchema);
