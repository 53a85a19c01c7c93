import { giftWrapSettingsSchema, type GiftWrap } from "@contracts";
import { checkForm, numberFromText } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";

/**
 * The gift wrapping form's rules (issue 33): what the admin types (the price as money, "8.00"), and
 * the body PUT /admin/settings/gift-wrap takes (the price in minor units, 800), checked with the
 * schema the server validates it with.
 */
export interface GiftWrapDraft {
  enabled: boolean;
  /** English name; required. */
  name: string;
  /** Hebrew name; "" shows the English one. */
  nameHe: string;
  /** Money as typed, in the shop's currency ("8.00"). */
  price: string;
}
export type GiftWrapField = keyof GiftWrapDraft;

/** What the form says is wrong with a field: its own words for each kind. */
export type GiftWrapProblem = "required" | "tooLong" | "notOneLine" | "invalidAmount";

export type GiftWrapCheck = { ok: true; giftWrap: GiftWrap } | { ok: false; problems: Partial<Record<GiftWrapField, GiftWrapProblem>> };

export function giftWrapDraftFrom(giftWrap: GiftWrap | undefined): GiftWrapDraft {
  return {
    enabled: giftWrap?.enabled ?? false,
    name: giftWrap?.name ?? "",
    nameHe: giftWrap?.nameHe ?? "",
    price: moneyInputValue(giftWrap?.price ?? 0),
  };
}

/** Whether the draft says the same as `saved` (the Save button waits for a change). */
export function sameGiftWrap(draft: GiftWrapDraft, saved: GiftWrapDraft): boolean {
  return (
    draft.enabled === saved.enabled &&
    draft.name.trim() === saved.name.trim() &&
    draft.nameHe.trim() === saved.nameHe.trim() &&
    // "8" is "8.00"; text that is not an amount is a change (Save then says what is wrong).
    (parseMoneyInput(draft.price) ?? draft.price) === (parseMoneyInput(saved.price) ?? saved.price)
  );
}

/**
 * The draft as the API takes it, checked with the server's schema: names trimmed, the price in minor
 * units. A price that is not an amount (or above the shop's highest) is "invalidAmount"; a blank
 * English name "required"; a name too long "tooLong"; a name of more than one line "notOneLine".
 */
export function checkGiftWrap(draft: GiftWrapDraft): GiftWrapCheck {
  const body = {
    enabled: draft.enabled,
    name: draft.name,
    nameHe: draft.nameHe,
    price: numberFromText(draft.price, parseMoneyInput),
  };
  const check = checkForm(giftWrapSettingsSchema, body);
  if (check.ok) return { ok: true, giftWrap: check.value };
  const problems: Partial<Record<GiftWrapField, GiftWrapProblem>> = {};
  for (const field of ["name", "nameHe"] as const) {
    const kind = check.problems[field]?.kind;
    if (kind) problems[field] = kind === "required" ? "required" : kind === "tooLong" ? "tooLong" : "notOneLine";
  }
  if (check.problems.price) problems.price = "invalidAmount";
  return { ok: false, problems };
}

/** Where each field lives in the request, to place the server's field errors (`errorsOnFields`). */
export const GIFT_WRAP_FIELD_PATHS: Record<GiftWrapField, string> = { enabled: "enabled", name: "name", nameHe: "nameHe", price: "price" };
