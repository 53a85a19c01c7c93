import { PROMOTION_LIMITS, promoCodeSchema, type DeliveryMethod, type MessageCode, type OrderQuote } from "@contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCartQuote } from "@/features/cart";
import { errorMessage, fieldErrors, isApiError, serverText } from "@/shared/api";
import { checkForm } from "@/shared/forms";

/**
 * Refusals that no change of the cart or the way can lift: the code stops being asked with each
 * quote (an unknown one would count again against the guessing limits) and its message stays by
 * the field. The others (a minimum, the items, the way, a better offer) are asked again as the cart
 * and the way change, so the code applies once it can.
 */
const FINAL_REFUSALS: ReadonlySet<MessageCode> = new Set<MessageCode>(["promo.unknown", "promo.expired", "promo.notStarted", "promo.paused", "promo.usedUp", "promo.alreadyUsed", "promo.firstOrderOnly"]);

/** Whether a failed call is about the promotion code (a create refused for it, or the guessing limit), so it is said by the field. */
export function isPromoCodeError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return Boolean(error.code?.startsWith("promo.") || error.code === "limit.promoCode" || "promoCode" in fieldErrors(error));
}

/** The words of a quote's answer about the code: why it does not apply, in the shopper's language (null: it applies). */
function refusalText(code: OrderQuote["code"], fallback: string): string | null {
  if (!code || code.applied) return null;
  return serverText({ code: code.refusal?.code, params: code.refusal?.params, message: code.message }, fallback);
}

/**
 * The checkout's promotion code and the cart's quote (issue 36): the code typed, checked on "Apply"
 * (its format here, then the server's quote), asked with each quote while it may apply; what the
 * quote answered (the discounts, the code applied or why not); and the code to send with the order
 * (only one the quote applied). A code the order's creation refused is dropped, its message kept.
 */
export function usePromoCode({ method, deliveryFee, enabled }: { method: DeliveryMethod | undefined; deliveryFee: number; enabled: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  /** The code each quote carries. */
  const [asked, setAsked] = useState<string | null>(null);
  /** A refusal or failure said by the field once the code is no longer asked. */
  const [note, setNote] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const { quote, error, check } = useCartQuote({ promoCode: asked, method, deliveryFee, enabled });
  const current = asked && quote?.code?.code === asked ? quote.code : undefined;
  const failureText = (failure: unknown) => fieldErrors(failure).promoCode || errorMessage(failure, t("checkout.promo.failed"));

  const apply = async () => {
    if (applying) return;
    if (text.trim() === "") {
      setNote(t("checkout.promo.required"));
      return;
    }
    const checked = checkForm(promoCodeSchema, text);
    if (!checked.ok) {
      setNote(t("checkout.promo.format", { min: PROMOTION_LIMITS.code.min, max: PROMOTION_LIMITS.code.max }));
      return;
    }
    const code = checked.value;
    setNote(null);
    setApplying(true);
    try {
      const answer = await check(code);
      const refusal = answer.code && !answer.code.applied ? answer.code.refusal?.code : undefined;
      if (refusal && FINAL_REFUSALS.has(refusal)) {
        setAsked(null);
        setNote(refusalText(answer.code, t("checkout.promo.failed")));
      } else {
        setAsked(code);
      }
    } catch (failure) {
      setAsked(null);
      setNote(failureText(failure));
    } finally {
      setApplying(false);
    }
  };

  return {
    text,
    /** Typing anew clears what was said about the last code; the code applied stays until replaced or removed. */
    setText: (value: string) => {
      setText(value);
      setNote(null);
    },
    applying,
    /** The code the quotes carry (applied, or waiting for the cart or the way to qualify). */
    asked,
    /** The code to send with the order: one the quote applied. */
    applied: current?.applied ? asked : null,
    /** What to say by the field about the code, and whether it is a refusal. */
    message: note ?? (asked && error ? failureText(error) : refusalText(current, t("checkout.promo.failed"))),
    quote,
    apply: () => void apply(),
    remove: () => {
      setAsked(null);
      setNote(null);
      setText("");
    },
    /** The order's creation refused the code (409/400 promo.*, 429): said by the field, and no longer sent. */
    refuse: (failure: unknown) => {
      setAsked(null);
      setNote(failureText(failure));
    },
  };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
