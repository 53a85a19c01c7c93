/**
 * The offer badges of the storefront's products (issue 36): each card of the listing, search and the
 * home sections, and the product page, carries `offer` when an active automatic promotion covers the
 * product now (../promotions `productOfferOf`: which one when several do, and why a badge ignores the
 * per-customer conditions).
 *
 * The automatic promotions come from the promotions module's cache (kept for the settings' cache time
 * per instance, forgotten by a save on the saving instance), so a badge costs no read per request. The
 * catalogue's answers are also kept by the CDN for SHARED_CACHE.catalog (platform/http/cache-control.ts),
 * so a badge may show, or stay missing, for up to that long after a promotion starts, pauses or ends:
 * acceptable for a badge, because the cart and the order price by the promotions as stored, never by it.
 */
import type { ProductOffer, PromotionTerms } from "@cocoa/contracts";
import { logger } from "../../platform/logger";
import { activeAutomaticPromotions, productOfferOf, promotionsOnOffer } from "../promotions";

/** The automatic promotions on offer now; none when they cannot be read (a badge never fails a page). */
async function onOfferNow(): Promise<PromotionTerms[]> {
  try {
    return promotionsOnOffer(await activeAutomaticPromotions(), Date.now());
  } catch (error) {
    logger.warn("Catalog: the automatic promotions could not be read; products are shown without offers", { error });
    return [];
  }
}

/** The products, each with the offer that covers it now (others as they are). */
export async function withOffers<T extends { _id: string; category: string; offer?: ProductOffer | undefined }>(products: T[]): Promise<T[]> {
  if (products.length === 0) return products;
  const onOffer = await onOfferNow();
  if (onOffer.length === 0) return products;
  return products.map((product) => {
    const offer = productOfferOf(product, onOffer);
    return offer ? { ...product, offer } : product;
  });
}

/** One product with its offer. */
export async function withOffer<T extends { _id: string; category: string; offer?: ProductOffer | undefined }>(product: T): Promise<T> {
  const [offered] = await withOffers([product]);
  return offered ?? product;
}
