import {
  GIFT_CARD_LIMITS,
  giftCardAdjustSchema,
  giftCardIssueSchema,
  giftCardVoidSchema,
  type GiftCardAdjustRequest,
  type GiftCardIssueRequest,
  type GiftCardVoidRequest,
  type LanguageCode,
} from "@contracts";
import { checkForm, numberFromText, type FieldProblem } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";

/**
 * The gift-card forms' rules, apart from the screens: drafts hold what the admin types (money as
 * decimals in the shop's currency, "25.00"; the day as the date input's `YYYY-MM-DD`), and the checks
 * turn them into the requests (minor units), with the schemas the server validates them with. Each
 * field's problem is a word the form says in its own i18n text.
 */

// ---------------------------------------------------------------------------------------------
// Issue

export interface IssueDraft {
  /** Money as typed ("25.00"). */
  amount: string;
  recipientName: string;
  recipientEmail: string;
  language: LanguageCode;
  message: string;
  senderName: string;
  /** `YYYY-MM-DD` on the shop's clock. */
  deliverOn: string;
  note: string;
}
export type IssueField = keyof IssueDraft;
export const ISSUE_FIELDS = ["amount", "recipientName", "recipientEmail", "language", "message", "senderName", "deliverOn", "note"] as const satisfies readonly IssueField[];

/** What the issue form says is wrong with a field. */
export type IssueProblem = "required" | "tooLong" | "notOneLine" | "controlCharacters" | "amount" | "email" | "date" | "invalid";

export type IssueCheck = { ok: true; body: GiftCardIssueRequest } | { ok: false; problems: Partial<Record<IssueField, IssueProblem>> };

/** A blank card arriving `today`, its email in `language`. */
export function issueDraft(today: string, language: LanguageCode): IssueDraft {
  return { amount: "", recipientName: "", recipientEmail: "", language, message: "", senderName: "", deliverOn: today, note: "" };
}

/** A one-line text field's problem in the form's words: the schema's control-character refusal is "notOneLine". */
function textProblem(problem: FieldProblem): "required" | "tooLong" | "notOneLine" {
  if (problem.kind === "required") return "required";
  return problem.kind === "tooLong" ? "tooLong" : "notOneLine";
}

/** The draft as POST /admin/gift-cards takes it (the amount in minor units), or each field's problem. */
export function checkIssue(draft: IssueDraft): IssueCheck {
  const check = checkForm(giftCardIssueSchema, { ...draft, amount: numberFromText(draft.amount, parseMoneyInput) });
  if (check.ok) return { ok: true, body: check.value };
  const found = check.problems;
  const problems: Partial<Record<IssueField, IssueProblem>> = {};
  if (found.amount) problems.amount = found.amount.kind === "required" ? "required" : "amount";
  if (found.recipientName) problems.recipientName = textProblem(found.recipientName);
  if (found.recipientEmail) problems.recipientEmail = draft.recipientEmail.trim() === "" ? "required" : "email";
  if (found.language) problems.language = "invalid";
  // The message may hold lines: what it refuses is a control character.
  if (found.message) problems.message = found.message.kind === "tooLong" ? "tooLong" : "controlCharacters";
  if (found.senderName) problems.senderName = textProblem(found.senderName);
  if (found.deliverOn) problems.deliverOn = draft.deliverOn.trim() === "" ? "required" : "date";
  if (found.note) problems.note = textProblem(found.note);
  return { ok: false, problems };
}

// ---------------------------------------------------------------------------------------------
// Adjust

export interface AdjustDraft {
  /** Signed money as typed: "5.00" or "+5" adds, "-12.00" takes. */
  amount: string;
  note: string;
}
export type AdjustField = keyof AdjustDraft;
export type AdjustProblem = "required" | "amount" | "tooLong" | "notOneLine";
export type AdjustCheck = { ok: true; body: GiftCardAdjustRequest } | { ok: false; problems: Partial<Record<AdjustField, AdjustProblem>> };

export const EMPTY_ADJUST_DRAFT: AdjustDraft = { amount: "", note: "" };

/** A signed amount typed as money ("-12.50", "−12.50", "+5", "5") as signed minor units, or null when it is not one. */
export function parseSignedMoney(text: string): number | null {
  const match = /^([+\-\u2212])?\s*(.*)$/.exec(text.trim());
  const minor = parseMoneyInput(match?.[2]);
  if (minor === null) return null;
  return match?.[1] === "-" || match?.[1] === "\u2212" ? -minor : minor;
}

/** The draft as POST /admin/gift-cards/adjust/{id} takes it (a signed amount of minor units, a note), or each field's problem. */
export function checkAdjust(draft: AdjustDraft): AdjustCheck {
  const check = checkForm(giftCardAdjustSchema, { amount: numberFromText(draft.amount, parseSignedMoney), note: draft.note });
  if (check.ok) return { ok: true, body: check.value };
  const problems: Partial<Record<AdjustField, AdjustProblem>> = {};
  if (check.problems.amount) problems.amount = check.problems.amount.kind === "required" ? "required" : "amount";
  if (check.problems.note) problems.note = textProblem(check.problems.note);
  return { ok: false, problems };
}

// ---------------------------------------------------------------------------------------------
// Void

export type VoidCheck = { ok: true; body: GiftCardVoidRequest } | { ok: false; problem: AdjustProblem };

/** The note PUT /admin/gift-cards/void/{id} takes (required: it stays in the ledger), or its problem. */
export function checkVoid(note: string): VoidCheck {
  const check = checkForm(giftCardVoidSchema, { note });
  if (check.ok) return { ok: true, body: check.value };
  return { ok: false, problem: check.problems.note ? (textProblem(check.problems.note)) : "required" };
}

// ---------------------------------------------------------------------------------------------
// Shared

/** The bounds the form's texts name: the longest texts, and the most a card or an adjustment holds (as money). */
export const FORM_LIMITS = {
  recipientName: GIFT_CARD_LIMITS.recipientName,
  senderName: GIFT_CARD_LIMITS.senderName,
  message: GIFT_CARD_LIMITS.message,
  email: GIFT_CARD_LIMITS.email,
  note: GIFT_CARD_LIMITS.note,
  maxAmount: moneyInputValue(GIFT_CARD_LIMITS.maxBalance),
} as const;

/**
 * Refusals the server answers with a code rather than a field (a conflict, a day its clock refuses):
 * the field of the form each belongs under.
 */
const CODE_FIELDS: Record<string, string> = {
  "giftCard.adjustBelowZero": "amount",
  "giftCard.adjustAboveMax": "amount",
  "giftCard.adjustAmount": "amount",
  "giftCard.amountRange": "amount",
  "giftCard.amountOutside": "amount",
  "giftCard.deliverOn": "deliverOn",
  "giftCard.deliverPast": "deliverOn",
  "giftCard.deliverTooFar": "deliverOn",
  "giftCard.recipientEmail": "recipientEmail",
  "giftCard.language": "language",
};

/** The field a refusal's code belongs under, if any. */
export function fieldOfCode(code: string | undefined): string | undefined {
  return code ? CODE_FIELDS[code] : undefined;
}

/** The server's field errors placed on the form's own fields (a dotted path under a field counts as that field). */
export function errorsOnFields<F extends string>(serverErrors: Record<string, string>, fields: readonly F[]): Partial<Record<F, string>> {
  const placed: Partial<Record<F, string>> = {};
  for (const [key, message] of Object.entries(serverErrors)) {
    const field = fields.find((f) => key === f || key.startsWith(`${f}.`));
    if (field && placed[field] === undefined && message) placed[field] = message;
  }
  return placed;
}
