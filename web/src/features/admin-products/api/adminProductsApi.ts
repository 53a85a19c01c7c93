import type { ProductInput } from "@contracts";
import { api } from "@/shared/api";

/** The admin's product calls (spec 7, Admin). The image upload is the shared `uploadImage`. */

/** A page of every product of the shop (inactive categories too), newest first; the next after `cursor`. */
export function fetchAdminProducts(cursor: string | undefined, signal?: AbortSignal) {
  return api.admin.products.list({ query: { cursor }, signal });
}

export function addProduct(input: ProductInput) {
  return api.admin.products.add({ body: input });
}

export function editProduct(productId: string, input: ProductInput) {
  return api.admin.products.edit({ params: { id: productId }, body: input });
}

export function deleteProduct(productId: string) {
  return api.admin.products.remove({ params: { id: productId } });
}

/** Apart from the storefront's `["products", …]` keys: the admin list is unfiltered, newest first. */
export const adminProductKeys = {
  all: ["admin", "products"] as const,
  list: () => ["admin", "products", "list"] as const,
};
