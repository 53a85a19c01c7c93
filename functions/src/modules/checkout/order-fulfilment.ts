/**
 * The stored order's fulfilment fields read back for the answer: who made each status change
 * (`by`) and how the order ships (`shipment`, set by the admin's move to in shipping). Like the rest
 * of the stored order, unknown fields are dropped and a field that is not what it should be is left
 * out rather than answered wrong; orders stored before these fields existed have neither.
 */
import { STATUS_CHANGE_ACTORS, type OrderShipment, type OrderStatus, type OrderStatusChange, type StatusChangeBy } from "@cocoa/contracts";

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Who made a change, when the stored entry says so in a shape the shop knows. */
function statusChangeBy(value: unknown): StatusChangeBy | undefined {
  if (!isRecord(value)) return undefined;
  const kind = (STATUS_CHANGE_ACTORS as readonly string[]).includes(text(value.kind)) ? (value.kind as StatusChangeBy["kind"]) : undefined;
  if (!kind) return undefined;
  const name = text(value.name);
  return name ? { kind, name } : { kind };
}

/** One entry of the stored `statusHistory`. */
export function statusChangeFromDocument(value: unknown): OrderStatusChange {
  const change = isRecord(value) ? value : {};
  const entry: OrderStatusChange = { status: text(change.status) as OrderStatus, at: text(change.at) };
  const by = statusChangeBy(change.by);
  if (by) entry.by = by;
  return entry;
}

/** The stored `shipment`, when the order has one (every field there). */
export function shipmentFromDocument(value: unknown): OrderShipment | undefined {
  if (!isRecord(value)) return undefined;
  const shipment: OrderShipment = {
    carrierId: text(value.carrierId),
    carrier: text(value.carrier),
    trackingNumber: text(value.trackingNumber),
    trackingUrl: text(value.trackingUrl),
    shippedAt: text(value.shippedAt),
  };
  if (!shipment.carrierId || !shipment.trackingNumber) return undefined;
  const carrierHe = text(value.carrierHe);
  return carrierHe ? { ...shipment, carrierHe } : shipment;
}
