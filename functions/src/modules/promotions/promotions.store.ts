/**
 * Promotions as Firestore keeps them, and the reads checkout and the catalog make.
 *
 * `promotions/{id}` holds the contract's `Promotion` (minus `_id`) and, for the rules, the instants of
 * its dates (`startsAtMs`, `endsAtMs`, made with the shop's time zone when saved) and `codeKey` (the
 * code upper case, for the lookup; absent on an automatic promotion). `uses`, `revenue` and
 * `discountGiven` change only inside an order's transactions (checkout), so they always equal what
 * the paid orders say.
 */
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { DELIVERY_METHODS, PROMOTION_KINDS, PROMOTION_STATUSES, normalizePromoCode, type DeliveryMethod, type Promotion, type PromotionBenefit, type PromotionScope, type PromotionTerms } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { expiringValue } from "../../platform/expiring-value";
import { shopConfig } from "../../platform/config";
import { promotionCodeId } from "./promotion-document";

export const promotionsOf = () => db().collection(collections.promotions);
export const promotionRef = (id: string) => promotionsOf().doc(id);
/** The claim of a code (./promotion-document.ts): `{ promotionId }` of the one promotion holding it. */
export const promotionCodeRef = (code: string) => db().collection(collections.promotionCodes).doc(promotionCodeId(code));
/** The once-per-customer mark of `uid` on the promotion. */
export const redemptionRef = (promotionId: string, uid: string) => db().collection(collections.promotionRedemptions).doc(`${promotionId}_${uid}`);

const text = (value: unknown) => (typeof value === "string" ? value : "");
const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);
const intOrNull = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : null);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

function benefitOf(value: unknown): PromotionBenefit {
  const data = (value ?? {}) as Record<string, unknown>;
  if (data.type === "amount") return { type: "amount", amount: int(data.amount) };
  if (data.type === "freeDelivery") return { type: "freeDelivery", methods: strings(data.methods).filter((method): method is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(method)) };
  return { type: "percent", percent: int(data.percent) };
}

function scopeOf(value: unknown): PromotionScope {
  const data = (value ?? {}) as Record<string, unknown>;
  if (data.type === "categories") return { type: "categories", categoryIds: strings(data.categoryIds) };
  if (data.type === "products") return { type: "products", productIds: strings(data.productIds) };
  return { type: "order" };
}

/** The stored promotion as the admin reads it (unknown fields dropped, missing ones defaulted). */
export function promotionFromDocument(id: string, data: Record<string, unknown>): Promotion {
  const promotion: Promotion = {
    _id: id,
    kind: oneOf(PROMOTION_KINDS, data.kind, "code"),
    name: text(data.name),
    nameHe: text(data.nameHe),
    status: oneOf(PROMOTION_STATUSES, data.status, "paused"),
    benefit: benefitOf(data.benefit),
    scope: scopeOf(data.scope),
    minSubtotal: int(data.minSubtotal),
    startsAt: typeof data.startsAt === "string" ? data.startsAt : null,
    endsAt: typeof data.endsAt === "string" ? data.endsAt : null,
    usageLimit: intOrNull(data.usageLimit),
    oncePerCustomer: data.oncePerCustomer === true,
    firstOrderOnly: data.firstOrderOnly === true,
    combinable: data.combinable === true,
    uses: int(data.uses),
    revenue: int(data.revenue),
    discountGiven: int(data.discountGiven),
    createdAt: text(data.createdAt),
    updatedAt: text(data.updatedAt),
  };
  if (typeof data.code === "string" && data.code !== "") promotion.code = data.code;
  return promotion;
}

/** What the pricing rule reads of a stored promotion. */
export function termsFromDocument(id: string, data: Record<string, unknown>): PromotionTerms {
  const promotion = promotionFromDocument(id, data);
  return {
    id,
    kind: promotion.kind,
    code: promotion.code,
    name: promotion.name,
    nameHe: promotion.nameHe || promotion.name,
    status: promotion.status,
    benefit: promotion.benefit,
    scope: promotion.scope,
    minSubtotal: promotion.minSubtotal,
    startsAt: intOrNull(data.startsAtMs),
    endsAt: intOrNull(data.endsAtMs),
    usageLimit: promotion.usageLimit,
    uses: promotion.uses,
    oncePerCustomer: promotion.oncePerCustomer,
    firstOrderOnly: promotion.firstOrderOnly,
    combinable: promotion.combinable,
  };
}

export const termsOf = (snapshot: DocumentSnapshot): PromotionTerms | undefined => (snapshot.exists ? termsFromDocument(snapshot.id, snapshot.data() ?? {}) : undefined);

/** The code promotion whose code is `code` (any case), as stored now; undefined when there is none. */
export async function findPromotionByCode(code: string, tx?: Transaction): Promise<PromotionTerms | undefined> {
  const query = promotionsOf().where("codeKey", "==", normalizePromoCode(code)).limit(1);
  const snapshot = tx ? await tx.get(query) : await query.get();
  const doc = snapshot.docs[0];
  return doc ? termsFromDocument(doc.id, doc.data()) : undefined;
}

async function readAutomatic(): Promise<PromotionTerms[]> {
  const snapshot = await promotionsOf().where("kind", "==", "automatic").where("status", "==", "active").get();
  return snapshot.docs.map((doc) => termsFromDocument(doc.id, doc.data()));
}

/**
 * The active automatic promotions (their dates are checked by the rule), kept for the settings'
 * cache time by each instance: every tile and cart reads them. A save forgets them at once here.
 */
const cachedAutomatic = expiringValue({ load: readAutomatic, ttlMs: () => shopConfig().settingsCacheMs });
export const activeAutomaticPromotions = () => cachedAutomatic.get();
export const forgetCachedPromotions = () => cachedAutomatic.forget();
