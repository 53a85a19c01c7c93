import type { AdminProductListResponse, DeleteProductResponse, ProductInput, SaveProductResponse } from "@contracts";
import { apiClient } from "@/shared/api";

/** The admin's product calls (spec 7, Admin). The image upload is the shared `uploadImage`. */

/** A page of every product of the shop (inactive categories too), newest first; the next after `cursor`. */
export function fetchAdminProducts(cursor: string | undefined, signal?: AbortSignal): Promise<AdminProductListResponse> {
  return apiClient.get<AdminProductListResponse>("/admin/products/get", { params: { cursor }, signal });
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

/** Apart from the storefront's `["products", …]` keys: the admin list is unfiltered, newest first. */
export const adminProductKeys = {
  all: ["admin", "products"] as const,
  list: () => ["admin", "products", "list"] as const,
};
