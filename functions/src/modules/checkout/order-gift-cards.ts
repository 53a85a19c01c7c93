/**
 * Gift cards as a means of paying an order (issue 36), the checkout's side:
 *
 * - create: the typed codes are looked up one by one behind their guessing limits (the promotion
 *   codes' mechanism, ./order-pricing.ts `lookUpGuarded`, with ABUSE_LIMITS.giftCardGuesses…), each
 *   card must be spendable here (active, something on it, the shop's currency), and they pay the
 *   total after the promotions in the order typed (`giftCardPayments`). A card that has nothing left
 *   to pay because the cards before it cover the total is left off the order silently: the answer's
 *   `giftCardPayments` names the cards that pay, so the checkout can say which one was not needed.
 *   Nothing is spent at create: the balances change in the capture's reserve (orders.service.ts).
 * - refunds: the cards take back first, up to what they paid (`refundSplit`), filled in the order
 *   they paid (`cardReturns`); each refund records its cards' part as `toGiftCards`.
 */
import {
  GIFT_CARD_PRODUCT_ID,
  giftCardPayments,
  type MinorUnits,
  type Order,
  type OrderCartItem,
  type OrderGiftCardPayment,
  type PaymentMethod,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { codeLast4, findCardByCode, type HeldGiftCard } from "../gift-cards";
import { GIFT_CARD_GUESSES, lookUpGuarded } from "./order-pricing";

/** Whether a line is a gift card being bought: it moves no stock, has no product, and nothing is made of it. */
export const isGiftCardLine = (line: Pick<OrderCartItem, "productId">) => line.productId === GIFT_CARD_PRODUCT_ID;

/**
 * The cards of the typed `codes` (normalised by the schema), in the order typed; refused with the
 * first problem: 400 `giftCard.unknown {last4}` (no card has it, or it is not sent yet: a guess,
 * counted), `giftCard.voided`, `giftCard.empty`, `giftCard.currency` (each `{last4}`); 429 past
 * the guessing limits (every typed code then, known or not).
 */
export async function cardsForOrder(codes: readonly string[], who: { uid: string; client: string }, currency: string): Promise<HeldGiftCard[]> {
  const cards: HeldGiftCard[] = [];
  // One after the other: each lookup takes its slots before it reads, so a request of five codes
  // counts exactly the unknown ones, and stops at the first.
  for (const code of codes) {
    const card = await lookUpGuarded(GIFT_CARD_GUESSES, who, () => findCardByCode(code));
    const last4 = card?.last4 || codeLast4(code);
    if (!card || card.status === "scheduled") throw new HttpError(400, "giftCard.unknown", { last4 });
    if (card.status === "voided") throw new HttpError(400, "giftCard.voided", { last4 });
    if (card.balance <= 0) throw new HttpError(400, "giftCard.empty", { last4 });
    if (card.currency !== currency) throw new HttpError(400, "giftCard.currency", { last4 });
    if (!cards.some((held) => held._id === card._id)) cards.push(card);
  }
  return cards;
}

/** What each card pays of `due` (only the cards that pay something), and their sum. */
export function cardPaymentsFor(due: MinorUnits, cards: readonly HeldGiftCard[]): { payments: OrderGiftCardPayment[]; amount: MinorUnits } {
  const payments = giftCardPayments(due, cards)
    .filter(({ amount }) => amount > 0)
    .map(({ card, amount }) => ({ cardId: card._id, last4: card.last4, amount }));
  return { payments, amount: payments.reduce((sum, payment) => sum + payment.amount, 0) };
}

/** How an order with nothing to pay at a provider is paid: its cards paid it ("giftCard"), or nothing was due ("none"). */
export const settledMethod = (giftCardAmount: MinorUnits): PaymentMethod => (giftCardAmount > 0 ? "giftCard" : "none");

/**
 * The payment id of an order the shop settles itself (no provider): fixed by the order, so the
 * return page's capture (`paymentId` in its address) names it like a provider's.
 */
export const settledPaymentId = (orderId: string, method: PaymentMethod) => `${method === "giftCard" ? "GC" : "NONE"}-${orderId}`;

/** The payer id the shop's own settling records (and puts on the return page's address). */
export const SHOP_PAYER = "SHOP";

/** What has gone back to the order's gift cards so far (each refund's `toGiftCards`). */
export function refundedToCards(order: Pick<Order, "refunds">): MinorUnits {
  return (order.refunds ?? []).reduce((sum, refund) => sum + (refund.toGiftCards ?? 0), 0);
}

/** What the provider has refunded so far (each refund less its cards' part). */
export function refundedAtProvider(order: Pick<Order, "refunds">): MinorUnits {
  return (order.refunds ?? []).reduce((sum, refund) => sum + refund.amount - (refund.toGiftCards ?? 0), 0);
}

/**
 * What each card takes back of `amount` going to the cards now, when `before` went back to them
 * earlier: the cards are filled in the order they paid, each up to what it paid, so the refunds of
 * an order never give a card more than it paid, however they are split.
 */
export function cardReturns(payments: readonly OrderGiftCardPayment[], before: MinorUnits, amount: MinorUnits): OrderGiftCardPayment[] {
  let earlier = Math.max(0, before);
  let left = Math.max(0, amount);
  const returns: OrderGiftCardPayment[] = [];
  for (const payment of payments) {
    const already = Math.min(payment.amount, earlier);
    earlier -= already;
    const back = Math.min(payment.amount - already, left);
    left -= back;
    if (back > 0) returns.push({ ...payment, amount: back });
  }
  return returns;
}
