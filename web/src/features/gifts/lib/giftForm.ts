/**
 * The checkout's gift (issue 33), pure: what the shopper types, where the gift goes, the request sent
 * with the order, and what is wrong with it. The draft is checked with the schema the server reads
 * the order's `gift` with (`giftInputSchema`, through `shared/forms`), so no rule is written twice.
 */
import {
  GIFT_PHONE_DIGITS,
  giftInputSchema,
  type AddressFields,
  type DeliveryMethod,
  type GiftDestination,
  type GiftRequest,
  type GiftWrap,
  type LanguageCode,
} from "@contracts";
import type { TFunction } from "i18next";
import { checkForm, type FieldProblem, type FieldProblems } from "@/shared/forms";

/** The radios' choice while the gift is not picked up: one of the shopper's saved addresses, or one typed here. */
export type GiftAddressChoice = Exclude<GiftDestination, "pickup">;

/** What the gift section holds while the shopper types (untrimmed). */
export interface GiftDraft {
  enabled: boolean;
  recipientName: string;
  recipientPhone: string;
  /** The radios' choice; null until the shopper picks one (then `giftAddressChoice` decides). */
  addressChoice: GiftAddressChoice | null;
  /** The one-off address: the saved address's five fields. */
  address: AddressFields;
  /** Keep the one-off address among the shopper's addresses (off unless asked). */
  saveAddress: boolean;
  message: string;
  from: string;
  wrap: boolean;
  hidePrices: boolean;
  recipientEmail: string;
  /** The language the recipient is written to; null follows the page's. */
  recipientLanguage: LanguageCode | null;
}

export const EMPTY_GIFT_DRAFT: GiftDraft = Object.freeze({
  enabled: false,
  recipientName: "",
  recipientPhone: "",
  addressChoice: null,
  address: Object.freeze({ address: "", city: "", pincode: "", phone: "", notes: "" }),
  saveAddress: false,
  message: "",
  from: "",
  wrap: false,
  hidePrices: true,
  recipientEmail: "",
  recipientLanguage: null,
});

/** What the gift's rules read of the rest of the checkout. */
export interface GiftContext {
  /** The chosen way to receive the order (pickup: the recipient picks it up). */
  method: DeliveryMethod | null;
  /** Whether the shopper has saved addresses: without any, "another address" is the first choice. */
  hasSavedAddresses: boolean;
  /** The shop's gift wrapping, when it is offered (`settings.giftWrap`). */
  giftWrap: Pick<GiftWrap, "enabled" | "price">;
  /** The page's language: the recipient's until another is chosen. */
  language: LanguageCode;
}

/** The radios' choice: the shopper's, else a saved address when there is one, else another address. */
export function giftAddressChoice(draft: Pick<GiftDraft, "addressChoice">, hasSavedAddresses: boolean): GiftAddressChoice {
  return draft.addressChoice ?? (hasSavedAddresses ? "saved" : "oneOff");
}

/** Where the gift goes: picked up by the recipient when the way is pickup, else the radios' choice. */
export function giftDestination(draft: Pick<GiftDraft, "addressChoice">, context: Pick<GiftContext, "method" | "hasSavedAddresses">): GiftDestination {
  return context.method === "pickup" ? "pickup" : giftAddressChoice(draft, context.hasSavedAddresses);
}

/**
 * Whether the order goes to the address typed in the gift section, so the saved address picked above
 * is not used and the delivery options follow the typed city. A pickup ignores it; the options are
 * asked for the typed city meanwhile all the same, so choosing another way keeps them ready.
 */
export function usesOneOffAddress(draft: Pick<GiftDraft, "enabled" | "addressChoice">, hasSavedAddresses: boolean): boolean {
  return draft.enabled && giftAddressChoice(draft, hasSavedAddresses) === "oneOff";
}

/** The wrapping's price when the gift is wrapped (and the shop offers it), else null: no line in the totals. */
export function giftWrapCost(draft: Pick<GiftDraft, "enabled" | "wrap">, giftWrap: Pick<GiftWrap, "enabled" | "price">): number | null {
  return draft.enabled && draft.wrap && giftWrap.enabled ? giftWrap.price : null;
}


/** The gift as the order's request carries it, before the schema's checks (untrimmed). */
function giftBody(draft: GiftDraft, context: GiftContext): Record<string, unknown> {
  const oneOff = giftDestination(draft, context) === "oneOff";
  return {
    recipientName: draft.recipientName,
    recipientPhone: draft.recipientPhone,
    ...(oneOff ? { address: draft.address, saveAddress: draft.saveAddress } : {}),
    message: draft.message,
    from: draft.from,
    wrap: context.giftWrap.enabled && draft.wrap,
    hidePrices: draft.hidePrices,
    recipientEmail: draft.recipientEmail,
    recipientLanguage: draft.recipientLanguage ?? context.language,
  };
}

export type GiftCheck = { ok: true; request: GiftRequest; problems: FieldProblems } | { ok: false; problems: FieldProblems };

/**
 * The draft checked with the server's schema: the request to send (trimmed, as the server reads it;
 * the address and the choice to save it only for a one-off address, no email when none was typed),
 * or each field's problem by its path (`recipientPhone`, `address.city`).
 */
export function checkGift(draft: GiftDraft, context: GiftContext): GiftCheck {
  const check = checkForm(giftInputSchema, giftBody(draft, context));
  if (!check.ok) return check;
  const { address, saveAddress, recipientEmail, recipientLanguage, ...rest } = check.value;
  const request: GiftRequest = {
    ...rest,
    ...(address ? { address, saveAddress } : {}),
    ...(recipientEmail ? { recipientEmail } : {}),
    recipientLanguage: recipientLanguage ?? context.language,
  };
  return { ok: true, request, problems: {} };
}

/** What the checkout says first about a gift that cannot go yet. */
export type GiftProblem = "recipient" | "address" | "details";

/** The first thing to say about the gift's problems: the recipient, then the typed address, then the rest. */
export function giftProblem(problems: FieldProblems): GiftProblem | null {
  const fields = Object.keys(problems);
  if (fields.some((field) => field === "recipientName" || field === "recipientPhone")) return "recipient";
  if (fields.some((field) => field === "address" || field.startsWith("address."))) return "address";
  return fields.length > 0 ? "details" : null;
}

/** Whether the typed address has all it needs (no problem under `address`). */
export function giftAddressComplete(problems: FieldProblems): boolean {
  return !Object.keys(problems).some((field) => field === "address" || field.startsWith("address."));
}

/** The fields the section shows a problem under: the request's paths. */
export type GiftField = "recipientName" | "recipientPhone" | "message" | "from" | "recipientEmail" | `address.${keyof AddressFields}`;

/** One field's problem in the reader's words (the account pack's `gifts.problems`). */
export function giftProblemText(t: TFunction, field: GiftField, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (field === "recipientEmail") return t("gifts.problems.email");
  if (problem.kind === "tooLong") return t("gifts.problems.tooLong", { max: problem.maximum });
  if (field === "recipientName" && problem.kind === "required") return t("gifts.problems.recipientName");
  if (field === "recipientPhone") {
    // The characters and the count of digits are one rule to the shopper (a one-line field holds no control characters).
    return problem.kind === "required" ? t("gifts.problems.recipientPhone") : t("gifts.problems.phone", { min: GIFT_PHONE_DIGITS.min, max: GIFT_PHONE_DIGITS.max });
  }
  if (problem.kind === "required") return t("gifts.problems.required");
  if (problem.kind === "format") return t("gifts.problems.format");
  return t("gifts.problems.invalid");
}
