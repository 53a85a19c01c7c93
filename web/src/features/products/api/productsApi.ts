import type {
  AddReviewRequest,
  AddReviewResponse,
  FeatureImageListResponse,
  ProductDetailsResponse,
  ProductListQuery,
  ProductListResponse,
  ReviewListResponse,
  SearchResponse,
} from "@contracts";
import { apiClient } from "@/shared/api";

/** GET /shop/products/get: filtered, sorted, optionally paged. */
export function fetchProducts(query: ProductListQuery, signal?: AbortSignal) {
  return apiClient.get<ProductListResponse>("/shop/products/get", {
    params: {
      category: query.category || undefined,
      brand: query.brand || undefined,
      sortBy: query.sortBy,
      pageSize: query.pageSize,
      cursor: query.cursor,
    },
    signal,
  });
}

export async function fetchProduct(id: string, signal?: AbortSignal) {
  return (await apiClient.get<ProductDetailsResponse>(`/shop/products/get/${encodeURIComponent(id)}`, { signal })).data;
}

export async function searchProducts(keyword: string, signal?: AbortSignal) {
  return (await apiClient.get<SearchResponse>(`/shop/search/${encodeURIComponent(keyword.trim())}`, { signal })).data;
}

export async function fetchReviews(productId: string, signal?: AbortSignal) {
  return (await apiClient.get<ReviewListResponse>(`/shop/review/${encodeURIComponent(productId)}`, { signal })).data;
}

export function addReview(request: AddReviewRequest) {
  return apiClient.post<AddReviewResponse>("/shop/review/add", request);
}

export async function fetchFeatureImages(signal?: AbortSignal) {
  return (await apiClient.get<FeatureImageListResponse>("/common/feature/get", { signal })).data;
}
