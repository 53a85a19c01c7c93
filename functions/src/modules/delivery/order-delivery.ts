/**
 * An order's choice of how and when (`delivery: { method, date, slotId }`) checked against the
 * calendar, the address and the cart, and turned into what the order records. Capacity is checked
 * here too, outside a transaction, for a clear early answer; the order's own transaction takes the
 * place (capacity.ts `hasPlace` + `holdPlace`), so two shoppers never both get the last one.
 */
import {
  deliveryFee,
  formatPrice,
  moneyLocale,
  renderMessage,
  type CurrencyCode,
  type Address,
  type CourierZone,
  type DeliveryChoice,
  type DeliverySettings,
  type MessageLanguage,
  type MessageParams,
  type OrderDelivery,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { availableDays, courierZoneOf, firstAvailableDate, reasonText, requireEnabled, type CalendarContext } from "./availability.service";
import { getDeliverySettings } from "./delivery-settings";
import { planDays } from "./calendar";

const LOCALES: Record<MessageLanguage, string> = { en: "en-GB", he: "he-IL" };

/** "Thursday 3 December" / "יום חמישי, 3 בדצמבר": a calendar date as a person reads it. */
export function formatShopDate(date: string, language: MessageLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

export interface CheckedDelivery {
  record: OrderDelivery;
  settings: DeliverySettings;
  context: CalendarContext;
}

export interface DeliveryCheckInput {
  /** Absent: the spec's checkout, shipped on the first possible dispatch day. */
  choice: DeliveryChoice | undefined;
  address: Pick<Address, "city"> | undefined;
  leadDays: number;
  subtotal: number;
  currency: CurrencyCode;
  language: MessageLanguage;
  now: Date;
}

/** 409 with the date, why it is gone and the next possible one: nothing is held or charged. */
async function dateGone(date: string, reason: string, context: CalendarContext, language: MessageLanguage): Promise<never> {
  const next = await firstAvailableDate(context);
  if (!next) throw new HttpError(409, "delivery.noDate", { days: context.settings.horizonDays });
  throw new HttpError(409, "delivery.dateUnavailable", { date: formatShopDate(date, language), reason, next: formatShopDate(next, language) });
}

/** The 409 of a slot or day taken by another order between choosing and placing. */
export async function placeTaken(record: OrderDelivery, context: CalendarContext, language: MessageLanguage): Promise<HttpError> {
  const next = await firstAvailableDate(context);
  if (!next) return new HttpError(409, "delivery.noDate", { days: context.settings.horizonDays });
  const slot = record.from && record.to ? `${record.from}-${record.to}` : "";
  return new HttpError(409, slot ? "delivery.slotFull" : "delivery.dateUnavailable", {
    date: formatShopDate(record.date, language),
    slot,
    reason: renderMessage("delivery.reasonFullyBooked", {}, language),
    next: formatShopDate(next, language),
  });
}

/** The words of `delivery.belowMinimum` (the options' refusal and the order's): the zone in `language`, its minimum as money. */
export function belowMinimumParams(zone: Pick<CourierZone, "name" | "nameHe" | "minimumOrder">, currency: CurrencyCode, language: MessageLanguage): MessageParams {
  return { zone: language === "he" ? zone.nameHe || zone.name : zone.name, minimum: formatPrice(zone.minimumOrder, currency, moneyLocale(language)) };
}

export async function checkDeliveryChoice(input: DeliveryCheckInput): Promise<CheckedDelivery> {
  const { language, now } = input;
  const settings = await getDeliverySettings();
  const method = input.choice?.method ?? "shipping";
  if (!input.choice && !settings.shipping.enabled) throw new HttpError(400, "delivery.choiceInvalid");
  requireEnabled(settings, method);
  if (method !== "pickup" && !input.address) throw new HttpError(400, "order.selectAddress");
  const zone = method === "courier" ? courierZoneOf(settings, input.address?.city ?? "") : undefined;
  if (zone && input.subtotal < zone.minimumOrder) {
    throw new HttpError(400, "delivery.belowMinimum", belowMinimumParams(zone, input.currency, language));
  }
  const context: CalendarContext = { method, settings, leadDays: input.leadDays, zone, now };

  let date = input.choice?.date;
  if (!date) {
    const first = await firstAvailableDate(context);
    if (!first) throw new HttpError(409, "delivery.noDate", { days: settings.horizonDays });
    date = first;
  }
  const [day] = await availableDays(date, date, context, language);
  if (!day) throw new HttpError(400, "delivery.dateInvalid");
  if (!day.open) return dateGone(date, day.reasonText ?? "", context, language);

  const record: OrderDelivery = { method, date, hebrewDate: day.hebrewDate, timeZone: settings.timeZone, fee: deliveryFee(method, input.subtotal, settings, zone) };
  if (method !== "shipping") {
    const slotId = input.choice?.slotId ?? day.slots.find((entry) => entry.left !== 0)?.id;
    if (!slotId) throw new HttpError(400, "delivery.slotRequired", { date: formatShopDate(date, language) });
    const slot = day.slots.find((entry) => entry.id === slotId);
    if (!slot) throw new HttpError(400, "delivery.slotInvalid");
    Object.assign(record, { slotId: slot.id, from: slot.from, to: slot.to });
    if (slot.left === 0) throw await placeTaken(record, context, language);
  }
  if (zone) Object.assign(record, { zoneId: zone.id, zoneName: { en: zone.name, he: zone.nameHe || zone.name } });
  if (method === "pickup") record.pickupAddress = { en: settings.pickup.address, he: settings.pickup.addressHe || settings.pickup.address };
  if (day.arrivalDate) record.arrivalDate = day.arrivalDate;
  return { record, settings, context };
}

/**
 * At capture: is the order's date still possible by the rules (a cut-off or a closing may have
 * passed since it was placed)? Its own place is held, so capacity is not asked. Answers the
 * refusal's message params, or undefined when it still holds.
 */
export async function deliveryStillPossible(record: OrderDelivery, leadDays: number, language: MessageLanguage, now: Date): Promise<{ code: "delivery.dateUnavailable" | "delivery.noDate"; params: Record<string, string | number> } | undefined> {
  const settings = await getDeliverySettings();
  const zone = record.zoneId ? settings.courier.zones.find((entry) => entry.id === record.zoneId) : undefined;
  const context: CalendarContext = { method: record.method, settings, leadDays, zone, now };
  const [plan] = planDays({ method: record.method, from: record.date, to: record.date, now, settings, leadDays, zone });
  // A courier zone the owner removed since: the order keeps its delivery.
  if (!plan || plan.open || (record.method === "courier" && !zone)) return undefined;
  const next = await firstAvailableDate(context);
  if (!next) return { code: "delivery.noDate", params: { days: settings.horizonDays } };
  const reason = reasonText(plan, context, language) ?? "";
  return { code: "delivery.dateUnavailable", params: { date: formatShopDate(record.date, language), reason, next: formatShopDate(next, language) } };
}
