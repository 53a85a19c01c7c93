/** The checkout's rules (spec 2, 5; gifts, issue 33; promotions and gift cards, issue 36), pure. */
import { giftCardPayments, orderTotals, taxModeOf, type CreateOrderRequest, type DeliveryChoice, type DeliveryMethod, type GiftDestination, type GiftRequest, type OrderQuote, type OrderTotals, type ShopSettings } from "@contracts";
import type { GiftProblem } from "@/features/gifts";

/**
 * The address the order ships to: the one the shopper picked while it still exists, otherwise the
 * only address when there is exactly one, otherwise none.
 */
export function checkoutAddressId(addresses: readonly { _id: string }[], pickedId: string | null): string | null {
  if (pickedId && addresses.some((address) => address._id === pickedId)) return pickedId;
  return addresses.length === 1 ? (addresses[0]?._id ?? null) : null;
}

export type CheckoutProblem = "emptyCart" | "noAddress" | "noMethod" | "noDate" | "noSlot" | "giftRecipient" | "giftAddress" | "giftDetails";

/**
 * Where the order goes: a saved address's id, an address typed at checkout (a gift's one-off address;
 * `complete` once its fields are all there), or none yet.
 */
export type CheckoutAddress = string | { oneOff: true; complete: boolean } | null;

/** The delivery choice as the checkout's rules read it (`useDeliveryChoice`). */
export interface CheckoutDelivery {
  method: DeliveryMethod | null;
  /** What is still missing of the chosen way. */
  problem: "method" | "date" | "slot" | null;
}

const GIFT_PROBLEMS: Record<GiftProblem, CheckoutProblem> = { recipient: "giftRecipient", address: "giftAddress", details: "giftDetails" };

/**
 * Why paying is refused before any call: an empty cart first; then no address, unless the order is
 * picked up (a shopper who chose no way yet is asked for the address, the spec's sentence: the
 * pickup card beside it is the other answer); then, for a gift (`giftProblem`, null for none or no
 * gift), its recipient, the address typed for it (unless picked up) and the rest, in the page's
 * order; then the way, its date, its time.
 */
export function checkoutProblem(items: readonly unknown[], address: CheckoutAddress, delivery?: CheckoutDelivery, gift: GiftProblem | null = null): CheckoutProblem | null {
  if (items.length === 0) return "emptyCart";
  const method = delivery?.method ?? null;
  const needsAddress = method !== "pickup";
  const oneOff = typeof address === "object" && address !== null ? address : null;
  if (needsAddress && !oneOff && !address) return "noAddress";
  if (gift === "recipient") return "giftRecipient";
  if (needsAddress && oneOff && !oneOff.complete) return "giftAddress";
  if (gift) return GIFT_PROBLEMS[gift];
  if (!delivery) return null;
  if (!method) return "noMethod";
  if (delivery.problem === "date") return "noDate";
  if (delivery.problem === "slot") return "noSlot";
  return null;
}

/**
 * The order's request: the way chosen, and the saved address picked unless the gift goes elsewhere
 * (a one-off address travels inside the gift; a gift picked up by its recipient names no address,
 * so the shopper's own is never shown as the recipient's); the promotion code the quote applied;
 * the gift cards that pay a part (their codes normalised, in the order applied).
 */
export function checkoutOrderRequest({
  userId,
  addressId,
  delivery,
  gift,
  promoCode = null,
  giftCards = [],
}: {
  userId: string;
  /** The saved address picked above. */
  addressId: string | null;
  delivery: DeliveryChoice;
  gift: { request: GiftRequest; destination: GiftDestination } | null;
  /** The code the quote applied; null: none (the automatic promotions still apply on the server). */
  promoCode?: string | null;
  /** The codes of the gift cards that pay a part; none: PayPal takes it all. */
  giftCards?: readonly string[];
}): CreateOrderRequest {
  const savedAddress = gift ? (gift.destination === "saved" ? addressId : null) : addressId;
  return {
    userId,
    ...(savedAddress ? { addressId: savedAddress } : {}),
    delivery,
    ...(gift ? { gift: gift.request } : {}),
    ...(promoCode ? { promoCode } : {}),
    ...(giftCards.length > 0 ? { giftCards: [...giftCards] } : {}),
  };
}

/**
 * What the summary shows and the gift cards pay from: the cart's subtotal with the quote's
 * discounts, the chosen way's fee (0 until one is), the wrapping and tax (added, or the VAT the
 * prices include), by the same `orderTotals` rule the server charges by.
 */
export function checkoutTotals({
  subtotal,
  settings,
  deliveryFee,
  wrapCost,
  quote,
}: {
  subtotal: number;
  /** The tax mode read as the server reads it (`taxModeOf`: a settings answer without one goes by its currency). */
  settings: Pick<ShopSettings, "taxRate" | "shippingSettings"> & Partial<Pick<ShopSettings, "taxMode" | "currency">>;
  deliveryFee: number;
  wrapCost: number;
  quote: Pick<OrderQuote, "discountAmount" | "shippingDiscount"> | undefined;
}): OrderTotals {
  return orderTotals(subtotal, { ...settings, taxMode: taxModeOf(settings) }, deliveryFee, wrapCost, { items: quote?.discountAmount ?? 0, shipping: quote?.shippingDiscount ?? 0 });
}

/** A gift card applied at checkout: its code (kept in the page's state only), its last four and what it holds. */
export interface AppliedGiftCard {
  code: string;
  last4: string;
  balance: number;
}

/** How the total splits: what each card pays (in the order applied; 0 once the others cover it), what they pay together, and what is left for the provider. */
export interface GiftCardSplit {
  payments: { card: AppliedGiftCard; amount: number }[];
  paidByCards: number;
  rest: number;
}

/** The split of `total` between the cards (the contracts' `giftCardPayments`) and the provider. */
export function giftCardSplit(total: number, cards: readonly AppliedGiftCard[]): GiftCardSplit {
  const payments = giftCardPayments(total, cards);
  const paidByCards = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { payments, paidByCards, rest: Math.max(0, total - paidByCards) };
}

/** The codes the order is sent with: the cards that pay something (one left with nothing to pay would be refused). */
export function payingGiftCardCodes(split: GiftCardSplit): string[] {
  return split.payments.filter((payment) => payment.amount > 0).map((payment) => payment.card.code);
}

/** The words of each problem (the checkout's and the calendar's, in the account pack). */
export const CHECKOUT_PROBLEM_TEXT: Record<CheckoutProblem, string> = {
  emptyCart: "checkout.emptyCart",
  noAddress: "checkout.selectAddress",
  noMethod: "delivery.problems.method",
  noDate: "delivery.problems.date",
  noSlot: "delivery.problems.slot",
  giftRecipient: "gifts.problems.recipient",
  giftAddress: "gifts.problems.address",
  giftDetails: "gifts.problems.details",
};
