import { CURRENT_ORDER_STORAGE_KEY } from "@contracts";

/**
 * The order being paid, kept in session storage during the round trip to the payment provider
 * (spec 3). Storage can be unavailable (private modes, blocked cookies): then it reads as none.
 */

export function storeCurrentOrderId(orderId: string): void {
  try {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, orderId);
  } catch (error) {
    console.error("Could not remember the order being paid", error);
  }
}

export function readCurrentOrderId(): string | null {
  try {
    const value = window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY);
    return value && value.trim() !== "" ? value : null;
  } catch {
    return null;
  }
}

export function clearCurrentOrderId(): void {
  try {
    window.sessionStorage.removeItem(CURRENT_ORDER_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
