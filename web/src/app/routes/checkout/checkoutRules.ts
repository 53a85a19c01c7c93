/** The checkout's rules (spec 2, 5; gifts, issue 33), pure. */
import type { CreateOrderRequest, DeliveryChoice, DeliveryMethod, GiftDestination, GiftRequest } from "@contracts";
import type { GiftProblem } from "@/features/gifts";

/**
 * The address the order ships to: the one the shopper picked while it still exists, otherwise the
 * only address when there is exactly one, otherwise none.
 */
export function checkoutAddressId(addresses: readonly { _id: string }[], pickedId: string | null): string | null {
  if (pickedId && addresses.some((address) => address._id === pickedId)) return pickedId;
  return addresses.length === 1 ? (addresses[0]?._id ?? null) : null;
}

export type CheckoutProblem = "emptyCart" | "noAddress" | "noMethod" | "noDate" | "noSlot" | "giftRecipient" | "giftAddress" | "giftDetails";

/**
 * Where the order goes: a saved address's id, an address typed at checkout (a gift's one-off address;
 * `complete` once its fields are all there), or none yet.
 */
export type CheckoutAddress = string | { oneOff: true; complete: boolean } | null;

/** The delivery choice as the checkout's rules read it (`useDeliveryChoice`). */
export interface CheckoutDelivery {
  method: DeliveryMethod | null;
  /** What is still missing of the chosen way. */
  problem: "method" | "date" | "slot" | null;
}

const GIFT_PROBLEMS: Record<GiftProblem, CheckoutProblem> = { recipient: "giftRecipient", address: "giftAddress", details: "giftDetails" };

/**
 * Why paying is refused before any call: an empty cart first; then no address, unless the order is
 * picked up (a shopper who chose no way yet is asked for the address, the spec's sentence: the
 * pickup card beside it is the other answer); then, for a gift (`giftProblem`, null for none or no
 * gift), its recipient, the address typed for it (unless picked up) and the rest, in the page's
 * order; then the way, its date, its time.
 */
export function checkoutProblem(items: readonly unknown[], address: CheckoutAddress, delivery?: CheckoutDelivery, gift: GiftProblem | null = null): CheckoutProblem | null {
  if (items.length === 0) return "emptyCart";
  const method = delivery?.method ?? null;
  const needsAddress = method !== "pickup";
  const oneOff = typeof address === "object" && address !== null ? address : null;
  if (needsAddress && !oneOff && !address) return "noAddress";
  if (gift === "recipient") return "giftRecipient";
  if (needsAddress && oneOff && !oneOff.complete) return "giftAddress";
  if (gift) return GIFT_PROBLEMS[gift];
  if (!delivery) return null;
  if (!method) return "noMethod";
  if (delivery.problem === "date") return "noDate";
  if (delivery.problem === "slot") return "noSlot";
  return null;
}

/**
 * The order's request: the way chosen, and the saved address picked unless the gift goes elsewhere
 * (a one-off address travels inside the gift; a gift picked up by its recipient names no address,
 * so the shopper's own is never shown as the recipient's).
 */
export function checkoutOrderRequest({
  userId,
  addressId,
  delivery,
  gift,
}: {
  userId: string;
  /** The saved address picked above. */
  addressId: string | null;
  delivery: DeliveryChoice;
  gift: { request: GiftRequest; destination: GiftDestination } | null;
}): CreateOrderRequest {
  const savedAddress = gift ? (gift.destination === "saved" ? addressId : null) : addressId;
  return { userId, ...(savedAddress ? { addressId: savedAddress } : {}), delivery, ...(gift ? { gift: gift.request } : {}) };
}

/** The words of each problem (the checkout's and the calendar's, in the account pack). */
export const CHECKOUT_PROBLEM_TEXT: Record<CheckoutProblem, string> = {
  emptyCart: "checkout.emptyCart",
  noAddress: "checkout.selectAddress",
  noMethod: "delivery.problems.method",
  noDate: "delivery.problems.date",
  noSlot: "delivery.problems.slot",
  giftRecipient: "gifts.problems.recipient",
  giftAddress: "gifts.problems.address",
  giftDetails: "gifts.problems.details",
};
