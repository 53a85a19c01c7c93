/**
 * The new products of a CSV import written in batches (issue 37), not one transaction each: 2,000 of
 * them must fit the function's time. Each product is made as `addProduct` makes it (its image's
 * resized copies, `productDocument`, a slug claimed under `productSlugs`, its search-index entries,
 * no reviews yet), only the checks were done already by the import's preview step, against the same
 * catalogue. Slugs: every candidate of every title read at once, then the first free one taken, none
 * twice within the import; the claim is a `create`, so a slug taken meanwhile fails its batch instead
 * of being shared (the import then stops, as its header says).
 */
import type { DocumentReference, WriteBatch } from "firebase-admin/firestore";
import type { ImageVariant, ShopSettings } from "@cocoa/contracts";
import { db, firestoreModule } from "../../../platform/firebase";
import { collections } from "../../../platform/collections";
import { logger } from "../../../platform/logger";
import { forgetListingTotals, lastResortSlug, productDocument, searchIndexDocuments, shopImage, slugCandidates, slugOf, type ProductDocument } from "../../catalog";
import type { ProductInputFields } from "../products.service";

/** Products per batch: 2 writes each, and their search postings (one document per token, shared). */
const PRODUCTS_PER_BATCH = 100;
const WRITES_PER_BATCH = 480;
const COMMITS_AT_ONCE = 4;

async function imageVariantsOf(url: string | undefined, cache: Map<string, Promise<ImageVariant[] | undefined>>): Promise<ImageVariant[] | undefined> {
  if (!url) return undefined;
  let found = cache.get(url);
  if (!found) {
    found = shopImage(url).then((stored) => stored?.imageVariants);
    cache.set(url, found);
  }
  return found;
}

/** Creates the products; answers their ids in the order given. */
export async function createProducts(inputs: readonly ProductInputFields[], settings: ShopSettings): Promise<string[]> {
  if (inputs.length === 0) return [];
  const products = db().collection(collections.products);
  const slugs = db().collection(collections.productSlugs);
  const cache = new Map<string, Promise<ImageVariant[] | undefined>>();
  const refs = inputs.map(() => products.doc());

  // Each title's own slug read first (one read per product); the numbered ones only for titles whose slug is
  // taken, all at once; a slug this import takes is taken for the rest of it.
  const candidates = inputs.map((input) => slugCandidates(slugOf(input.title)));
  const taken = new Set<string>();
  const readTaken = async (list: readonly string[]) => {
    const distinct = [...new Set(list)];
    for (let at = 0; at < distinct.length; at += 300) {
      const chunk = distinct.slice(at, at + 300).map((slug) => slugs.doc(slug)) as [DocumentReference, ...DocumentReference[]];
      for (const snapshot of await db().getAll(...chunk)) if (snapshot.exists) taken.add(snapshot.id);
    }
  };
  await readTaken(candidates.map((list) => list[0] ?? ""));
  const bases = candidates.map((list) => list[0] ?? "");
  const repeated = new Set(bases.filter((base, index) => bases.indexOf(base) !== index));
  await readTaken(candidates.filter((list) => taken.has(list[0] ?? "") || repeated.has(list[0] ?? "")).flatMap((list) => list.slice(1)));
  const chosen = inputs.map((input, index) => {
    const free = candidates[index]?.find((slug) => !taken.has(slug)) ?? lastResortSlug(slugOf(input.title), refs[index]?.id ?? "");
    taken.add(free);
    return free;
  });

  const documents: ProductDocument[] = await Promise.all(
    inputs.map(async (given, index) => {
      const input = { ...given, image: given.gallery?.[0]?.image ?? given.image };
      const variants = input.variants && (await Promise.all(input.variants.map(async (variant) => (variant.image ? { ...variant, imageVariants: await imageVariantsOf(variant.image, cache) } : variant))));
      const gallery = input.gallery?.length ? await Promise.all(input.gallery.map(async (photo) => ({ ...photo, imageVariants: await imageVariantsOf(photo.image, cache) }))) : undefined;
      const imageVariants = await imageVariantsOf(input.image, cache);
      return productDocument(refs[index]?.id ?? "", { ...input, variants, gallery, imageVariants, slug: chosen[index], averageReview: 0 });
    }),
  );

  const { Timestamp } = firestoreModule();
  const now = Timestamp.now();
  const batches: WriteBatch[] = [];
  for (let start = 0; start < documents.length; ) {
    let size = Math.min(PRODUCTS_PER_BATCH, documents.length - start);
    let postings = searchIndexDocuments(documents.slice(start, start + size).map((fields, at) => ({ id: refs[start + at]?.id ?? "", fields })), settings);
    // Fewer products when their postings would pass a batch's limit.
    while (size > 1 && size * 2 + postings.length > WRITES_PER_BATCH) {
      size = Math.max(1, Math.floor(size / 2));
      postings = searchIndexDocuments(documents.slice(start, start + size).map((fields, at) => ({ id: refs[start + at]?.id ?? "", fields })), settings);
    }
    const batch = db().batch();
    for (let at = start; at < start + size; at += 1) {
      const ref = refs[at] as DocumentReference;
      batch.create(ref, { ...documents[at], reviewCount: 0, reviewTotal: 0, createdAt: now, updatedAt: now });
      batch.create(slugs.doc(chosen[at] ?? ""), { productId: ref.id });
    }
    for (const [ref, data] of postings) batch.set(ref, data, { merge: true });
    batches.push(batch);
    start += size;
  }
  const started = Date.now();
  // Four at a time (no batch reads, so none waits on another's documents); a failed one stops the rest
  // from starting (the import's rule: stop and say how far it got).
  for (let at = 0; at < batches.length; at += COMMITS_AT_ONCE) await Promise.all(batches.slice(at, at + COMMITS_AT_ONCE).map((batch) => batch.commit()));
  logger.info("products CSV: new products written", { products: refs.length, batches: batches.length, ms: Date.now() - started });
  forgetListingTotals();
  return refs.map((ref) => ref.id);
}
