/**
 * Promotions (issue 36): what a promotion gives, what it covers, when it holds, and the one rule
 * that turns a cart and the promotions that may apply into discounts. The server charges by
 * `priceWithPromotions`; the checkout shows what the server's quote answered. Zod-free, so the
 * storefront can read the constants (a tile's offer badge) without the schemas.
 *
 * Money is integer minor units. A discount on items is spread over the lines it covers in
 * proportion to their amounts (largest remainder, so the parts add up exactly), and a line never
 * loses more than it costs: each line's `discount` is what a refund of its units reckons with.
 */
import type { MinorUnits } from "./api";
import type { DeliveryMethod } from "./delivery-rules";
import type { MessageCode, MessageParams } from "./messages";

/** A code the shopper types, or one the shop applies by itself to every cart that qualifies. */
export const PROMOTION_KINDS = ["code", "automatic"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A percentage off the items it covers, a fixed amount off them, or the delivery's fee. */
export const PROMOTION_BENEFITS = ["percent", "amount", "freeDelivery"] as const;
export type PromotionBenefitType = (typeof PROMOTION_BENEFITS)[number];

export const PROMOTION_SCOPES = ["order", "categories", "products"] as const;
export type PromotionScopeType = (typeof PROMOTION_SCOPES)[number];

/** active: applies while its dates allow; paused: the owner stopped it for now; ended: for good. */
export const PROMOTION_STATUSES = ["active", "paused", "ended"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_LIMITS = {
  /** Letters, digits, `-` and `_`; compared without regard to case (stored upper case). */
  code: { min: 3, max: 32 },
  name: 80,
  percent: { min: 1, max: 100 },
  /** A fixed amount off, in minor units (up to 100,000.00). */
  amount: { min: 1, max: 10_000_000 },
  minSubtotal: { min: 0, max: 10_000_000 },
  usageLimit: { min: 1, max: 1_000_000 },
  /** Categories or products one promotion names. */
  targets: 100,
} as const;
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The code as the shop keeps and compares it: trimmed, upper case ("welcome10" is WELCOME10). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export type PromotionBenefit =
  | { type: "percent"; percent: number }
  | { type: "amount"; amount: MinorUnits }
  /** `methods` empty: every way of receiving the order. */
  | { type: "freeDelivery"; methods: DeliveryMethod[] };

export type PromotionScope = { type: "order" } | { type: "categories"; categoryIds: string[] } | { type: "products"; productIds: string[] };

/** What the pricing rule reads of a promotion (the stored promotion has more: uses, revenue, dates as typed). */
export interface PromotionTerms {
  id: string;
  kind: PromotionKind;
  /** Upper case; absent on an automatic promotion. */
  code?: string | undefined;
  name: string;
  nameHe: string;
  status: PromotionStatus;
  benefit: PromotionBenefit;
  scope: PromotionScope;
  /** The cart's subtotal (before discounts) must reach it; 0: none. */
  minSubtotal: MinorUnits;
  /** Instants (ms since the epoch) of the start and the end, in the shop's time zone when typed; null: open. */
  startsAt: number | null;
  endsAt: number | null;
  /** null: unlimited. */
  usageLimit: number | null;
  /** Paid orders that used it so far. */
  uses: number;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  /** May apply together with the other kind (a code with an automatic promotion); both must allow it. */
  combinable: boolean;
}

/** One cart line as pricing sees it. */
export interface PricedLine {
  /** The cart's line id (`cartLineId`). */
  lineId: string;
  productId: string;
  category: string;
  /** One unit's price (a box's with its supplements). */
  price: MinorUnits;
  quantity: number;
}

/** What one promotion took from an order. */
export interface AppliedDiscount {
  promotionId: string;
  kind: PromotionKind;
  code?: string | undefined;
  name: string;
  nameHe: string;
  benefit: PromotionBenefit["type"];
  /** Taken off the items. */
  amount: MinorUnits;
  /** Taken off the delivery's fee. */
  shippingAmount: MinorUnits;
  /** The delivery is free by it (the fee may still be unknown when the quote is asked). */
  freeDelivery: boolean;
}

/** Why a promotion does not apply: a message code of `promo.*` and its params. */
export interface PromotionRefusal {
  code: MessageCode;
  params?: MessageParams;
}

/** What the shopper brings, as the server knows it. */
export interface PromotionShopper {
  /** Paid orders of this shopper before this one. */
  paidOrders: number;
  /** Promotion ids this shopper already used on a paid order (for once per customer). */
  usedPromotionIds: ReadonlySet<string>;
}

export interface PricingContext {
  now: number;
  /** The way chosen; undefined while none is (a quote before the choice). */
  method?: DeliveryMethod | undefined;
  /** The way's fee before any discount; 0 while unknown. */
  deliveryFee: MinorUnits;
  shopper: PromotionShopper;
  /** Formats an amount for a message ("the minimum is $60.00"). */
  money: (minorUnits: MinorUnits) => string;
}

export interface PricedCart {
  subtotal: MinorUnits;
  /** Off the items, every promotion together. */
  discountAmount: MinorUnits;
  /** Off the delivery's fee. */
  shippingDiscount: MinorUnits;
  discounts: AppliedDiscount[];
  /** Per line id: what the line's units lost together. */
  lineDiscounts: Map<string, MinorUnits>;
  /** The typed code, when one was given: applied, or why not. */
  code?: { code: string; applied: boolean; refusal?: PromotionRefusal };
}

const lineAmount = (line: PricedLine) => line.price * line.quantity;

function covers(scope: PromotionScope, line: PricedLine): boolean {
  if (scope.type === "order") return true;
  if (scope.type === "categories") return scope.categoryIds.includes(line.category);
  return scope.productIds.includes(line.productId);
}

/** Whether a promotion covers a product (the offer badge on its tile and page). */
export function promotionCovers(scope: PromotionScope, product: { _id: string; category: string }): boolean {
  return covers(scope, { lineId: product._id, productId: product._id, category: product.category, price: 0, quantity: 1 });
}

/**
 * Splits `total` over `weights` in proportion, in whole units: each part rounded down, the units
 * left given to the largest remainders (earlier first on a tie). The parts add up to `total`.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Why `promotion` cannot apply now for this shopper, before looking at the cart; undefined when it can. */
export function promotionUnavailable(promotion: PromotionTerms, context: Pick<PricingContext, "now" | "shopper">): PromotionRefusal | undefined {
  if (promotion.status === "ended" || (promotion.endsAt !== null && context.now >= promotion.endsAt)) return { code: "promo.expired" };
  if (promotion.status === "paused") return { code: "promo.paused" };
  if (promotion.startsAt !== null && context.now < promotion.startsAt) return { code: "promo.notStarted" };
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return { code: "promo.usedUp" };
  if (promotion.oncePerCustomer && context.shopper.usedPromotionIds.has(promotion.id)) return { code: "promo.alreadyUsed" };
  if (promotion.firstOrderOnly && context.shopper.paidOrders > 0) return { code: "promo.firstOrderOnly" };
  return undefined;
}

/**
 * What `promotion` takes from the cart whose lines still cost `remaining` (per line id, after a
 * promotion applied before it), or why it takes nothing.
 */
export function promotionDiscount(
  promotion: PromotionTerms,
  lines: readonly PricedLine[],
  remaining: ReadonlyMap<string, number>,
  context: PricingContext,
): { discount: AppliedDiscount; lineDiscounts: Map<string, number> } | { refusal: PromotionRefusal } {
  const unavailable = promotionUnavailable(promotion, context);
  if (unavailable) return { refusal: unavailable };
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  if (subtotal < promotion.minSubtotal) return { refusal: { code: "promo.minimum", params: { amount: context.money(promotion.minSubtotal) } } };
  const covered = lines.filter((line) => covers(promotion.scope, line));
  if (covered.length === 0) return { refusal: { code: "promo.notForItems" } };
  const base: AppliedDiscount = {
    promotionId: promotion.id,
    kind: promotion.kind,
    ...(promotion.code ? { code: promotion.code } : {}),
    name: promotion.name,
    nameHe: promotion.nameHe,
    benefit: promotion.benefit.type,
    amount: 0,
    shippingAmount: 0,
    freeDelivery: false,
  };
  const lineDiscounts = new Map<string, number>();
  const { benefit } = promotion;
  if (benefit.type === "freeDelivery") {
    if (context.method === "pickup") return { refusal: { code: "promo.notForDelivery" } };
    if (context.method && benefit.methods.length > 0 && !benefit.methods.includes(context.method)) return { refusal: { code: "promo.notForDelivery" } };
    return { discount: { ...base, shippingAmount: Math.max(0, context.deliveryFee), freeDelivery: true }, lineDiscounts };
  }
  const weights = covered.map((line) => remaining.get(line.lineId) ?? lineAmount(line));
  const coveredLeft = weights.reduce((a, b) => a + b, 0);
  // Half a minor unit rounds up, in whole numbers (percent is an integer).
  const wanted = benefit.type === "percent" ? Math.floor((coveredLeft * benefit.percent + 50) / 100) : benefit.amount;
  const amount = Math.min(coveredLeft, Math.max(0, wanted));
  if (amount <= 0) return { refusal: { code: "promo.notForItems" } };
  allocate(amount, weights).forEach((part, index) => {
    const line = covered[index];
    if (line && part > 0) lineDiscounts.set(line.lineId, part);
  });
  return { discount: { ...base, amount }, lineDiscounts };
}

const worth = (discount: AppliedDiscount) => discount.amount + discount.shippingAmount;

/**
 * The cart priced with the promotions that may apply: the best of the automatic ones that
 * qualify, and the typed code (`code`, undefined when none was typed; `codePromotion` undefined when
 * no such code exists). The code and an automatic promotion combine only when both allow it;
 * otherwise the one worth more applies, and the code's refusal says a better offer holds. An
 * automatic one applies first and the code to what is left.
 */
export function priceWithPromotions(input: {
  lines: readonly PricedLine[];
  automatic: readonly PromotionTerms[];
  code?: string | undefined;
  codePromotion?: PromotionTerms | undefined;
  context: PricingContext;
}): PricedCart {
  const { lines, context } = input;
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const full = new Map(lines.map((line) => [line.lineId, lineAmount(line)]));
  const candidates = input.automatic
    .filter((promotion) => promotion.kind === "automatic")
    .map((promotion) => ({ promotion, result: promotionDiscount(promotion, lines, full, context) }))
    .flatMap(({ promotion, result }) => ("discount" in result ? [{ promotion, ...result }] : []))
    .sort((a, b) => worth(b.discount) - worth(a.discount) || a.promotion.id.localeCompare(b.promotion.id));
  const best = candidates[0];

  const chosen: { discount: AppliedDiscount; lineDiscounts: Map<string, number> }[] = [];
  let code: PricedCart["code"];
  if (input.code !== undefined) {
    const typed = normalizePromoCode(input.code);
    const promotion = input.codePromotion;
    if (!promotion || promotion.kind !== "code") {
      code = { code: typed, applied: false, refusal: { code: "promo.unknown" } };
    } else {
      const combined = best && best.promotion.combinable && promotion.combinable;
      const after = combined ? remainingAfter(full, best.lineDiscounts) : full;
      const result = promotionDiscount(promotion, lines, after, context);
      if ("refusal" in result) {
        code = { code: typed, applied: false, refusal: result.refusal };
        if (best) chosen.push(best);
      } else if (combined && best) {
        chosen.push(best, result);
        code = { code: typed, applied: true };
      } else if (best && worth(best.discount) > worth(result.discount)) {
        chosen.push(best);
        code = { code: typed, applied: false, refusal: { code: "promo.betterOffer", params: { name: best.promotion.name } } };
      } else {
        chosen.push(result);
        code = { code: typed, applied: true };
      }
    }
  } else if (best) {
    chosen.push(best);
  }

  const lineDiscounts = new Map<string, number>();
  for (const { lineDiscounts: parts } of chosen) for (const [id, part] of parts) lineDiscounts.set(id, (lineDiscounts.get(id) ?? 0) + part);
  const discounts = chosen.map(({ discount }) => discount);
  // Two free deliveries take the fee once.
  const shippingDiscount = Math.min(Math.max(0, context.deliveryFee), discounts.reduce((sum, discount) => sum + discount.shippingAmount, 0));
  let shippingLeft = shippingDiscount;
  for (const discount of discounts) {
    discount.shippingAmount = Math.min(discount.shippingAmount, shippingLeft);
    shippingLeft -= discount.shippingAmount;
  }
  return {
    subtotal,
    discountAmount: discounts.reduce((sum, discount) => sum + discount.amount, 0),
    shippingDiscount,
    discounts,
    lineDiscounts,
    ...(code ? { code } : {}),
  };
}

function remainingAfter(full: ReadonlyMap<string, number>, taken: ReadonlyMap<string, number>): Map<string, number> {
  return new Map([...full].map(([id, amount]) => [id, Math.max(0, amount - (taken.get(id) ?? 0))]));
}

/**
 * What refunding `units` more of a line gives back when `alreadyRefunded` of its `quantity` units
 * went back before: the line's paid amount (its price times its quantity less its discount) shared
 * over its units, rounded down except the last unit, which takes what is left. All units refunded
 * one by one add up to exactly what the line cost; never more.
 */
export function lineRefundAmount(line: { price: MinorUnits; quantity: number; discount?: MinorUnits | undefined }, alreadyRefunded: number, units: number): MinorUnits {
  const paid = Math.max(0, line.price * line.quantity - (line.discount ?? 0));
  if (line.quantity <= 0) return 0;
  const upTo = (n: number) => Math.floor((paid * Math.min(line.quantity, Math.max(0, n))) / line.quantity);
  return upTo(alreadyRefunded + units) - upTo(alreadyRefunded);
}
