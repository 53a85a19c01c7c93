/**
 * The checkout's ways to receive the session's cart: each switched-on way with what it costs this
 * cart (computed here, from the cart as Firestore has it), whether the chosen address can use it
 * (the courier only inside a zone and above its minimum; the carrier needs an address) and its
 * first possible date.
 */
import {
  deliveryFee,
  effectivePrice,
  renderMessage,
  zoneForCity,
  type Address,
  type CurrencyCode,
  type DeliveryMethod,
  type DeliveryOption,
  type DeliveryOptions,
  type MessageCode,
  type MessageLanguage,
  type MessageParams,
} from "@cocoa/contracts";
import { getOwnAddress } from "../accounts";
import { getCart } from "../cart";
import { getPublicSettings } from "../settings";
import { HttpError } from "../../platform/errors";
import { firstAvailableDate, leadDaysOf } from "./availability.service";
import { getDeliverySettings } from "./delivery-settings";
import { belowMinimumParams } from "./order-delivery";

/** Where the cart would go: a saved address's id, or (a gift's one-off address, which has none) its city. */
export interface OptionsDestination {
  addressId?: string | undefined;
  city?: string | undefined;
}

export async function deliveryOptions(uid: string, destination: OptionsDestination, language: MessageLanguage, now = new Date()): Promise<DeliveryOptions> {
  const [cart, shop, settings] = await Promise.all([getCart(uid), getPublicSettings(), getDeliverySettings()]);
  const address: Pick<Address, "city"> | undefined = destination.addressId
    ? await getOwnAddress(uid, destination.addressId).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) throw new HttpError(400, "order.selectAddress");
        throw error;
      })
    : destination.city
      ? { city: destination.city }
      : undefined;
  const subtotal = cart.items.reduce((sum, item) => sum + effectivePrice(item) * item.quantity, 0);
  const leadDays = await leadDaysOf(cart.items.map((item) => item.productId));
  const currency = shop.currency as CurrencyCode;
  const refusal = (code: MessageCode, params?: MessageParams) => ({ reason: code, reasonText: renderMessage(code, params, language) });

  const options: DeliveryOption[] = [];
  for (const method of ["pickup", "courier", "shipping"] as const satisfies readonly DeliveryMethod[]) {
    if (!settings[method].enabled) continue;
    const zone = method === "courier" && address ? zoneForCity(settings.courier.zones, address.city) : undefined;
    const option: DeliveryOption = { method, available: true, fee: deliveryFee(method, subtotal, settings, zone), firstDate: null };
    if (method === "pickup") option.address = { en: settings.pickup.address, he: settings.pickup.addressHe || settings.pickup.address };
    if (method === "shipping") option.freeFrom = settings.shipping.freeThreshold;
    if (zone) {
      option.zone = { id: zone.id, name: zone.name, nameHe: zone.nameHe };
      option.freeFrom = zone.freeThreshold;
    }
    if (method !== "pickup" && !address) Object.assign(option, { available: false }, refusal("order.selectAddress"));
    else if (method === "courier" && !zone) Object.assign(option, { available: false }, refusal("delivery.outsideZones", { city: address?.city ?? "" }));
    else if (zone && subtotal < zone.minimumOrder) Object.assign(option, { available: false }, refusal("delivery.belowMinimum", belowMinimumParams(zone, currency, language)));
    if (option.available) option.firstDate = await firstAvailableDate({ method, settings, leadDays, zone, now });
    options.push(option);
  }
  return { timeZone: settings.timeZone, leadDays, horizonDays: settings.horizonDays, options };
}
