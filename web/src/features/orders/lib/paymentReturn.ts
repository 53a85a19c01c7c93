import type { CaptureOrderRequest } from "@contracts";

/**
 * What the payment provider's redirect back to `/shop/paypal-return` means:
 * - `cancelled`: the shopper cancelled at the provider (`cancelled=1`, no PayerID);
 * - `capture`: approved — the payment id (`paymentId` from the local sandbox, `token` from PayPal),
 *   the `PayerID` and the order id stored before leaving are all there;
 * - `missing`: something is missing (opened by hand, reloaded after the order was handled).
 */
export type PaymentReturn = { kind: "cancelled" } | { kind: "missing" } | { kind: "capture"; request: CaptureOrderRequest };

const present = (value: string | null): value is string => value !== null && value.trim() !== "";

export function paymentReturnFrom(query: URLSearchParams, storedOrderId: string | null): PaymentReturn {
  if (query.get("cancelled") === "1") return { kind: "cancelled" };
  const paymentId = present(query.get("paymentId")) ? query.get("paymentId") : query.get("token");
  const payerId = query.get("PayerID");
  if (!present(paymentId) || !present(payerId) || !present(storedOrderId)) return { kind: "missing" };
  return { kind: "capture", request: { orderId: storedOrderId, paymentId, payerId } };
}
