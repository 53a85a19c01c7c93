import type { AdminProductListResponse, DeleteProductResponse, Product, ProductInput, SaveProductResponse } from "@contracts";
import { apiClient } from "@/shared/api";

/** The admin's product calls (spec 7, Admin). The image upload is the shared `uploadImage`. */

/** Every product of the shop, newest first. */
export async function fetchAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return (await apiClient.get<AdminProductListResponse>("/admin/products/get", { signal })).data;
}

export function addProduct(input: ProductInput): Promise<SaveProductResponse> {
  return apiClient.post<SaveProductResponse>("/admin/products/add", input);
}

export function editProduct(productId: string, input: ProductInput): Promise<SaveProductResponse> {
  return apiClient.put<SaveProductResponse>(`/admin/products/edit/${encodeURIComponent(productId)}`, input);
}

export function deleteProduct(productId: string): Promise<DeleteProductResponse> {
  return apiClient.delete<DeleteProductResponse>(`/admin/products/delete/${encodeURIComponent(productId)}`);
}

/** Apart from the storefront's `["products", …]` keys: the admin list is unfiltered and unpaged. */
export const adminProductKeys = {
  all: ["admin", "products"] as const,
  list: () => ["admin", "products", "list"] as const,
};
