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

export async function fetchDeliveryOptions(addressId: string | null, signal?: AbortSignal): Promise<DeliveryOptions> {
  return (await api.delivery.options({ query: { addressId: addressId ?? undefined }, signal })).data;
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
  options: (addressId: string | null, cart: string, language: string, fresh = 0) => ["delivery", "options", addressId ?? "", cart, language, fresh] as const,
  availability: ({ method, month, city, products, language, fresh = 0 }: AvailabilityRequest) =>
    ["delivery", "availability", method, month, method === "courier" ? (city ?? "") : "", products, language, fresh] as const,
};

/** The ways to receive the cart: refetched when the address or the cart changes, the last answer shown meanwhile. */
export const deliveryOptionsQuery = ({
  addressId,
  items,
  language,
  fresh = 0,
  enabled = true,
}: {
  addressId: string | null;
  items: readonly DeliveryCartLine[];
  language: string;
  fresh?: number;
  enabled?: boolean;
}) =>
  queryOptions<DeliveryOptions>({
    queryKey: deliveryKeys.options(addressId, cartSignature(items), language, fresh),
    queryFn: ({ signal }) => fetchDeliveryOptions(addressId, signal),
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
