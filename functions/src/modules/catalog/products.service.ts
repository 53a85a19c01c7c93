/**
 * The storefront's product reads: the filtered, sorted listing (always a page), one product, and
 * keyword search. Only products whose category is active in the settings are ever shown.
 *
 * Listing query: `where(category in [...])` (the active ids, intersected with the requested ones; left
 * out when every category is active and none was asked for) + `where(brand in [...])` when asked +
 * `orderBy(<sort key>)`, paged by the cursor module (./cursor.ts): `startAfter(cursorKey)` +
 * `limit(pageSize + 1)`. The sort keys (product-document.ts) are unique, so no `__name__` tie-breaker
 * is needed and the cursor holds a single value. Without a page size the route asks for
 * PAGE_SIZES.products.default, never the whole catalogue. Firestore allows at most 30 disjunctions per
 * query (categories × brands), so the category list is split into chunks of ⌊30 / brands⌋ ids: one
 * query per chunk, merged in memory.
 *
 * Reads per call: the products returned + 1 look-ahead per chunk (the settings come from the instance's
 * cache, modules/settings), plus, once a minute per filter and instance, the total's `count()` per
 * chunk (1 read per 1000 matches; see `listingTotal`). Home (`listHomeProducts`): each enabled section's
 * maxItems at most, no look-ahead. Search (./search-index.ts): 1 (settings) + one
 * posting document per query term + the products of the page it answers.
 *
 * The listing and search answer cards (`productCardFromDocument`: no descriptions); the product
 * page answers the whole product. Both carry the offer of an automatic promotion that covers the
 * product now (./product-offers.ts: from a cache, no read per request).
 */
import {
  SEARCH_MIN_KEYWORD_LENGTH,
  foodFilterKeysOfQuery,
  type FoodFilterQuery,
  type BoxPiece,
  type HomeProducts,
  type MessageLanguage,
  type Product,
  type ProductCard,
  type ShopSettings,
  type SortOption,
} from "@cocoa/contracts";
import { HttpError, invalidField } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { badCursorError, comparePositions, decodeCursor, encodeCursor, readFirst, readPage, type CursorValue, type ListOrder } from "../../platform/cursor";
import { productCardFromDocument, productFromDocument, type ProductSortKeys } from "./product-document";
import { queryTerms } from "./search-text";
import { findProducts, type SearchHit } from "./search-index";
import { productIdOfSlug } from "./product-slug";
import { getPublicSettings } from "../settings";
import { foodFilterField } from "./product-food";
import { withOffer, withOffers } from "./product-offers";

import type { DocumentReference, Query } from "firebase-admin/firestore";
import { collections } from "../../platform/collections";
import { expiringValue, type ExpiringValue } from "../../platform/expiring-value";

/** Firestore's limit on the disjunctions (in × in) of one query. */
const MAX_DISJUNCTIONS = 30;

export interface ProductListOptions extends FoodFilterQuery {
  category?: string[];
  brand?: string[];
  sortBy: SortOption;
  pageSize: number;
  cursor?: string;
  lang: MessageLanguage;
}

export interface ProductListResult {
  products: ProductCard[];
  /** How many products match the filters (every page). */
  total: number;
  nextCursor: string | null;
}

function sortKeyField(sortBy: SortOption, lang: MessageLanguage): keyof ProductSortKeys {
  if (sortBy === "price-lowtohigh" || sortBy === "price-hightolow") return "priceSortKey";
  return lang === "he" ? "titleSortKeyHe" : "titleSortKeyEn";
}

const isDescending = (sortBy: SortOption) => sortBy === "price-hightolow" || sortBy === "title-ztoa";

/** The listing's order for a sort: one sort key, unique by itself (it ends with the product id). */
function listingOrder(sortBy: SortOption, lang: MessageLanguage): ListOrder {
  return { list: "products", fields: [{ field: sortKeyField(sortBy, lang), direction: isDescending(sortBy) ? "desc" : "asc" }], uniqueLastField: true };
}

/** A cursor belongs to its sort; title sorts differ per language, so theirs to the language too. */
function listingScope(sortBy: SortOption, lang: MessageLanguage): string {
  return sortKeyField(sortBy, lang) === "priceSortKey" ? sortBy : `${sortBy}:${lang}`;
}

export function activeIds(groups: ShopSettings["categories"]): string[] {
  return groups.filter((g) => g.isActive).map((g) => g.id);
}

function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The category lists to query with (`undefined`: no category filter), or `[]` when nothing can match.
 * Unknown ids (not in the settings at all) are refused; known but inactive ones just match nothing.
 */
function categoryFilters(settings: ShopSettings, requested: string[] | undefined, brandCount: number): (string[] | undefined)[] {
  const known = new Set(settings.categories.map((c) => c.id));
  if (requested?.some((id) => !known.has(id))) {
    throw invalidField("category", "catalog.unknownCategory");
  }
  const active = activeIds(settings.categories);
  if (!requested || requested.length === 0) {
    if (active.length === settings.categories.length && active.length > 0) return [undefined];
    if (active.length === 0) return [];
    return chunk(active, Math.max(1, Math.floor(MAX_DISJUNCTIONS / Math.max(1, brandCount))));
  }
  const wanted = requested.filter((id) => active.includes(id));
  if (wanted.length === 0) return [];
  return chunk(wanted, Math.max(1, Math.floor(MAX_DISJUNCTIONS / Math.max(1, brandCount))));
}

function brandFilter(settings: ShopSettings, requested: string[] | undefined): string[] | undefined {
  if (!requested || requested.length === 0) return undefined;
  const known = new Set(settings.brands.map((b) => b.id));
  if (requested.some((id) => !known.has(id))) {
    throw invalidField("brand", "catalog.unknownBrand");
  }
  return requested;
}

/**
 * How long one instance keeps a filter's total. The total is counted once per filter (every sort,
 * language and page of it shares the count) and kept per instance, rather than counted on every page
 * (at 10,000 products a whole-catalogue `count()` bills 10 reads per page), or kept as counters in
 * the writes' transactions: a filter combines categories × brands, and every writer of products
 * (the admin, the seed, imports, benchmarks) would have to keep a counter per pair exactly right
 * forever, for a figure the screen shows as "N products". The price: after an admin adds or removes
 * a product, other instances show the old total for up to this long (the instance that saved
 * forgets its totals at once: `forgetListingTotals`); the products listed are always current.
 */
export const LISTING_TOTAL_TTL_MS = 60_000;
/** Filters whose totals one instance keeps at most (the oldest goes first): bounded memory, whatever callers ask. */
const LISTING_TOTALS_KEPT = 200;
const listingTotals = new Map<string, ExpiringValue<number>>();

/** After a product is added, removed or moved to another category or brand on this instance. */
export function forgetListingTotals(): void {
  listingTotals.clear();
}

function listingTotal(key: string, queries: Query[]): Promise<number> {
  let total = listingTotals.get(key);
  if (!total) {
    const oldest = listingTotals.keys().next();
    if (listingTotals.size >= LISTING_TOTALS_KEPT && !oldest.done) listingTotals.delete(oldest.value);
    total = expiringValue({
      load: async () => (await Promise.all(queries.map(async (q) => (await q.count().get()).data().count))).reduce((sum, n) => sum + n, 0),
      ttlMs: () => LISTING_TOTAL_TTL_MS,
    });
    listingTotals.set(key, total);
  }
  return total.get();
}

export async function listProducts(options: ProductListOptions): Promise<ProductListResult> {
  const { sortBy, lang, pageSize } = options;
  const order = listingOrder(sortBy, lang);
  const scope = listingScope(sortBy, lang);
  // A foreign cursor is refused before anything is read.
  if (options.cursor !== undefined && !decodeCursor(order, scope, options.cursor)) throw badCursorError();

  const settings = await getPublicSettings();
  const brands = brandFilter(settings, options.brand);
  const categoryChunks = categoryFilters(settings, options.category, brands?.length ?? 1);
  if (categoryChunks.length === 0) return { products: [], total: 0, nextCursor: null };

  // Food filters (issue 35): one equality each on the product's derived flags (./product-food.ts).
  const food = [...new Set(foodFilterKeysOfQuery(options))].sort();
  const queries: Query[] = categoryChunks.map((categories) => {
    let query: Query = db().collection(collections.products);
    if (categories) query = query.where("category", "in", categories);
    if (brands) query = query.where("brand", "in", brands);
    for (const key of food) query = query.where(foodFilterField(key), "==", true);
    return query;
  });

  // The filter as queried (active categories, brands, food), whatever the sort, language or page.
  const filterKey = JSON.stringify([categoryChunks.map((ids) => (ids ? [...ids].sort() : null)), brands ? [...brands].sort() : null, food]);
  const [page, total] = await Promise.all([readPage(order, queries, { pageSize, cursor: options.cursor, scope }), listingTotal(filterKey, queries)]);
  return {
    products: await withOffers(page.docs.map((d) => productCardFromDocument(d.id, d.data()))),
    total,
    nextCursor: page.nextCursor,
  };
}

/**
 * Featured: the owner's flagged products, priciest first (the flag marks showpieces, and the price key
 * is unique by itself and on every product, where `createdAt` is not written by every importer).
 */
const HOME_FEATURED_ORDER: ListOrder = { list: "homeFeatured", fields: [{ field: "priceSortKey", direction: "desc" }], uniqueLastField: true };
/** Recommended: best rated first; equal ratings cheapest first (the unique price key breaks the tie). */
const HOME_RECOMMENDED_ORDER: ListOrder = {
  list: "homeRecommended",
  fields: [
    { field: "averageReview", direction: "desc" },
    { field: "priceSortKey", direction: "asc" },
  ],
  uniqueLastField: true,
};

/**
 * The home page's product sections, each read at its section's maxItems from the settings: featured =
 * `where(featured == true)`, recommended = `where(featured == false)` (so the two never repeat), both
 * only of active categories (`category in [...]` unless all are active). A disabled section reads
 * nothing and answers []. Reads: what it answers (+ the settings, from the instance's cache); with
 * more than 30 active categories (not all) each chunk of them reads up to maxItems, merged in memory.
 */
export async function listHomeProducts(): Promise<HomeProducts> {
  const settings = await getPublicSettings();
  const { featuredProducts, recommendedProducts } = settings.homePageSections;
  const categoryChunks = categoryFilters(settings, undefined, 1);
  const section = async (shown: { enabled: boolean; maxItems: number }, featured: boolean, order: ListOrder): Promise<ProductCard[]> => {
    if (!shown.enabled || shown.maxItems < 1 || categoryChunks.length === 0) return [];
    const queries = categoryChunks.map((categories) => {
      let query: Query = db().collection(collections.products).where("featured", "==", featured);
      if (categories) query = query.where("category", "in", categories);
      return query;
    });
    return (await readFirst(order, queries, shown.maxItems)).map((doc) => productCardFromDocument(doc.id, doc.data()));
  };
  const [featured, recommended] = await Promise.all([
    section(featuredProducts, true, HOME_FEATURED_ORDER),
    section(recommendedProducts, false, HOME_RECOMMENDED_ORDER),
  ]);
  // One read of the offers for both sections (cached: ./product-offers.ts).
  const offered = await withOffers([...featured, ...recommended]);
  return { featured: offered.slice(0, featured.length), recommended: offered.slice(featured.length) };
}

export async function getProduct(id: string): Promise<Product> {
  const snapshot = await db().collection(collections.products).doc(id).get();
  const data = snapshot.data();
  if (!snapshot.exists || !data) throw new HttpError(404, "catalog.productNotFound");
  return withOffer(await withBoxPieces(productFromDocument(snapshot.id, data)));
}

/**
 * A build-your-own box with the pieces its page offers (one read per piece; pieces deleted or no
 * longer sold as themselves are left out, in the owner's order). Any other product as it is.
 */
async function withBoxPieces(product: Product): Promise<Product> {
  const ids = product.box?.pieceIds ?? [];
  if (ids.length === 0) return product;
  const refs = ids.map((id) => db().collection(collections.products).doc(id)) as [DocumentReference, ...DocumentReference[]];
  const snapshots = await db().getAll(...refs);
  const boxPieces: BoxPiece[] = [];
  for (const snapshot of snapshots) {
    if (!snapshot.exists) continue;
    const piece = productFromDocument(snapshot.id, snapshot.data() ?? {});
    if (piece.variants?.length || piece.box) continue;
    boxPieces.push({
      _id: piece._id,
      title: piece.title,
      ...(piece.titleHe ? { titleHe: piece.titleHe } : {}),
      image: piece.image,
      ...(piece.imageVariants ? { imageVariants: piece.imageVariants } : {}),
      supplement: piece.supplement ?? 0,
      totalStock: piece.totalStock,
      ...(piece.allergens ? { allergens: piece.allergens } : {}),
      ...(piece.allergenKinds ? { allergenKinds: piece.allergenKinds } : {}),
    });
  }
  return { ...product, boxPieces };
}

/**
 * The product page's read: the product holding `slug` (`productSlugs/{slug}`, then the product), or,
 * for a product stored before slugs, the product whose id it is. 404 when none is found, when the
 * product was deleted (its slug stays taken, so an old link never shows another product), or when its
 * category is not active (the storefront does not show it anywhere else either).
 *
 * Reads: 1 (the slug) + 1 (the product) + 1 (settings).
 */
export async function getProductBySlug(slug: string): Promise<Product> {
  const productId = (await productIdOfSlug(slug)) ?? slug;
  const [snapshot, settings] = await Promise.all([db().collection(collections.products).doc(productId).get(), getPublicSettings()]);
  const data = snapshot.data();
  if (!snapshot.exists || !data || !activeIds(settings.categories).includes(String(data.category))) {
    throw new HttpError(404, "catalog.productNotFound");
  }
  return withOffer(await withBoxPieces(productFromDocument(snapshot.id, data)));
}

/** What a sitemap lists of one product: its slug and when it last changed (ISO 8601). */
export interface ProductSlugEntry {
  slug: string;
  updatedAt: string;
}

const isoOf = (value: unknown): string =>
  value instanceof firestoreModule().Timestamp ? value.toDate().toISOString() : typeof value === "string" ? value : new Date(0).toISOString();

/**
 * Every product the storefront shows (active categories) as slug + last change, for /sitemap.xml.
 * Reads the whole catalogue once (the shop holds dozens of products, not thousands); a catalogue that
 * outgrows that wants a paged sitemap.
 */
export async function listActiveProductSlugs(): Promise<ProductSlugEntry[]> {
  const [settings, snapshot] = await Promise.all([getPublicSettings(), db().collection(collections.products).get()]);
  const active = new Set(activeIds(settings.categories));
  return snapshot.docs
    .filter((doc) => active.has(String(doc.data().category)))
    .map((doc) => ({ slug: productFromDocument(doc.id, doc.data()).slug, updatedAt: isoOf(doc.data().updatedAt ?? doc.data().createdAt) }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Search's order: more query terms in the title first, then by product id (the cursor's tie-breaker). */
const SEARCH_ORDER: ListOrder = { list: "search", fields: [{ field: "titleTerms", direction: "desc" }] };
const hitPosition = (hit: SearchHit): CursorValue[] => [hit.titleTerms, hit.productId];

export interface SearchResult {
  products: ProductCard[];
  nextCursor: string | null;
}

/**
 * Keyword search: every product of an active category holding all the keyword's terms (prefixes
 * included), ranked (all terms in the title first), a page at a time. The posting documents of the
 * terms decide the matches and their order (./search-index.ts); only the page's products are read.
 * A cursor belongs to its keyword's terms (scope), so another search's cursor is refused.
 */
export async function searchProducts(keyword: string, page: { pageSize: number; cursor?: string } & FoodFilterQuery): Promise<SearchResult> {
  const trimmed = keyword.trim();
  const terms = trimmed.length <= SEARCH_MIN_KEYWORD_LENGTH ? [] : queryTerms(trimmed);
  const food = [...new Set(foodFilterKeysOfQuery(page))].sort();
  // A cursor belongs to its terms and its food filters.
  const scope = food.length ? `${terms.join(" ")}|${food.join(",")}` : terms.join(" ");
  const after = page.cursor === undefined ? undefined : decodeCursor(SEARCH_ORDER, scope, page.cursor);
  if (page.cursor !== undefined && !after) throw badCursorError();
  if (terms.length === 0) return { products: [], nextCursor: null };

  const settings = await getPublicSettings();
  const hits = (await findProducts(terms, new Set(activeIds(settings.categories)), food))
    .sort((a, b) => comparePositions(SEARCH_ORDER, hitPosition(a), hitPosition(b)))
    .filter((hit) => !after || comparePositions(SEARCH_ORDER, hitPosition(hit), after) > 0);
  const shown = hits.slice(0, page.pageSize);
  const last = shown.at(-1);
  if (shown.length === 0) return { products: [], nextCursor: null };
  const snapshots = await db().getAll(...shown.map((hit) => db().collection(collections.products).doc(hit.productId)));
  // A product deleted since its index entries were written is skipped (the delete marks them in the same write).
  const products = snapshots.flatMap((snapshot) => {
    const data = snapshot.data();
    return snapshot.exists && data ? [productCardFromDocument(snapshot.id, data)] : [];
  });
  return { products: await withOffers(products), nextCursor: hits.length > shown.length && last ? encodeCursor(SEARCH_ORDER, scope, hitPosition(last)) : null };
}
