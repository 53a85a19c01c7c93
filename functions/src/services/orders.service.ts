/**
 * Orders and their payment. `orders/{id}` holds the order as the contract's `Order` (minus `_id`),
 * plus `productIds` (for the verified-purchase mark on reviews) and the provider's `captureId`.
 *
 * Create: the order is built from the session user's cart as Firestore has it now (prices, titles,
 * stock) and the settings (shipping, tax, currency); nothing of the request but the address id is
 * used. The provider's payment is created first and the order written once, with its payment id.
 *
 * Capture, where stock moves, in two transactions around the provider's capture, so that a shopper
 * who loses the race for the last piece is told so and never charged:
 *  1. reserve: check every line's stock and decrement it, and mark the order `processing`. Not
 *     enough stock: the order fails (rejected, not charged) and nothing else changes.
 *  2. the provider captures (idempotent per order: a retry never charges twice);
 *  3. confirm: the order becomes paid and confirmed and its products leave the cart. A declined
 *     payment instead gives the stock back and fails the order.
 * Capturing again (a reload, a double click) answers the order as it is: a paid order answers
 * success without calling the provider; one caught mid-capture finishes the same capture.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import {
  ORDER_MESSAGES,
  effectivePrice,
  notEnoughStockMessage,
  orderTotals,
  soldOutMessage,
  type CaptureOrderRequest,
  type Order,
  type OrderCartItem,
  type OrderStatus,
  type OrderStatusChange,
  type PaymentMethod,
  type SessionUser,
} from "../contracts";
import { HttpError } from "../errors";
import { db, firestoreModule } from "../firebase";
import { getOwnAddress } from "./addresses.service";
import { CARTS_COLLECTION, cartDocument, getCart, storedLines } from "./cart.service";
import { PRODUCTS_COLLECTION, productFromDocument } from "./product-document";
import { PaymentProviderError } from "./payments/payment-provider";
import { checkoutProvider, providerFor } from "./payments/providers";
import { getPublicSettings } from "./settings.service";
import { readItems, type ListOrder, type Page } from "./cursor";

export const ORDERS_COLLECTION = "orders";
/** Newest first; orders placed in the same instant by id, so a page never repeats or skips one. */
const OWN_ORDER_LIST: ListOrder = { list: "orders", fields: [{ field: "orderDate", direction: "desc" }] };

const ordersOf = () => db().collection(ORDERS_COLLECTION);
const productRef = (id: string) => db().collection(PRODUCTS_COLLECTION).doc(id);
const nowIso = () => new Date().toISOString();

const text = (value: unknown) => (typeof value === "string" ? value : "");
const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);

/** The stored order as the API answers it (unknown fields dropped, missing ones defaulted). */
export function orderFromDocument(id: string, data: Record<string, unknown>): Order {
  const address = (data.addressInfo ?? {}) as Record<string, unknown>;
  const items = Array.isArray(data.cartItems) ? (data.cartItems as Record<string, unknown>[]) : [];
  const history = Array.isArray(data.statusHistory) ? (data.statusHistory as Record<string, unknown>[]) : [];
  const order: Order = {
    _id: id,
    userId: text(data.userId),
    cartId: text(data.cartId),
    cartItems: items.map((item) => {
      const line: OrderCartItem = {
        productId: text(item.productId),
        title: text(item.title),
        image: text(item.image),
        price: int(item.price),
        quantity: int(item.quantity),
      };
      if (typeof item.titleHe === "string") line.titleHe = item.titleHe;
      return line;
    }),
    addressInfo: {
      addressId: text(address.addressId),
      address: text(address.address),
      city: text(address.city),
      pincode: text(address.pincode),
      phone: text(address.phone),
      notes: text(address.notes),
    },
    orderStatus: text(data.orderStatus) as OrderStatus,
    paymentMethod: text(data.paymentMethod) as PaymentMethod,
    paymentStatus: text(data.paymentStatus) as Order["paymentStatus"],
    currency: text(data.currency),
    subtotal: int(data.subtotal),
    shippingCost: int(data.shippingCost),
    taxAmount: int(data.taxAmount),
    totalAmount: int(data.totalAmount),
    orderDate: text(data.orderDate),
    orderUpdateDate: text(data.orderUpdateDate),
    paymentId: text(data.paymentId),
    payerId: text(data.payerId),
    statusHistory: history.map((change) => ({ status: text(change.status) as OrderStatus, at: text(change.at) })),
  };
  if (typeof data.failureReason === "string") order.failureReason = data.failureReason;
  return order;
}

export interface CreatedOrder {
  orderId: string;
  approvalURL: string;
}

export interface CreateOrderInput {
  addressId: string;
  /** The shop's origin (scheme, host, port) the provider sends the shopper back to. */
  origin: string;
  language: "en" | "he";
}

export async function createOrder(user: SessionUser, input: CreateOrderInput): Promise<CreatedOrder> {
  const [cart, settings] = await Promise.all([getCart(user.id), getPublicSettings()]);
  if (cart.items.length === 0) throw new HttpError(400, ORDER_MESSAGES.emptyCart);
  const address = await getOwnAddress(user.id, input.addressId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) throw new HttpError(400, ORDER_MESSAGES.selectAddress);
    throw error;
  });

  const cartItems: OrderCartItem[] = cart.items.map((item) => {
    if (item.totalStock <= 0) throw new HttpError(409, soldOutMessage(item.title));
    if (item.quantity > item.totalStock) throw new HttpError(409, notEnoughStockMessage(item.title, item.totalStock));
    const line: OrderCartItem = {
      productId: item.productId,
      title: item.title,
      image: item.image,
      price: effectivePrice(item),
      quantity: item.quantity,
    };
    if (item.titleHe !== undefined) line.titleHe = item.titleHe;
    return line;
  });
  const subtotal = cartItems.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totals = orderTotals(subtotal, settings);

  const ref = ordersOf().doc();
  const provider = await checkoutProvider();
  const returnUrl = `${input.origin}/shop/paypal-return`;
  const payment = await provider
    .createPayment({
      orderId: ref.id,
      amount: totals.totalAmount,
      currency: settings.currency,
      returnUrl,
      cancelUrl: `${returnUrl}?cancelled=1`,
      language: input.language,
      description: `${settings.siteName} — order ${ref.id}`,
    })
    .catch((error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      console.error("The payment provider refused to create a payment", { orderId: ref.id, code: error.providerCode, message: error.message });
      throw new HttpError(503, ORDER_MESSAGES.providerUnavailable);
    });

  const now = nowIso();
  const order: Omit<Order, "_id"> = {
    userId: user.id,
    cartId: cart._id,
    cartItems,
    addressInfo: {
      addressId: address._id,
      address: address.address,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes,
    },
    orderStatus: "pending",
    paymentMethod: provider.method,
    paymentStatus: "pending",
    currency: settings.currency,
    ...totals,
    orderDate: now,
    orderUpdateDate: now,
    paymentId: payment.paymentId,
    payerId: "",
    statusHistory: [{ status: "pending", at: now }],
  };
  await ref.create({ ...order, userName: user.userName, productIds: cartItems.map((line) => line.productId) });
  return { orderId: ref.id, approvalURL: payment.approvalUrl };
}

/** The order `orderId` if it is `uid`'s: 404 when there is none, 403 when it is someone else's. */
function ownOrder(snapshot: DocumentSnapshot, uid: string): Order {
  const data = snapshot.data();
  if (!data) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (data.userId !== uid) throw new HttpError(403, ORDER_MESSAGES.notYours);
  return orderFromDocument(snapshot.id, data);
}

export async function getOwnOrder(uid: string, orderId: string): Promise<Order> {
  return ownOrder(await ordersOf().doc(orderId).get(), uid);
}

/** A page of the user's orders, newest first (one query, pageSize + 1 reads at most). */
export async function listOwnOrders(uid: string, page: { pageSize: number; cursor?: string }): Promise<Page<Order>> {
  const query = ordersOf().where("userId", "==", uid);
  return readItems(OWN_ORDER_LIST, query, { ...page, scope: uid }, (doc) => orderFromDocument(doc.id, doc.data()));
}

/** The order moved to `status`, the change appended to its history (exported for the admin's status changes). */
export function withStatus(order: Order, status: OrderStatus, at: string): Pick<Order, "orderStatus" | "statusHistory" | "orderUpdateDate"> {
  const change: OrderStatusChange = { status, at };
  return { orderStatus: status, statusHistory: [...order.statusHistory, change], orderUpdateDate: at };
}

/** Sets stock in a transaction from what it read: `delta` per product id (negative takes stock). */
export function moveStock(tx: Transaction, products: Map<string, DocumentSnapshot>, delta: Map<string, number>): void {
  for (const [id, change] of delta) {
    const snapshot = products.get(id);
    if (!snapshot?.exists) continue;
    const stock = productFromDocument(id, snapshot.data() ?? {}).totalStock;
    tx.update(snapshot.ref, { totalStock: Math.max(0, stock + change) });
  }
}

/** Units per product id over the order's lines (a product may sit on more than one line). */
export function quantities(order: Order): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of order.cartItems) map.set(line.productId, (map.get(line.productId) ?? 0) + line.quantity);
  return map;
}

export async function readProducts(tx: Transaction, ids: string[]): Promise<Map<string, DocumentSnapshot>> {
  if (ids.length === 0) return new Map();
  const refs = ids.map(productRef) as [DocumentReference, ...DocumentReference[]];
  const snapshots = await tx.getAll(...refs);
  return new Map(snapshots.map((s) => [s.id, s]));
}

type Reservation =
  | { outcome: "capture"; order: Order }
  | { outcome: "paid"; order: Order }
  | { outcome: "failed"; order: Order };

/** Step 1: check and take the stock, or fail the order when a line has not enough. */
async function reserveStock(uid: string, input: CaptureOrderRequest): Promise<Reservation> {
  const ref = ordersOf().doc(input.orderId);
  return db().runTransaction(async (tx) => {
    const order = ownOrder(await tx.get(ref), uid);
    if (order.paymentId !== input.paymentId) throw new HttpError(400, ORDER_MESSAGES.paymentMismatch);
    if (order.paymentStatus === "paid") return { outcome: "paid", order };
    if (order.paymentStatus === "failed") return { outcome: "failed", order };
    if (order.paymentStatus === "processing") return { outcome: "capture", order };

    const wanted = quantities(order);
    const products = await readProducts(tx, [...wanted.keys()]);
    const now = nowIso();
    for (const [id, quantity] of wanted) {
      const snapshot = products.get(id);
      const stock = snapshot?.exists ? productFromDocument(id, snapshot.data() ?? {}).totalStock : 0;
      if (stock < quantity) {
        const title = order.cartItems.find((line) => line.productId === id)?.title ?? id;
        const failed: Partial<Order> = { paymentStatus: "failed", failureReason: soldOutMessage(title), ...withStatus(order, "rejected", now) };
        tx.update(ref, failed);
        return { outcome: "failed", order: { ...order, ...failed } };
      }
    }
    moveStock(tx, products, new Map([...wanted].map(([id, quantity]) => [id, -quantity])));
    const processing: Partial<Order> = { paymentStatus: "processing", payerId: input.payerId, orderUpdateDate: now };
    tx.update(ref, processing);
    return { outcome: "capture", order: { ...order, ...processing } };
  });
}

/** Step 3: paid and confirmed, the captured products out of the cart. */
async function confirmOrder(uid: string, orderId: string, captureId: string, payerId: string): Promise<Order> {
  const ref = ordersOf().doc(orderId);
  const cartRef = db().collection(CARTS_COLLECTION).doc(uid);
  return db().runTransaction(async (tx) => {
    const [orderSnapshot, cart] = await Promise.all([tx.get(ref), tx.get(cartRef)]);
    const order = ownOrder(orderSnapshot, uid);
    if (order.paymentStatus !== "processing") return order;
    const now = nowIso();
    const paid: Partial<Order> & { captureId: string } = { paymentStatus: "paid", payerId, captureId, ...withStatus(order, "confirmed", now) };
    tx.update(ref, paid);
    if (cart.exists) {
      const ordered = new Set(order.cartItems.map((line) => line.productId));
      const { FieldValue } = firestoreModule();
      const left = storedLines(cart.data()).filter((line) => !ordered.has(line.productId));
      tx.set(cartRef, cartDocument(uid, left, FieldValue.serverTimestamp()));
    }
    const { captureId: _stored, ...answer } = paid;
    return { ...order, ...answer };
  });
}

/** The provider refused: the reserved stock goes back and the order fails (not charged). */
async function releaseStock(uid: string, orderId: string, reason: string): Promise<Order> {
  const ref = ordersOf().doc(orderId);
  return db().runTransaction(async (tx) => {
    const order = ownOrder(await tx.get(ref), uid);
    if (order.paymentStatus !== "processing") return order;
    const wanted = quantities(order);
    const products = await readProducts(tx, [...wanted.keys()]);
    moveStock(tx, products, wanted);
    const failed: Partial<Order> = { paymentStatus: "failed", failureReason: reason, ...withStatus(order, "rejected", nowIso()) };
    tx.update(ref, failed);
    return { ...order, ...failed };
  });
}

/** The shopper cancelled at the provider: a pending order fails (rejected, not charged). */
export async function cancelOrder(uid: string, orderId: string): Promise<Order> {
  const ref = ordersOf().doc(orderId);
  return db().runTransaction(async (tx) => {
    const order = ownOrder(await tx.get(ref), uid);
    if (order.paymentStatus === "failed") return order;
    if (order.paymentStatus !== "pending") throw new HttpError(409, ORDER_MESSAGES.notCancellable);
    const cancelled: Partial<Order> = {
      paymentStatus: "failed",
      failureReason: ORDER_MESSAGES.paymentCancelled,
      ...withStatus(order, "rejected", nowIso()),
    };
    tx.update(ref, cancelled);
    return { ...order, ...cancelled };
  });
}

export type CaptureResult = { paid: true; order: Order } | { paid: false; order: Order; status: number; message: string };

/** A failed order: 409 (sold out, or failed before) unless the provider refused (402). */
function failure(order: Order, status = 409): CaptureResult {
  return { paid: false, order, status, message: order.failureReason ?? ORDER_MESSAGES.alreadyFailed };
}

export async function captureOrder(uid: string, input: CaptureOrderRequest): Promise<CaptureResult> {
  const reservation = await reserveStock(uid, input);
  if (reservation.outcome === "paid") return { paid: true, order: reservation.order };
  if (reservation.outcome === "failed") return failure(reservation.order);

  const { order } = reservation;
  // The payer id recorded at reservation wins over a different one sent by a second, racing call.
  const payerId = order.payerId || input.payerId;
  try {
    const provider = await providerFor(order.paymentMethod);
    const captured = await provider.capturePayment({ paymentId: order.paymentId, payerId, orderId: order._id });
    return { paid: true, order: await confirmOrder(uid, order._id, captured.captureId, captured.payerId ?? payerId) };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== "unavailable") {
      const reason = error.kind === "cancelled" ? ORDER_MESSAGES.paymentCancelled : ORDER_MESSAGES.paymentFailed;
      console.warn("Payment refused by the provider", { orderId: order._id, code: error.providerCode, message: error.message });
      return failure(await releaseStock(uid, order._id, reason), 402);
    }
    // Unreachable or unsure: keep the reservation; capturing again finishes the same capture.
    console.error("Payment capture could not complete", { orderId: order._id, error });
    throw new HttpError(503, ORDER_MESSAGES.providerUnavailable);
  }
}
