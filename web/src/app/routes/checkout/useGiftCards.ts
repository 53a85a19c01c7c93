import { GIFT_CARD_LIMITS, isGiftCardCode, normalizeGiftCardCode, type GiftCardBalance } from "@contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, errorMessage, fieldErrors, isApiError } from "@/shared/api";
import { giftCardSplit, payingGiftCardCodes, type AppliedGiftCard } from "./checkoutRules";

/** A code as the format's message shows one. */
const EXAMPLE_CODE = "7KQ2-M9XD-4HNP-B3TR-6WCE";

/** Left to right inside a sentence of either language (a code, a card's last four). */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** What a card holds (POST /shop/gift-cards/balance; each check counts against a per-client limit). */
async function fetchBalance(code: string): Promise<GiftCardBalance> {
  return (await api.giftCards.balance({ body: { code } })).data;
}

/** Whether a failed call is about a gift card (a create refused for one, or the guessing limit), so it is said by the field. */
export function isGiftCardError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return Boolean(error.code?.startsWith("giftCard.") || error.code === "limit.giftCard" || Object.keys(fieldErrors(error)).some((field) => field.startsWith("giftCards")));
}

/**
 * The checkout's gift cards (issue 36): the code typed, checked on "Apply" (its form here, so a
 * mistyped code never counts against the server's limits, then what it holds), the cards applied
 * (up to GIFT_CARD_LIMITS.perOrder, each with what it holds) and how `total` splits between them
 * and PayPal. The codes live in this state only: never in the address, never in storage. A card
 * the order's creation refused is dropped, its message kept by the field.
 */
export function useGiftCards({ total, currency }: { total: number; currency: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [cards, setCards] = useState<AppliedGiftCard[]>([]);
  /** Why the last code was not applied (or a card was dropped). */
  const [note, setNote] = useState<string | null>(null);
  /** The card just applied, for the field's polite "applied" line. */
  const [justApplied, setJustApplied] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const split = giftCardSplit(total, cards);

  /** Why a card that answered cannot pay (null: it can). */
  const refusal = (card: GiftCardBalance): string | null => {
    if (card.status === "voided") return t("checkout.giftCard.voided", { last4: ltr(card.last4) });
    if (card.currency !== currency) return t("checkout.giftCard.currency", { last4: ltr(card.last4) });
    if (card.balance <= 0) return t("checkout.giftCard.empty", { last4: ltr(card.last4) });
    return null;
  };

  const apply = async () => {
    if (applying) return;
    setJustApplied(null);
    if (text.trim() === "") return setNote(t("checkout.giftCard.required"));
    if (!isGiftCardCode(text)) return setNote(t("checkout.giftCard.format", { example: ltr(EXAMPLE_CODE) }));
    const code = normalizeGiftCardCode(text);
    if (cards.some((card) => card.code === code)) return setNote(t("checkout.giftCard.already"));
    if (cards.length >= GIFT_CARD_LIMITS.perOrder) return setNote(t("checkout.giftCard.tooMany", { max: GIFT_CARD_LIMITS.perOrder }));
    // Nothing left for another card to pay: not asked (each check counts against the limit).
    if (cards.length > 0 && split.rest === 0) return setNote(t("checkout.giftCard.covered"));
    setNote(null);
    setApplying(true);
    try {
      const card = await fetchBalance(code);
      const refused = refusal(card);
      if (refused) {
        setNote(refused);
      } else {
        // Applied twice by a quick second "Apply": kept once.
        setCards((current) => (current.some((entry) => entry.code === code) ? current : [...current, { code, last4: card.last4, balance: card.balance }]));
        setJustApplied(code);
        setText("");
      }
    } catch (failure) {
      setNote(fieldErrors(failure).code || errorMessage(failure, t("checkout.giftCard.failed")));
    } finally {
      setApplying(false);
    }
  };

  return {
    text,
    /** Typing anew clears what was said about the last code. */
    setText: (value: string) => {
      setText(value);
      setNote(null);
      setJustApplied(null);
    },
    applying,
    cards,
    /** What each card pays of the total, what they pay together, and what is left for PayPal. */
    split,
    /** The cards pay everything: nothing goes to PayPal. */
    covered: cards.length > 0 && split.rest === 0 && total > 0,
    /** The codes to send with the order: the cards that pay something. */
    codes: payingGiftCardCodes(split),
    /** Why the last code was not applied, or a card was dropped (null: nothing to say). */
    message: note,
    /** The card just applied (its code), until the next typing or apply. */
    justApplied,
    apply: () => void apply(),
    remove: (code: string) => {
      setCards((current) => current.filter((card) => card.code !== code));
      setNote(null);
      setJustApplied(null);
    },
    /**
     * The order's creation refused a card (400/409 giftCard.*, 429 limit.giftCard): said by the
     * field, and the card it names (by its last four) no longer sent.
     */
    refuse: (failure: unknown) => {
      const last4 = isApiError(failure) ? failure.params?.last4 : undefined;
      if (typeof last4 === "string" && last4 !== "") setCards((current) => current.filter((card) => card.last4 !== last4));
      setJustApplied(null);
      setNote(errorMessage(failure, t("checkout.giftCard.failed")));
    },
  };
}

export type GiftCardsState = ReturnType<typeof useGiftCards>;
