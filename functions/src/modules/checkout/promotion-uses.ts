/**
 * A promotion's uses, counted in the order's own transactions (issue 36), so `uses`, `revenue` and
 * `discountGiven` always equal what the paid orders say:
 *
 * - reserve (capture's step 1, before any money moves): each promotion on the order is read again
 *   and must still have a use left, and, once per customer or first order only, must not have been
 *   used by this shopper; then `uses` goes up and the shopper's redemption mark is written. Orders
 *   racing for the last uses conflict on the promotion's document, so they are counted one after the
 *   other: 5 uses left make 5 paid orders and refuse the rest, before the provider is asked.
 * - confirm (paid): the order's total joins the promotion's `revenue`, what it took its `discountGiven`.
 * - the provider declines, or the admin rejects a paid order: the use goes back (and, once paid, the
 *   revenue and discount), and the mark is removed. An unpaid order that expires never took a use.
 *
 * The order document keeps `promotionUses` (the ids whose use it took), so a use is given back only
 * by the order that took it, and only once.
 */
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { renderMessage, type CodedMessage, type Order, type PromotionRefusal } from "@cocoa/contracts";
import { db, firestoreModule } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { mailLanguage } from "../mail";
import { promotionRef, redemptionRef, termsOf } from "../promotions";

/** The order document's field listing the promotions whose use the order took at capture. */
export const PROMOTION_USES_FIELD = "promotionUses";

/** What the order's promotions need read (in the transaction, before any write) for their uses to change. */
export interface PromotionUseReads {
  /** The promotions, by id (a promotion no longer stored is left out: nothing to count). */
  promotions: Map<string, DocumentSnapshot>;
  /** The shopper's redemption marks on them, by promotion id. */
  marks: Map<string, DocumentSnapshot>;
  /** Whether the shopper has a paid order (read only when a promotion is for a first order only). */
  hasPaidOrder: boolean;
}

const idsOf = (order: Pick<Order, "discounts">) => [...new Set((order.discounts ?? []).map((discount) => discount.promotionId))];

/** The promotion ids a stored order took a use of (`PROMOTION_USES_FIELD`). */
export function usesTaken(data: Record<string, unknown> | undefined): string[] {
  const value = data?.[PROMOTION_USES_FIELD];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string" && id !== "") : [];
}

/** Reads the promotions `ids` and `uid`'s marks on them in `tx`; `checkPaid`: also whether `uid` has a paid order. */
export async function readPromotionUses(tx: Transaction, uid: string, ids: readonly string[], checkPaid = false): Promise<PromotionUseReads> {
  const reads: PromotionUseReads = { promotions: new Map(), marks: new Map(), hasPaidOrder: false };
  if (ids.length === 0) return reads;
  const snapshots = await tx.getAll(...ids.map(promotionRef), ...ids.map((id) => redemptionRef(id, uid)));
  ids.forEach((id, index) => {
    const promotion = snapshots[index];
    const mark = snapshots[ids.length + index];
    if (promotion?.exists) reads.promotions.set(id, promotion);
    if (mark) reads.marks.set(id, mark);
  });
  const firstOnly = [...reads.promotions.values()].some((snapshot) => snapshot.get("firstOrderOnly") === true);
  if (checkPaid && firstOnly) {
    // The order being captured is `processing`, not paid: it does not count itself.
    const paid = await tx.get(db().collection(collections.orders).where("userId", "==", uid).where("paymentStatus", "==", "paid").limit(1));
    reads.hasPaidOrder = !paid.empty;
  }
  return reads;
}

/** Reads what reserving the order's promotions needs (see `reservationRefusal` and `takeUses`). */
export const readForReservation = (tx: Transaction, order: Order) => readPromotionUses(tx, order.userId, idsOf(order), true);

/**
 * Why the order can no longer be given one of its promotions at capture, as the order's failure
 * (`promo.changed`, the promotion's name and the reason in the order's language); undefined when all hold.
 *
 * Only what is counted must still hold: a use left, once per customer, first order only. A promotion
 * that ended, was paused or passed its end after the order was placed is still honoured: the shopper
 * approved this amount at the provider within the order's 60 minutes, and the shop stands by the
 * price it showed (as it does for a price that fell). Counted limits are another matter: honouring
 * them past their number would give away more than the owner allowed.
 */
export function reservationRefusal(order: Order, reads: PromotionUseReads, orderLanguage: unknown): CodedMessage | undefined {
  for (const discount of order.discounts ?? []) {
    const snapshot = reads.promotions.get(discount.promotionId);
    const terms = snapshot ? termsOf(snapshot) : undefined;
    if (!terms) continue;
    const used = reads.marks.get(discount.promotionId)?.exists === true;
    let refusal: PromotionRefusal | undefined;
    if (terms.usageLimit !== null && terms.uses >= terms.usageLimit) refusal = { code: "promo.usedUp" };
    else if (terms.oncePerCustomer && used) refusal = { code: "promo.alreadyUsed" };
    else if (terms.firstOrderOnly && (used || reads.hasPaidOrder)) refusal = { code: "promo.firstOrderOnly" };
    if (!refusal) continue;
    const language = mailLanguage(orderLanguage);
    const name = language === "he" ? discount.nameHe || discount.name : discount.name;
    return { code: "promo.changed", params: { name, reason: renderMessage(refusal.code, refusal.params, language) } };
  }
  return undefined;
}

/**
 * Takes one use of each promotion of the order and writes the shopper's mark where the promotion is
 * once per customer or first order only (the mark's fixed id makes two orders of one shopper
 * conflict). Answers the document fields that record the uses on the order.
 */
export function takeUses(tx: Transaction, order: Order, reads: PromotionUseReads, at: string): Record<string, unknown> {
  const { FieldValue } = firestoreModule();
  const taken: string[] = [];
  for (const [id, snapshot] of reads.promotions) {
    tx.update(snapshot.ref, { uses: FieldValue.increment(1) });
    if (snapshot.get("oncePerCustomer") === true || snapshot.get("firstOrderOnly") === true) {
      tx.set(redemptionRef(id, order.userId), { promotionId: id, userId: order.userId, orderId: order._id, at });
    }
    taken.push(id);
  }
  return taken.length > 0 ? { [PROMOTION_USES_FIELD]: taken } : {};
}

/** Reads the promotions whose use the stored order `data` took, and the shopper's marks on them (confirm, release, rejection). */
export function readUsesTaken(tx: Transaction, order: Order, data: Record<string, unknown> | undefined): Promise<PromotionUseReads> {
  return readPromotionUses(tx, order.userId, usesTaken(data));
}

/** What the order took off with a promotion, items and delivery together. */
function discountOf(order: Order, promotionId: string): number {
  return (order.discounts ?? []).filter((discount) => discount.promotionId === promotionId).reduce((sum, discount) => sum + discount.amount + discount.shippingAmount, 0);
}

/** The paid order joins its promotions' revenue and discount given (their uses were taken at reservation). */
export function countRevenue(tx: Transaction, order: Order, reads: PromotionUseReads): void {
  const { FieldValue } = firestoreModule();
  for (const [id, snapshot] of reads.promotions) {
    tx.update(snapshot.ref, { revenue: FieldValue.increment(order.totalAmount), discountGiven: FieldValue.increment(discountOf(order, id)) });
  }
}

/**
 * Gives back the uses the order took (`paid`: its revenue and discount too) and removes the marks it
 * wrote. Answers the document fields that record it on the order (none taken any more, so a second
 * call gives nothing back twice).
 */
export function giveUsesBack(tx: Transaction, order: Order, reads: PromotionUseReads, paid: boolean): Record<string, unknown> {
  if (reads.promotions.size === 0) return {};
  const { FieldValue } = firestoreModule();
  for (const [id, snapshot] of reads.promotions) {
    const change: Record<string, unknown> = { uses: FieldValue.increment(-1) };
    if (paid) Object.assign(change, { revenue: FieldValue.increment(-order.totalAmount), discountGiven: FieldValue.increment(-discountOf(order, id)) });
    tx.update(snapshot.ref, change);
    const mark = reads.marks.get(id);
    if (mark?.exists && mark.get("orderId") === order._id) tx.delete(mark.ref);
  }
  // Emptied rather than deleted: the Node Firestore emulator ignores `FieldValue.delete()`.
  return { [PROMOTION_USES_FIELD]: [] };
}
