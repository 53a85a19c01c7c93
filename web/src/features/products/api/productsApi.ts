import { FEATURE_IMAGE_LIMIT, type AddReviewRequest, type HomeProducts, type Product, type ProductCard, type ProductListQuery } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, featureImageKeys, isApiError, productKeys } from "@/shared/api";
import { fetchProduct } from "@/shared/catalog";
import type { foodFilterQuery } from "@/shared/food/foodFilters";

/** The food filters as the API's query names them: comma-joined lists (`freeFrom=milk,treeNuts`). */
type FoodQuery = ReturnType<typeof foodFilterQuery>;

/**
 * GET /shop/products/get: filtered (categories, brands and the food filters: every one listed must
 * hold), sorted, a page at a time (the server's default size without `pageSize`).
 */
export function fetchProducts(query: ProductListQuery & FoodQuery, signal?: AbortSignal) {
  return api.products.list({
    query: {
      category: query.category || undefined,
      brand: query.brand || undefined,
      freeFrom: query.freeFrom || undefined,
      diet: query.diet || undefined,
      kosher: query.kosher || undefined,
      sortBy: query.sortBy,
      pageSize: query.pageSize,
      cursor: query.cursor,
    },
    signal,
  });
}

/** GET /shop/products/home: the home page's featured and recommended cards, each at its section's maxItems. */
export async function fetchHomeProducts(signal?: AbortSignal): Promise<HomeProducts> {
  return (await api.products.home({ signal })).data;
}

/**
 * A page of the products matching every word of `keyword`, title matches first (`cursor`: the previous
 * page's `nextCursor`), narrowed by the food filters (`food`, as the API's query names them).
 */
export function searchProducts(keyword: string, cursor: string | undefined, signal?: AbortSignal, food: FoodQuery = {}) {
  return api.search.products({ params: { keyword: keyword.trim() }, query: { cursor, ...food }, signal });
}

/** A page of the product's reviews, newest first (`cursor`: the previous page's `nextCursor`). */
export function fetchReviews(productId: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.reviews.list({ params: { productId }, query: { cursor }, signal });
}

export function addReview(request: AddReviewRequest) {
  return api.reviews.add({ body: request });
}

/**
 * A page of the banners, oldest first. The shop holds at most FEATURE_IMAGE_LIMIT, so the first page
 * (asked at that size) is every banner the carousel shows; the dashboard pages on with `cursor`.
 */
export function fetchFeatureImagePage(cursor: string | undefined, signal?: AbortSignal) {
  return api.banners.list({ query: { pageSize: FEATURE_IMAGE_LIMIT, cursor }, signal });
}

/** The banners of the home carousel: the first page, which holds them all. */
export async function fetchFeatureImages(signal?: AbortSignal) {
  return (await fetchFeatureImagePage(undefined, signal)).data;
}

/** GET /shop/products/by-slug/:slug: the product page's product (404 when none is shown at that address). */
export async function fetchProductBySlug(slug: string, signal?: AbortSignal): Promise<Product> {
  return (await api.products.bySlug({ params: { slug }, signal })).data;
}

/**
 * THE not-found decision of a product page: the by-slug read answered 404 (unknown, deleted or hidden
 * product). The page shows the shop's not-found page for it; a server renderer answers status 404.
 */
export function isProductNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The product page's query (key and fetcher together), usable outside a hook: a server renderer
 * prefetches it with `queryClient.prefetchQuery(productBySlugQuery(slug))`.
 */
export function productBySlugQuery(slug: string) {
  return queryOptions({ queryKey: productKeys.bySlug(slug), queryFn: ({ signal }) => fetchProductBySlug(slug, signal) });
}

/**
 * A listing or search card as the product it stands for until the details arrive: lists answer no
 * descriptions (they would weigh every page), so it shows none meanwhile.
 */
export function cardAsProduct(card: ProductCard): Product {
  return { ...card, description: "" };
}

/** The storefront's product and banner queries: each key with its fetcher (TanStack `queryOptions`). */
export const productQueries = {
  /** The home page's product sections (the page and its server render use this one query). */
  home: () => queryOptions({ queryKey: productKeys.home(), queryFn: ({ signal }) => fetchHomeProducts(signal) }),
  detail: (id: string | null, initial?: ProductCard) =>
    queryOptions({
      queryKey: productKeys.detail(id ?? ""),
      queryFn: ({ signal }) => fetchProduct(id ?? "", signal),
      enabled: Boolean(id),
      placeholderData: initial && initial._id === id ? cardAsProduct(initial) : undefined,
    }),
  carousel: () => queryOptions({ queryKey: featureImageKeys.carousel(), queryFn: ({ signal }) => fetchFeatureImages(signal) }),
};
