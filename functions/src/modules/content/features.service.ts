/**
 * The home-page banners, `features/{id}`: `{ image, imageVariants?, headline, headlineHe, text, textHe,
 * alt, altHe, link, order, active, createdAt }`, in `order` (then oldest first). The storefront gets the active
 * ones only; the owner's list has them all. The admin adds one
 * from an image the shop stored (`shopImage`, which also gives its resized variants) and deletes it by id; deleting a banner leaves
 * its image stored (a product may show the same one).
 *
 * Bounded by a cap rather than by paging alone: the home carousel shows every banner, so the shop
 * holds at most FEATURE_IMAGE_LIMIT (counted in the add's transaction; one more answers 409), and
 * that is also the list's largest page. The list still pages like every other, so banners stored
 * beyond the cap some other way stay reachable (the dashboard loads more) instead of being read
 * all at once.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { FEATURE_IMAGE_LIMIT, type FeatureImage, type FeatureImageContent } from "@cocoa/contracts";
import { HttpError, invalidField } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { readItems, type ListOrder, type Page } from "../../platform/cursor";
import { shopImage, storedImageVariants } from "../catalog";
import { collections } from "../../platform/collections";


const features = () => db().collection(collections.features);

/** The carousel's order; banners of the same order oldest first, then by id. */
const FEATURE_IMAGE_LIST: ListOrder = {
  list: "featureImages",
  fields: [
    { field: "order", direction: "asc" },
    { field: "createdAt", direction: "asc" },
  ],
};
/** The owner's list: the same order, inactive banners included (its cursors are not the storefront's). */
const ADMIN_FEATURE_IMAGE_LIST: ListOrder = { ...FEATURE_IMAGE_LIST, list: "adminFeatureImages" };

const text = (doc: DocumentSnapshot, field: string) => {
  const value = doc.get(field);
  return typeof value === "string" ? value : "";
};

/** A stored banner as the API answers it; fields a banner stored before they existed read as blank. */
export function toFeatureImage(doc: DocumentSnapshot): FeatureImage {
  const order = doc.get("order");
  const imageVariants = storedImageVariants(doc.get("imageVariants"));
  return {
    _id: doc.id,
    image: text(doc, "image"),
    ...(imageVariants ? { imageVariants } : {}),
    headline: text(doc, "headline"),
    headlineHe: text(doc, "headlineHe"),
    text: text(doc, "text"),
    textHe: text(doc, "textHe"),
    alt: text(doc, "alt"),
    altHe: text(doc, "altHe"),
    link: text(doc, "link"),
    order: typeof order === "number" ? order : 0,
    active: doc.get("active") !== false,
  };
}

/** A page of the banners the storefront shows (active ones), in the carousel's order. */
export async function listFeatureImages(page: { pageSize: number; cursor?: string }): Promise<Page<FeatureImage>> {
  return readItems(FEATURE_IMAGE_LIST, features().where("active", "==", true), page, toFeatureImage);
}

/** A page of every banner, inactive ones too, for the owner's banner manager. */
export async function listAllFeatureImages(page: { pageSize: number; cursor?: string }): Promise<Page<FeatureImage>> {
  return readItems(ADMIN_FEATURE_IMAGE_LIST, features(), page, toFeatureImage);
}

/**
 * A new banner, shown last. 400 when the image is not one the shop stored; 409 when the shop
 * already holds FEATURE_IMAGE_LIMIT banners (at most that many are read to tell).
 */
export async function addFeatureImage(image: string, content: FeatureImageContent): Promise<FeatureImage> {
  const stored = await shopImage(image);
  if (!stored) throw invalidField("image", "product.imageNotStored");
  const variants = stored.imageVariants.length > 0 ? { imageVariants: stored.imageVariants } : {};
  const { Timestamp } = firestoreModule();
  const ref = features().doc();
  let order = 0;
  await db().runTransaction(async (tx) => {
    const held = await tx.get(features().limit(FEATURE_IMAGE_LIMIT));
    if (held.size >= FEATURE_IMAGE_LIMIT) throw new HttpError(409, "banner.limit", { max: FEATURE_IMAGE_LIMIT });
    order = held.docs.reduce((last, doc) => Math.max(last, toFeatureImage(doc).order + 1), 0);
    tx.create(ref, { image, ...variants, ...content, order, createdAt: Timestamp.now() });
  });
  return { _id: ref.id, image, ...variants, ...content, order };
}

/** Replaces a banner's texts, link and switch. 404 for an unknown id. */
export async function updateFeatureImage(id: string, content: FeatureImageContent): Promise<FeatureImage> {
  const ref = features().doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpError(404, "banner.notFound");
    tx.update(ref, { ...content });
    return { ...toFeatureImage(snapshot), ...content };
  });
}

/**
 * Puts the banners in the order of `ids`, which must name every stored banner exactly once: 409
 * when they do not (someone added or deleted one meanwhile), so no banner is left without a place.
 */
export async function reorderFeatureImages(ids: readonly string[]): Promise<FeatureImage[]> {
  return db().runTransaction(async (tx) => {
    const held = await tx.get(features().limit(FEATURE_IMAGE_LIMIT + 1));
    const stored = new Map(held.docs.map((doc) => [doc.id, doc]));
    const docs = ids.map((id) => stored.get(id));
    if (stored.size !== ids.length || docs.some((doc) => !doc)) {
      throw new HttpError(409, "banner.reorderMismatch");
    }
    return docs.filter((doc) => doc !== undefined).map((doc, order) => {
      tx.update(doc.ref, { order });
      return { ...toFeatureImage(doc), order };
    });
  });
}
/** 404 for an unknown id. Read and delete in one transaction, so a second delete answers 404. */
export async function deleteFeatureImage(id: string): Promise<void> {
  const ref = features().doc(id);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpError(404, "banner.notFound");
    tx.delete(ref);
  });
}
