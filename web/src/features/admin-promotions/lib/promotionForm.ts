import { PROMOTION_LIMITS, minorUnitsToDecimal, promotionInputSchema, type Promotion, type PromotionBenefitType, type PromotionInput, type PromotionKind, type PromotionScopeType } from "@contracts";
import { checkForm, numberFromText, type FieldProblem } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";

/**
 * The promotion form's rules, apart from the sheet: the draft holds what the admin types (money as
 * decimals, "20.00"; dates as the browser's datetime-local value; a blank limit for none), and
 * `promotionInputFrom` turns it into the request (minor units, null for open dates and no limit),
 * checked with the schema the server validates it with (`promotionInputSchema`).
 */

/** The ways free delivery can name (pickup has no fee to waive). */
export const FREE_DELIVERY_METHODS = ["courier", "shipping"] as const;
export type FreeDeliveryMethod = (typeof FREE_DELIVERY_METHODS)[number];

export interface PromotionDraft {
  kind: PromotionKind;
  code: string;
  name: string;
  nameHe: string;
  benefitType: PromotionBenefitType;
  percent: string;
  amount: string;
  /** None ticked: every way. */
  methods: FreeDeliveryMethod[];
  scopeType: PromotionScopeType;
  categoryIds: string[];
  productIds: string[];
  minSubtotal: string;
  /** `YYYY-MM-DDTHH:mm` on the shop's clock, "" for open. */
  startsAt: string;
  endsAt: string;
  /** "" for unlimited. */
  usageLimit: string;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  combinable: boolean;
}

export const EMPTY_PROMOTION_DRAFT: PromotionDraft = {
  kind: "code",
  code: "",
  name: "",
  nameHe: "",
  benefitType: "percent",
  percent: "",
  amount: "",
  methods: [],
  scopeType: "order",
  categoryIds: [],
  productIds: [],
  minSubtotal: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  oncePerCustomer: false,
  firstOrderOnly: false,
  combinable: false,
};

/** The draft for a new promotion, or for editing `promotion` (its values, money as decimals). */
export function promotionDraftFrom(promotion: Promotion | null | undefined): PromotionDraft {
  if (!promotion) return { ...EMPTY_PROMOTION_DRAFT, methods: [], categoryIds: [], productIds: [] };
  const { benefit, scope } = promotion;
  return {
    kind: promotion.kind,
    code: promotion.code ?? "",
    name: promotion.name,
    nameHe: promotion.nameHe,
    benefitType: benefit.type,
    percent: benefit.type === "percent" ? String(benefit.percent) : "",
    amount: benefit.type === "amount" ? moneyInputValue(benefit.amount) : "",
    methods: benefit.type === "freeDelivery" ? benefit.methods.filter((method): method is FreeDeliveryMethod => (FREE_DELIVERY_METHODS as readonly string[]).includes(method)) : [],
    scopeType: scope.type,
    categoryIds: scope.type === "categories" ? [...scope.categoryIds] : [],
    productIds: scope.type === "products" ? [...scope.productIds] : [],
    minSubtotal: promotion.minSubtotal > 0 ? moneyInputValue(promotion.minSubtotal) : "",
    startsAt: promotion.startsAt ?? "",
    endsAt: promotion.endsAt ?? "",
    usageLimit: promotion.usageLimit === null ? "" : String(promotion.usageLimit),
    oncePerCustomer: promotion.oncePerCustomer,
    firstOrderOnly: promotion.firstOrderOnly,
    combinable: promotion.combinable,
  };
}

/** A code as it is kept: the form upper-cases it while it is typed, as the server compares it. */
export const typedCode = (text: string) => text.toUpperCase();

/** "12" → 12; anything else (a fraction, a sign, letters) → null, so the schema refuses the text. */
function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** What the request's schema reads for `draft` (only the chosen benefit's and scope's fields). */
export function promotionRequestOf(draft: PromotionDraft) {
  const benefit =
    draft.benefitType === "percent"
      ? { type: "percent", percent: numberFromText(draft.percent, wholeNumber) }
      : draft.benefitType === "amount"
        ? { type: "amount", amount: numberFromText(draft.amount, parseMoneyInput) }
        : { type: "freeDelivery", methods: draft.methods };
  const scope =
    draft.scopeType === "categories"
      ? { type: "categories", categoryIds: draft.categoryIds }
      : draft.scopeType === "products"
        ? { type: "products", productIds: draft.productIds }
        : { type: "order" };
  return {
    kind: draft.kind,
    // An automatic promotion has no code: what was typed before switching is not sent.
    code: draft.kind === "code" && draft.code.trim() ? draft.code : undefined,
    name: draft.name,
    nameHe: draft.nameHe,
    benefit,
    scope,
    minSubtotal: numberFromText(draft.minSubtotal, parseMoneyInput),
    startsAt: draft.startsAt.trim() || null,
    endsAt: draft.endsAt.trim() || null,
    usageLimit: numberFromText(draft.usageLimit, wholeNumber) ?? null,
    oncePerCustomer: draft.oncePerCustomer,
    firstOrderOnly: draft.firstOrderOnly,
    combinable: draft.combinable,
  };
}

/** Where the form shows a problem: a field, a group (the benefit, the scope's targets), or above the buttons. */
export const PROMOTION_FIELDS = ["kind", "code", "name", "nameHe", "benefit", "percent", "amount", "methods", "targets", "minSubtotal", "startsAt", "endsAt", "usageLimit"] as const;
export type PromotionField = (typeof PROMOTION_FIELDS)[number];

/** A problem in the form's words: `adminPromotions.errors.<key>` with its params. */
export type PromotionProblem =
  | { key: "codeRequired" | "nameRequired" | "textInvalid" | "kindRequired" | "benefitRequired" | "methodsInvalid" | "targetsRequired" | "categoriesRequired" | "productsRequired" | "dateFormat" | "endBeforeStart" }
  | { key: "codeFormat"; min: number; max: number }
  | { key: "textTooLong" | "targetsTooMany"; max: number }
  | { key: "percent" | "usageLimit"; min: number; max: number }
  | { key: "amount" | "minSubtotal"; min: string; max: string };

export type PromotionProblems = Partial<Record<PromotionField, PromotionProblem>>;

/** The form's place for a request path ("benefit.percent" → percent, "scope.productIds.3" → targets), or null. */
export function promotionPlace(path: string): PromotionField | null {
  const [root, field] = path.split(".");
  if (root === "benefit") {
    if (field === "percent" || field === "amount" || field === "methods") return field;
    return "benefit";
  }
  if (root === "scope") return "targets";
  return (PROMOTION_FIELDS as readonly string[]).includes(root ?? "") ? (root as PromotionField) : null;
}

const money = (minorUnits: number) => minorUnitsToDecimal(minorUnits);

/** A schema problem at `place` in the form's words. */
function promotionProblem(place: PromotionField, problem: FieldProblem, draft: PromotionDraft): PromotionProblem {
  const { code, percent, amount, minSubtotal, usageLimit, name, targets } = PROMOTION_LIMITS;
  switch (place) {
    case "code":
      // The schema's refinement (a code promotion needs its code) and a blank field say the same.
      return !draft.code.trim() ? { key: "codeRequired" } : { key: "codeFormat", min: code.min, max: code.max };
    case "name":
    case "nameHe":
      if (problem.kind === "required") return { key: "nameRequired" };
      return problem.kind === "tooLong" ? { key: "textTooLong", max: name } : { key: "textInvalid" };
    case "percent":
      return { key: "percent", min: percent.min, max: percent.max };
    case "amount":
      return { key: "amount", min: money(amount.min), max: money(amount.max) };
    case "minSubtotal":
      return { key: "minSubtotal", min: money(minSubtotal.min), max: money(minSubtotal.max) };
    case "usageLimit":
      return { key: "usageLimit", min: usageLimit.min, max: usageLimit.max };
    case "methods":
      return { key: "methodsInvalid" };
    case "targets":
      if (problem.kind === "tooMany") return { key: "targetsTooMany", max: targets };
      if (draft.scopeType === "categories") return { key: "categoriesRequired" };
      return draft.scopeType === "products" ? { key: "productsRequired" } : { key: "targetsRequired" };
    case "startsAt":
      return { key: "dateFormat" };
    case "endsAt":
      // The field holds a date the browser made, so a problem that is not its format is its order.
      return problem.kind === "format" ? { key: "dateFormat" } : { key: "endBeforeStart" };
    case "kind":
      return { key: "kindRequired" };
    case "benefit":
      return { key: "benefitRequired" };
  }
}

export type PromotionInputCheck = { ok: true; input: PromotionInput } | { ok: false; problems: PromotionProblems };

/** The request for `draft` as the schema parsed it, or the problems to show at the fields. The server judges again. */
export function promotionInputFrom(draft: PromotionDraft): PromotionInputCheck {
  const request = promotionRequestOf(draft);
  const check = checkForm(promotionInputSchema, request);
  if (check.ok) return { ok: true, input: check.value };
  // The schema's checks across fields (a code promotion's code, the end after the start) run only once
  // every field parses: asked again with valid stand-ins for the rest, so one Save shows them all.
  const across = checkForm(promotionInputSchema, { ...request, ...CROSS_CHECK_STAND_INS });
  const problems: PromotionProblems = {};
  for (const [path, problem] of [...Object.entries(check.problems), ...Object.entries(across.problems)]) {
    const place = promotionPlace(path);
    if (place && !(place in problems)) problems[place] = promotionProblem(place, problem, draft);
  }
  return { ok: false, problems };
}

/** Fields that always parse, in place of the draft's own, for the checks across fields. */
const CROSS_CHECK_STAND_INS = {
  name: "-",
  nameHe: "",
  benefit: { type: "freeDelivery", methods: [] },
  scope: { type: "order" },
  minSubtotal: 0,
  usageLimit: null,
} as const;

/** The server's field errors (already in the admin's words) at the form's places, and the rest (shown above the buttons). */
export function placeServerErrors(errors: Record<string, string>): { fields: Partial<Record<PromotionField, string>>; other: string[] } {
  const fields: Partial<Record<PromotionField, string>> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const place = promotionPlace(path);
    if (place && !(place in fields)) fields[place] = message;
    else if (!place && message) other.push(message);
  }
  return { fields, other };
}

/** The draft's fields whose problems a change to `key` answers (a new start may settle the end's problem too). */
export function placesChangedBy(key: keyof PromotionDraft): PromotionField[] {
  switch (key) {
    case "kind":
      return ["kind", "code"];
    case "benefitType":
      return ["benefit", "percent", "amount", "methods"];
    case "scopeType":
    case "categoryIds":
    case "productIds":
      return ["targets"];
    case "startsAt":
    case "endsAt":
      return ["startsAt", "endsAt"];
    case "oncePerCustomer":
    case "firstOrderOnly":
    case "combinable":
      return [];
    default:
      return [key];
  }
}
