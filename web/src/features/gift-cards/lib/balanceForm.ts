/**
 * The balance check's one field, pure: the code as typed (any case, with or without dashes and
 * spaces) checked with the schema the server reads it with, and shown back in groups once it is one.
 */
import { formatGiftCardCode, giftCardBalanceRequestSchema, isGiftCardCode, type GiftCardBalanceRequest } from "@contracts";
import { checkForm } from "@/shared/forms";

export type BalanceCodeCheck = { ok: true; request: GiftCardBalanceRequest } | { ok: false; problem: "required" | "format" };

/** The request to send (the code normalised), or why there is none: nothing typed, or not a code. */
export function checkBalanceCode(typed: string): BalanceCodeCheck {
  if (typed.trim() === "") return { ok: false, problem: "required" };
  const check = checkForm(giftCardBalanceRequestSchema, { code: typed });
  return check.ok ? { ok: true, request: check.value } : { ok: false, problem: "format" };
}

/** What the field shows once the shopper leaves it: the code in groups of four when it is one, else as typed. */
export function displayedCode(typed: string): string {
  return isGiftCardCode(typed) ? formatGiftCardCode(typed) : typed;
}
