/**
 * Buying a gift card is placing an order: checkout owns orders (their number, the pending-orders
 * limit, the provider's payment, the confirmation that issues the card), and checkout reads and
 * spends cards through this module. So the purchase's route lives in this module's router (its
 * path is /shop/gift-cards/purchase) while its handler is checkout's: checkout hands it over when
 * its own router is made (`sellGiftCardsWith`, from checkout's orders.routes.ts), since this module
 * importing checkout would close a cycle (checkout → gift-cards → checkout).
 */
import type { endpoints } from "@cocoa/contracts";
import type { EndpointHandler } from "../../platform/http/route";

export type GiftCardPurchaseHandler = EndpointHandler<typeof endpoints.giftCards.purchase>;

let seller: GiftCardPurchaseHandler | undefined;

/** Checkout's handler of POST /shop/gift-cards/purchase. */
export function sellGiftCardsWith(handler: GiftCardPurchaseHandler): void {
  seller = handler;
}

/** The purchase's handler; a missing one is a wiring bug (the app makes checkout's router before it serves). */
export const sellGiftCard: GiftCardPurchaseHandler = (input, req, res) => {
  if (!seller) throw new Error("No checkout sells gift cards: checkout's orderRouter() must be made before a purchase is served");
  return seller(input, req, res);
};
