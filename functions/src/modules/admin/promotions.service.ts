/**
 * The owner's promotions (./promotions.routes.ts): list, read, add, edit, pause / resume / end, and
 * the paid orders that used one.
 *
 * The stored document is made by the promotions module (`newPromotionDocument`,
 * `promotionTermsFields`), the same as the seed's. Its dates are typed on the shop's clock
 * (`YYYY-MM-DDTHH:mm`) and kept as typed, with their instants computed at the save with the delivery
 * settings' time zone: a later change of the zone leaves saved promotions at the instants they were
 * saved for (the owner saves again to move them).
 *
 * A code is unique across every promotion, in any case, ended ones too. Two saves of one code at the
 * same moment must not both win, and a query alone cannot promise that (a transaction's query does
 * not stop another transaction from adding a matching document on every store the shop runs on), so
 * each code promotion owns a claim document, `promotionCodes/code-{CODE}`, read and created in the
 * save's transaction: the second save reads it taken, or fails to create it, and answers 409. The
 * save also asks `codeKey` within the transaction, for promotions written without a claim (by hand
 * or a script).
 *
 * Uses, revenue and discount given change only in the orders' transactions (checkout): an edit and a
 * status change read the promotion in their own transaction and keep them as read.
 *
 * Reads per call: list, the page (pageSize + 1); get, 1; add, 1 (settings) + the products named +
 * 1 (the claim) + the codeKey query; edit, the same + 1 (the promotion); status, 1; orders, 1 (the
 * promotion) + the page.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { normalizePromoCode, type Promotion, type PromotionInput, type PromotionOrder, type PromotionScope, type PromotionStatus, type ShopSettings } from "@cocoa/contracts";
import { HttpError, invalidField } from "../../platform/errors";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { readItems, type ListOrder, type Page } from "../../platform/cursor";
import { getPublicSettings } from "../settings";
import { getDeliverySettings, isIsoDate, shopInstant } from "../delivery";
import {
  forgetCachedPromotions,
  newPromotionDocument,
  promotionCodeRef,
  promotionFromDocument,
  promotionRef,
  promotionTermsFields,
  promotionsOf,
  type PromotionInstants,
} from "../promotions";

const orders = () => db().collection(collections.orders);
const products = () => db().collection(collections.products);

/** Newest first; promotions made in the same millisecond by id. `createdAt` is ISO, so it sorts as text. */
const PROMOTION_LIST: ListOrder = { list: "adminPromotions", fields: [{ field: "createdAt", direction: "desc" }] };
/** A promotion's paid orders, newest first (`orderDate` is ISO). */
const PROMOTION_ORDER_LIST: ListOrder = { list: "promotionOrders", fields: [{ field: "orderDate", direction: "desc" }] };

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const int = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);

export async function listPromotions(page: { pageSize: number; cursor?: string }): Promise<Page<Promotion>> {
  return readItems(PROMOTION_LIST, promotionsOf(), page, (doc) => promotionFromDocument(doc.id, doc.data()));
}

export async function getPromotion(id: string): Promise<Promotion> {
  const snapshot = await promotionRef(id).get();
  if (!snapshot.exists) throw new HttpError(404, "promo.notFound");
  return promotionFromDocument(id, snapshot.data() ?? {});
}

/** The instant the shop's clock shows a typed `YYYY-MM-DDTHH:mm`; 400 at `field` for a day the calendar has not (Feb 30). */
function instantOf(field: "startsAt" | "endsAt", typed: string | null, timeZone: string): number | null {
  if (typed === null) return null;
  const [date = "", time = ""] = typed.split("T");
  if (!isIsoDate(date)) throw invalidField(field, "promo.dateFormat");
  return shopInstant(date, time, timeZone).getTime();
}

/** The instants of the input's dates on the shop's clock, the end after the start (a clock change can bring them together). */
async function instantsOf(input: PromotionInput): Promise<PromotionInstants> {
  const { timeZone } = await getDeliverySettings();
  const startsAtMs = instantOf("startsAt", input.startsAt, timeZone);
  const endsAtMs = instantOf("endsAt", input.endsAt, timeZone);
  if (startsAtMs !== null && endsAtMs !== null && endsAtMs <= startsAtMs) throw invalidField("endsAt", "promo.endBeforeStart");
  return { startsAtMs, endsAtMs };
}

/** 400 for the first category (not in the settings) or product (not stored) the scope names that does not exist. */
async function checkTargets(tx: Transaction, scope: PromotionScope, settings: ShopSettings): Promise<void> {
  if (scope.type === "categories") {
    const known = new Set(settings.categories.map((category) => category.id));
    const unknown = scope.categoryIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw invalidField("scope.categoryIds", "promo.unknownTarget", { id: unknown });
  }
  if (scope.type === "products" && scope.productIds.length > 0) {
    const refs = scope.productIds.map((id) => products().doc(id)) as [DocumentReference, ...DocumentReference[]];
    const snapshots = await tx.getAll(...refs);
    const missing = snapshots.find((snapshot) => !snapshot.exists);
    if (missing) throw invalidField("scope.productIds", "promo.unknownTarget", { id: missing.id });
  }
}

/**
 * Whether `code` is free for promotion `ownId` (undefined: a new one), read in the save's transaction:
 * its claim is absent or this promotion's, and no other promotion has it as its `codeKey`. 409 otherwise.
 */
async function checkCodeFree(tx: Transaction, code: string, ownId: string): Promise<{ claimed: boolean }> {
  const key = normalizePromoCode(code);
  const [claim, holders] = await Promise.all([tx.get(promotionCodeRef(key)), tx.get(promotionsOf().where("codeKey", "==", key).limit(2))]);
  const claimedBy = claim.exists ? text(claim.get("promotionId")) : undefined;
  if (claimedBy !== undefined && claimedBy !== ownId) throw new HttpError(409, "promo.codeTaken");
  if (holders.docs.some((doc) => doc.id !== ownId)) throw new HttpError(409, "promo.codeTaken");
  return { claimed: claimedBy === ownId };
}

export async function addPromotion(input: PromotionInput): Promise<Promotion> {
  const instants = await instantsOf(input);
  const ref = promotionsOf().doc();
  const document = await db().runTransaction(async (tx) => {
    // Every read before the first write, as a transaction wants.
    const settings = await getPublicSettings(tx);
    await checkTargets(tx, input.scope, settings);
    const fields = newPromotionDocument(input, instants, new Date().toISOString());
    if (fields.code) {
      await checkCodeFree(tx, fields.code, ref.id);
      tx.create(promotionCodeRef(fields.code), { promotionId: ref.id });
    }
    tx.create(ref, fields);
    return fields;
  });
  forgetCachedPromotions();
  return promotionFromDocument(ref.id, { ...document });
}

/** The stored promotion read in a transaction: 404 when there is none, 409 when it has ended (final). */
async function changeablePromotion(tx: Transaction, id: string): Promise<DocumentSnapshot> {
  const snapshot = await tx.get(promotionRef(id));
  if (!snapshot.exists) throw new HttpError(404, "promo.notFound");
  if (snapshot.get("status") === "ended") throw new HttpError(409, "promo.ended");
  return snapshot;
}

/**
 * The whole promotion again (a Hebrew name left out is stored blank). Its status, uses, revenue, discount
 * given and createdAt stay as stored; a code given up frees its claim, a new one is claimed.
 */
export async function editPromotion(id: string, input: PromotionInput): Promise<Promotion> {
  const instants = await instantsOf(input);
  const saved = await db().runTransaction(async (tx) => {
    const current = await changeablePromotion(tx, id);
    const settings = await getPublicSettings(tx);
    await checkTargets(tx, input.scope, settings);
    const data = current.data() ?? {};
    const fields = promotionTermsFields(input, instants);
    const oldCode = typeof data.codeKey === "string" && data.codeKey !== "" ? data.codeKey : undefined;
    const oldClaim = oldCode && oldCode !== fields.code ? await tx.get(promotionCodeRef(oldCode)) : undefined;
    const { claimed } = fields.code ? await checkCodeFree(tx, fields.code, id) : { claimed: false };
    if (fields.code && !claimed) tx.set(promotionCodeRef(fields.code), { promotionId: id });
    if (oldClaim?.exists && oldClaim.get("promotionId") === id) tx.delete(oldClaim.ref);
    // An update of the fields the form decides: the counters (and anything another part of the shop
    // keeps on the document) stay as read. A code given up is written null with its key, not deleted:
    // the Node emulator ignores `FieldValue.delete()`, and null reads as no code everywhere
    // (`promotionFromDocument`, and no `codeKey ==` lookup matches it).
    const updatedAt = new Date().toISOString();
    tx.update(current.ref, { ...fields, updatedAt, ...(fields.code ? {} : { code: null, codeKey: null }) });
    const next: Record<string, unknown> = { ...data, ...fields, updatedAt };
    if (!fields.code) {
      delete next.code;
      delete next.codeKey;
    }
    return next;
  });
  forgetCachedPromotions();
  return promotionFromDocument(id, saved);
}

/** active ↔ paused; any → ended, for good (409 once ended). The same status again changes nothing. */
export async function setPromotionStatus(id: string, status: PromotionStatus): Promise<Promotion> {
  const saved = await db().runTransaction(async (tx) => {
    const current = await changeablePromotion(tx, id);
    const data = current.data() ?? {};
    if (data.status === status) return data;
    const next = { ...data, status, updatedAt: new Date().toISOString() };
    tx.update(current.ref, { status, updatedAt: next.updatedAt });
    return next;
  });
  forgetCachedPromotions();
  return promotionFromDocument(id, saved);
}

/** What promotion `id` took from an order (items and delivery), by the order's `discounts`. */
function discountOf(data: Record<string, unknown>, id: string): number {
  const discounts = Array.isArray(data.discounts) ? (data.discounts as unknown[]) : [];
  return discounts
    .filter((entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null && (entry as Record<string, unknown>).promotionId === id)
    .reduce((sum, entry) => sum + int(entry.amount) + int(entry.shippingAmount), 0);
}

function promotionOrderOf(id: string, doc: DocumentSnapshot): PromotionOrder {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    orderNumber: text(data.orderNumber),
    orderDate: text(data.orderDate),
    // The name the order was placed under.
    userName: text(data.userName),
    orderStatus: text(data.orderStatus),
    paymentStatus: text(data.paymentStatus),
    totalAmount: int(data.totalAmount),
    discount: discountOf(data, id),
    currency: text(data.currency),
  };
}

/**
 * The paid orders that used promotion `id`, newest first: `promotionIds array-contains id` and
 * `paymentStatus == paid` (checkout writes the order's `promotionIds` with its discounts), by
 * `orderDate` (indexed together in firestore.indexes.json). 404 for an unknown promotion. A cursor
 * belongs to its promotion.
 */
export async function listPromotionOrders(id: string, page: { pageSize: number; cursor?: string }): Promise<Page<PromotionOrder>> {
  if (!(await promotionRef(id).get()).exists) throw new HttpError(404, "promo.notFound");
  const query = orders().where("promotionIds", "array-contains", id).where("paymentStatus", "==", "paid");
  return readItems(PROMOTION_ORDER_LIST, query, { ...page, scope: id }, (doc) => promotionOrderOf(id, doc));
}
