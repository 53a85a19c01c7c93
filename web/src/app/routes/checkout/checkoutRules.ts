/** The checkout's rules (spec 2, 5), pure. */
import type { DeliveryMethod } from "@contracts";

/**
 * The address the order ships to: the one the shopper picked while it still exists, otherwise the
 * only address when there is exactly one, otherwise none.
 */
export function checkoutAddressId(addresses: readonly { _id: string }[], pickedId: string | null): string | null {
  if (pickedId && addresses.some((address) => address._id === pickedId)) return pickedId;
  return addresses.length === 1 ? (addresses[0]?._id ?? null) : null;
}

export type CheckoutProblem = "emptyCart" | "noAddress" | "noMethod" | "noDate" | "noSlot";

/** The delivery choice as the checkout's rules read it (`useDeliveryChoice`). */
export interface CheckoutDelivery {
  method: DeliveryMethod | null;
  /** What is still missing of the chosen way. */
  problem: "method" | "date" | "slot" | null;
}

/**
 * Why paying is refused before any call: an empty cart first; then no address, unless the order is
 * picked up (a shopper who chose no way yet is asked for the address, the spec's sentence: the
 * pickup card beside it is the other answer); then the way, its date, its time.
 */
export function checkoutProblem(items: readonly unknown[], addressId: string | null, delivery?: CheckoutDelivery): CheckoutProblem | null {
  if (items.length === 0) return "emptyCart";
  if (!delivery) return addressId ? null : "noAddress";
  if (!delivery.method) return addressId ? "noMethod" : "noAddress";
  if (delivery.method !== "pickup" && !addressId) return "noAddress";
  if (delivery.problem === "date") return "noDate";
  if (delivery.problem === "slot") return "noSlot";
  return null;
}

/** The words of each problem (the checkout's and the calendar's, in the account pack). */
export const CHECKOUT_PROBLEM_TEXT: Record<CheckoutProblem, string> = {
  emptyCart: "checkout.emptyCart",
  noAddress: "checkout.selectAddress",
  noMethod: "delivery.problems.method",
  noDate: "delivery.problems.date",
  noSlot: "delivery.problems.slot",
};
