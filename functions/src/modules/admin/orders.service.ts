/**
 * The admin's view of the orders (./orders.routes.ts): every shopper's orders, one
 * order's details, and status changes.
 *
 * Reads per call: list, one page (pageSize + 1 orders at most, PAGE_SIZES.adminOrders) + one getAll
 * of its distinct customers; details, 1 order + 1 user; update, 1 order + 1 user (+ the order's products
 * when a paid order is rejected and its stock goes back), all in one transaction.
 *
 * Stock: orders.service.ts takes an order's stock when its payment is captured (paymentStatus
 * `processing`, then `paid`) and gives it back itself when the provider refuses. So only a paid
 * order that the admin rejects has stock to return here, and likewise the uses (and revenue) of
 * its promotions (checkout's promotion-uses.ts). An unpaid order that the admin rejects
 * gets paymentStatus `failed`, so a later capture can no longer charge the shopper for it; an order
 * whose payment is being captured right now cannot be rejected (409) until the capture settles.
 * A paid order keeps paymentStatus `paid` when rejected: refunds happen at the provider, and in
 * the rejection's transaction the gift cards that paid part of it take their part back, and a card
 * the order bought is voided (refused, 409, when it was spent already: checkout's refunds.service.ts).
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import {
  LANGUAGES,
  statusChangeRefusal,
  trackingUrlFor,
  type AdminOrder,
  type AdminOrderStatus,
  type Carrier,
  type LanguageCode,
  type Order,
  type OrderShipment,
  type ShipmentInput,
  type StatusChangeBy,
} from "@cocoa/contracts";
import { HttpError, invalidField } from "../../platform/errors";
import { db } from "../../platform/firebase";
import { readItems, type ListOrder, type Page } from "../../platform/cursor";
import {
  failedBecause,
  giveCardsBack,
  giveUsesBack,
  moveStock,
  orderFromDocument,
  quantities,
  readRejectionCards,
  readUsesTaken,
  readProducts,
  refundForRejection,
  rejectionCardsRefusal,
  rejectionRefund,
  withStatus,
} from "../checkout";
import { collections } from "../../platform/collections";
import { STATUS_MESSAGES, giftRecipientMailData, mailLanguage, mailOf, orderMailData, orderMailId, queueMail } from "../mail";
import { getPublicSettings } from "../settings";
import { releasePlace } from "../delivery";
import { recordOrderStatsChange } from "../insights";
import { readCreditNoteCounter, withCreditNote } from "../receipts";

const orders = () => db().collection(collections.orders);
const userRef = (uid: string) => db().collection(collections.users).doc(uid);

/** The customer's name: the profile's now, else the one the order was placed under. */
function customerName(user: DocumentSnapshot | undefined, order: Record<string, unknown>): string {
  const current = user?.get("userName");
  if (typeof current === "string" && current) return current;
  return typeof order.userName === "string" ? order.userName : "";
}

/** The language the shopper ordered in (orders placed before it was kept have none). */
function orderLanguage(data: Record<string, unknown>): LanguageCode | undefined {
  return LANGUAGES.find((language) => language === data.language);
}

function adminOrderOf(snapshot: DocumentSnapshot, user: DocumentSnapshot | undefined): AdminOrder {
  const data = snapshot.data() ?? {};
  const language = orderLanguage(data);
  return {
    ...orderFromDocument(snapshot.id, data),
    userName: customerName(user, data),
    ...(language ? { language } : {}),
    // The shopper deleted their account (accounts/privacy.service.ts): no name, no email is sent.
    ...(data.customerDeleted === true ? { customerDeleted: true } : {}),
  };
}

/** Every shopper's orders, newest first; orders placed in the same instant by id. */
const ADMIN_ORDER_LIST: ListOrder = { list: "adminOrders", fields: [{ field: "orderDate", direction: "desc" }] };

/**
 * A page of every shopper's orders (or of the gifts only), newest first, each with its customer's name: the page's orders
 * (pageSize + 1 reads at most) and one getAll of their distinct customers (pageSize at most).
 */
export async function listAdminOrders(page: { pageSize: number; cursor?: string; gift?: boolean }): Promise<Page<AdminOrder>> {
  // Gifts only: one equality on the order's top-level `isGift` (indexed with the date); a cursor belongs to its filter.
  const query = page.gift ? orders().where("isGift", "==", true) : orders();
  const request = { pageSize: page.pageSize, ...(page.cursor ? { cursor: page.cursor } : {}), ...(page.gift ? { scope: "gifts" } : {}) };
  const { items: snapshots, nextCursor } = await readItems(ADMIN_ORDER_LIST, query, request, (doc) => doc);
  const uids = [...new Set(snapshots.map((doc) => doc.get("userId")).filter((uid): uid is string => typeof uid === "string" && uid !== ""))];
  const users = new Map<string, DocumentSnapshot>();
  if (uids.length > 0) {
    const refs = uids.map(userRef) as [DocumentReference, ...DocumentReference[]];
    for (const user of await db().getAll(...refs)) users.set(user.id, user);
  }
  return { items: snapshots.map((doc) => adminOrderOf(doc, users.get(doc.get("userId") as string))), nextCursor };
}

/** Reads the customer of a stored order (a snapshot that does not exist when there is none). */
async function readCustomer(order: DocumentSnapshot, tx?: Transaction): Promise<DocumentSnapshot | undefined> {
  const uid = order.get("userId");
  if (typeof uid !== "string" || uid === "") return undefined;
  return tx ? tx.get(userRef(uid)) : userRef(uid).get();
}

export async function getAdminOrder(orderId: string): Promise<AdminOrder> {
  const snapshot = await orders().doc(orderId).get();
  if (!snapshot.exists) throw new HttpError(404, "order.notFound");
  return adminOrderOf(snapshot, await readCustomer(snapshot));
}

/** Who changes the status, and how the order ships when the change is to in shipping. */
export interface StatusChangeDetails {
  by: StatusChangeBy;
  /** With `inShipping` only (the request schema's rule). */
  shipment?: ShipmentInput;
}

/** The settings' carrier a shipment names; 400 on its field when the settings have none by that id. */
function carrierOf(carriers: readonly Carrier[], id: string): Carrier {
  const carrier = carriers.find((candidate) => candidate.id === id);
  if (!carrier) throw invalidField("shipment.carrierId", "shipment.carrierUnknown");
  return carrier;
}

/** The shipment as the order keeps it: the carrier copied as it is now, the tracking address filled in. */
function shipmentOf(carrier: Carrier, trackingNumber: string, shippedAt: string): OrderShipment {
  const shipment: OrderShipment = { carrierId: carrier.id, carrier: carrier.name, trackingNumber, trackingUrl: trackingUrlFor(carrier.trackingUrl, trackingNumber), shippedAt };
  return carrier.nameHe ? { ...shipment, carrierHe: carrier.nameHe } : shipment;
}

/** What the shipping email says of the parcel, in the shopper's language (nothing without a shipment). */
function trackingOf(shipment: OrderShipment | undefined, language: LanguageCode) {
  if (!shipment) return {};
  const { trackingNumber, trackingUrl } = shipment;
  return { carrier: (language === "he" && shipment.carrierHe) || shipment.carrier, trackingNumber, trackingUrl };
}

export interface OrderStatusUpdate {
  order: AdminOrder;
  /** False when the order already had the status (nothing was written). */
  changed: boolean;
}

/**
 * Sets an order's status, in one transaction: 400 a shipment naming a carrier the settings do not
 * have; 404 unknown order; the same status changes nothing; a move the order of statuses refuses
 * (statusChangeRefusal: final, backwards, a skipped step) is 409; otherwise the change joins the
 * status history with its time and who made it, and a move to in shipping stores the shipment.
 * Rejecting a paid order returns its stock to the products that still exist.
 */
export async function updateAdminOrderStatus(orderId: string, status: AdminOrderStatus, { by, shipment }: StatusChangeDetails): Promise<OrderStatusUpdate> {
  const ref = orders().doc(orderId);
  const settings = await getPublicSettings();
  // The carrier is checked against the settings before anything is read (a bad request, like the schema's).
  const carrier = shipment ? carrierOf(settings.carriers, shipment.carrierId) : undefined;
  // Rejecting a paid order gives the money back first, through the provider that took it (refused
  // or unreachable: nothing changes). Asked again, the provider answers the same refund. The gift
  // cards' part goes back in the transaction below.
  const fromProvider = status === "rejected" ? await refundForRejection(orderId, by) : undefined;
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpError(404, "order.notFound");
    const customer = await readCustomer(snapshot, tx);
    const order = adminOrderOf(snapshot, customer);
    if (order.orderStatus === status) return { order, changed: false };
    // Statuses only move forward (delivered -> pending would undo a delivery); the rule says why not.
    const refusal = statusChangeRefusal(order.orderStatus, status);
    if (refusal) throw new HttpError(409, refusal);

    // All reads before any write (a Firestore transaction's rule).
    const rejecting = status === "rejected";
    if (rejecting && order.paymentStatus === "processing") throw new HttpError(409, "adminOrder.paymentInProgress");
    // A paid order's stock was taken at capture; deleted products' stock has nowhere to go.
    const rejectingPaid = rejecting && order.paymentStatus === "paid";
    const restock = rejectingPaid ? quantities(order) : new Map<string, number>();
    const products = await readProducts(tx, [...restock.keys()]);
    // A paid order's promotions took a use (and its revenue) at capture: a rejected order gives them back.
    const promotions = rejectingPaid ? await readUsesTaken(tx, order, snapshot.data()) : undefined;
    // Its gift cards took their part at capture; a card it bought is taken back (unless spent since).
    const cards = rejectingPaid ? await readRejectionCards(tx, order) : undefined;
    // The refund's credit note (modules/receipts): its counter read with the reads, taken when the refund is recorded.
    const issueCreditNote = rejectingPaid ? await readCreditNoteCounter(tx) : undefined;
    const cardRefusal = cards ? rejectionCardsRefusal(cards) : undefined;
    if (cardRefusal) throw new HttpError(409, cardRefusal.code, cardRefusal.params);

    // ISO time like the rest of the order; taken here, not serverTimestamp, so every change of
    // the history has its own time.
    const at = new Date().toISOString();
    const update: Partial<Order> = withStatus(order, status, at, by);
    if (carrier && shipment) update.shipment = shipmentOf(carrier, shipment.trackingNumber, at);
    const toGiftCards = cards ? giveCardsBack(tx, order, cards, { by: by.name, language: mailLanguage(settings.defaultLanguage) }) : 0;
    const refund = rejectingPaid ? rejectionRefund(orderId, fromProvider, toGiftCards, by, at) : undefined;
    if (refund && !order.refunds?.some((earlier) => earlier.key === refund.key)) {
      update.refunds = [...(order.refunds ?? []), issueCreditNote ? withCreditNote(refund, order, issueCreditNote) : refund];
    }
    if (rejecting && order.paymentStatus === "pending") {
      // Not paid yet: it must not be payable any more (capture refuses a failed payment).
      Object.assign(update, { paymentStatus: "failed" }, failedBecause({ code: "adminOrder.rejectedByShop" }));
    }
    tx.update(ref, { ...update, ...(promotions ? giveUsesBack(tx, order, promotions, true) : {}) });
    moveStock(tx, products, restock);
    // A rejected order is not made: its place on the atelier's day goes back.
    if (rejecting && order.delivery) releasePlace(tx, order.delivery.date, order._id);
    const changed = { ...order, ...update };
    // A paid order rejected counts on today's figures, and its refund with it.
    await recordOrderStatsChange(tx, order, changed);
    // The shopper hears of the changes they care about, in the language they ordered in, in this
    // same transaction (one message per status: statuses only move forward).
    const message = STATUS_MESSAGES[status];
    const email = customer?.get("email");
    if (message && typeof email === "string" && email) {
      const language = mailLanguage(snapshot.get("language"));
      const data = orderMailData(
        { order: changed, customer: { name: order.userName, email }, settings, language },
        { ...trackingOf(changed.shipment, language), ...(refund ? { refund: { amount: refund.amount, toGiftCards: refund.toGiftCards ?? 0, pending: refund.status === "pending" } } : {}) },
      );
      queueMail(tx, orderMailId(orderId, status), { ...mailOf(message, language, email, data), orderId });
    }
    // A gift's recipient hears once, when it leaves (or is ready at the atelier for a pickup), in
    // the language the buyer chose for them, with no price: the same transaction, an id per order.
    const gift = changed.gift;
    if (status === "inShipping" && gift?.recipientEmail) {
      const language = mailLanguage(gift.recipientLanguage);
      const message = changed.delivery?.method === "pickup" ? "gift-ready-for-pickup" : "gift-on-its-way";
      const data = giftRecipientMailData({ order: changed, customerName: order.userName, settings, language }, trackingOf(changed.shipment, language));
      queueMail(tx, orderMailId(orderId, "gift-recipient"), { ...mailOf(message, language, gift.recipientEmail, data), orderId });
    }
    return { order: changed, changed: true };
  });
}
