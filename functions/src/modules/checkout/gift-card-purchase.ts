/**
 * Buying a gift card (POST /shop/gift-cards/purchase, served by the gift-cards module's router with
 * checkout's handler): an order like any other (the pending-orders limit, the order number, the
 * provider's payment, capture and confirmation) of one line, GIFT_CARD_PRODUCT_ID, for the amount.
 * It has no delivery (it holds no place on the atelier's calendar), moves no stock, takes no
 * promotion and cannot be paid with gift cards (the request has no code for either: a card is
 * bought with money). The card itself is issued by the confirmation (orders.service.ts
 * `confirmOrder`), scheduled for its day, and sent then with its code (the gift-cards module).
 */
import {
  GIFT_CARD_PRODUCT_ID,
  currencyCode,
  formatPrice,
  moneyLocale,
  pendingOrderExpiry,
  MAX_PENDING_ORDERS,
  PENDING_ORDER_LIFETIME_MINUTES,
  type GiftCardPurchaseInput,
  type Order,
  type OrderCartItem,
  type OrderGiftCardPurchase,
  type OrderTotals,
  type SessionUser,
} from "@cocoa/contracts";
import { HttpError, invalidField } from "../../platform/errors";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { getPublicSettings } from "../settings";
import { checkDeliverOn, shopToday } from "../gift-cards";
import { checkoutProvider } from "./payments/providers";
import { payForOrder, paymentBreakdown, placePendingOrder, voidPayments, type CreatedOrder } from "./orders.service";

/** The line's picture: the gift collection's banner of the web build (web/public/images/banners). */
export const GIFT_CARD_LINE_IMAGE = "/images/banners/gift-collection.svg";

export interface GiftCardPurchaseRequest extends GiftCardPurchaseInput {
  /** The shop's origin the provider sends the buyer back to. */
  origin: string;
  /** The buyer's language (the request's): their receipt and the card's news to them (`language` is the card's own). */
  buyerLanguage: "en" | "he";
}

/**
 * Places the order that buys a card and starts its payment. 403 before the buyer's email is
 * confirmed (the receipt and the card's news must reach them); 400 `giftCard.notSold` when the
 * settings sell none, `giftCard.amountOutside {min,max}` for an amount neither offered nor within
 * the bounds of one's own, `giftCard.deliverPast` / `giftCard.deliverTooFar {days}` for a day
 * outside today … GIFT_CARD_LIMITS.deliverWithinDays ahead on the shop's clock; 409 past the
 * pending-orders limit; 503 without a provider. Nothing is written before every check passed.
 */
export async function purchaseGiftCard(user: SessionUser, input: GiftCardPurchaseRequest, now = new Date()): Promise<CreatedOrder> {
  if (!user.emailVerified) throw new HttpError(403, "auth.emailNotVerified");
  const [settings, today] = await Promise.all([getPublicSettings(), shopToday(now)]);
  const sold = settings.giftCards;
  if (!sold.enabled) throw new HttpError(400, "giftCard.notSold");
  if (!sold.amounts.includes(input.amount) && (input.amount < sold.min || input.amount > sold.max)) {
    const money = (minorUnits: number) => formatPrice(minorUnits, currencyCode(settings.currency) ?? "USD", moneyLocale(input.buyerLanguage));
    throw invalidField("amount", "giftCard.amountOutside", { min: money(sold.min), max: money(sold.max) });
  }
  checkDeliverOn(input.deliverOn, today);
  // No provider configured: 503 before anything is written.
  const provider = await checkoutProvider();

  const purchase: OrderGiftCardPurchase = {
    amount: input.amount,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    senderName: input.senderName ?? "",
    message: input.message ?? "",
    deliverOn: input.deliverOn,
    language: input.language,
  };
  const line: OrderCartItem = { productId: GIFT_CARD_PRODUCT_ID, title: "Gift card", titleHe: "כרטיס מתנה", image: GIFT_CARD_LINE_IMAGE, price: input.amount, quantity: 1 };
  // No tax: a gift card is a means of payment, not a sale of goods; the goods it buys later are
  // taxed in their own order. Nothing ships, and no promotion applies to it.
  const totals: OrderTotals = { subtotal: input.amount, shippingCost: 0, wrapCost: 0, discountAmount: 0, shippingDiscount: 0, taxAmount: 0, taxIncluded: false, totalAmount: input.amount };
  const ref = db().collection(collections.orders).doc();
  const at = now.toISOString();
  const order: Omit<Order, "_id" | "orderNumber"> = {
    userId: user.id,
    // Bought on its own: the cart is not part of it, and stays as it is.
    cartId: "",
    cartItems: [line],
    addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
    orderStatus: "pending",
    paymentMethod: provider.method,
    paymentStatus: "pending",
    currency: settings.currency,
    ...totals,
    giftCardAmount: 0,
    giftCardPurchase: purchase,
    orderDate: at,
    orderUpdateDate: at,
    paymentId: "",
    payerId: "",
    statusHistory: [{ status: "pending", at, by: user.userName ? { kind: "shopper", name: user.userName } : { kind: "shopper" } }],
    expiresAt: pendingOrderExpiry(at),
  };
  // No `productIds`: a gift card is not a product to review; no `leadDays`: nothing is made.
  const document = { ...order, isGift: false, userName: user.userName, language: input.buyerLanguage, productIds: [], promotionIds: [], leadDays: 0 };
  const placed = await placePendingOrder(user.id, ref, document, undefined, undefined);
  await voidPayments(placed.expired);
  if (!placed.placed) throw new HttpError(409, "order.pendingLimit", { max: MAX_PENDING_ORDERS, minutes: PENDING_ORDER_LIFETIME_MINUTES });

  const approvalURL = await payForOrder(user.id, ref, { ...order, _id: ref.id, orderNumber: placed.orderNumber }, {
    provider,
    origin: input.origin,
    language: input.buyerLanguage,
    description: `${settings.siteName} — order ${placed.orderNumber}`,
    breakdown: paymentBreakdown([line], totals, 0, input.buyerLanguage),
  });
  return { orderId: ref.id, orderNumber: placed.orderNumber, approvalURL, totals: { ...totals, giftCardAmount: 0 }, giftCardPayments: [], discounts: [] };
}
