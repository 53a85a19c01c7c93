/** The checkout's rules (spec 2, 5), pure. */

/**
 * The address the order ships to: the one the shopper picked while it still exists, otherwise the
 * only address when there is exactly one, otherwise none.
 */
export function checkoutAddressId(addresses: readonly { _id: string }[], pickedId: string | null): string | null {
  if (pickedId && addresses.some((address) => address._id === pickedId)) return pickedId;
  return addresses.length === 1 ? (addresses[0]?._id ?? null) : null;
}

/** Why paying is refused before any call: an empty cart first, then no address. */
export function checkoutProblem(items: readonly unknown[], addressId: string | null): "emptyCart" | "noAddress" | null {
  if (items.length === 0) return "emptyCart";
  if (!addressId) return "noAddress";
  return null;
}
