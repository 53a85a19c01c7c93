import { PRODUCT_GALLERY_MAX, type Product } from "@contracts";

/**
 * The product form's photos (issue 34), kept pure: up to PRODUCT_GALLERY_MAX stored images in the
 * owner's order, the first the tile's, each with its alt text in English and Hebrew. What goes to
 * the API is `galleryRequestOf`: the first photo as `image`, and `gallery` only when there is more
 * to say than one image (a second photo, or any alt text), so a product of one photo saves as before.
 */

export interface PhotoDraft {
  /** Ties the photo's card, its upload and its errors together inside one form; never sent. */
  id: string;
  /** The stored image it shows now: the saved one, or the last upload. */
  image: string;
  /** Its image when the form opened ("" for a photo added here): "Keep the current image" goes back to it. */
  saved: string;
  alt: string;
  altHe: string;
}

export type PhotoField = "alt" | "altHe";

let lastId = 0;
/** A photo's id, also handed to the empty "Add a photo" slot, which keeps it once its upload lands. */
export const newPhotoId = () => `ph${++lastId}`;

/** A saved product's photos: its gallery, else its one image. */
export function photosFrom(product: Pick<Product, "image" | "gallery"> | null | undefined): PhotoDraft[] {
  if (!product) return [];
  const gallery = product.gallery?.length ? product.gallery : [{ image: product.image, alt: "", altHe: "" }];
  return gallery
    .filter((photo) => photo.image)
    .slice(0, PRODUCT_GALLERY_MAX)
    .map((photo) => ({ id: newPhotoId(), image: photo.image, saved: photo.image, alt: photo.alt ?? "", altHe: photo.altHe ?? "" }));
}

/** An upload landed in card `id`: its photo shows it, or, from the empty slot, a new photo at the end. */
export function withUploadedPhoto(photos: readonly PhotoDraft[], id: string, image: string): PhotoDraft[] {
  if (photos.some((photo) => photo.id === id)) return photos.map((photo) => (photo.id === id ? { ...photo, image } : photo));
  if (photos.length >= PRODUCT_GALLERY_MAX) return [...photos];
  return [...photos, { id, image, saved: "", alt: "", altHe: "" }];
}

/** "Keep the current image" / "Remove" under an upload: back to the saved image, or gone if it had none. */
export function withPhotoRestored(photos: readonly PhotoDraft[], id: string): PhotoDraft[] {
  return photos.flatMap((photo) => (photo.id !== id ? [photo] : photo.saved ? [{ ...photo, image: photo.saved }] : []));
}

export function withoutPhoto(photos: readonly PhotoDraft[], id: string): PhotoDraft[] {
  return photos.filter((photo) => photo.id !== id);
}

/** The photos with `id` moved to place `to` (0-based, clamped). */
export function withPhotoMoved(photos: readonly PhotoDraft[], id: string, to: number): PhotoDraft[] {
  const from = photos.findIndex((photo) => photo.id === id);
  if (from < 0) return [...photos];
  const next = photos.filter((photo) => photo.id !== id);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, photos[from]!);
  return next;
}

export function withPhotoText(photos: readonly PhotoDraft[], id: string, field: PhotoField, text: string): PhotoDraft[] {
  return photos.map((photo) => (photo.id === id ? { ...photo, [field]: text } : photo));
}

/** The photos a request lists, in order (every photo has its image: a card without one is the empty slot). */
const sentPhotos = (photos: readonly PhotoDraft[]) => photos.filter((photo) => photo.image);

/** The images of the photos sent, in order: what a variant's "Photo" chooses from ("Photo 1" the first). */
export const photoImages = (photos: readonly PhotoDraft[]) => sentPhotos(photos).map((photo) => photo.image);

/**
 * The request's `image` and `gallery` (as the schema reads them): `gallery` when there is more than one
 * photo or any alt text; otherwise one image, as a product saved before galleries (an edit without a
 * gallery goes back to one image on the server).
 */
export function galleryRequestOf(photos: readonly PhotoDraft[]): { image: string; gallery?: { image: string; alt: string; altHe: string }[] } {
  const sent = sentPhotos(photos);
  const image = sent[0]?.image ?? "";
  const described = sent.some((photo) => photo.alt.trim() || photo.altHe.trim());
  if (sent.length < 2 && !described) return { image };
  return { image, gallery: sent.map((photo) => ({ image: photo.image, alt: photo.alt, altHe: photo.altHe })) };
}

/**
 * Where a request path of the photos is shown: `<photo id>.image|alt|altHe`, or "gallery" for the
 * section (the list itself, or a photo the form no longer has); null for other paths. `image` is
 * the first photo's.
 */
export function photoPlace(path: string, photos: readonly PhotoDraft[]): string | null {
  const sent = sentPhotos(photos);
  if (path === "image") return sent[0] ? `${sent[0].id}.image` : "gallery";
  const [root, index, field] = path.split(".");
  if (root !== "gallery") return null;
  const photo = index === undefined ? undefined : sent[Number(index)];
  if (!photo) return "gallery";
  return `${photo.id}.${field === "alt" || field === "altHe" ? field : "image"}`;
}
