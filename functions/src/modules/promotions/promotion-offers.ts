/**
 * The offer badge of a tile and a product page: an automatic promotion that covers the product now.
 *
 * "Now" is the promotion's own state only (status, dates, uses left), read as for a newcomer with no
 * orders: once per customer and first order only are the cart's business, so a badge can promise
 * what a returning shopper's cart will not give; the cart says why then. The minimum subtotal
 * travels with the offer for the badge to say.
 *
 * When several cover the product, the one worth more wins within a kind of benefit (the higher
 * percentage, the larger amount); across kinds a percentage and an amount cannot be compared without
 * a price and a cart, so the first of those best ones by promotion id is shown. Simple and stable,
 * never a guess of the cart's figure: the cart prices by `priceWithPromotions`, whatever the badge.
 */
import { promotionCovers, promotionUnavailable, type ProductOffer, type PromotionBenefit, type PromotionTerms } from "@cocoa/contracts";

/** A shopper the per-customer conditions never refuse. */
const NEWCOMER = { paidOrders: 0, usedPromotionIds: new Set<string>() };

/** Within one kind of benefit, how much it is worth (larger is better); free deliveries are equal. */
function worthWithinKind(benefit: PromotionBenefit): number {
  if (benefit.type === "percent") return benefit.percent;
  if (benefit.type === "amount") return benefit.amount;
  return 0;
}

/** The automatic promotions of `automatic` that apply to a shopper now (status, dates, uses left). */
export function promotionsOnOffer(automatic: readonly PromotionTerms[], now: number): PromotionTerms[] {
  return automatic.filter((promotion) => promotion.kind === "automatic" && !promotionUnavailable(promotion, { now, shopper: NEWCOMER }));
}

/** The offer to show on `product`, out of the promotions on offer now (`promotionsOnOffer`); undefined: none. */
export function productOfferOf(product: { _id: string; category: string }, onOffer: readonly PromotionTerms[]): ProductOffer | undefined {
  const best = new Map<PromotionBenefit["type"], PromotionTerms>();
  for (const promotion of onOffer) {
    if (!promotionCovers(promotion.scope, product)) continue;
    const type = promotion.benefit.type;
    const held = best.get(type);
    const better = !held || worthWithinKind(promotion.benefit) > worthWithinKind(held.benefit) || (worthWithinKind(promotion.benefit) === worthWithinKind(held.benefit) && promotion.id < held.id);
    if (better) best.set(type, promotion);
  }
  const chosen = [...best.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
  if (!chosen) return undefined;
  return { promotionId: chosen.id, name: chosen.name, nameHe: chosen.nameHe, benefit: chosen.benefit, minSubtotal: chosen.minSubtotal };
}
