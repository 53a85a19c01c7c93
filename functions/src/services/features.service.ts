/**
 * The home-page banners, `features/{id}`: `{ image, createdAt }`, oldest first. The admin adds one
 * from an image the shop stored (`isShopImageUrl`) and deletes it by id; deleting a banner leaves
 * its image stored (a product may show the same one).
 */
import { FEATURE_IMAGE_MESSAGES, type FeatureImage } from "../contracts";
import { HttpError } from "../errors";
import { db, firestoreModule } from "../firebase";
import { IMAGE_URL_MESSAGES, isShopImageUrl } from "./images/image-store";

export const FEATURES_COLLECTION = "features";

const features = () => db().collection(FEATURES_COLLECTION);

export async function listFeatureImages(): Promise<FeatureImage[]> {
  const snapshot = await features().orderBy("createdAt", "asc").get();
  return snapshot.docs.map((doc) => ({ _id: doc.id, image: String(doc.get("image") ?? "") }));
}

/** A new banner, shown last. 400 when the image is not one the shop stored. */
export async function addFeatureImage(image: string): Promise<FeatureImage> {
  if (!(await isShopImageUrl(image))) {
    throw new HttpError(400, IMAGE_URL_MESSAGES.notStored, { image: IMAGE_URL_MESSAGES.notStored });
  }
  const { Timestamp } = firestoreModule();
  const ref = features().doc();
  await ref.create({ image, createdAt: Timestamp.now() });
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
