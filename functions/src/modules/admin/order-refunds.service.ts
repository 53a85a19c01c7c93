/**
 * The admin's partial refunds (POST /api/admin/orders/refund/:id): the checkout module asks the
 * provider and records the refund; here the shopper's email about it is queued in the transaction
 * that records it, and the answer is the admin's view of the order.
 */
import type { AdminOrder, MessageLanguage, RefundOrderInput, StatusChangeBy } from "@cocoa/contracts";
import { refundPart } from "../checkout";
import { mailLanguage, mailOf, orderMailData, orderMailId, queueMail } from "../mail";
import { getPublicSettings } from "../settings";
import { getAdminOrder } from "./orders.service";

export interface AdminRefund {
  order: AdminOrder;
  /** What this request refunded (or had refunded, when it was sent before), in minor units. */
  amount: number;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function refundAdminOrder(orderId: string, input: RefundOrderInput, by: StatusChangeBy, language: MessageLanguage): Promise<AdminRefund> {
  const settings = await getPublicSettings();
  // The customer's name as the profile has it now, else the one the order was placed under.
  let userName = "";
  const result = await refundPart(orderId, input, by, language, (tx, { order, refund, stored, customer }) => {
    userName = text(customer?.get("userName")) || text(stored.get("userName"));
    const email = text(customer?.get("email"));
    if (!email) return;
    const shopperLanguage = mailLanguage(stored.get("language"));
    const data = orderMailData(
      { order, customer: { name: userName, email }, settings, language: shopperLanguage },
      { refund: { amount: refund.amount, toGiftCards: refund.toGiftCards ?? 0, pending: refund.status === "pending" }, ...(refund.note ? { refundNote: refund.note } : {}) },
    );
    queueMail(tx, orderMailId(orderId, `refund-${input.requestId}`), { ...mailOf("order-refunded", shopperLanguage, email, data), orderId });
  });
  // Asked before: nothing was recorded now, so the admin's view is read as it stands.
  if (!result.created) return { order: await getAdminOrder(orderId), amount: result.refund.amount };
  return { order: { ...result.order, userName }, amount: result.refund.amount };
}
