import {
  PAGE_SIZES,
  type AddReviewRequest,
  type AddReviewResponse,
  type Product,
  type ProductCard,
  type ProductListResponse,
  type SortOption,
} from "@contracts";
import { useMutation, useQuery, useQueryClient, type MutationMeta } from "@tanstack/react-query";
import { productKeys, usePagedQuery, type PagedQuery } from "@/shared/api";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { foodFilterQuery, foodFiltersOf, type FoodFilters } from "@/shared/food/foodFilters";
import { addReview, fetchProducts, fetchReviews, productQueries, searchProducts } from "../api/productsApi";

/** Listing page size: the grid shows this many, then "Load more". */
export const LISTING_PAGE_SIZE = PAGE_SIZES.products.default;

/** The listing's filters (the food ones absent: none) and sort. */
export interface ListingQuery extends Partial<FoodFilters> {
  category: string[];
  brand: string[];
  sortBy: SortOption;
}

/**
 * The listing's paged query (key and fetcher): the hook below uses it, and so does the server's
 * first render (through `pagedQueryOptions`), so both fill the same cache entry. The key names every
 * filter (absent food filters as empty lists), so the server's `total` is the filtered count.
 */
export function productListingQuery(filters: ListingQuery, language: string): PagedQuery<ProductCard> {
  const food = foodFiltersOf(filters);
  return {
    queryKey: productKeys.list({ category: filters.category, brand: filters.brand, ...food, sortBy: filters.sortBy, pageSize: LISTING_PAGE_SIZE }, language),
    fetchPage: (cursor, signal) =>
      fetchProducts(
        {
          category: filters.category.join(","),
          brand: filters.brand.join(","),
          ...foodFilterQuery(food),
          sortBy: filters.sortBy,
          pageSize: LISTING_PAGE_SIZE,
          cursor,
        },
        signal,
      ),
    keepPrevious: true,
  };
}

/** The filtered, sorted listing, a page at a time (`pageSize` + `cursor`), with the matching total. */
export function useProductListing(filters: ListingQuery) {
  const language = useLanguage();
  const query = usePagedQuery(productListingQuery(filters, language));
  const products = query.items;
  const firstPage = query.data?.pages[0] as ProductListResponse | undefined;
  const total = firstPage?.total ?? (query.hasNextPage ? undefined : products.length);
  return { ...query, products, total };
}

export function useProduct(id: string | null, initial?: ProductCard) {
  return useQuery(productQueries.detail(id, initial));
}

/**
 * The search's paged query (key and fetcher): the hook below uses it, and so does the server's first
 * render of a search address, so both fill the same cache entry. Food filters, when any, are sent and
 * named in the key.
 */
export function productSearchQuery(keyword: string, language: string, enabled = true, filters: Partial<FoodFilters> = {}): PagedQuery<ProductCard> {
  const food = foodFilterQuery(filters);
  return {
    queryKey: Object.keys(food).length > 0 ? [...productKeys.search(keyword, language), food] : productKeys.search(keyword, language),
    fetchPage: (cursor, signal) => searchProducts(keyword, cursor, signal, food),
    enabled,
    keepPrevious: true,
  };
}

/** Every product matching `keyword` and the food filters, a page at a time ("Load more results"). */
export function useProductSearch(keyword: string, enabled: boolean, filters: Partial<FoodFilters> = {}) {
  const language = useLanguage();
  return usePagedQuery(productSearchQuery(keyword, language, enabled, filters));
}

/** The product's reviews, newest first, a page at a time ("Load more"). */
export function useReviews(productId: string | null) {
  return usePagedQuery({
    queryKey: productKeys.reviews(productId ?? ""),
    fetchPage: (cursor, signal) => fetchReviews(productId ?? "", cursor, signal),
    enabled: Boolean(productId),
  });
}

/** Whether a cached product answer (details or the product page's) is the product `productId`. */
function isProduct(data: unknown, productId: string): data is Product {
  return typeof data === "object" && data !== null && (data as { _id?: unknown })._id === productId;
}

/**
 * Adds a review, then refreshes the reviews (every page shown so far, from the first, so the new
 * review leads and none repeats). The product's new average comes in the answer and is written into
 * every cached copy of that product (details and product page) rather than read again: the product's
 * answer is shared-cacheable (functions' platform/http/cache-control.ts), and a CDN copy a few
 * minutes old would put the old average back. Lists are read again: an average there may lag.
 */
export function useAddReview(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (request: AddReviewRequest) => addReview(request),
    onSuccess: (response: AddReviewResponse, request) => {
      const { productId } = request;
      const averageReview = response.averageReview;
      queryClient.setQueriesData<unknown>({ queryKey: productKeys.all }, (old: unknown) =>
        isProduct(old, productId) ? { ...old, averageReview } : old,
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.reviews(productId) });
      // Lists show the average too (and the home page's recommendations are ordered by it).
      void queryClient.invalidateQueries({ queryKey: productKeys.all, predicate: (q) => q.queryKey[1] !== "detail" && q.queryKey[1] !== "slug" });
    },
  });
}
