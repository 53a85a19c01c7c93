/**
 * The gift-card purchase form (issue 36), pure: what the shopper types, the request it makes, and
 * what is wrong with it. The draft is checked with the schema the server reads the request with
 * (`giftCardPurchaseSchema`, through shared/forms); what the schema cannot know is added here: the
 * settings' bounds of an amount of one's own (the owner changes them) and the days a card may be
 * sent on (today on the shop's clock, up to GIFT_CARD_LIMITS.deliverWithinDays ahead).
 */
import { GIFT_CARD_LIMITS, giftCardPurchaseSchema, type GiftCardPurchaseInput, type GiftCardSettings, type LanguageCode } from "@contracts";
import type { TFunction } from "i18next";
import { checkForm, numberFromText, type FieldProblem, type FieldProblems } from "@/shared/forms";
import { parseMoneyInput } from "@/shared/lib/money-input";
import { addDays } from "./shopDate";

/** One of the offered amounts (minor units), or "other": the shopper's own. */
export type AmountChoice = number | "other";

/** What the form holds while the shopper types (untrimmed). */
export interface GiftCardDraft {
  /** null until the shopper picks one: the first offered amount. */
  amountChoice: AmountChoice | null;
  /** The amount of one's own as typed, in the currency's units ("75", "75.50"). */
  otherAmount: string;
  recipientName: string;
  recipientEmail: string;
  /** The language of the recipient's email; null follows the page's. */
  language: LanguageCode | null;
  message: string;
  senderName: string;
  /** The day it is emailed; null is today (read when checked, so a page left open overnight stays right). */
  deliverOn: string | null;
}

export const EMPTY_GIFT_CARD_DRAFT: GiftCardDraft = Object.freeze({
  amountChoice: null,
  otherAmount: "",
  recipientName: "",
  recipientEmail: "",
  language: null,
  message: "",
  senderName: "",
  deliverOn: null,
});

/** What the form's rules read besides the draft. */
export interface PurchaseContext {
  giftCards: Pick<GiftCardSettings, "amounts" | "min" | "max">;
  /** The page's language: the email's until another is chosen. */
  language: LanguageCode;
  /** Today on the shop's clock (`YYYY-MM-DD`). */
  today: string;
}

/** The radio group's choice: the shopper's, else the first offered amount, else one's own. */
export function chosenAmount(draft: Pick<GiftCardDraft, "amountChoice">, giftCards: Pick<GiftCardSettings, "amounts">): AmountChoice {
  const choice = draft.amountChoice;
  // An amount the owner no longer offers (the settings changed while the page was open) is not kept.
  if (choice === "other" || (choice !== null && giftCards.amounts.includes(choice))) return choice;
  return giftCards.amounts[0] ?? "other";
}

/** The amount as the request carries it: minor units, nothing (blank) or the typed text (not an amount). */
export function draftAmount(draft: Pick<GiftCardDraft, "amountChoice" | "otherAmount">, giftCards: Pick<GiftCardSettings, "amounts">): number | string | undefined {
  const choice = chosenAmount(draft, giftCards);
  return choice === "other" ? numberFromText(draft.otherAmount, parseMoneyInput) : choice;
}

/** The days a card may arrive on: today to GIFT_CARD_LIMITS.deliverWithinDays ahead. */
export function deliveryWindow(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, GIFT_CARD_LIMITS.deliverWithinDays) };
}

/** The request before the schema's checks. */
export function purchaseBody(draft: GiftCardDraft, context: PurchaseContext): Record<string, unknown> {
  return {
    amount: draftAmount(draft, context.giftCards),
    recipientName: draft.recipientName,
    recipientEmail: draft.recipientEmail,
    senderName: draft.senderName,
    message: draft.message,
    deliverOn: draft.deliverOn ?? context.today,
    language: draft.language ?? context.language,
  };
}

/** The fields the form shows a problem under: the request's names. */
export type PurchaseField = keyof GiftCardPurchaseInput;

export type PurchaseCheck = { ok: true; request: GiftCardPurchaseInput; problems: FieldProblems } | { ok: false; problems: FieldProblems };

/** The amount's problem by the shop's bounds (the schema's own 1..max is wider), or null. */
function amountProblem(amount: number | string | undefined, giftCards: Pick<GiftCardSettings, "min" | "max">): FieldProblem | null {
  if (amount === undefined) return { kind: "required" };
  if (typeof amount === "string") return { kind: "format" };
  if (amount < giftCards.min) return { kind: "tooLow", minimum: giftCards.min };
  if (amount > giftCards.max) return { kind: "tooHigh", maximum: giftCards.max };
  return null;
}

/** The day's problem by the window (the schema checks only its form), or null. */
function dayProblem(day: string, today: string): FieldProblem | null {
  const window = deliveryWindow(today);
  if (day < window.min) return { kind: "past" };
  if (day > window.max) return { kind: "tooFar", maximum: GIFT_CARD_LIMITS.deliverWithinDays };
  return null;
}

/**
 * The draft checked with the server's schema and the shop's bounds: the request to send (trimmed,
 * the email in lower case, as the server reads it), or each field's problem by its name.
 */
export function checkPurchase(draft: GiftCardDraft, context: PurchaseContext): PurchaseCheck {
  const body = purchaseBody(draft, context);
  const check = checkForm(giftCardPurchaseSchema, body);
  const problems: FieldProblems = { ...check.problems };
  const amount = amountProblem(body.amount as number | string | undefined, context.giftCards);
  if (amount) problems.amount = amount;
  const day = problems.deliverOn ? null : dayProblem(String(body.deliverOn), context.today);
  if (day) problems.deliverOn = day;
  if (!check.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, request: check.value, problems: {} };
}

/** What the texts need to say an amount's bounds: the shop's currency, formatted. */
export type AmountBounds = { min: string; max: string };

/** One field's problem in the reader's words (the account pack's `shopGiftCards.problems`). */
export function purchaseProblemText(t: TFunction, field: PurchaseField, problem: FieldProblem | undefined, bounds: AmountBounds): string | undefined {
  if (!problem) return undefined;
  switch (field) {
    case "amount":
      if (problem.kind === "required") return t("shopGiftCards.problems.amountRequired");
      if (problem.kind === "tooLow" || problem.kind === "tooHigh") return t("shopGiftCards.problems.amountRange", bounds);
      return t("shopGiftCards.problems.amountFormat");
    case "recipientEmail":
      return t("shopGiftCards.problems.email");
    case "deliverOn":
      if (problem.kind === "past") return t("shopGiftCards.problems.dayPast");
      if (problem.kind === "tooFar") return t("shopGiftCards.problems.dayTooFar", { count: problem.maximum ?? GIFT_CARD_LIMITS.deliverWithinDays });
      return t("shopGiftCards.problems.day");
    case "language":
      return t("shopGiftCards.problems.language");
    default:
      if (problem.kind === "tooLong") return t("shopGiftCards.problems.tooLong", { max: problem.maximum });
      if (field === "recipientName" && problem.kind === "required") return t("shopGiftCards.problems.recipientName");
      return t("shopGiftCards.problems.invalid");
  }
}
