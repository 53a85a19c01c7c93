/**
 * The home-page banners, `features/{id}`: `{ image, createdAt }`, oldest first. The admin adds one
 * from an image the shop stored (`isShopImageUrl`) and deletes it by id; deleting a banner leaves
 * its image stored (a product may show the same one).
 *
 * Bounded by a cap rather than by paging alone: the home carousel shows every banner, so the shop
 * holds at most FEATURE_IMAGE_LIMIT (counted in the add's transaction; one more answers 409), and
 * that is also the list's largest page. The list still pages like every other, so banners stored
 * beyond the cap some other way stay reachable (the dashboard loads more) instead of being read
 * all at once.
 */
import { FEATURE_IMAGE_LIMIT, FEATURE_IMAGE_MESSAGES, featureImageLimitMessage, type FeatureImage } from "../contracts";
import { HttpError } from "../errors";
import { db, firestoreModule } from "../firebase";
import { readItems, type ListOrder, type Page } from "./cursor";
import { IMAGE_URL_MESSAGES, isShopImageUrl } from "./images/image-store";

export const FEATURES_COLLECTION = "features";

const features = () => db().collection(FEATURES_COLLECTION);

/** Oldest first (the carousel's order); banners added in the same instant by id. */
const FEATURE_IMAGE_LIST: ListOrder = { list: "featureImages", fields: [{ field: "createdAt", direction: "asc" }] };

/** A page of the banners, oldest first: pageSize + 1 reads at most. */
export async function listFeatureImages(page: { pageSize: number; cursor?: string }): Promise<Page<FeatureImage>> {
  return readItems(FEATURE_IMAGE_LIST, features(), page, (doc) => ({ _id: doc.id, image: String(doc.get("image") ?? "") }));
}

/**
 * A new banner, shown last. 400 when the image is not one the shop stored; 409 when the shop
 * already holds FEATURE_IMAGE_LIMIT banners (at most that many are read to tell).
 */
export async function addFeatureImage(image: string): Promise<FeatureImage> {
  if (!(await isShopImageUrl(image))) {
    throw new HttpError(400, IMAGE_URL_MESSAGES.notStored, { image: IMAGE_URL_MESSAGES.notStored });
  }
  const { Timestamp } = firestoreModule();
  const ref = features().doc();
  await db().runTransaction(async (tx) => {
    const held = await tx.get(features().limit(FEATURE_IMAGE_LIMIT));
    if (held.size >= FEATURE_IMAGE_LIMIT) throw new HttpError(409, featureImageLimitMessage());
    tx.create(ref, { image, createdAt: Timestamp.now() });
  });
  return { _id: ref.id, image };
}

/** 404 for an unknown id. Read and delete in one transaction, so a second delete answers 404. */
export async function deleteFeatureImage(id: string): Promise<void> {
  const ref = features().doc(id);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpError(404, FEATURE_IMAGE_MESSAGES.notFound);
    tx.delete(ref);
  });
}
