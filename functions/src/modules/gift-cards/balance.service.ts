/**
 * What a card holds, asked by its code (POST /api/shop/gift-cards/balance, public). Every check
 * counts against ABUSE_LIMITS.giftCardBalanceChecksPerClient, keyed on the client's address (the
 * connection's, never a header the client writes): a wrong guess and a right one alike, so the
 * page cannot be used to try codes quickly. The answer names the card by its last four characters
 * only; a voided card holds nothing spendable and says so.
 */
import { ABUSE_LIMITS, type GiftCardBalance } from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { takeSlots } from "../../platform/rate-limits";
import { codeLast4, findCardByCode } from "./gift-cards.store";

/** `code` as the schema normalised it. 404 `giftCard.unknown {last4}` when no card has it (a scheduled card has no code yet). */
export async function giftCardBalance(code: string, client: string): Promise<GiftCardBalance> {
  await takeSlots([{ limit: ABUSE_LIMITS.giftCardBalanceChecksPerClient, key: [client] }]);
  const card = await findCardByCode(code);
  if (!card || card.status === "scheduled") throw new HttpError(404, "giftCard.unknown", { last4: codeLast4(code) });
  if (card.status === "voided") return { last4: card.last4, balance: 0, currency: card.currency, status: "voided" };
  return { last4: card.last4, balance: card.balance, currency: card.currency, status: "active" };
}
