import { useShopTimeZone } from "@/shared/settings/shopTimeZone";
import { type GiftCard, type GiftCardAdjustRequest, type GiftCardDetails, type GiftCardIssueRequest, type GiftCardResponse, type GiftCardVoidRequest } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, fieldErrors, isApiError, mapPagedItems, serverText, usePagedQuery, type PagedData } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { adjustGiftCard, giftCardKeys, giftCardQuery, giftCardsQuery, issueGiftCard, voidGiftCard } from "../api/giftCardsApi";
import { fieldOfCode } from "../lib/giftCardForm";
import { calendarDateIn } from "../lib/giftCardView";

/** The cards, a page at a time; a failure shows with Retry. */
export function useGiftCards() {
  const query = usePagedQuery<GiftCard>(giftCardsQuery());
  return { ...query, cards: query.items };
}

/** One card and its ledger, fresh from the API. */
export function useGiftCard(id: string) {
  return useQuery(giftCardQuery(id));
}

/** Today on the shop's clock (`YYYY-MM-DD`): the first day a card can arrive. */
export { useShopTimeZone };

export function useShopToday(): string {
  return calendarDateIn(useShopTimeZone(), new Date());
}

/**
 * What a card's change answers the form: the card as now stored, or what to say. A refusal of a field
 * (400) goes under it; a refusal the server names by code (409: the balance would go below zero or
 * above the most a card holds; a day its clock refuses) goes under the field it is about; anything
 * else (the card was voided meanwhile) is the form's own message.
 */
export type GiftCardChangeResult = { ok: true; card: GiftCardDetails } | { ok: false; fieldErrors: Record<string, string>; message?: string };

function failureOf(error: unknown, fallback: string): GiftCardChangeResult {
  const errors = fieldErrors(error);
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  const message = errorMessage(error, fallback);
  const field = isApiError(error) ? fieldOfCode(error.code) : undefined;
  return field ? { ok: false, fieldErrors: { [field]: message } } : { ok: false, fieldErrors: {}, message };
}

type ChangeAction = "issue" | "adjust" | "void";

/**
 * One change of a card (issue, adjust, void). The server's message is the toast; its answer replaces
 * the card in every cached list and in its details at once, and both are loaded again. A refusal is
 * a destructive toast with the server's words (the mutation's `errorToast`), and goes back to the form.
 */
function useGiftCardChange<V>(action: ChangeAction, call: (variables: V) => Promise<GiftCardResponse>) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const failed = t(`adminGiftCards.toasts.failure.${action}`);
  const mutation = useMutation({
    mutationKey: ["admin", "giftCards", action],
    mutationFn: call,
    meta: { errorToast: errorToast((error) => ({ title: t("adminGiftCards.toasts.errorTitle"), description: errorMessage(error, failed) })) },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (variables: V): Promise<GiftCardChangeResult> => {
      try {
        const response = await mutateAsync(variables);
        const card = response.data;
        const { ledger: _ledger, ...row } = card;
        queryClient.setQueriesData<PagedData<GiftCard>>({ queryKey: giftCardKeys.list() }, (old) => mapPagedItems(old, (item) => (item._id === card._id ? row : item)));
        queryClient.setQueryData(giftCardKeys.detail(card._id), card);
        toast({ title: serverText(response, t(`adminGiftCards.toasts.success.${action}`)) });
        return { ok: true, card };
      } catch (error) {
        return failureOf(error, failed);
      } finally {
        void queryClient.invalidateQueries({ queryKey: giftCardKeys.all });
      }
    },
    [action, failed, mutateAsync, queryClient, t, toast],
  );
  return { run, isPending: mutation.isPending };
}

/** Issues a card by hand (an apology, a prize): sent on its day like a bought one. */
export function useIssueGiftCard() {
  const { run, isPending } = useGiftCardChange("issue", (body: GiftCardIssueRequest) => issueGiftCard(body));
  return { issue: run, isPending };
}

/** Moves a card's balance by a signed amount, with a note. */
export function useAdjustGiftCard() {
  const { run, isPending } = useGiftCardChange("adjust", ({ id, body }: { id: string; body: GiftCardAdjustRequest }) => adjustGiftCard(id, body));
  const adjust = useCallback((id: string, body: GiftCardAdjustRequest) => run({ id, body }), [run]);
  return { adjust, isPending };
}

/** Voids a card for good, with a note. */
export function useVoidGiftCard() {
  const { run, isPending } = useGiftCardChange("void", ({ id, body }: { id: string; body: GiftCardVoidRequest }) => voidGiftCard(id, body));
  const voidCard = useCallback((id: string, body: GiftCardVoidRequest) => run({ id, body }), [run]);
  return { voidCard, isPending };
}
