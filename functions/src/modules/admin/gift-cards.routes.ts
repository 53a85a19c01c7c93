/**
 * /api/admin/gift-cards — every gift card (admin only: no session 401, a shopper 403, before anything
 * is read or parsed). The work is the gift-cards module's (modules/gift-cards/admin.service.ts).
 *
 * GET  /                [?pageSize=50&cursor=…] → 200 {success, data: GiftCard[], nextCursor}: newest
 *                         first; 400 bad page size or cursor
 * GET  details/:id      → 200 {success, data: GiftCardDetails}: the card and its ledger, oldest first;
 *                         400 malformed id; 404 unknown
 * POST /                GiftCardIssue → 201 {success, message, data: GiftCardDetails}: a card by hand,
 *                         the shop's currency, sent on its day (today's at once); 400 field messages
 *                         (a day in the past or too far ahead)
 * POST adjust/:id       {amount (signed), note} → 200 {success, message, data}; 404; 409 below zero,
 *                         above GIFT_CARD_LIMITS.maxBalance, or voided
 * PUT  void/:id         {note} → 200 {success, message, data}: voided, balance 0; 404; 409 voided already
 */
import { endpoints } from "@cocoa/contracts";
import type { Response } from "express";
import { endpointRouter, requireAdmin, sessionUserOf } from "../accounts";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { ok, okPage } from "../../platform/http/route";
import { adjustGiftCard, getGiftCard, issueGiftCard, listGiftCards, voidGiftCard, type GiftCardActor } from "../gift-cards";

/** The admin making the change, named in the ledger (when the account has a name). */
function actorOf(res: Response): GiftCardActor | undefined {
  const { userName } = sessionUserOf(res);
  return userName ? { name: userName } : undefined;
}

export function adminGiftCardsRouter() {
  const { router, route } = endpointRouter("/admin/gift-cards");
  const { giftCards } = endpoints.admin;
  // Every path under here, unknown ones too, answers 401/403 to a caller who is not an admin.
  router.use(requireAdmin);

  route(giftCards.list, async ({ query }) => okPage(await listGiftCards(query)));

  route(giftCards.get, async ({ params }) => ok(await getGiftCard(params.id)));

  route(giftCards.issue, async ({ body }, req, res) => ok(await issueGiftCard(body, actorOf(res)), messageOf(req, "giftCard.issued")));

  route(giftCards.adjust, async ({ params, body }, req, res) => ok(await adjustGiftCard(params.id, body, actorOf(res), requestLanguage(req)), messageOf(req, "giftCard.adjusted")));

  route(giftCards.void, async ({ params, body }, req, res) => ok(await voidGiftCard(params.id, body, actorOf(res)), messageOf(req, "giftCard.voidedNow")));

  return router;
}
