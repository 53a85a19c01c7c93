/**
 * The owner's catalogue: list, add, edit and delete products (./products.routes.ts).
 *
 * Every write goes through `productDocument` (../catalog/product-document.ts), so the storefront's
 * sort keys match the new fields at once, and writes the product's search index entries
 * (`writeSearchEntries`, ../catalog/search-index.ts) in the same transaction: blind set-merges of
 * the changed tokens' posting documents, nothing more read. Category and brand must exist in the settings
 * (active or not; read with `getPublicSettings`, the one settings reader); the image must be one the
 * shop stored (`shopImage`), or on edit the product's current image. The product carries the image's
 * resized variants as the store lists them (an edit that keeps the image keeps its variants when the
 * store lists none, as for the seed's artwork, whose variants the seed gave).
 *
 * Each new product gets its slug (../catalog/product-slug.ts) in the add's transaction: 1 more read (the
 * candidate slugs) and 1 more write.
 *
 * Reads per call: list, the page (pageSize + 1 at most); add, 1 (settings) + 0; edit, 1 (settings) + 1
 * (the product); delete, 1 (the product) + the carts holding it + its reviews + 1 (settings), and as
 * many writes plus one per search token of the product.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { type ImageVariant, type Product, type ProductInputParsed, type ShopSettings } from "@cocoa/contracts";
import { HttpError, invalidFields, type FieldMessages } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { cartDocument, storedLines } from "../cart";
import { readItems, type ListOrder, type Page } from "../../platform/cursor";
import { FOOD_FIELDS, claimProductSlug, foodFlagsCleared, forgetListingTotals, productDocument, type ProductDocument, productFromDocument, searchEntries, shopImage, storedImageVariants, writeSearchEntries } from "../catalog";
import { getPublicSettings } from "../settings";
import { collections } from "../../platform/collections";

/** A product as the admin gives it; `averageReview` never gets this far (reviews decide it). */
export type ProductInputFields = Omit<ProductInputParsed, "averageReview">;

const products = () => db().collection(collections.products);

const numberOf = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * Newest first; products added in the same instant by id. Every product the shop writes has
 * `createdAt` (the seed, add, and edit, which back-fills it); one stored with `createdAt: null` lists
 * last. Firestore leaves out a document that lacks an ordered field altogether, so a product
 * written by hand without `createdAt` is not listed here until it is saved once.
 */
const ADMIN_PRODUCT_LIST: ListOrder = { list: "adminProducts", fields: [{ field: "createdAt", direction: "desc" }] };

/** A page of the whole catalogue (inactive categories too), newest first: pageSize + 1 reads at most. */
export async function listAdminProducts(page: { pageSize: number; cursor?: string }): Promise<Page<Product>> {
  return readItems(ADMIN_PRODUCT_LIST, products(), page, (doc) => productFromDocument(doc.id, doc.data()));
}

/** The field errors of what the settings and the image store say about `input`. */
function referenceErrors(input: ProductInputFields, settings: ShopSettings, imageAccepted: boolean): FieldMessages {
  const errors: FieldMessages = {};
  if (!imageAccepted) errors.image = { code: "product.imageNotStored" };
  if (!settings.categories.some((c) => c.id === input.category)) errors.category = { code: "product.unknownCategory" };
  if (!settings.brands.some((b) => b.id === input.brand)) errors.brand = { code: "product.unknownBrand" };
  return errors;
}

function throwIfAny(errors: FieldMessages): void {
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/**
 * A new product: no reviews yet, so its average starts at 0. The settings are read in the same
 * transaction as the write, so a category or brand deleted at that moment cannot be left behind
 * on a product (the settings delete checks for products in its own transaction).
 */
/**
 * The variants with their photos' resized copies: each photo must be one the shop stored, or one the
 * product already shows (`known`: its current photos, on edit); `errors` gets each refusal at its row.
 */
async function variantsWithImages(input: ProductInputFields, known: ReadonlyMap<string, ImageVariant[] | undefined>, errors: FieldMessages): Promise<ProductInputFields["variants"]> {
  if (!input.variants) return undefined;
  return Promise.all(
    input.variants.map(async (variant, index) => {
      if (!variant.image) return variant;
      const stored = await shopImage(variant.image);
      if (stored) return { ...variant, imageVariants: stored.imageVariants };
      if (known.has(variant.image)) return { ...variant, imageVariants: known.get(variant.image) };
      errors[`variants.${index}.image`] = { code: "product.imageNotStored" };
      return variant;
    }),
  );
}

/** The photos a stored product shows now (its own, its gallery's and its variants'), with their resized copies. */
function currentImages(data: Record<string, unknown>): Map<string, ImageVariant[] | undefined> {
  const product = productFromDocument("", data);
  const images = new Map<string, ImageVariant[] | undefined>([[product.image, product.imageVariants]]);
  for (const photo of product.gallery ?? []) images.set(photo.image, photo.imageVariants);
  for (const variant of product.variants ?? []) if (variant.image) images.set(variant.image, variant.imageVariants);
  return images;
}

/**
 * The gallery with each photo's resized copies: each must be one the shop stored, or one the product
 * already shows (`known`, on edit); `errors` gets each refusal at its place.
 */
async function galleryWithImages(input: ProductInputFields, known: ReadonlyMap<string, ImageVariant[] | undefined>, errors: FieldMessages): Promise<ProductInputFields["gallery"]> {
  if (!input.gallery?.length) return undefined;
  return Promise.all(
    input.gallery.map(async (photo, index) => {
      const stored = await shopImage(photo.image);
      if (stored) return { ...photo, imageVariants: stored.imageVariants };
      if (known.has(photo.image)) return { ...photo, imageVariants: known.get(photo.image) };
      errors[`gallery.${index}.image`] = { code: "product.imageNotStored" };
      return photo;
    }),
  );
}

/**
 * A box's pieces must be products of the shop sold as themselves (no options, no box of their own),
 * read in the caller's transaction; the refusal goes to `box.pieceIds`.
 */
async function pieceErrors(tx: Transaction, input: ProductInputFields, ownId: string): Promise<FieldMessages> {
  const ids = input.box?.pieceIds ?? [];
  if (ids.length === 0) return {};
  const snapshots = await tx.getAll(...(ids.map((id) => products().doc(id)) as [DocumentReference, ...DocumentReference[]]));
  const fit = snapshots.every((snapshot) => {
    if (!snapshot.exists || snapshot.id === ownId) return false;
    const piece = productFromDocument(snapshot.id, snapshot.data() ?? {});
    return !piece.variants?.length && !piece.box;
  });
  return fit ? {} : { "box.pieceIds": { code: "product.boxPieceUnknown" } };
}

/** With a gallery, the product's image is its first photo (the form sends the same; the server makes sure). */
const mainImage = (input: ProductInputFields) => input.gallery?.[0]?.image ?? input.image;

export async function addProduct(given: ProductInputFields): Promise<Product> {
  const input = { ...given, image: mainImage(given) };
  const stored = await shopImage(input.image);
  const variantErrors: FieldMessages = {};
  const variants = await variantsWithImages(input, new Map(), variantErrors);
  const gallery = await galleryWithImages(input, new Map(), variantErrors);
  const { Timestamp } = firestoreModule();
  const ref = products().doc();
  const added = await db().runTransaction(async (tx) => {
    const settings = await getPublicSettings(tx);
    throwIfAny({ ...referenceErrors(input, settings, stored !== null), ...variantErrors, ...(await pieceErrors(tx, input, ref.id)) });
    const slug = await claimProductSlug(tx, input.title, ref.id);
    const now = Timestamp.now();
    const document = productDocument(ref.id, { ...input, variants, gallery, imageVariants: stored?.imageVariants, slug, averageReview: 0 });
    tx.create(ref, { ...document, reviewCount: 0, reviewTotal: 0, createdAt: now, updatedAt: now });
    writeSearchEntries(tx, ref.id, undefined, searchEntries(document, settings));
    return productFromDocument(ref.id, { ...document });
  });
  // The listing's totals this instance keeps (../catalog/products.service.ts) count it from now on.
  forgetListingTotals();
  return added;
}

/**
 * Replaces the product's fields with `input` (a Hebrew text left out is removed). Its reviews'
 * average and counters and its `createdAt` stay, read in the same transaction as the write, so a
 * review landing meanwhile is not lost.
 */
export async function editProduct(id: string, given: ProductInputFields): Promise<Product> {
  const input = { ...given, image: mainImage(given) };
  const stored = await shopImage(input.image);
  const { Timestamp } = firestoreModule();
  const ref = products().doc(id);
  const edited = await db().runTransaction(async (tx) => {
    // Settings in the transaction too, for the same reason as in addProduct.
    const [settings, snapshot] = await Promise.all([getPublicSettings(tx), tx.get(ref)]);
    const current = snapshot.data();
    if (!snapshot.exists || !current) throw new HttpError(404, "catalog.productNotFound");
    const keepsImage = input.image === current.image;
    const variantErrors: FieldMessages = {};
    const variants = await variantsWithImages(input, currentImages(current), variantErrors);
    const gallery = await galleryWithImages(input, currentImages(current), variantErrors);
    throwIfAny({ ...referenceErrors(input, settings, stored !== null || keepsImage), ...variantErrors, ...(await pieceErrors(tx, input, id)) });
    const listed = stored?.imageVariants ?? [];
    const imageVariants = listed.length === 0 && keepsImage ? storedImageVariants(current.imageVariants) : listed;
    // The slug never changes (shared links keep working); a product stored before slugs gets one now.
    const slug = typeof current.slug === "string" && current.slug !== "" ? current.slug : await claimProductSlug(tx, input.title, id);
    const now = Timestamp.now();
    // A Hebrew text left out is stored blank (which reads as absent), not just omitted: an omitted
    // field would survive in the Node emulator, whose `set` merges.
    const fields = { ...input, variants, gallery, imageVariants, titleHe: input.titleHe ?? "", descriptionHe: input.descriptionHe ?? "" };
    const document = productDocument(id, { ...fields, slug, averageReview: numberOf(current.averageReview) });
    tx.set(ref, {
      ...document,
      // None stored as an empty list, not left out: the Node emulator's merging `set` would keep the old image's.
      imageVariants: document.imageVariants ?? [],
      // Likewise a product whose options were taken away is sold as itself again.
      options: document.options ?? [],
      lowestVariantStock: document.lowestVariantStock ?? null,
      gallery: document.gallery ?? [],
      // A product that stops being a box, or a piece that no longer adds a supplement.
      box: document.box ?? null,
      supplement: document.supplement ?? 0,
      variants: document.variants ?? [],
      // What is in it: a text, table or figure taken away is cleared, not left behind.
      ...clearedFood(document),
      reviewCount: numberOf(current.reviewCount),
      reviewTotal: numberOf(current.reviewTotal),
      createdAt: current.createdAt ?? now,
      updatedAt: now,
    });
    // What the index holds for the product was made from its stored fields and these settings (a
    // label rename rewrites its products' entries), so the difference is exact.
    writeSearchEntries(tx, id, searchEntries(productFromDocument(id, current), settings), searchEntries(document, settings));
    return productFromDocument(id, { ...document });
  });
  forgetListingTotals(); // it may have moved to another category or brand
  return edited;
}

/**
 * Deletes the product, takes its line out of every cart that holds it (found by the carts'
 * `productIds`) and deletes its reviews, all in one transaction. Orders keep their own copy of
 * each line, so past orders are untouched. The image stays stored: a banner may show it too.
 */
export async function deleteProduct(id: string): Promise<void> {
  const { FieldValue } = firestoreModule();
  const ref = products().doc(id);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.data();
    if (!snapshot.exists || !current) throw new HttpError(404, "catalog.productNotFound");
    const [carts, reviews, settings] = await Promise.all([
      tx.get(db().collection(collections.carts).where("productIds", "array-contains", id)),
      tx.get(db().collection(collections.reviews).where("productId", "==", id)),
      getPublicSettings(tx),
    ]);
    for (const cart of carts.docs) {
      const data = cart.data();
      const lines = storedLines(data).filter((line) => line.productId !== id);
      const uid = typeof data.userId === "string" ? data.userId : cart.id;
      tx.set(cart.ref, cartDocument(uid, lines, FieldValue.serverTimestamp()));
    }
    for (const review of reviews.docs) tx.delete(review.ref);
    writeSearchEntries(tx, id, searchEntries(productFromDocument(id, current), settings), undefined);
    tx.delete(ref);
  });
  forgetListingTotals();
}

/**
 * The food fields of an edit with each absent one cleared (null, which reads as absent), so an edit
 * that drops the nutrition table or the storage line leaves none behind.
 */
function clearedFood(document: ProductDocument): Record<string, unknown> {
  return { ...Object.fromEntries(FOOD_FIELDS.map((field) => [field, document[field] ?? null])), ...foodFlagsCleared(document) };
}
