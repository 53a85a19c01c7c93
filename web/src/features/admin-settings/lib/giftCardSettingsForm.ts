import { GIFT_CARD_AMOUNTS_MAX, giftCardSettingsInputSchema, type GiftCardSettings } from "@contracts";
import { checkForm, numberFromText } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";

/**
 * The gift-card settings form's rules (issue 36): what the admin types (each amount as money in the
 * shop's currency, "25.00"), and the body PUT /admin/settings/gift-cards takes (minor units, 2500),
 * checked with the schema the server validates it with: 1 to GIFT_CARD_AMOUNTS_MAX amounts offered,
 * each between the smallest and the largest amount a shopper may choose.
 */

/** One offered amount as typed; `key` keeps its row (and focus) while others are added or removed. */
export interface GiftCardAmountRow {
  key: string;
  value: string;
}

export interface GiftCardSettingsDraft {
  enabled: boolean;
  amounts: GiftCardAmountRow[];
  /** Money as typed: the smallest and the largest amount of one's own. */
  min: string;
  max: string;
}
export type GiftCardSettingsField = "enabled" | "amounts" | "min" | "max";

/**
 * What the form says is wrong: a row that is not an amount ("invalidAmount" per row); of the amounts
 * together, none ("required"), too many ("tooMany"), or one outside the bounds ("outside"); a bound
 * that is not an amount ("invalidAmount"), or bounds that do not make a range ("bounds", under the largest).
 */
export type GiftCardSettingsProblems = {
  rows?: Record<number, "invalidAmount">;
  amounts?: "required" | "tooMany" | "outside";
  min?: "invalidAmount";
  max?: "invalidAmount" | "bounds";
};

export type GiftCardSettingsCheck = { ok: true; giftCards: GiftCardSettings } | { ok: false; problems: GiftCardSettingsProblems };

let rowCounter = 0;
/** A row of the amounts list with a key of its own. */
export function amountRow(value = ""): GiftCardAmountRow {
  rowCounter += 1;
  return { key: `amount-${rowCounter}`, value };
}

export function giftCardSettingsDraftFrom(giftCards: GiftCardSettings): GiftCardSettingsDraft {
  return {
    enabled: giftCards.enabled,
    amounts: giftCards.amounts.map((amount) => amountRow(moneyInputValue(amount))),
    min: moneyInputValue(giftCards.min),
    max: moneyInputValue(giftCards.max),
  };
}

/** Whether another amount can be offered (the list holds at most GIFT_CARD_AMOUNTS_MAX). */
export function canAddAmount(draft: GiftCardSettingsDraft): boolean {
  return draft.amounts.length < GIFT_CARD_AMOUNTS_MAX;
}

/** Money as the comparison reads it: "25" is "25.00"; text that is not an amount stays itself (a change). */
const moneyKey = (text: string) => parseMoneyInput(text) ?? text.trim();

/** Whether the draft says the same as `saved` (the Save button waits for a change). */
export function sameGiftCardSettings(draft: GiftCardSettingsDraft, saved: GiftCardSettingsDraft): boolean {
  return (
    draft.enabled === saved.enabled &&
    moneyKey(draft.min) === moneyKey(saved.min) &&
    moneyKey(draft.max) === moneyKey(saved.max) &&
    draft.amounts.length === saved.amounts.length &&
    draft.amounts.every((row, index) => moneyKey(row.value) === moneyKey(saved.amounts[index]?.value ?? ""))
  );
}

/** The draft as the API takes it (minor units; the amounts without repeats, smallest first), or what is wrong. */
export function checkGiftCardSettings(draft: GiftCardSettingsDraft): GiftCardSettingsCheck {
  const body = {
    enabled: draft.enabled,
    amounts: draft.amounts.map((row) => numberFromText(row.value, parseMoneyInput)),
    min: numberFromText(draft.min, parseMoneyInput),
    max: numberFromText(draft.max, parseMoneyInput),
  };
  const check = checkForm(giftCardSettingsInputSchema, body);
  if (check.ok) return { ok: true, giftCards: check.value };
  const problems: GiftCardSettingsProblems = {};
  for (const [path, problem] of Object.entries(check.problems)) {
    const row = /^amounts\.(\d+)$/.exec(path);
    if (row) problems.rows = { ...problems.rows, [Number(row[1])]: "invalidAmount" };
    else if (path === "amounts") problems.amounts = problem.kind === "required" ? "required" : problem.kind === "tooMany" ? "tooMany" : "outside";
    else if (path === "min") problems.min = "invalidAmount";
    // The bounds' refinement names the largest; its own type or range problem is a plain "not an amount".
    else if (path === "max") problems.max = typeof body.max === "number" && problem.kind === "invalid" ? "bounds" : "invalidAmount";
  }
  return { ok: false, problems };
}

/** Where each field lives in the request, to place the server's field errors (`errorsOnFields`; "amounts.2" is the amounts'). */
export const GIFT_CARD_SETTINGS_FIELD_PATHS: Record<GiftCardSettingsField, string> = { enabled: "enabled", amounts: "amounts", min: "min", max: "max" };
