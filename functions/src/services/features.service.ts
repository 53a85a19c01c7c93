/** The home-page banners, `features/{id}`: `{ image, createdAt }`, oldest first. */
import type { FeatureImage } from "../contracts";
import { db } from "../firebase";

export const FEATURES_COLLECTION = "features";

export async function listFeatureImages(): Promise<FeatureImage[]> {
  const snapshot = await db().collection(FEATURES_COLLECTION).orderBy("createdAt", "asc").get();
  return snapshot.docs.map((doc) => ({ _id: doc.id, image: String(doc.get("image") ?? "") }));
}
