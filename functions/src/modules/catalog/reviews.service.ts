/**
 * Product reviews, `reviews/{productId}_{uid}`: one per shopper per product, so the document id
 * itself refuses a second review. Adding one is a transaction that reads the product and the review
 * slot, creates the review and updates the product's `reviewCount`, `reviewTotal` and `averageReview`
 * (reviewTotal / reviewCount, rounded to 2 decimals) together.
 */
import { ABUSE_LIMITS, type Review, type SessionUser } from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { readItems, type ListOrder, type Page } from "../../platform/cursor";
import { giveBack, takeSlots } from "../../platform/rate-limits";
import { logger } from "../../platform/logger";
import { collections } from "../../platform/collections";

/** Firestore's ALREADY_EXISTS (gRPC status 6). */
function isAlreadyExists(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === 6;
}

export function reviewId(productId: string, uid: string): string {
  return `${productId}_${uid}`;
}

export function roundAverage(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 100) / 100 : 0;
}

function toIso(value: unknown): string {
  if (value && typeof value === "object" && "toDate" in value && typeof (value as { toDate: unknown }).toDate === "function") {
    return (value as { toDate(): Date }).toDate().toISOString();
  }
  return typeof value === "string" ? value : new Date(0).toISOString();
}

export function reviewFromDocument(id: string, data: Record<string, unknown>): Review {
  return {
    _id: id,
    productId: String(data.productId ?? ""),
    userId: String(data.userId ?? ""),
    userName: String(data.userName ?? ""),
    reviewMessage: String(data.reviewMessage ?? ""),
    reviewValue: typeof data.reviewValue === "number" ? data.reviewValue : 0,
    verifiedPurchase: data.verifiedPurchase === true,
    createdAt: toIso(data.createdAt),
  };
}

/**
 * True when the shopper has a paid order containing the product: one query on the order's
 * `productIds` (kept beside `cartItems` for this), answering at most one document. Any failure
 * counts as "not verified" rather than failing the review.
 */
export async function hasPaidOrderFor(uid: string, productId: string): Promise<boolean> {
  try {
    const snapshot = await db()
      .collection(collections.orders)
      .where("userId", "==", uid)
      .where("paymentStatus", "==", "paid")
      .where("productIds", "array-contains", productId)
      .limit(1)
      .get();
    return !snapshot.empty;
  } catch (error) {
    logger.error("Review: could not check the shopper's orders", { error });
    return false;
  }
}

export interface AddReviewResult {
  review: Review;
  averageReview: number;
}

/**
 * Adds the review, counted against `ABUSE_LIMITS.reviewsPerClient` for `client` (the reviewer's
 * address): accounts are cheap, so the limit follows where they come from. A review that is not
 * written (unknown product, a second review) gives its slot back.
 */
export async function addReview(
  user: SessionUser,
  input: { productId: string; reviewMessage: string; reviewValue: number },
  client: string,
): Promise<AddReviewResult> {
  const slots = await takeSlots([{ limit: ABUSE_LIMITS.reviewsPerClient, key: [client] }]);
  try {
    return await writeReview(user, input);
  } catch (error) {
    await giveBack(slots).catch((cause: unknown) => logger.error("Review: could not give the limit's slot back", { error: cause }));
    throw error;
  }
}

async function writeReview(
  user: SessionUser,
  input: { productId: string; reviewMessage: string; reviewValue: number },
): Promise<AddReviewResult> {
  const { Timestamp } = firestoreModule();
  const verifiedPurchase = await hasPaidOrderFor(user.id, input.productId);
  const productRef = db().collection(collections.products).doc(input.productId);
  const reviewRef = db().collection(collections.reviews).doc(reviewId(input.productId, user.id));
  try {
    return await db().runTransaction(async (tx) => {
    const [product, existing] = await tx.getAll(productRef, reviewRef);
    if (!product?.exists) throw new HttpError(404, "catalog.productNotFound");
    if (existing?.exists) throw new HttpError(409, "review.duplicate");
    const data = product.data() ?? {};
    const count = (typeof data.reviewCount === "number" ? data.reviewCount : 0) + 1;
    const total = (typeof data.reviewTotal === "number" ? data.reviewTotal : 0) + input.reviewValue;
    const averageReview = roundAverage(total, count);
    const now = Timestamp.now();
    const stored = {
      productId: input.productId,
      userId: user.id,
      userName: user.userName,
      reviewMessage: input.reviewMessage,
      reviewValue: input.reviewValue,
      verifiedPurchase,
      createdAt: now,
    };
    tx.create(reviewRef, stored);
    tx.update(productRef, { reviewCount: count, reviewTotal: total, averageReview, updatedAt: now });
    return { review: reviewFromDocument(reviewRef.id, stored), averageReview };
    });
  } catch (error) {
    // A second review racing the first: the create fails with ALREADY_EXISTS at commit.
    if (isAlreadyExists(error)) throw new HttpError(409, "review.duplicate");
    throw error;
  }
}

/** Newest first; reviews written in the same instant by id. */
const REVIEW_ORDER: ListOrder = { list: "reviews", fields: [{ field: "createdAt", direction: "desc" }] };

/** A page of the product's reviews, newest first: pageSize + 1 reads at most. */
export async function listReviews(productId: string, page: { pageSize: number; cursor?: string }): Promise<Page<Review>> {
  const query = db().collection(collections.reviews).where("productId", "==", productId);
  return readItems(REVIEW_ORDER, query, { ...page, scope: productId }, (doc) => reviewFromDocument(doc.id, doc.data()));
}
