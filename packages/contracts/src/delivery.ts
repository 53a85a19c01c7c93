/**
 * zod schemas of the atelier's calendar: the public availability answer, the checkout's ways to
 * receive an order, and the choice an order records (`order.delivery`). The rules themselves run on
 * the server (functions/src/modules/delivery); constants and plain types are in ./delivery-rules.ts.
 */
import { z } from "./zod";
import { successSchema } from "./responses/envelope";
import { minorUnitsSchema } from "./product";
import { CLOSED_REASONS, DELIVERY_LIMITS, DELIVERY_METHODS } from "./delivery-rules";
import { DOCUMENT_ID, isOneLine, withoutBidiControls } from "./schemas/parts";
import { ADDRESS_FIELD_MAX_LENGTH } from "./address-rules";
import type { MessageCode } from "./messages";

export * from "./delivery-rules";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (no 2027-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function calendarDate(code: MessageCode) {
  return z.string({ error: code }).refine(isCalendarDate, { error: code });
}

const methodSchema = z.enum(DELIVERY_METHODS, { error: "delivery.methodInvalid" });
const SLOT_ID = /^\d{2}:\d{2}-\d{2}:\d{2}$/;
const CITY_MAX = 100;

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * GET /api/shop/delivery/availability: the days `from`..`to` (at most DELIVERY_LIMITS.availabilityDays)
 * of one way. `products` (ids, comma-separated) sets the lead time: the slowest one's; `city` is the
 * courier's address city, which picks the zone.
 */
export const availabilityQuerySchema = z
  .object({
    method: methodSchema,
    from: calendarDate("delivery.fromInvalid"),
    to: calendarDate("delivery.toInvalid"),
    city: z.string({ error: "delivery.cityInvalid" }).trim().max(CITY_MAX, { error: "delivery.cityInvalid" }).optional(),
    products: z
      .string({ error: "delivery.productsInvalid" })
      .transform((text) => text.split(",").filter(Boolean))
      .pipe(z.array(z.string().regex(DOCUMENT_ID, { error: "delivery.productsInvalid" })).max(50, { error: "delivery.productsInvalid" }))
      .optional(),
  })
  .refine((query) => query.to >= query.from, { error: "delivery.rangeOrder", path: ["to"] })
  .refine((query) => dayCount(query.from, query.to) <= DELIVERY_LIMITS.availabilityDays, { error: "delivery.rangeTooLong", path: ["to"] })
  .refine((query) => query.method !== "courier" || Boolean(query.city), { error: "delivery.cityRequired", path: ["city"] });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

const bilingualSchema = z.object({ en: z.string(), he: z.string() });

export const availabilitySlotSchema = z.object({
  /** `from-to`, what an order names as `delivery.slotId`. */
  id: z.string(),
  from: z.string(),
  to: z.string(),
  /** Places left; null when the slot has no limit. */
  left: z.number().int().nullable(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilityDaySchema = z.object({
  date: z.string(),
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: z.number().int(),
  open: z.boolean(),
  /** Why it is closed (absent when open)… */
  reason: z.enum(CLOSED_REASONS).optional(),
  /** …and the reason in the caller's language. */
  reasonText: z.string().optional(),
  hebrewDate: bilingualSchema,
  /** The day's holidays in both languages (open days too: Hanukkah). */
  holidays: z.array(bilingualSchema),
  /** Pickup slots or courier windows; none for shipping. */
  slots: z.array(availabilitySlotSchema),
  /** Places left that day; null when the day has no limit. */
  left: z.number().int().nullable(),
  /** Shipping: the expected arrival of a parcel sent that day. */
  arrivalDate: z.string().optional(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilitySchema = z.object({
  method: methodSchema,
  timeZone: z.string(),
  /** The courier's zone of the city asked about. */
  zone: z.object({ id: z.string(), name: z.string(), nameHe: z.string() }).optional(),
  days: z.array(availabilityDaySchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = successSchema(availabilitySchema);

/** GET /api/shop/delivery/options: the ways this shopper's cart can be received, to the address chosen. */
export const deliveryOptionsQuerySchema = z.object({
  addressId: z.string({ error: "order.selectAddress" }).regex(DOCUMENT_ID, { error: "order.selectAddress" }).optional(),
  /** A gift's one-off address has no id: its city decides the courier's zone (`addressId` wins when both come). */
  city: z
    .string({ error: "delivery.cityInvalid" })
    .overwrite(withoutBidiControls)
    .trim()
    .max(ADDRESS_FIELD_MAX_LENGTH.city, { error: "delivery.cityInvalid" })
    .refine(isOneLine, { error: "delivery.cityInvalid" })
    .optional()
    .transform((value) => value || undefined),
});
export type DeliveryOptionsQuery = z.input<typeof deliveryOptionsQuerySchema>;

export const deliveryOptionSchema = z.object({
  method: methodSchema,
  /** False when this cart or address cannot use it (`reason` says why). */
  available: z.boolean(),
  reason: z.string().optional(),
  reasonText: z.string().optional(),
  /** What it costs this cart, minor units, computed on the server. */
  fee: minorUnitsSchema,
  /** The subtotal from which it is free; absent when it never is. */
  freeFrom: minorUnitsSchema.optional(),
  zone: z.object({ id: z.string(), name: z.string(), nameHe: z.string() }).optional(),
  /** Pickup: where. */
  address: bilingualSchema.optional(),
  /** The first date it can be had; null when none within the horizon. */
  firstDate: z.string().nullable(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionsSchema = z.object({
  timeZone: z.string(),
  /** The cart's slowest line, days. */
  leadDays: z.number().int(),
  horizonDays: z.number().int(),
  /** The enabled ways, in the shop's order (pickup, courier, shipping). */
  options: z.array(deliveryOptionSchema),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;
export const deliveryOptionsResponseSchema = successSchema(deliveryOptionsSchema);

/** The choice `POST /api/shop/order/create` takes: the zone follows from the address. */
export const deliveryChoiceSchema = z.object(
  {
    method: methodSchema,
    date: calendarDate("delivery.dateInvalid"),
    slotId: z.string({ error: "delivery.slotInvalid" }).regex(SLOT_ID, { error: "delivery.slotInvalid" }).optional(),
  },
  { error: "delivery.choiceInvalid" },
);
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** What an order records of how it is received. */
export const orderDeliverySchema = z.object({
  method: methodSchema,
  /** The shop's calendar date: pickup or delivery day, or the shipping's dispatch day. */
  date: z.string(),
  slotId: z.string().optional(),
  /** `HH:MM` on the shop's clock. */
  from: z.string().optional(),
  to: z.string().optional(),
  zoneId: z.string().optional(),
  zoneName: bilingualSchema.optional(),
  /** Pickup: the atelier's address when the order was placed. */
  pickupAddress: bilingualSchema.optional(),
  /** Shipping: the expected arrival. */
  arrivalDate: z.string().optional(),
  hebrewDate: bilingualSchema,
  timeZone: z.string(),
  /** Minor units; the order's `shippingCost`. */
  fee: minorUnitsSchema,
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
