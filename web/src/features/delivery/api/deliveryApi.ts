import type { Availability, DeliveryMethod, DeliveryOptions } from "@contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/shared/api";
import { monthRange } from "../lib/calendarDates";

/**
 * The atelier's calendar for the checkout: the ways the session's cart can be received (to the
 * chosen address, each with the fee the server computed) and each way's days, a month at a time.
 * Both answers carry texts in the caller's language (reasons a way or a day is closed), so their
 * keys carry the language.
 */

/** A cart line as the options depend on it: which product, how many (the fee follows the subtotal). */
export interface DeliveryCartLine {
  productId: string;
  quantity: number;
}

/** One text for the cart's lines, in a fixed order: the options' key changes exactly when the cart does. */
export function cartSignature(items: readonly DeliveryCartLine[]): string {
  return items
    .map((line) => `${line.productId}x${line.quantity}`)
    .sort()
    .join(",");
}

/** The cart's products, each once, in a fixed order: the slowest one's lead time sets the first day. */
export function productList(items: readonly DeliveryCartLine[]): string {
  return [...new Set(items.map((line) => line.productId))].sort().join(",");
}

/** The days of one way that a calendar month shows. */
export interface AvailabilityRequest {
  method: DeliveryMethod;
  /** `YYYY-MM`. */
  month: string;
  /** The courier's address city (picks the zone); the other ways do not depend on it. */
  city?: string;
  /** `productList` of the cart. */
  products: string;
  language: string;
  /**
   * Raised after the server refused a place that was taken meanwhile: the next reads go past every
   * cache (the answer is shared for a minute), and the key is new.
   */
  fresh?: number;
}

/**
 * Where the options are asked for: a saved address (`addressId`), or, for an address typed at
 * checkout that has no id (a gift's), its city alone, which decides the courier's zone. The id wins
 * when both are known, so the city goes only without one.
 */
export interface DeliveryDestination {
  addressId: string | null;
  /** Read only without `addressId`: the typed address's city. */
  city?: string;
}

/** The city the options are asked for: the typed one, trimmed, and only when there is no saved address's id. */
export function optionsCity({ addressId, city }: DeliveryDestination): string | undefined {
  return addressId ? undefined : city?.trim() || undefined;
}

export async function fetchDeliveryOptions(destination: DeliveryDestination, signal?: AbortSignal): Promise<DeliveryOptions> {
  const query = { addressId: destination.addressId ?? undefined, city: optionsCity(destination) };
  return (await api.delivery.options({ query, signal })).data;
}

export async function fetchAvailability(request: AvailabilityRequest, signal?: AbortSignal): Promise<Availability> {
  const { from, to } = monthRange(request.month);
  const query = {
    method: request.method,
    from,
    to,
    city: request.method === "courier" ? request.city : undefined,
    products: request.products || undefined,
  };
  return (await api.delivery.availability({ query, signal, noCache: Boolean(request.fresh) })).data;
}

export const deliveryKeys = {
  all: ["delivery"] as const,
  options: (destination: DeliveryDestination, cart: string, language: string, fresh = 0) =>
    ["delivery", "options", destination.addressId ?? "", optionsCity(destination) ?? "", cart, language, fresh] as const,
  availability: ({ method, month, city, products, language, fresh = 0 }: AvailabilityRequest) =>
    ["delivery", "availability", method, month, method === "courier" ? (city ?? "") : "", products, language, fresh] as const,
};

/** The ways to receive the cart: refetched when the address (or the typed city) or the cart changes, the last answer shown meanwhile. */
export const deliveryOptionsQuery = ({
  addressId,
  city,
  items,
  language,
  fresh = 0,
  enabled = true,
}: {
  addressId: string | null;
  /** Without `addressId`: the city of the address typed at checkout. */
  city?: string;
  items: readonly DeliveryCartLine[];
  language: string;
  fresh?: number;
  enabled?: boolean;
}) =>
  queryOptions<DeliveryOptions>({
    queryKey: deliveryKeys.options({ addressId, city }, cartSignature(items), language, fresh),
    queryFn: ({ signal }) => fetchDeliveryOptions({ addressId, city }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** One way's days of one month. */
export const availabilityQuery = (request: AvailabilityRequest, enabled = true) =>
  queryOptions<Availability>({
    queryKey: deliveryKeys.availability(request),
    queryFn: ({ signal }) => fetchAvailability(request, signal),
    enabled,
  });
