/**
 * The images a products CSV names (issue 37): an address the shop stored is kept as it is; any other
 * is fetched (../../catalog/images/image-fetch.ts: the upload's limits, no private networks), resized
 * into the upload's variants and stored, and the product gets the stored address instead.
 *
 * Fetched by the preview already, as the product form stores an upload before the product is saved:
 * the owner learns at the preview that an address does not open, and the apply (which plans the file
 * again) finds every picture stored. Each source address is remembered in `importedImages/{sha256}`, so
 * the apply, a second preview or the same file imported again next month takes the stored copy instead
 * of fetching it twice (and a product imported from the same file reads as unchanged).
 */
import { createHash } from "node:crypto";
import { PRODUCTS_CSV_LIMITS, type ImageVariant } from "@cocoa/contracts";
import { db, firestoreModule } from "../../../platform/firebase";
import { collections } from "../../../platform/collections";
import { logger } from "../../../platform/logger";
import { loadImageFetch, loadImageVariants, shopImage, type ImageFetchProblem } from "../../catalog";

export type ImportImage = { url: string; imageVariants: ImageVariant[] } | { problem: ImageFetchProblem | "productsCsv.imageUndecodable" | "productsCsv.tooManyImages" };

/** Fetched and resized at once: each takes a download and half a second of sharp. */
const FETCHES_AT_ONCE = 4;

const sourceKey = (url: string) => createHash("sha256").update(url).digest("hex");

/** One import's images: each address resolved once, new ones fetched `FETCHES_AT_ONCE` at a time. */
export function importImages(): (url: string) => Promise<ImportImage> {
  const found = new Map<string, Promise<ImportImage>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  let fetched = 0;
  const turn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= FETCHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  const resolve = async (url: string): Promise<ImportImage> => {
    const stored = await shopImage(url);
    if (stored) return { url, imageVariants: stored.imageVariants };
    const memory = db().collection(collections.importedImages).doc(sourceKey(url));
    const remembered = (await memory.get()).data() as { source?: string; url?: string } | undefined;
    if (remembered?.source === url && remembered.url) {
      const copy = await shopImage(remembered.url);
      if (copy) return { url: remembered.url, imageVariants: copy.imageVariants };
    }
    fetched += 1;
    if (fetched > PRODUCTS_CSV_LIMITS.maxFetchedImages) return { problem: "productsCsv.tooManyImages" };
    return turn(async () => {
      const image = await (await loadImageFetch()).fetchImage(url);
      if ("problem" in image) return image;
      const { storeImageSet, UndecodableImage } = await loadImageVariants();
      try {
        const set = await storeImageSet(image);
        await memory.set({ source: url, url: set.url, at: firestoreModule().Timestamp.now() });
        logger.info("products CSV: image fetched", { url: set.url, bytes: image.bytes.length });
        return set;
      } catch (error) {
        if (error instanceof UndecodableImage) return { problem: "productsCsv.imageUndecodable" };
        throw error;
      }
    });
  };

  return (url) => {
    let answer = found.get(url);
    if (!answer) {
      answer = resolve(url);
      found.set(url, answer);
    }
    return answer;
  };
}
