/**
 * The admin's partial refunds (POST /api/admin/orders/refund/:id): the checkout module asks the
 * provider and records the refund; here the shopper's email about it is queued in the transaction
 * that records it, and the answer is the admin's view of the order.
 */
import type { AdminOrder, MessageLanguage, RefundOrderInput, StatusChangeBy } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { refundPart } from "../checkout";
import { mailLanguage, mailOf, orderMailData, orderMailId, queueMail } from "../mail";
import { getPublicSettings } from "../settings";

export interface AdminRefund {
  order: AdminOrder;
  /** What this request refunded (or had refunded, when it was sent before), in minor units. */
  amount: number;
}

/** The order's customer as the email addresses them: the profile's name and email now. */
async function customerOf(orderId: string): Promise<{ name: string; email: string }> {
  const uid = (await db().collection(collections.orders).doc(orderId).get()).get("userId");
  if (typeof uid !== "string" || !uid) return { name: "", email: "" };
  const user = await db().collection(collections.users).doc(uid).get();
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { name: text(user.get("userName")), email: text(user.get("email")) };
}

export async function refundAdminOrder(orderId: string, input: RefundOrderInput, by: StatusChangeBy, language: MessageLanguage): Promise<AdminRefund> {
  const [settings, customer] = await Promise.all([getPublicSettings(), customerOf(orderId)]);
  const result = await refundPart(orderId, input, by, language, (tx, order, refund, stored) => {
    if (!customer.email) return;
    const shopperLanguage = mailLanguage(stored.get("language"));
    const data = orderMailData(
      { order, customer: { name: customer.name || String(stored.get("userName") ?? ""), email: customer.email }, settings, language: shopperLanguage },
      { refund: { amount: refund.amount, pending: refund.status === "pending" }, ...(refund.note ? { refundNote: refund.note } : {}) },
    );
    queueMail(tx, orderMailId(orderId, `refund-${input.requestId}`), { ...mailOf("order-refunded", shopperLanguage, customer.email, data), orderId });
  });
  return { order: { ...result.order, userName: customer.name }, amount: result.refund.amount };
}
