/**
 * The search index: one posting document per search token, `searchTerms/{token}` =
 * `{ products: { <key of product id>: "<tier><category id>" } }`, beside the products (which carry no
 * tokens, so listing reads stay lean).
 *
 * - tier `2`: the token comes from a title (English or Hebrew); `1`: only from the description or the
 *   category and brand labels. Search ranks products whose every term is in a title first.
 * - the category travels with each entry, so a search filters the inactive categories out before it
 *   reads a single product; so do the product's food filters (free from, diets, kosher: issue 35),
 *   as `~` and their bits in base 36 (`foodFilterMask`), so "nut-free" narrows a search for free.
 * - `""` marks a product that no longer holds the token (edited or deleted). A set-merge writes it
 *   without reading the posting document, so admin writes never contend on a common token's
 *   document, and it works on the Node Firestore emulator too (which ignores `FieldValue.delete()`
 *   inside maps).
 *
 * A search reads the posting document of each query term (one read each), intersects them in memory,
 * ranks, and reads only the products of the page it answers: reads = terms + page, whatever the
 * size of the catalogue or how common a word is (README, "Search").
 *
 * Map keys are product ids made safe for a field path everywhere (letters, digits, `_`, not
 * starting with a digit): `p` + the id with any other character as `_` + 4 hex digits.
 */
import { foodFilterMask, maskHolds, productFoodFilterKeys, type CatalogGroup, type FoodFilterKey, type ShopSettings } from "@cocoa/contracts";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { collections } from "../../platform/collections";
import { db } from "../../platform/firebase";
import { indexedForm, searchTokens } from "./search-text";
import type { ProductFields } from "./product-document";

/** Bumped when the token rules change, so a one-off reindex knows what to rebuild. */
export const SEARCH_VERSION = 3;

export const TITLE_TIER = 2;
export const TEXT_TIER = 1;

/** What a product holds in the index: token → `"<tier><category>~<food filter bits>"`. */
export type SearchEntries = Map<string, string>;

export function postingKey(productId: string): string {
  return `p${productId.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}`;
}

export function productIdOfPostingKey(key: string): string {
  return key.slice(1).replace(/_([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function groupTexts(groups: readonly CatalogGroup[], id: string): string[] {
  const group = groups.find((g) => g.id === id);
  return [id, group?.label ?? "", group?.labelHe ?? ""];
}

/** The tokens of a product with their tier and its category (./search-text.ts makes the tokens). */
export function searchEntries(fields: ProductFields, settings: Pick<ShopSettings, "categories" | "brands">): SearchEntries {
  // A variant's SKU ranks as a title does: as written ("TRF-16-DK": its words and their joins) and as
  // one word ("trf16dk"), so a SKU typed with or without its dashes finds the product.
  const skus = (fields.variants ?? []).flatMap((variant) => [variant.sku, variant.sku.replace(/[^A-Za-z0-9]/g, "")]);
  const titleTokens = new Set(searchTokens([fields.title, fields.titleHe, ...skus]));
  const all = searchTokens([
    fields.title,
    fields.titleHe,
    ...skus,
    fields.description,
    fields.descriptionHe,
    ...groupTexts(settings.categories, fields.category),
    ...groupTexts(settings.brands, fields.brand),
  ]);
  const food = `~${foodFilterMask(productFoodFilterKeys(fields))}`;
  return new Map(all.map((token) => [token, `${titleTokens.has(token) ? TITLE_TIER : TEXT_TIER}${fields.category}${food}`]));
}

export const postingRef = (token: string, store: Firestore = db()): DocumentReference => store.collection(collections.searchTerms).doc(token);

/**
 * Writes the change from `before` to `after` (either absent for an add or a delete) with the
 * product's own write, in the same transaction: entries that changed are set, tokens the
 * product lost are marked `""`. Blind set-merges: nothing is read.
 */
export function writeSearchEntries(
  writer: Transaction,
  productId: string,
  before: SearchEntries | undefined,
  after: SearchEntries | undefined,
): void {
  const key = postingKey(productId);
  for (const [token, value] of after ?? []) {
    if (before?.get(token) !== value) writer.set(postingRef(token), { products: { [key]: value } }, { merge: true });
  }
  for (const token of before?.keys() ?? []) {
    if (!after?.has(token)) writer.set(postingRef(token), { products: { [key]: "" } }, { merge: true });
  }
}

/**
 * The posting documents of many products at once (the seed, benchmarks and tests that load a whole
 * catalogue): one document per token with these products' entries (write with a merge to keep others').
 */
export function searchIndexDocuments(
  products: readonly { id: string; fields: ProductFields }[],
  settings: Pick<ShopSettings, "categories" | "brands">,
  store: Firestore = db(),
): [DocumentReference, { products: Record<string, string> }][] {
  const postings = new Map<string, Record<string, string>>();
  for (const { id, fields } of products) {
    const key = postingKey(id);
    for (const [token, value] of searchEntries(fields, settings)) {
      let posting = postings.get(token);
      if (!posting) postings.set(token, (posting = {}));
      posting[key] = value;
    }
  }
  return [...postings].map(([token, posting]) => [postingRef(token, store), { products: posting }]);
}

/** A product a search found: how many of its terms are in its title (the rank), and its id. */
export interface SearchHit {
  productId: string;
  titleTerms: number;
}

/**
 * Every product of an active category that holds all `terms` (each a token of it, or a prefix one;
 * long terms by their indexed form) and every food filter asked for, unordered (the caller ranks by `titleTerms`).
 * Reads: one posting document per term.
 */
/** An entry's category and food filter bits (an entry written before the bits holds none). */
function parseEntry(value: string): { category: string; mask: string } {
  const at = value.lastIndexOf("~");
  return at < 0 ? { category: value.slice(1), mask: "0" } : { category: value.slice(1, at), mask: value.slice(at + 1) };
}

export async function findProducts(terms: readonly string[], activeCategories: ReadonlySet<string>, foodFilters: readonly FoodFilterKey[] = []): Promise<SearchHit[]> {
  const tokens = [...new Set(terms.map(indexedForm))];
  if (tokens.length === 0 || activeCategories.size === 0) return [];
  const snapshots = await db().getAll(...tokens.map((token) => postingRef(token)));
  const postings = snapshots.map((snapshot) => {
    const products: unknown = snapshot.get("products");
    return typeof products === "object" && products !== null ? (products as Record<string, unknown>) : {};
  });
  // Intersect starting from the smallest posting.
  postings.sort((a, b) => Object.keys(a).length - Object.keys(b).length);
  const [first, ...rest] = postings;
  if (!first) return [];
  const hits: SearchHit[] = [];
  for (const [key, value] of Object.entries(first)) {
    if (typeof value !== "string" || value === "") continue;
    const entry = parseEntry(value);
    if (!activeCategories.has(entry.category) || !maskHolds(entry.mask, foodFilters)) continue;
    let titleTerms = value.startsWith(String(TITLE_TIER)) ? 1 : 0;
    let everywhere = true;
    for (const posting of rest) {
      const other = posting[key];
      if (typeof other !== "string" || other === "") {
        everywhere = false;
        break;
      }
      if (other.startsWith(String(TITLE_TIER))) titleTerms += 1;
    }
    if (everywhere) hits.push({ productId: productIdOfPostingKey(key), titleTerms });
  }
  return hits;
}
