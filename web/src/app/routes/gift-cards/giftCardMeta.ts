import { privatePageMeta, shortDescription, type RouteMeta } from "@/shared/seo";

/**
 * The gift-card pages' head: their title and a description of their own, kept out of search results
 * like every page the server does not render (the purchase asks a guest to sign in, the balance
 * check is a tool). The texts are the storefront catalogue's (`giftCardPages.*`), loaded on every page.
 */
function giftCardPageMeta(titleKey: string, descriptionKey: string): RouteMeta {
  const named = privatePageMeta(titleKey);
  return (context) => ({ ...named(context), description: shortDescription(context.t(descriptionKey)) });
}

/** `/shop/gift-cards`: buying a card. */
export const giftCardPurchaseMeta = giftCardPageMeta("giftCardPages.purchaseTitle", "giftCardPages.purchaseDescription");
/** `/shop/gift-cards/balance`: what a card holds. */
export const giftCardBalanceMeta = giftCardPageMeta("giftCardPages.balanceTitle", "giftCardPages.balanceDescription");
