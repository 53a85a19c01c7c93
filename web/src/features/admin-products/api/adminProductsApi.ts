import { PAGE_SIZES, type Product, type ProductInput } from "@contracts";
import { api } from "@/shared/api";

/** The admin's product calls (spec 7, Admin). The image upload is the shared `uploadImage`. */

/** A page of every product of the shop (inactive categories too), newest first; the next after `cursor`. */
export function fetchAdminProducts(cursor: string | undefined, signal?: AbortSignal) {
  return api.admin.products.list({ query: { cursor }, signal });
}

/** Pages read at most for the box's piece choices: 30 pages of 60 is more than the shop sells. */
const CHOICE_PAGES = 30;

/**
 * Every product of the shop, the largest pages one after another: what a box's pieces are chosen
 * from (the grid's pages hold only what the owner has scrolled to).
 */
export async function fetchEveryAdminProduct(signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < CHOICE_PAGES; page += 1) {
    const answer = await api.admin.products.list({ query: { cursor, pageSize: PAGE_SIZES.adminProducts.max }, signal });
    products.push(...answer.data);
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return products;
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
  every: () => ["admin", "products", "every"] as const,
};

/** The products' CSV (issue 37): what the file would do, nothing written. */
export function previewProductsCsv(csv: string) {
  return api.admin.products.importPreview({ body: { csv } });
}

/** The same file applied, all or nothing. */
export function applyProductsCsv(csv: string) {
  return api.admin.products.importApply({ body: { csv } });
}
