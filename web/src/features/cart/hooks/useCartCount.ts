/**
 * How many items the cart holds, for the header badge. The cart feature (a later issue) replaces
 * this with the real count from the server cart or the guest cart in localStorage (`guestCart`).
 */
export function useCartCount(): number {
  return 0;
}
