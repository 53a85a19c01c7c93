/**
 * The orders' and customers' CSV (issue 37), for a bookkeeper's spreadsheet: UTF-8 with a BOM, money in
 * major units with two decimals (`24.00`) beside its currency, times in ISO 8601 (UTC).
 *
 * Orders: those placed from `from` to `to`, days on the shop's clock (both included), one status or
 * all. One range read on `orderDate` (an ISO string, so the range is text order), the status filtered
 * here (no composite index needed), and one getAll of their customers.
 */
import type { DocumentReference } from "firebase-admin/firestore";
import { refundedTotal, type Order, type OrderStatus } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { orderFromDocument } from "../checkout";
import { addDays, getDeliverySettings, shopInstant } from "../delivery";
import { allCustomers } from "./customers.service";
import { majorUnits } from "./products-csv/columns";
import { csvText } from "./products-csv/csv-text";

const ORDER_COLUMNS = [
  "orderNumber",
  "orderId",
  "orderDate",
  "orderStatus",
  "paymentStatus",
  "paymentMethod",
  "customerName",
  "customerEmail",
  "items",
  "units",
  "subtotal",
  "discount",
  "shipping",
  "giftWrap",
  "tax",
  "taxIncluded",
  "giftCards",
  "total",
  "refunded",
  "currency",
  "deliveryMethod",
  "city",
  "receiptNumber",
] as const;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A line as a person reads it: `2 × Almond Truffles (Large)`. */
function itemsOf(order: Order): string {
  return order.cartItems.map((item) => `${item.quantity} × ${item.title}${item.variantLabel ? ` (${item.variantLabel})` : ""}`).join("; ");
}

export async function exportOrdersCsv(query: { from: string; to: string; status?: OrderStatus | undefined }): Promise<string> {
  const { timeZone } = await getDeliverySettings();
  const start = shopInstant(query.from, "00:00", timeZone).toISOString();
  const end = shopInstant(addDays(query.to, 1), "00:00", timeZone).toISOString();
  const snapshot = await db().collection(collections.orders).where("orderDate", ">=", start).where("orderDate", "<", end).orderBy("orderDate", "asc").get();
  const docs = snapshot.docs.filter((doc) => !query.status || doc.get("orderStatus") === query.status);
  const uids = [...new Set(docs.map((doc) => text(doc.get("userId"))).filter(Boolean))];
  const users = new Map<string, { name: string; email: string }>();
  for (let at = 0; at < uids.length; at += 300) {
    const refs = uids.slice(at, at + 300).map((uid) => db().collection(collections.users).doc(uid)) as [DocumentReference, ...DocumentReference[]];
    for (const user of await db().getAll(...refs)) users.set(user.id, { name: text(user.get("userName")), email: text(user.get("email")) });
  }
  const rows = docs.map((doc) => {
    const data = doc.data();
    const order = orderFromDocument(doc.id, data);
    // An order of a deleted account keeps no name or email (accounts/privacy.service.ts).
    const customer = data.customerDeleted === true ? undefined : users.get(order.userId);
    const receipt = (data.receipt as { number?: unknown } | undefined)?.number;
    return [
      order.orderNumber,
      order._id,
      order.orderDate,
      order.orderStatus,
      order.paymentStatus,
      order.paymentMethod,
      customer?.name ?? "",
      customer?.email ?? "",
      itemsOf(order),
      order.cartItems.reduce((sum, item) => sum + item.quantity, 0),
      majorUnits(order.subtotal),
      majorUnits(order.discountAmount + order.shippingDiscount),
      majorUnits(order.shippingCost),
      majorUnits(order.wrapCost),
      majorUnits(order.taxAmount),
      String(order.taxIncluded === true),
      majorUnits(order.giftCardAmount),
      majorUnits(order.totalAmount),
      majorUnits(refundedTotal(order)),
      order.currency,
      order.delivery?.method ?? "",
      order.addressInfo.city ?? "",
      text(receipt),
    ];
  });
  return csvText(ORDER_COLUMNS, rows);
}

const CUSTOMER_COLUMNS = ["customerId", "name", "email", "ordersCount", "totalSpent", "joined", "emailVerified", "disabled", "role"] as const;

/** Every account: paid orders counted, what they spent per currency (`120.00 ILS; 30.00 USD`), when they joined. */
export async function exportCustomersCsv(): Promise<string> {
  const customers = await allCustomers();
  return csvText(
    CUSTOMER_COLUMNS,
    customers.map((customer) => [
      customer._id,
      customer.userName,
      customer.email,
      customer.ordersCount,
      customer.totalSpent.map((spent) => `${majorUnits(spent.amount)} ${spent.currency}`).join("; "),
      customer.createdAt,
      String(customer.emailVerified),
      String(customer.disabled),
      customer.role,
    ]),
  );
}
