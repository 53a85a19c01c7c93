/**
 * A product's slug, its address in the shop (`/shop/product/<slug>`): lower-case ASCII words joined
 * by "-", made once from the English title when the product is created and never changed after, so a
 * shared link keeps working when the owner retitles the product.
 *
 * Uniqueness: `productSlugs/{slug}` = `{ productId }`, created in the same transaction as the product
 * (`claimProductSlug`); a taken slug gets "-2", "-3"… Deleting a product leaves its slug document in
 * place, so an old link answers 404 and never shows another product that would have taken the freed
 * slug.
 */
import type { Transaction } from "firebase-admin/firestore";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";

/** Slugs stay readable in a URL bar; cut at a word boundary below this. */
export const SLUG_MAX_LENGTH = 60;
/** Suffixes tried in one read ("-2" … "-<n>"); past them the product id's start makes it unique. */
const SUFFIXES_TRIED = 9;
/** What a title with nothing spellable in ASCII or Hebrew (emoji only, say) becomes. */
const FALLBACK_SLUG = "product";

/** Hebrew letters spelled in Latin, so a Hebrew-only title still reads as words in its address. */
const HEBREW_LATIN: Record<string, string> = {
  א: "a", ב: "b", ג: "g", ד: "d", ה: "h", ו: "v", ז: "z", ח: "ch", ט: "t", י: "y", כ: "k", ך: "k",
  ל: "l", מ: "m", ם: "m", נ: "n", ן: "n", ס: "s", ע: "a", פ: "p", ף: "f", צ: "tz", ץ: "tz", ק: "k",
  ר: "r", ש: "sh", ת: "t",
};

/** "Dark Chocolate Swan (12 pcs)" → "dark-chocolate-swan-12-pcs"; "Crème brûlée" → "creme-brulee". */
export function slugOf(title: string): string {
  const latin = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u0591-\u05c7]/g, "") // accents and Hebrew points
    .replace(/[\u05d0-\u05ea]/g, (letter) => HEBREW_LATIN[letter] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (latin.length <= SLUG_MAX_LENGTH) return latin || FALLBACK_SLUG;
  const cut = latin.slice(0, SLUG_MAX_LENGTH + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, "");
}

/** The slugs to try for `base`, in order: itself, then "-2" … */
export function slugCandidates(base: string): string[] {
  return [base, ...Array.from({ length: SUFFIXES_TRIED }, (_, i) => `${base}-${i + 2}`)];
}

/** When every candidate is taken: the base and the product id's start, which no other product shares. */
export function lastResortSlug(base: string, productId: string): string {
  return `${base}-${productId.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 8) || "x"}`;
}

const slugDocs = () => db().collection(collections.productSlugs);

/**
 * Reserves a slug for product `productId` made from `title` inside `tx` (one read of the candidates,
 * one create), and answers it. Every read of the transaction must come before this call's write.
 */
export async function claimProductSlug(tx: Transaction, title: string, productId: string): Promise<string> {
  const base = slugOf(title);
  const candidates = slugCandidates(base);
  const snapshots = await tx.getAll(...candidates.map((slug) => slugDocs().doc(slug)));
  const free = candidates.find((_, i) => !snapshots[i]?.exists) ?? lastResortSlug(base, productId);
  tx.create(slugDocs().doc(free), { productId });
  return free;
}

/** The id of the product that holds `slug`, or null (deleted products keep theirs: see above). */
export async function productIdOfSlug(slug: string): Promise<string | null> {
  const data = (await slugDocs().doc(slug).get()).data();
  return typeof data?.productId === "string" ? data.productId : null;
}
