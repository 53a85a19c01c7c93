/**
 * /api/shop/gift-cards — the shopper's side of gift cards.
 *
 * POST purchase {amount, recipientName, recipientEmail, senderName?, message?, deliverOn, language}
 *               (user) → 201 like an order's create {success, approvalURL, orderId, orderNumber,
 *               totals, giftCardPayments, discounts}: an order of one gift-card line, paid at the
 *               provider; 400 giftCard.notSold, giftCard.amountOutside {min,max}, giftCard.deliverPast,
 *               giftCard.deliverTooFar {days}; 403 email not confirmed; 409 too many unpaid orders.
 *               Checkout's handler (./gift-card-sales.ts)
 * POST balance  {code} (public) → 200 {success, data: {last4, balance, currency, status}}; 400 a code
 *               that cannot be one; 404 giftCard.unknown {last4} (no card has it, or it is not sent
 *               yet); 429 + Retry-After past ABUSE_LIMITS.giftCardBalanceChecksPerClient checks (every
 *               check counts, found or not)
 */
import { endpoints } from "@cocoa/contracts";
import { clientAddress } from "../../platform/http/client-address";
import { ok } from "../../platform/http/route";
import { endpointRouter } from "../accounts";
import { giftCardBalance } from "./balance.service";
import { sellGiftCard } from "./gift-card-sales";

export function giftCardsRouter() {
  const { router, route } = endpointRouter("/shop/gift-cards");

  route(endpoints.giftCards.purchase, sellGiftCard);

  route(endpoints.giftCards.balance, async ({ body }, req) => ok(await giftCardBalance(body.code, clientAddress(req))));

  return router;
}
