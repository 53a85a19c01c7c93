import { updateOrderStatusSchema, type OrderStatus, type UpdateOrderStatusInput } from "@contracts";
import { checkForm } from "@/shared/forms";

/** The shipping fields of the admin's status form. */
export type ShipmentField = "carrierId" | "trackingNumber";
/** What the form can say is wrong with them, each in its own words. */
export type ShipmentProblem = "carrierRequired" | "trackingRequired" | "trackingFormat";

export type StatusChangeCheck = { ok: true; change: UpdateOrderStatusInput } | { ok: false; problems: Partial<Record<ShipmentField, ShipmentProblem>> };

/**
 * The status change as PUT /admin/orders/update takes it, checked with the request's own schema:
 * a move to in shipping carries the carrier and the trimmed tracking number (3 to 40 letters, digits,
 * dashes or spaces), any other status goes alone. Whether the carrier is still in the settings is
 * the server's check.
 */
export function checkStatusChange(status: OrderStatus, shipment: { carrierId: string; trackingNumber: string }): StatusChangeCheck {
  const body = status === "inShipping" ? { orderStatus: status, shipment } : { orderStatus: status };
  const check = checkForm(updateOrderStatusSchema, body);
  if (check.ok) return { ok: true, change: check.value };
  const problems: Partial<Record<ShipmentField, ShipmentProblem>> = {};
  if (check.problems["shipment.carrierId"]) problems.carrierId = "carrierRequired";
  const tracking = check.problems["shipment.trackingNumber"];
  if (tracking) problems.trackingNumber = tracking.kind === "required" ? "trackingRequired" : "trackingFormat";
  return { ok: false, problems };
}
