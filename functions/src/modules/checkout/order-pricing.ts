/**
 * Promotions at checkout (issue 36): the session's cart priced by the contracts' one rule,
 * `priceWithPromotions`, with the promotions as stored now and what the server knows of the shopper
 * (paid orders, promotions used once already). The quote (`quoteOrder`) and the order's create
 * (orders.service.ts) both go through `priceCart`, so what the checkout shows is what is charged.
 *
 * A typed code is behind the guessing limits (ABUSE_LIMITS.promoCodeGuessesPerClient / PerAccount;
 * gift card codes at create have their own pair, through the same `lookUpGuarded`): it takes a slot
 * of both counters before the lookup; a code that exists gives them back, one that does not keeps
 * them. Once either counter is full every typed code answers 429 with `Retry-After`, an existing one
 * too, so guessing cannot go on by typing a known code in between.
 */
import {
  ABUSE_LIMITS,
  type AbuseLimit,
  currencyCode,
  effectivePrice,
  formatPrice,
  moneyLocale,
  priceWithPromotions,
  renderMessage,
  type CartItem,
  type DeliveryMethod,
  type MessageLanguage,
  type MinorUnits,
  type OrderQuote,
  type PricedCart,
  type PricedLine,
  type PromotionShopper,
  type PromotionTerms,
} from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { giveBack, takeSlots, type Slots } from "../../platform/rate-limits";
import { logger } from "../../platform/logger";
import { getCartForCheckout } from "../cart";
import { getPublicSettings } from "../settings";
import { activeAutomaticPromotions, findPromotionByCode, redemptionRef } from "../promotions";

export interface CartPricingInput {
  uid: string;
  /** The client's address (`clientAddress`), for the guessing limit. */
  client: string;
  lines: readonly PricedLine[];
  /** The code the shopper typed (absent: the automatic promotions only). */
  promoCode?: string | undefined;
  /** The way chosen (undefined while none is) and its fee before any discount. */
  method?: DeliveryMethod | undefined;
  deliveryFee: MinorUnits;
  currency: string;
  /** Amounts in refusals ("the minimum is $60.00") are written for this language. */
  language: MessageLanguage;
}

/** The cart's lines as pricing reads them: a box's price includes its supplements, the category is its product's. */
export function pricedLines(items: readonly CartItem[], categoryOf: ReadonlyMap<string, string>): PricedLine[] {
  return items.map((item) => ({ lineId: item.lineId, productId: item.productId, category: categoryOf.get(item.productId) ?? "", price: effectivePrice(item), quantity: item.quantity }));
}

/** Gives slots back without failing the request (the counter only stays a bit fuller). */
async function quietlyGiveBack(slots: Slots): Promise<void> {
  try {
    await giveBack(slots);
  } catch (error) {
    logger.error("Abuse limits: could not give a typed code's slot back", { error });
  }
}

/** The two counters of one kind of typed code (promotion codes, gift card codes). */
export interface GuessLimits {
  perClient: AbuseLimit;
  perAccount: AbuseLimit;
}

export const PROMO_CODE_GUESSES: GuessLimits = { perClient: ABUSE_LIMITS.promoCodeGuessesPerClient, perAccount: ABUSE_LIMITS.promoCodeGuessesPerAccount };
export const GIFT_CARD_GUESSES: GuessLimits = { perClient: ABUSE_LIMITS.giftCardGuessesPerClient, perAccount: ABUSE_LIMITS.giftCardGuessesPerAccount };

/**
 * A typed code looked up behind its guessing limits: a slot of both counters is taken before the
 * lookup (429 with `Retry-After` once either is full, whatever the code); a code that exists gives
 * them back, one that does not keeps them. Only a code that does not exist is a guess.
 */
export async function lookUpGuarded<T>(limits: GuessLimits, who: { uid: string; client: string }, lookup: () => Promise<T | undefined>): Promise<T | undefined> {
  const slots = await takeSlots([
    { limit: limits.perClient, key: [who.client] },
    { limit: limits.perAccount, key: [who.uid] },
  ]);
  const found = await lookup();
  if (found !== undefined) await quietlyGiveBack(slots);
  return found;
}

/** The code promotion typed, behind the guessing limits (429 once either is full); undefined when there is none. */
function lookUpCode(code: string, uid: string, client: string): Promise<PromotionTerms | undefined> {
  return lookUpGuarded(PROMO_CODE_GUESSES, { uid, client }, () => findPromotionByCode(code));
}

/**
 * What the rules need of the shopper, read only when a candidate asks for it: whether they have a
 * paid order (first order only: one is enough, so at most one read) and which once-per-customer
 * promotions they used (their redemption marks, one read each).
 */
async function shopperOf(uid: string, candidates: readonly PromotionTerms[]): Promise<PromotionShopper> {
  const once = candidates.filter((promotion) => promotion.oncePerCustomer);
  const firstOnly = candidates.some((promotion) => promotion.firstOrderOnly);
  const [paid, marks] = await Promise.all([
    firstOnly ? db().collection(collections.orders).where("userId", "==", uid).where("paymentStatus", "==", "paid").limit(1).get() : undefined,
    once.length > 0 ? db().getAll(...once.map((promotion) => redemptionRef(promotion.id, uid))) : [],
  ]);
  const usedPromotionIds = new Set(once.filter((_, index) => marks[index]?.exists === true).map((promotion) => promotion.id));
  return { paidOrders: paid?.size ?? 0, usedPromotionIds };
}

/** The lines priced with the promotions that may apply now (see the module's comment for the code's limits). */
export async function priceCart(input: CartPricingInput): Promise<PricedCart> {
  const codePromotion = input.promoCode !== undefined ? await lookUpCode(input.promoCode, input.uid, input.client) : undefined;
  const automatic = await activeAutomaticPromotions();
  const shopper = await shopperOf(input.uid, [...automatic, ...(codePromotion ? [codePromotion] : [])]);
  const currency = currencyCode(input.currency) ?? "USD";
  return priceWithPromotions({
    lines: input.lines,
    automatic,
    code: input.promoCode,
    codePromotion,
    context: {
      now: Date.now(),
      method: input.method,
      deliveryFee: input.deliveryFee,
      shopper,
      money: (minorUnits) => formatPrice(minorUnits, currency, moneyLocale(input.language)),
    },
  });
}

/** The priced cart as the quote answers it: the line discounts as an object, the code's outcome in `language`, whether prices include VAT. */
export function quoteOf(priced: PricedCart, language: MessageLanguage, taxIncluded = false): OrderQuote {
  const quote: OrderQuote = {
    taxIncluded,
    subtotal: priced.subtotal,
    discountAmount: priced.discountAmount,
    shippingDiscount: priced.shippingDiscount,
    discounts: priced.discounts.map((discount) => ({ ...discount })),
    lineDiscounts: Object.fromEntries(priced.lineDiscounts),
  };
  if (priced.code) {
    const { code, applied, refusal } = priced.code;
    quote.code = refusal
      ? { code, applied, refusal: { code: refusal.code, ...(refusal.params ? { params: refusal.params } : {}) }, message: renderMessage(refusal.code, refusal.params, language) }
      : { code, applied, message: renderMessage("promo.applied", undefined, language) };
  }
  return quote;
}

export interface QuoteInput {
  promoCode?: string | undefined;
  method?: DeliveryMethod | undefined;
  deliveryFee: MinorUnits;
}

/**
 * POST /shop/order/quote: the session's cart priced with the promotions, for the way and fee the
 * checkout shows (the order's own fee decides at create). A code that does not apply is answered
 * with its reason, not refused: the checkout shows why.
 */
export async function quoteOrder(uid: string, input: QuoteInput, client: string, language: MessageLanguage): Promise<OrderQuote> {
  const [{ cart, categoryOf }, settings] = await Promise.all([getCartForCheckout(uid), getPublicSettings()]);
  const priced = await priceCart({
    uid,
    client,
    lines: pricedLines(cart.items, categoryOf),
    promoCode: input.promoCode,
    method: input.method,
    deliveryFee: input.deliveryFee,
    currency: settings.currency,
    language,
  });
  return quoteOf(priced, language, settings.taxMode === "included");
}
