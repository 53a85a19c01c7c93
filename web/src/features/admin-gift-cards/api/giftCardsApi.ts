import { type GiftCard, type GiftCardAdjustRequest, type GiftCardDetails, type GiftCardIssueRequest, type GiftCardVoidRequest } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, type PagedQuery } from "@/shared/api";

/** The admin's Gift cards screen (issue 36): the cards, one card with its ledger, issuing, adjusting and voiding. */

export const giftCardKeys = {
  all: ["admin", "giftCards"] as const,
  list: () => ["admin", "giftCards", "list"] as const,
  detail: (id: string) => ["admin", "giftCards", "detail", id] as const,
};

/** The cards, newest first, a page at a time (`usePagedQuery`). */
export function giftCardsQuery(): PagedQuery<GiftCard> {
  return {
    queryKey: giftCardKeys.list(),
    fetchPage: (cursor, signal) => api.admin.giftCards.list({ query: { cursor }, signal }),
  };
}

/** One card and its ledger, fresh; the list's row shows meanwhile. */
export const giftCardQuery = (id: string) =>
  queryOptions<GiftCardDetails>({
    queryKey: giftCardKeys.detail(id),
    queryFn: async ({ signal }) => (await api.admin.giftCards.get({ params: { id }, signal })).data,
  });

/** A card issued by hand; answers the new card (with its first ledger entry) and the toast's message. */
export function issueGiftCard(body: GiftCardIssueRequest) {
  return api.admin.giftCards.issue({ body });
}

/** Moves a card's balance by a signed amount of minor units, with the note the ledger keeps. */
export function adjustGiftCard(id: string, body: GiftCardAdjustRequest) {
  return api.admin.giftCards.adjust({ params: { id }, body });
}

/** Stops a card for good, with the note the ledger keeps. */
export function voidGiftCard(id: string, body: GiftCardVoidRequest) {
  return api.admin.giftCards.void({ params: { id }, body });
}

