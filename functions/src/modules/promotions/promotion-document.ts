/**
 * The stored promotion (`promotions/{id}`) as a save writes it, made in one place for the admin's
 * add and edit and the seed, so both write the same fields: the contract's `Promotion` minus `_id`,
 * plus `codeKey` (a code promotion only) and the instants of its dates (`startsAtMs`, `endsAtMs`,
 * computed by the caller with the shop's time zone at the save).
 *
 * A code is held once across every promotion, ended ones too (`findPromotionByCode` looks a code up
 * by `codeKey` with `limit(1)`, so two holders would make the lookup ambiguous): each code promotion
 * also owns `promotionCodes/{promotionCodeId(code)}` = `{ promotionId }`, created in the transaction
 * that gives it the code and deleted in the one that takes it away.
 */
import { normalizePromoCode, type Promotion, type PromotionInput } from "@cocoa/contracts";

/** When a promotion starts and ends, as instants (ms since the epoch); null: open. */
export interface PromotionInstants {
  startsAtMs: number | null;
  endsAtMs: number | null;
}

export type PromotionDocument = Omit<Promotion, "_id"> & PromotionInstants & { codeKey?: string };

/** What the admin's form decides: everything but the status, the counters and the times. */
export type PromotionTermsFields = Omit<PromotionDocument, "status" | "uses" | "revenue" | "discountGiven" | "createdAt" | "updatedAt">;

/**
 * The id of a code's claim document. Prefixed because a code may be any letters, digits, `-` and `_`,
 * and Firestore reserves ids that look like `__X__`.
 */
export function promotionCodeId(code: string): string {
  return `code-${normalizePromoCode(code)}`;
}

/** The fields an admin's save (or the seed) writes from the form: the code only on a code promotion. */
export function promotionTermsFields(input: PromotionInput, instants: PromotionInstants): PromotionTermsFields {
  const code = input.kind === "code" && input.code ? normalizePromoCode(input.code) : undefined;
  return {
    kind: input.kind,
    ...(code ? { code, codeKey: code } : {}),
    name: input.name,
    nameHe: input.nameHe ?? "",
    benefit: input.benefit,
    scope: input.scope,
    minSubtotal: input.minSubtotal,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    startsAtMs: instants.startsAtMs,
    endsAtMs: instants.endsAtMs,
    usageLimit: input.usageLimit,
    oncePerCustomer: input.oncePerCustomer,
    firstOrderOnly: input.firstOrderOnly,
    combinable: input.combinable,
  };
}

/** A new promotion: active, nothing used or earned yet. */
export function newPromotionDocument(input: PromotionInput, instants: PromotionInstants, nowIso: string): PromotionDocument {
  return { ...promotionTermsFields(input, instants), status: "active", uses: 0, revenue: 0, discountGiven: 0, createdAt: nowIso, updatedAt: nowIso };
}
