/**
 * Orders and their payment. `orders/{id}` holds the order as the contract's `Order` (minus `_id`),
 * plus `productIds` (for the verified-purchase mark on reviews) and the provider's `captureId`.
 *
 * Create: the order is built from the session user's cart as Firestore has it now (prices, titles,
 * stock), the settings (shipping, tax, currency) and the promotions as stored (./order-pricing.ts,
 * the quote's own path: each line's `discount`, the order's `discounts` and their totals); nothing of
 * the request but the address id, the delivery, the gift and the typed code is used. One transaction counts the shopper's unpaid orders and writes the new one only while they
 * hold fewer than MAX_PENDING_ORDERS (it touches `users/{uid}`, so two creates at once conflict and
 * the later one counts the earlier); only then is the provider's payment created and its id stored.
 * A refused create so leaves no order and no payment; a provider that fails takes the order away again.
 *
 * Expiry: an unpaid order can be paid until `expiresAt` (PENDING_ORDER_LIFETIME_MINUTES after it was
 * placed). After that every read answers it as rejected, payment failed, with "order.expired"
 * (`lapsed`), and it no longer counts toward the limit. Nothing sweeps on a timer: the change is
 * written when the shop next touches the order (a capture, a cancel, or the shopper's next create,
 * which fails their expired orders in its transaction), and the provider's payment is voided then
 * where the provider can (the sandbox; a PayPal order lapses at PayPal on its own).
 *
 * Capture, where stock moves, in two transactions around the provider's capture, so that a shopper
 * who loses the race for the last piece is told so and never charged:
 *  1. reserve: refuse an expired order; check every line's stock and price and take the stock, take
 *     a use of each promotion the order was given (./promotion-uses.ts), and mark the order
 *     `processing`. Not enough stock, a price that rose since the order was placed, or a promotion
 *     with no use left for it: the order fails (rejected, not charged) and nothing else changes.
 *  2. the provider captures (idempotent per order: a retry never charges twice);
 *  3. confirm: the order becomes paid and confirmed, the units bought leave the cart, and its total
 *     joins its promotions' revenue. A declined payment instead gives the stock and the promotions'
 *     uses back and fails the order.
 * Capturing again (a reload, a double click) answers the order as it is: a paid order answers
 * success without calling the provider; one caught mid-capture finishes the same capture.
 *
 * Gift cards (issue 36, ./order-gift-cards.ts): the typed cards pay the total after the promotions
 * (`giftCardPayments`, `giftCardAmount`) and the provider is asked only for the rest
 * (`providerAmount`). Their balances change only in the order's transactions: spent at the reserve
 * (a card whose balance fell since fails the order before any money moves, `giftCard.balanceChanged`),
 * given back when the provider declines; an unpaid order that expires never spent anything. When
 * nothing is left for a provider (cards cover it all: `giftCard`; a promotion took it all: `none`),
 * the create settles the order at once the way a capture does, without a provider (`captureId` ""),
 * and answers the return page's address, whose capture answers the order as paid.
 *
 * An order may instead buy a gift card (./gift-card-purchase.ts): one line GIFT_CARD_PRODUCT_ID,
 * no delivery, no stock; the confirmation issues the card in its transaction. Every walk over an
 * order's lines that concerns goods (stock, prices at capture, the cart) skips that line.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import {
  combineAllergens,
  type AllergenKinds,
  type Allergens,
  MAX_PENDING_ORDERS,
  ORDER_NUMBERS,
  PENDING_ORDER_LIFETIME_MINUTES,
  isMessageCode,
  orderDeliverySchema,
  orderDiscountSchema,
  orderGiftSchema,
  orderGiftCardPaymentSchema,
  orderGiftCardPurchaseSchema,
  providerAmount,
  giftMessageEditable,
  MAX_ADDRESSES_PER_USER,
  renderMessage,
  effectivePrice,
  formatOrderNumber,
  orderTotals,
  cartLineId,
  parseStockKey,
  stockKey,
  pendingOrderExpiry,
  type AddressInput,
  type CaptureOrderRequest,
  type CodedMessage,
  type DeliveryChoice,
  type DeliverySettings,
  type GiftInput,
  type MessageLanguage,
  type MessageParams,
  type Order,
  type OrderCartItem,
  type OrderDelivery,
  type OrderDiscount,
  type OrderGift,
  type OrderGiftCardPayment,
  type OrderPiece,
  type OrderTotals,
  type OrderStatus,
  type OrderStatusChange,
  type PaymentMethod,
  type SessionUser,
  type ShopSettings,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { countAddresses, createAddressIn, getOwnAddress } from "../accounts";
import { cartAfterPurchase, cartDocument, getCartForCheckout, storedLines } from "../cart";
import { productFromDocument, soldUnit, stockUpdate } from "../catalog";
import { PaymentProviderError, type CreatedPayment, type PaymentBreakdown, type PaymentProvider } from "./payments/payment-provider";
import { checkoutProvider, paidAtProvider, providerFor } from "./payments/providers";
import { shipmentFromDocument, statusChangeFromDocument } from "./order-fulfilment";
import { refundsFromDocument } from "./order-refunds";
import { priceCart, pricedLines } from "./order-pricing";
import { countRevenue, giveUsesBack, readUsesTaken, readForReservation, reservationRefusal, takeUses } from "./promotion-uses";
import { getPublicSettings } from "../settings";
import { deliverGiftCard, issuePurchasedCard, readCards, returnToCards, spendFromCards } from "../gift-cards";
import { SHOP_PAYER, cardPaymentsFor, cardsForOrder, isGiftCardLine, settledMethod, settledPaymentId } from "./order-gift-cards";
import { checkDeliveryChoice, deliveryStillPossible, hasPlace, holdPlace, keepPlace, leadDaysOf, placeTaken, readDay, releasePlace } from "../delivery";
import { mailLanguage, mailOf, orderMailData, orderMailId, queueMail } from "../mail";
import { recordPaidOrderStats } from "../insights";
import { readReceiptCounter, receiptFromDocument } from "../receipts";
import { readItems, type ListOrder, type Page } from "../../platform/cursor";
import { logger } from "../../platform/logger";
import { collections } from "../../platform/collections";

/** Newest first; orders placed in the same instant by id, so a page never repeats or skips one. */
const OWN_ORDER_LIST: ListOrder = { list: "orders", fields: [{ field: "orderDate", direction: "desc" }] };

const ordersOf = () => db().collection(collections.orders);
const orderCounterRef = () => db().collection(ORDER_NUMBERS.collection).doc(ORDER_NUMBERS.doc);
const productRef = (id: string) => db().collection(collections.products).doc(id);
const userRef = (uid: string) => db().collection(collections.users).doc(uid);
const nowIso = () => new Date().toISOString();

const text = (value: unknown) => (typeof value === "string" ? value : "");
const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);

/** A line as a message names it: its title and, for a variant, its label ("Truffles (Box of 16)"). */
const lineTitle = (line: Pick<OrderCartItem, "title" | "variantLabel">) => (line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title);

/** The title of what a stock key counts: a line's (with its variant), or a box's piece's. */
function stockTitle(order: Pick<Order, "cartItems">, key: string): string {
  const line = order.cartItems.find((candidate) => stockKey(candidate.productId, candidate.variantSku) === key);
  if (line) return lineTitle(line);
  const piece = order.cartItems.flatMap((candidate) => candidate.pieces ?? []).find((candidate) => candidate.productId === key);
  return piece?.title ?? key;
}

/** Changes the shop makes on its own (an order expiring, stock or a price that moved, a payment refused). */
const BY_SHOP: OrderStatusChange["by"] = { kind: "system" };

/** Whether `order` is unpaid and past its expiry at `now` (ms since the epoch). */
export function isExpired(order: Pick<Order, "paymentStatus" | "expiresAt">, now: number): boolean {
  return order.paymentStatus === "pending" && Date.parse(order.expiresAt) <= now;
}

/**
 * What expiry changes on an unpaid order past its expiry at `now` (undefined for any other order):
 * rejected, payment failed with "order.expired", the change dated at the expiry itself, so
 * the order reads the same before and after the change is written.
 */
export function expiryChange(order: Order, now: number): Partial<Order> | undefined {
  if (!isExpired(order, now)) return undefined;
  return { paymentStatus: "failed", ...failedBecause({ code: "order.expired" }), ...withStatus(order, "rejected", order.expiresAt, BY_SHOP) };
}

/** The order as it stands at `now`: an unpaid order past its expiry reads as expired (see expiryChange). */
export function lapsed(order: Order, now: number): Order {
  const change = expiryChange(order, now);
  return change ? { ...order, ...change } : order;
}

/** The order as stored, without expiry applied (unknown fields dropped, missing ones defaulted). */
function storedOrder(id: string, data: Record<string, unknown>): Order {
  const address = (data.addressInfo ?? {}) as Record<string, unknown>;
  const items = Array.isArray(data.cartItems) ? (data.cartItems as Record<string, unknown>[]) : [];
  const history = Array.isArray(data.statusHistory) ? (data.statusHistory as Record<string, unknown>[]) : [];
  const order: Order = {
    _id: id,
    orderNumber: text(data.orderNumber),
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
      if (typeof item.variantSku === "string" && item.variantSku !== "") {
        line.variantSku = item.variantSku;
        line.variantLabel = text(item.variantLabel);
        line.variantLabelHe = text(item.variantLabelHe);
      }
      if (Array.isArray(item.pieces)) {
        line.pieces = (item.pieces as Record<string, unknown>[]).map((piece) => {
          const read: OrderPiece = { productId: text(piece.productId), title: text(piece.title), quantity: int(piece.quantity), supplement: int(piece.supplement) };
          if (typeof piece.titleHe === "string" && piece.titleHe !== "") read.titleHe = piece.titleHe;
          return read;
        });
      }
      const food = combineAllergens([{ allergens: item.allergens as Allergens | undefined, allergenKinds: item.allergenKinds as AllergenKinds | undefined }]);
      if (food) Object.assign(line, { allergens: food.allergens }, food.allergenKinds.treeNuts || food.allergenKinds.gluten ? { allergenKinds: food.allergenKinds } : {});
      // What the promotions took from the line's units (lines of orders before promotions have none).
      const discount = int(item.discount);
      if (discount > 0) line.discount = discount;
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
    // Orders placed before issue 37 had tax added on top.
    taxIncluded: data.taxIncluded === true,
    // Orders placed before gifts have no wrapping, and before promotions no discounts.
    wrapCost: int(data.wrapCost),
    discountAmount: int(data.discountAmount),
    shippingDiscount: int(data.shippingDiscount),
    totalAmount: int(data.totalAmount),
    giftCardAmount: int(data.giftCardAmount),
    orderDate: text(data.orderDate),
    orderUpdateDate: text(data.orderUpdateDate),
    paymentId: text(data.paymentId),
    payerId: text(data.payerId),
    statusHistory: history.map(statusChangeFromDocument),
    // Orders written before expiry existed expire by the same rule, counted from their date.
    expiresAt: text(data.expiresAt) || pendingOrderExpiry(text(data.orderDate)),
  };
  if (typeof data.taxRate === "number" && Number.isFinite(data.taxRate)) order.taxRate = data.taxRate;
  if (typeof data.failureCode === "string" && isMessageCode(data.failureCode)) {
    order.failureCode = data.failureCode;
    if (typeof data.failureParams === "object" && data.failureParams !== null) order.failureParams = data.failureParams as MessageParams;
  }
  // Orders failed before message codes hold the English text only: it is shown as it is.
  else if (typeof data.failureReason === "string") order.failureReason = data.failureReason;
  const shipment = shipmentFromDocument(data.shipment);
  if (shipment) order.shipment = shipment;
  const refunds = refundsFromDocument(data.refunds);
  if (refunds) order.refunds = refunds;
  const delivery = orderDeliverySchema.safeParse(data.delivery);
  if (delivery.success) order.delivery = delivery.data;
  const gift = orderGiftSchema.safeParse(data.gift);
  if (gift.success) order.gift = gift.data;
  const discounts = discountsFromDocument(data.discounts);
  if (discounts.length > 0) order.discounts = discounts;
  const cardPayments = giftCardPaymentsFromDocument(data.giftCardPayments);
  if (cardPayments.length > 0) order.giftCardPayments = cardPayments;
  const purchase = orderGiftCardPurchaseSchema.safeParse(data.giftCardPurchase);
  if (purchase.success) order.giftCardPurchase = purchase.data;
  const receipt = receiptFromDocument(data.receipt);
  if (receipt) order.receipt = receipt;
  return order;
}

/** What each gift card paid of a stored order (a malformed entry skipped). */
function giftCardPaymentsFromDocument(value: unknown): OrderGiftCardPayment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = orderGiftCardPaymentSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The promotions' discounts a stored order holds (a malformed entry skipped). */
function discountsFromDocument(value: unknown): OrderDiscount[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = orderDiscountSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What a failed order stores about why: the reason's code and params (rendered per request by `orderInLanguage`). */
export function failedBecause(reason: CodedMessage): Pick<Order, "failureCode" | "failureParams"> {
  return { failureCode: reason.code, ...(reason.params ? { failureParams: reason.params } : {}) };
}

/** The order as a request in `language` reads it: its failure reason's text written out from its code. */
export function orderInLanguage<T extends Order>(order: T, language: MessageLanguage): T {
  if (!order.failureCode) return order;
  return { ...order, failureReason: renderMessage(order.failureCode, order.failureParams, language) };
}

/**
 * The stored order as the API answers it at `now`: unknown fields dropped, missing ones defaulted,
 * an unpaid order past its expiry answered as expired whether or not that was written yet.
 */
export function orderFromDocument(id: string, data: Record<string, unknown>, now = Date.now()): Order {
  return lapsed(storedOrder(id, data), now);
}

export interface CreatedOrder {
  orderId: string;
  orderNumber: string;
  approvalURL: string;
  /** `giftCardAmount`: what the gift cards pay (the provider is asked for the rest). */
  totals: OrderTotals & { giftCardAmount: number };
  /** Each card's part (empty without). */
  giftCardPayments: OrderGiftCardPayment[];
  /** What each promotion took (empty without). */
  discounts: OrderDiscount[];
  gift?: OrderGift;
}

export interface CreateOrderInput {
  /** Absent only for a pickup. */
  addressId: string | undefined;
  /** Absent: shipped on the first possible dispatch day (the spec's checkout). */
  delivery?: DeliveryChoice | undefined;
  /** The order is a gift: to the recipient, with a card (its one-off address replaces `addressId`). */
  gift?: GiftInput | undefined;
  /** The shop's origin (scheme, host, port) the provider sends the shopper back to. */
  origin: string;
  language: "en" | "he";
  /** A promotion's code the shopper typed: refused with its reason when it does not apply. */
  promoCode?: string | undefined;
  /** The client's address (`clientAddress`): a code that does not exist counts against its guessing limit. */
  client: string;
  /** The gift cards' codes (normalised), in the order they pay; [] or absent without. */
  giftCards?: readonly string[] | undefined;
}

export async function createOrder(user: SessionUser, input: CreateOrderInput): Promise<CreatedOrder> {
  // Receipts must reach the shopper: no order before the email address is confirmed (nothing read or written yet).
  if (!user.emailVerified) throw new HttpError(403, "auth.emailNotVerified");
  const [{ cart, categoryOf }, settings] = await Promise.all([getCartForCheckout(user.id), getPublicSettings()]);
  if (cart.items.length === 0) throw new HttpError(400, "order.emptyCart");
  const pickup = input.delivery?.method === "pickup";
  // A gift's one-off address is used instead of a saved one (a pickup records none).
  const oneOff = input.gift?.address && !pickup ? input.gift.address : undefined;
  const address = oneOff
    ? { _id: "", ...oneOff }
    : input.addressId
      ? await getOwnAddress(user.id, input.addressId).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) throw new HttpError(400, "order.selectAddress");
          throw error;
        })
      : undefined;
  if (input.gift?.wrap && !settings.giftWrap.enabled) throw new HttpError(400, "gift.wrapUnavailable");
  const wrapCost = input.gift?.wrap ? settings.giftWrap.price : 0;

  const cartItems: OrderCartItem[] = cart.items.map((item) => {
    const title = lineTitle(item);
    if (item.totalStock <= 0) throw new HttpError(409, "order.soldOut", { title });
    if (item.quantity > item.totalStock) throw new HttpError(409, "order.notEnoughStock", { title, count: item.totalStock });
    const line: OrderCartItem = {
      productId: item.productId,
      title: item.title,
      image: item.image,
      price: effectivePrice(item),
      quantity: item.quantity,
    };
    if (item.titleHe !== undefined) line.titleHe = item.titleHe;
    // The variant and its labels as they are now: the order outlives a rename.
    if (item.variantSku) Object.assign(line, { variantSku: item.variantSku, variantLabel: item.variantLabel ?? "", variantLabelHe: item.variantLabelHe ?? "" });
    // A filled box's pieces as they are now, per box: the atelier fills it from this list.
    if (item.pieces) line.pieces = item.pieces.map(({ productId, quantity, title, titleHe, supplement }) => ({ productId, quantity, title, ...(titleHe ? { titleHe } : {}), supplement }));
    // The allergens as declared now (read from Firestore with the cart): the packing slip prints what was sold.
    if (item.allergens) Object.assign(line, { allergens: item.allergens }, item.allergenKinds ? { allergenKinds: item.allergenKinds } : {});
    return line;
  });
  const subtotal = cartItems.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const leadDays = await leadDaysOf(cartItems.map((line) => line.productId));
  // The way, date and slot as the calendar allows them now, with the fee (400/409 before anything is written).
  const { record: delivery, context: calendar, settings: calendarSettings } = await checkDeliveryChoice({
    choice: input.delivery,
    address,
    leadDays,
    subtotal,
    currency: settings.currency,
    language: input.language,
    now: new Date(),
  });
  // The promotions, priced for the way and fee just checked (the quote's path): a typed code that
  // does not apply refuses the order with its reason, before anything is written.
  const priced = await priceCart({
    uid: user.id,
    client: input.client,
    lines: pricedLines(cart.items, categoryOf),
    promoCode: input.promoCode,
    method: delivery.method,
    deliveryFee: delivery.fee,
    currency: settings.currency,
    language: input.language,
  });
  if (priced.code?.refusal) throw new HttpError(400, priced.code.refusal.code, priced.code.refusal.params);
  cart.items.forEach((item, index) => {
    const discount = priced.lineDiscounts.get(item.lineId) ?? 0;
    const line = cartItems[index];
    if (line && discount > 0) line.discount = discount;
  });
  const discounts: OrderDiscount[] = priced.discounts.map((discount) => ({ ...discount }));
  const totals = orderTotals(subtotal, settings, delivery.fee, wrapCost, { items: priced.discountAmount, shipping: priced.shippingDiscount });
  const gift = input.gift ? giftRecord(input.gift, { destination: pickup ? "pickup" : oneOff ? "oneOff" : "saved", settings, language: input.language }) : undefined;
  // The gift cards pay what is left after the promotions, in the order typed (refused before
  // anything is written); their balances are taken at the reserve, not now.
  const cards = await cardsForOrder(input.giftCards ?? [], { uid: user.id, client: input.client }, settings.currency);
  const { payments: cardPayments, amount: giftCardAmount } = cardPaymentsFor(totals.totalAmount, cards);

  // Something left to pay at a provider, and none configured: 503 before anything is written. With
  // nothing left for one, none is asked (a total of 0 would be refused at PayPal).
  const provider = giftCardAmount < totals.totalAmount ? await checkoutProvider() : undefined;
  const ref = ordersOf().doc();
  const paymentMethod = provider?.method ?? settledMethod(giftCardAmount);
  const now = nowIso();
  // The number is given inside placePendingOrder's transaction.
  const order: Omit<Order, "_id" | "orderNumber"> = {
    userId: user.id,
    cartId: cart._id,
    cartItems,
    // A pickup without an address records none.
    addressInfo: address
      ? { addressId: address._id, address: address.address, city: address.city, pincode: address.pincode, phone: address.phone, notes: address.notes }
      : { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
    orderStatus: "pending",
    paymentMethod,
    paymentStatus: "pending",
    currency: settings.currency,
    ...totals,
    taxRate: settings.taxRate,
    giftCardAmount,
    ...(cardPayments.length > 0 ? { giftCardPayments: cardPayments } : {}),
    orderDate: now,
    orderUpdateDate: now,
    // A provider's is set once it has created the payment (below); until then nothing can capture
    // it. An order the shop settles itself has its own, fixed by the order.
    paymentId: provider ? "" : settledPaymentId(ref.id, paymentMethod),
    payerId: "",
    // The shopper placed it.
    statusHistory: [{ status: "pending", at: now, by: user.userName ? { kind: "shopper", name: user.userName } : { kind: "shopper" } }],
    expiresAt: pendingOrderExpiry(now),
    delivery,
    ...(gift ? { gift } : {}),
    ...(discounts.length > 0 ? { discounts } : {}),
  };
  // The language the shopper ordered in: every email about the order is written in it. `isGift`:
  // the admin's list filters on it (a top-level field, so the filter is one indexed equality).
  // `promotionIds`: the admin's list of a promotion's orders finds them with one array-contains.
  const document = {
    ...order,
    isGift: gift !== undefined,
    userName: user.userName,
    language: input.language,
    productIds: [...new Set(cartItems.map((line) => line.productId))],
    promotionIds: [...new Set(discounts.map((discount) => discount.promotionId))],
    leadDays,
  };
  const saveAddress = oneOff && input.gift?.saveAddress ? oneOff : undefined;
  const placed = await placePendingOrder(user.id, ref, document, { delivery, settings: calendarSettings }, saveAddress);
  await voidPayments(placed.expired);
  if (!placed.placed && placed.full) throw await placeTaken(delivery, calendar, input.language);
  if (!placed.placed && placed.addressListFull) throw new HttpError(400, "gift.addressListFull", { max: MAX_ADDRESSES_PER_USER });
  if (!placed.placed) throw new HttpError(409, "order.pendingLimit", { max: MAX_PENDING_ORDERS, minutes: PENDING_ORDER_LIFETIME_MINUTES });

  const approvalURL = await payForOrder(user.id, ref, { ...order, _id: ref.id, orderNumber: placed.orderNumber }, {
    provider,
    origin: input.origin,
    language: input.language,
    description: `${settings.siteName} — order ${placed.orderNumber}`,
    breakdown: paymentBreakdown(cartItems, totals, giftCardAmount, input.language),
  });
  return {
    orderId: ref.id,
    orderNumber: placed.orderNumber,
    approvalURL,
    totals: { ...totals, giftCardAmount },
    giftCardPayments: cardPayments,
    discounts,
    ...(gift ? { gift } : {}),
  };
}

export interface PaymentStart {
  /** The provider to pay what is left at (undefined: nothing is left for one; the shop settles the order). */
  provider: PaymentProvider | undefined;
  origin: string;
  language: "en" | "he";
  description: string;
  breakdown: PaymentBreakdown;
}

/**
 * After the order is placed: the provider's payment of what is left for it (`providerAmount`),
 * answering its approval page. No payment, no order: a provider that fails takes the order (and its
 * place on the day) away again (503). With nothing left for a provider, the order is settled now as
 * a capture settles one (its cards spent, its stock and promotions taken, then paid and confirmed,
 * no provider, no `captureId`), answering the return page's address (`paymentId` and a payer id the
 * SPA's return page hands to capture, which answers the order as paid). A settling that fails (sold
 * out meanwhile, a card's balance changed) answers its reason (409); nothing is charged.
 */
export async function payForOrder(uid: string, ref: DocumentReference, order: Order, start: PaymentStart): Promise<string> {
  const returnUrl = `${start.origin}/shop/paypal-return`;
  if (!start.provider) {
    const settled = await captureOrder(uid, { orderId: ref.id, paymentId: order.paymentId, payerId: SHOP_PAYER });
    if (!settled.paid) throw new HttpError(settled.status, settled.reason.code, settled.reason.params);
    return `${returnUrl}?${new URLSearchParams({ paymentId: order.paymentId, PayerID: SHOP_PAYER })}`;
  }
  let payment: CreatedPayment;
  try {
    payment = await start.provider.createPayment({
      orderId: ref.id,
      amount: providerAmount(order),
      currency: order.currency,
      returnUrl,
      cancelUrl: `${returnUrl}?cancelled=1`,
      language: start.language,
      description: start.description,
      breakdown: start.breakdown,
    });
  } catch (error) {
    // No payment, no order: it would only hold one of the shopper's places until it expired.
    await db()
      .runTransaction(async (tx) => {
        if (order.delivery) releasePlace(tx, order.delivery.date, ref.id);
        tx.delete(ref);
      })
      .catch((cause: unknown) => logger.error("Could not remove an order without a payment", { orderId: ref.id, error: cause }));
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.error("The payment provider refused to create a payment", { orderId: ref.id, code: error.providerCode, reason: error.message });
    throw new HttpError(503, "order.providerUnavailable");
  }
  await ref.update({ paymentId: payment.paymentId });
  return payment.approvalUrl;
}

/**
 * What the provider shows the payer and adds up (PayPal's breakdown): each line at its unit price (a
 * box's with its supplements) named in the shopper's language (a gift card as digital goods), the
 * delivery's fee, the wrapping as handling, the tax (none when prices include VAT: it is inside each
 * line's, the delivery's and the wrapping's price), and the promotions' discounts off the items and
 * off the delivery. PayPal has no field for another means of payment, and its amount must equal
 * items + tax + shipping + handling − shipping discount − discount: so what the gift cards pay is
 * added to `discount`, and the breakdown adds up to the provider's amount (the total less the cards).
 */
export function paymentBreakdown(lines: readonly OrderCartItem[], totals: OrderTotals, giftCardAmount: number, language: "en" | "he"): PaymentBreakdown {
  return {
    items: lines.map((line) => {
      const title = language === "he" ? line.titleHe || line.title : line.title;
      const label = language === "he" ? line.variantLabelHe || line.variantLabel : line.variantLabel;
      return {
        name: label ? `${title} (${label})` : title,
        unitAmount: line.price,
        quantity: line.quantity,
        ...(line.variantSku ? { sku: line.variantSku } : {}),
        ...(isGiftCardLine(line) ? { digital: true } : {}),
      };
    }),
    itemTotal: totals.subtotal,
    shipping: totals.shippingCost,
    handling: totals.wrapCost,
    // Prices that include VAT hold it already: the items at their shelf prices add up to the amount.
    taxTotal: totals.taxIncluded ? 0 : totals.taxAmount,
    discount: totals.discountAmount + giftCardAmount,
    shippingDiscount: totals.shippingDiscount,
  };
}

/**
 * The gift as the order keeps it: the request's cleaned fields, where it goes, and the wrapping's
 * name as the settings have it now; the recipient is written to in the buyer's language unless
 * the buyer chose another.
 */
function giftRecord(input: GiftInput, context: { destination: OrderGift["destination"]; settings: ShopSettings; language: "en" | "he" }): OrderGift {
  const { giftWrap } = context.settings;
  const gift: OrderGift = {
    recipientName: input.recipientName,
    recipientPhone: input.recipientPhone,
    destination: context.destination,
    message: input.message,
    from: input.from,
    wrap: input.wrap,
    hidePrices: input.hidePrices,
    recipientLanguage: input.recipientLanguage ?? context.language,
  };
  if (context.destination === "oneOff" && input.address) gift.address = input.address;
  if (input.wrap) gift.wrapName = { en: giftWrap.name, he: giftWrap.nameHe || giftWrap.name };
  if (input.recipientEmail) gift.recipientEmail = input.recipientEmail;
  return gift;
}

type Placement =
  | { placed: true; orderNumber: string; expired: Order[] }
  | { placed: false; expired: Order[]; full?: boolean; addressListFull?: boolean };

/**
 * Writes the new order `ref` while `uid` holds fewer than MAX_PENDING_ORDERS unexpired unpaid
 * orders, in one transaction that also fails the ones past their expiry (answered in `expired`, so
 * their payments can be voided). Reading and writing `users/{uid}` makes two creates at once
 * conflict, so the later one counts the earlier order. The order takes the next number of the
 * shop's counter in the same transaction: any two creates conflict on it, so none share a number.
 * An order with a delivery (`hold`) takes its place on the day in the same transaction (`full` when
 * none is left; an order that buys a gift card has none and holds no place), and a gift's one-off
 * address the shopper asked to keep joins their addresses in it (`addressListFull` when they hold
 * MAX_ADDRESSES_PER_USER already: then nothing is written).
 */
export async function placePendingOrder(
  uid: string,
  ref: DocumentReference,
  document: Record<string, unknown> & { expiresAt: string },
  hold: { delivery: OrderDelivery; settings: DeliverySettings } | undefined,
  saveAddress: AddressInput | undefined,
): Promise<Placement> {
  const { FieldValue } = firestoreModule();
  return db().runTransaction(async (tx): Promise<Placement> => {
    await tx.get(userRef(uid));
    const counter = await tx.get(orderCounterRef());
    const day = hold ? await readDay(tx, hold.delivery.date) : undefined;
    const unpaid = await tx.get(ordersOf().where("userId", "==", uid).where("paymentStatus", "==", "pending"));
    const savedAddresses = saveAddress ? await countAddresses(tx, uid) : 0;
    const now = Date.now();
    const expired: Order[] = [];
    let open = 0;
    for (const doc of unpaid.docs) {
      const order = storedOrder(doc.id, doc.data());
      const change = expiryChange(order, now);
      if (!change) {
        open += 1;
        continue;
      }
      tx.update(doc.ref, change);
      expired.push({ ...order, ...change });
    }
    if (open >= MAX_PENDING_ORDERS) return { placed: false, expired };
    if (hold && day && !hasPlace(day.day, hold.delivery.method, hold.delivery.slotId ?? "", hold.settings, now)) return { placed: false, expired, full: true };
    if (saveAddress && savedAddresses >= MAX_ADDRESSES_PER_USER) return { placed: false, expired, addressListFull: true };
    if (hold && day) holdPlace(tx, day.ref, ref.id, { method: hold.delivery.method, slotId: hold.delivery.slotId ?? "", expiresAt: document.expiresAt, paid: false });
    const last = counter.get(ORDER_NUMBERS.field);
    const next = (typeof last === "number" && Number.isSafeInteger(last) && last >= ORDER_NUMBERS.start ? last : ORDER_NUMBERS.start) + 1;
    const orderNumber = formatOrderNumber(next);
    tx.set(orderCounterRef(), { [ORDER_NUMBERS.field]: next }, { merge: true });
    const addressId = saveAddress ? createAddressIn(tx, uid, saveAddress) : undefined;
    const addressInfo = addressId ? { ...(document.addressInfo as Record<string, unknown>), addressId } : document.addressInfo;
    tx.create(ref, { ...document, addressInfo, orderNumber });
    tx.set(userRef(uid), { pendingOrdersChangedAt: FieldValue.serverTimestamp(), ...(addressId ? { addressesChangedAt: FieldValue.serverTimestamp() } : {}) }, { merge: true });
    return { placed: true, orderNumber, expired };
  });
}

/**
 * Voids the provider's payments of expired orders where the provider can (the sandbox; PayPal's
 * lapse on their own). Best effort: the shop refuses to capture an expired order either way.
 */
export async function voidPayments(orders: Order[]): Promise<void> {
  for (const order of orders) {
    // The shop's own settling has no provider's payment to void.
    if (!order.paymentId || !paidAtProvider(order.paymentMethod)) continue;
    try {
      const provider = await providerFor(order.paymentMethod);
      await provider.voidPayment({ paymentId: order.paymentId, orderId: order._id });
    } catch (error) {
      logger.warn("Could not void the payment of an expired order", { orderId: order._id, error });
    }
  }
}

/** The stored order if it is `uid`'s: 404 when there is none, 403 when it is someone else's. */
function ownStoredOrder(snapshot: DocumentSnapshot, uid: string): Order {
  const data = snapshot.data();
  if (!data) throw new HttpError(404, "order.notFound");
  if (data.userId !== uid) throw new HttpError(403, "order.notYours");
  return storedOrder(snapshot.id, data);
}

/** The order if it is `uid`'s, as it stands now (expiry applied). */
function ownOrder(snapshot: DocumentSnapshot, uid: string): Order {
  return lapsed(ownStoredOrder(snapshot, uid), Date.now());
}

/**
 * Reads `uid`'s order in a transaction; an unpaid order past its expiry is failed in the same
 * transaction (`expiredNow`), which then must write nothing more.
 */
async function readOwnOrder(tx: Transaction, ref: DocumentReference, uid: string): Promise<{ order: Order; expiredNow: boolean; snapshot: DocumentSnapshot }> {
  const snapshot = await tx.get(ref);
  const order = ownStoredOrder(snapshot, uid);
  const change = expiryChange(order, Date.now());
  if (!change) return { order, expiredNow: false, snapshot };
  tx.update(ref, change);
  return { order: { ...order, ...change }, expiredNow: true, snapshot };
}

export async function getOwnOrder(uid: string, orderId: string): Promise<Order> {
  return ownOrder(await ordersOf().doc(orderId).get(), uid);
}

/**
 * The buyer changes a gift's card words (and who it is from) until the atelier starts on it: 409
 * once the order is in process (or failed), 400 for an order that is no gift. One transaction.
 */
export async function updateGiftMessage(uid: string, orderId: string, input: { message: string; from: string }): Promise<Order> {
  const ref = ordersOf().doc(orderId);
  return db().runTransaction(async (tx) => {
    const { order, expiredNow } = await readOwnOrder(tx, ref, uid);
    if (!order.gift) throw new HttpError(400, "gift.notAGift");
    if (expiredNow || !giftMessageEditable(order)) throw new HttpError(409, "gift.messageLocked");
    const gift: OrderGift = { ...order.gift, message: input.message, from: input.from };
    const changed: Partial<Order> = { gift, orderUpdateDate: nowIso() };
    tx.update(ref, changed);
    return { ...order, ...changed };
  });
}

/** A page of the user's orders, newest first (one query, pageSize + 1 reads at most). */
export async function listOwnOrders(uid: string, page: { pageSize: number; cursor?: string }): Promise<Page<Order>> {
  const query = ordersOf().where("userId", "==", uid);
  return readItems(OWN_ORDER_LIST, query, { ...page, scope: uid }, (doc) => orderFromDocument(doc.id, doc.data()));
}

/** The order moved to `status`, the change appended to its history (exported for the admin's status changes). */
export function withStatus(order: Order, status: OrderStatus, at: string, by?: OrderStatusChange["by"]): Pick<Order, "orderStatus" | "statusHistory" | "orderUpdateDate"> {
  // Who made the change, when the caller says (Firestore refuses an `undefined` field).
  const change: OrderStatusChange = by ? { status, at, by } : { status, at };
  return { orderStatus: status, statusHistory: [...order.statusHistory, change], orderUpdateDate: at };
}

/**
 * Sets stock in a transaction from what it read: `delta` per stock key (a product id, or a product
 * id and a variant's SKU; negative takes stock), one write per product (`stockUpdate`).
 */
export function moveStock(tx: Transaction, products: Map<string, DocumentSnapshot>, delta: Map<string, number>): void {
  const byProduct = new Map<string, Map<string, number>>();
  for (const [key, change] of delta) {
    const { productId } = parseStockKey(key);
    const changes = byProduct.get(productId) ?? new Map<string, number>();
    changes.set(key, (changes.get(key) ?? 0) + change);
    byProduct.set(productId, changes);
  }
  for (const [id, changes] of byProduct) {
    const snapshot = products.get(id);
    if (!snapshot?.exists) continue;
    tx.update(snapshot.ref, stockUpdate(snapshot.data() ?? {}, changes));
  }
}

/**
 * Units per stock key over the order's lines (`stockKey`: the product, or the product's variant),
 * a filled box's pieces included (each piece product's units: per box, times the boxes). A gift
 * card being bought holds no stock.
 */
export function quantities(order: Pick<Order, "cartItems">): Map<string, number> {
  const map = new Map<string, number>();
  const add = (key: string, units: number) => map.set(key, (map.get(key) ?? 0) + units);
  for (const line of order.cartItems) {
    if (isGiftCardLine(line)) continue;
    add(stockKey(line.productId, line.variantSku), line.quantity);
    for (const piece of line.pieces ?? []) add(piece.productId, piece.quantity * line.quantity);
  }
  return map;
}

/** The order's line id (the cart's: a box's contents included). */
const orderLineId = (line: OrderCartItem) => cartLineId(line.productId, line.variantSku, line.pieces);

/** Units bought per cart line id: what leaves the cart once the order is paid (a gift card bought was never in it). */
function boughtLines(order: Order): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of order.cartItems.filter((candidate) => !isGiftCardLine(candidate))) map.set(orderLineId(line), (map.get(orderLineId(line)) ?? 0) + line.quantity);
  return map;
}

/** The products of `keys` (stock keys or product ids), each read once, by product id. */
export async function readProducts(tx: Transaction, keys: string[]): Promise<Map<string, DocumentSnapshot>> {
  const ids = [...new Set(keys.map((key) => parseStockKey(key).productId))];
  if (ids.length === 0) return new Map();
  const refs = ids.map(productRef) as [DocumentReference, ...DocumentReference[]];
  const snapshots = await tx.getAll(...refs);
  return new Map(snapshots.map((s) => [s.id, s]));
}

/**
 * The first line whose product (or variant, or filled box) costs more now than the order says
 * (`currentPrices`: the effective unit price per line id; one missing from it is left to the stock
 * check). A price that fell does not count: the shopper approved the order's amount at the provider,
 * and the provider can capture only what was approved.
 */
export function risenLine(lines: OrderCartItem[], currentPrices: Map<string, number>): OrderCartItem | undefined {
  return lines.find((line) => (currentPrices.get(orderLineId(line)) ?? line.price) > line.price);
}

/** What the line's unit costs now (a box with its pieces' current supplements), or undefined when it is no longer sold. */
function currentUnitPrice(line: OrderCartItem, products: Map<string, DocumentSnapshot>): number | undefined {
  const productOf = (id: string) => {
    const snapshot = products.get(id);
    return snapshot?.exists ? productFromDocument(id, snapshot.data() ?? {}) : undefined;
  };
  const product = productOf(line.productId);
  const found = product ? soldUnit(product, line.variantSku) : undefined;
  if (!found || !("unit" in found)) return undefined;
  let price = effectivePrice(found.unit);
  for (const piece of line.pieces ?? []) price += (productOf(piece.productId)?.supplement ?? 0) * piece.quantity;
  return price;
}

type Reservation =
  | { outcome: "capture"; order: Order }
  | { outcome: "paid"; order: Order }
  | { outcome: "failed"; order: Order }
  /** Failed by this call: it was past its expiry (its payment is to be voided). */
  | { outcome: "expired"; order: Order };

/**
 * Step 1: check and take the stock, the promotions' uses (./promotion-uses.ts) and what the gift
 * cards pay, or fail the order when it expired, when a line has not enough stock, when a line's price
 * rose since the order was placed, when a promotion it was given has no use left for it, or when a
 * card no longer holds what it is to pay (`giftCard.balanceChanged`, `giftCard.voided`).
 */
async function reserveStock(uid: string, input: CaptureOrderRequest): Promise<Reservation> {
  const ref = ordersOf().doc(input.orderId);
  return db().runTransaction(async (tx) => {
    const { order, expiredNow, snapshot: stored } = await readOwnOrder(tx, ref, uid);
    if (order.paymentId !== input.paymentId) throw new HttpError(400, "order.paymentMismatch");
    if (expiredNow) return { outcome: "expired", order };
    if (order.paymentStatus === "paid") return { outcome: "paid", order };
    if (order.paymentStatus === "failed") return { outcome: "failed", order };
    if (order.paymentStatus === "processing") return { outcome: "capture", order };

    const wanted = quantities(order);
    const products = await readProducts(tx, [...wanted.keys()]);
    const promotions = await readForReservation(tx, order);
    const cardPayments = order.giftCardPayments ?? [];
    const cards = await readCards(tx, cardPayments.map((payment) => payment.cardId));
    const now = nowIso();
    const fail = (reason: CodedMessage): Reservation => {
      const failed: Partial<Order> = { paymentStatus: "failed", ...failedBecause(reason), ...withStatus(order, "rejected", now, BY_SHOP) };
      tx.update(ref, failed);
      // A failed order is not made: its place on the day goes back at once (the shopper who checks
      // out again, as the refusal asks, must not find the day held by their own failed order).
      if (order.delivery) releasePlace(tx, order.delivery.date, order._id);
      return { outcome: "failed", order: { ...order, ...failed } };
    };
    for (const [key, quantity] of wanted) {
      const { productId, variantSku } = parseStockKey(key);
      const snapshot = products.get(productId);
      const found = snapshot?.exists ? soldUnit(productFromDocument(productId, snapshot.data() ?? {}), variantSku) : undefined;
      const unit = found && "unit" in found ? found.unit : undefined;
      // The line, or the box's piece, that ran out: the shopper is told which.
      if (!unit || unit.totalStock < quantity) return fail({ code: "order.soldOut", params: { title: stockTitle(order, key) } });
    }
    const prices = new Map<string, number>();
    // A gift card being bought has no product, so no price to compare: it costs what it is for.
    for (const line of order.cartItems.filter((candidate) => !isGiftCardLine(candidate))) {
      const price = currentUnitPrice(line, products);
      if (price !== undefined) prices.set(orderLineId(line), price);
    }
    const risen = risenLine(order.cartItems, prices);
    if (risen) return fail({ code: "order.priceChanged", params: { title: lineTitle(risen) } });
    const promotionGone = reservationRefusal(order, promotions, stored.get("language"));
    if (promotionGone) return fail(promotionGone);
    // The cards' balances are taken here, with the stock; a card whose balance fell since the order
    // was placed (or was voided) fails the order, and spendFromCards then wrote nothing.
    const spent = spendFromCards(tx, cards, cardPayments, { id: order._id, orderNumber: order.orderNumber });
    if (!spent.ok) return fail(spent.refusal);

    moveStock(tx, products, new Map([...wanted].map(([id, quantity]) => [id, -quantity])));
    if (order.delivery) keepPlace(tx, order._id, order.delivery, order.expiresAt);
    const uses = takeUses(tx, order, promotions, now);
    const processing: Partial<Order> = { paymentStatus: "processing", payerId: input.payerId, orderUpdateDate: now };
    tx.update(ref, { ...processing, ...uses });
    return { outcome: "capture", order: { ...order, ...processing } };
  });
}

/**
 * Step 3: paid and confirmed, the units bought out of the cart, and in the same transaction the
 * shopper's receipt (in the language they ordered in) and the owner's notice of a new order. An
 * order that buys a gift card issues it here (scheduled for its day, the buyer told when it goes),
 * its id kept on the order (`giftCardPurchase.cardId`).
 */
async function confirmOrder(uid: string, orderId: string, captureId: string, payerId: string, settings: ShopSettings): Promise<Order> {
  const ref = ordersOf().doc(orderId);
  const cartRef = db().collection(collections.carts).doc(uid);
  return db().runTransaction(async (tx) => {
    const [orderSnapshot, cart, user] = await Promise.all([tx.get(ref), tx.get(cartRef), tx.get(userRef(uid))]);
    const order = ownOrder(orderSnapshot, uid);
    if (order.paymentStatus !== "processing") return order;
    const promotions = await readUsesTaken(tx, order, orderSnapshot.data());
    // The receipt's gap-free number: its counter read with the reads, taken with the writes (modules/receipts).
    const issueReceipt = await readReceiptCounter(tx);
    const now = nowIso();
    // The day's sales gain the order (it reads the customer's count: before this transaction's writes).
    await recordPaidOrderStats(tx, order, now);
    const customer = { name: text(user.get("userName")) || text(orderSnapshot.get("userName")), email: text(user.get("email")) };
    // The shopper's payment confirms the order.
    const by = customer.name ? { kind: "shopper" as const, name: customer.name } : { kind: "shopper" as const };
    const paid: Partial<Order> & { captureId: string } = { paymentStatus: "paid", payerId, captureId, ...withStatus(order, "confirmed", now, by), receipt: issueReceipt(now) };
    const shopperLanguage = mailLanguage(orderSnapshot.get("language"));
    if (order.giftCardPurchase && !order.giftCardPurchase.cardId) {
      const purchaseOrder = {
        id: order._id,
        orderNumber: order.orderNumber,
        userId: order.userId,
        buyerName: customer.name,
        buyerEmail: customer.email,
        buyerLanguage: shopperLanguage,
        currency: order.currency,
        purchase: order.giftCardPurchase,
      };
      paid.giftCardPurchase = { ...order.giftCardPurchase, cardId: issuePurchasedCard(tx, purchaseOrder, settings) };
    }
    tx.update(ref, paid);
    countRevenue(tx, order, promotions);
    const context = { order: { ...order, ...paid }, customer, settings };
    const ownerLanguage = mailLanguage(settings.defaultLanguage);
    if (customer.email) {
      queueMail(tx, orderMailId(orderId, "received"), { ...mailOf("order-received", shopperLanguage, customer.email, orderMailData({ ...context, language: shopperLanguage })), orderId });
    }
    queueMail(tx, orderMailId(orderId, "owner-new"), { ...mailOf("owner-new-order", ownerLanguage, settings.contactInfo.email, orderMailData({ ...context, language: ownerLanguage })), orderId });
    const bought = boughtLines(order);
    if (cart.exists && bought.size > 0) {
      const { FieldValue } = firestoreModule();
      const left = cartAfterPurchase(storedLines(cart.data()), bought);
      tx.set(cartRef, cartDocument(uid, left, FieldValue.serverTimestamp()));
    }
    const { captureId: _stored, ...answer } = paid;
    return { ...order, ...answer };
  });
}

/** The provider refused: the reserved stock, the promotions' uses and the gift cards' balances go back and the order fails (not charged). */
async function releaseStock(uid: string, orderId: string, reason: CodedMessage): Promise<Order> {
  const ref = ordersOf().doc(orderId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const order = ownOrder(snapshot, uid);
    if (order.paymentStatus !== "processing") return order;
    const wanted = quantities(order);
    const products = await readProducts(tx, [...wanted.keys()]);
    const promotions = await readUsesTaken(tx, order, snapshot.data());
    const cardPayments = order.giftCardPayments ?? [];
    const cards = await readCards(tx, cardPayments.map((payment) => payment.cardId));
    moveStock(tx, products, wanted);
    returnToCards(tx, cards, cardPayments, { id: order._id, orderNumber: order.orderNumber }, "returned");
    if (order.delivery) releasePlace(tx, order.delivery.date, order._id);
    const failed: Partial<Order> = { paymentStatus: "failed", ...failedBecause(reason), ...withStatus(order, "rejected", nowIso(), BY_SHOP) };
    tx.update(ref, { ...failed, ...giveUsesBack(tx, order, promotions, false) });
    return { ...order, ...failed };
  });
}

/** The shopper cancelled at the provider: a pending order fails (rejected, not charged). */
export async function cancelOrder(uid: string, orderId: string): Promise<Order> {
  const ref = ordersOf().doc(orderId);
  return db().runTransaction(async (tx) => {
    const { order } = await readOwnOrder(tx, ref, uid);
    // Failed before, or expired just now (written by readOwnOrder): nothing more to change.
    if (order.paymentStatus === "failed") return order;
    if (order.paymentStatus !== "pending") throw new HttpError(409, "order.notCancellable");
    if (order.delivery) releasePlace(tx, order.delivery.date, order._id);
    const cancelled: Partial<Order> = {
      paymentStatus: "failed",
      ...failedBecause({ code: "order.paymentCancelled" }),
      ...withStatus(order, "rejected", nowIso(), { kind: "shopper" }),
    };
    tx.update(ref, cancelled);
    return { ...order, ...cancelled };
  });
}

export type CaptureResult = { paid: true; order: Order } | { paid: false; order: Order; status: number; reason: CodedMessage };

/** A failed order: 409 (expired, sold out, price risen, or failed before) unless the provider refused (402). */
function failure(order: Order, status = 409): CaptureResult {
  const reason: CodedMessage = order.failureCode ? { code: order.failureCode, ...(order.failureParams ? { params: order.failureParams } : {}) } : { code: "order.alreadyFailed" };
  return { paid: false, order, status, reason };
}

/**
 * Before any money moves: an unpaid order whose day the calendar no longer allows (its cut-off
 * passed, the owner closed it) fails with the next possible date, and its place goes back.
 */
async function refuseLapsedDelivery(uid: string, input: CaptureOrderRequest): Promise<void> {
  const ref = ordersOf().doc(input.orderId);
  const snapshot = await ref.get();
  if (!snapshot.exists || snapshot.get("userId") !== uid || snapshot.get("paymentStatus") !== "pending") return;
  const order = storedOrder(snapshot.id, snapshot.data() ?? {});
  if (!order.delivery || order.paymentId !== input.paymentId) return;
  const language = mailLanguage(snapshot.get("language"));
  const gone = await deliveryStillPossible(order.delivery, int(snapshot.get("leadDays")), language, new Date());
  if (!gone) return;
  await db().runTransaction(async (tx) => {
    const { order: current, expiredNow } = await readOwnOrder(tx, ref, uid);
    if (expiredNow || current.paymentStatus !== "pending" || !current.delivery) return;
    releasePlace(tx, current.delivery.date, current._id);
    tx.update(ref, { paymentStatus: "failed", ...failedBecause(gone), ...withStatus(current, "rejected", nowIso(), BY_SHOP) });
  });
}

/**
 * Step 3 (`confirmOrder`), then, for an order that bought a gift card for today, the card sent at
 * once (best effort: a card not sent now goes at the next run of the schedule).
 */
async function confirmed(uid: string, orderId: string, captureId: string, payerId: string): Promise<Order> {
  const order = await confirmOrder(uid, orderId, captureId, payerId, await getPublicSettings());
  const cardId = order.giftCardPurchase?.cardId;
  if (cardId) {
    try {
      await deliverGiftCard(cardId);
    } catch (error) {
      logger.error("A gift card bought for today could not be sent yet; the next run tries again", { orderId, cardId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return order;
}

export async function captureOrder(uid: string, input: CaptureOrderRequest): Promise<CaptureResult> {
  await refuseLapsedDelivery(uid, input);
  const reservation = await reserveStock(uid, input);
  if (reservation.outcome === "paid") return { paid: true, order: reservation.order };
  if (reservation.outcome === "expired") await voidPayments([reservation.order]);
  if (reservation.outcome === "failed" || reservation.outcome === "expired") return failure(reservation.order);

  const { order } = reservation;
  // The payer id recorded at reservation wins over a different one sent by a second, racing call.
  const payerId = order.payerId || input.payerId;
  // Nothing to take at a provider (the cards paid it all, or nothing was due): the shop settles it.
  if (!paidAtProvider(order.paymentMethod)) return { paid: true, order: await confirmed(uid, order._id, "", payerId) };
  try {
    const provider = await providerFor(order.paymentMethod);
    const captured = await provider.capturePayment({ paymentId: order.paymentId, payerId, orderId: order._id });
    return { paid: true, order: await confirmed(uid, order._id, captured.captureId, captured.payerId ?? payerId) };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== "unavailable") {
      const reason: CodedMessage = { code: error.kind === "cancelled" ? "order.paymentCancelled" : "order.paymentFailed" };
      logger.warn("Payment refused by the provider", { orderId: order._id, code: error.providerCode, reason: error.message });
      return failure(await releaseStock(uid, order._id, reason), 402);
    }
    // Unreachable or unsure: keep the reservation; capturing again finishes the same capture.
    logger.error("Payment capture could not complete", { orderId: order._id, error });
    throw new HttpError(503, "order.providerUnavailable");
  }
}
