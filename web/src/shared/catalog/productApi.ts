import type { ProductDetailsResponse } from "@contracts";
import { apiClient } from "@/shared/api";

/** GET /shop/products/get/:id: one product's details (the details dialog, and the guest cart's lines). */
export async function fetchProduct(id: string, signal?: AbortSignal) {
  return (await apiClient.get<ProductDetailsResponse>(`/shop/products/get/${encodeURIComponent(id)}`, { signal })).data;
}
