import { PAGE_SIZES, type Product, type Promotion, type PromotionInput, type PromotionOrder, type PromotionStatus } from "@contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, type PagedQuery } from "@/shared/api";

/**
 * The admin's Promotions screen (issue 36): the promotions with their uses and revenue, one promotion,
 * its paid orders, adding, editing and its status (pause, resume, end).
 */

export const promotionKeys = {
  all: ["admin", "promotions"] as const,
  list: () => ["admin", "promotions", "list"] as const,
  detail: (id: string) => ["admin", "promotions", "detail", id] as const,
  orders: (id: string) => ["admin", "promotions", "orders", id] as const,
  /**
   * The shop's products a promotion may name (the picker's choices): under the admin products' key,
   * so a change on the Products screen reloads them, and a promotion's save does not.
   */
  products: () => ["admin", "products", "promotion-choices"] as const,
};

/** The promotions, newest first, a page at a time (`usePagedQuery`). */
export function promotionsQuery(): PagedQuery<Promotion> {
  return {
    queryKey: promotionKeys.list(),
    fetchPage: (cursor, signal) => api.admin.promotions.list({ query: { cursor }, signal }),
  };
}

/** One promotion, fresh (its uses and figures); the list's row shows meanwhile. */
export const promotionQuery = (id: string) =>
  queryOptions<Promotion>({
    queryKey: promotionKeys.detail(id),
    queryFn: async ({ signal }) => (await api.admin.promotions.get({ params: { id }, signal })).data,
  });

/** The paid orders that used a promotion, newest first, a page at a time. */
export function promotionOrdersQuery(id: string): PagedQuery<PromotionOrder> {
  return {
    queryKey: promotionKeys.orders(id),
    fetchPage: (cursor, signal) => api.admin.promotions.orders({ params: { id }, query: { cursor }, signal }),
  };
}

export function addPromotion(input: PromotionInput) {
  return api.admin.promotions.add({ body: input });
}

export function editPromotion(id: string, input: PromotionInput) {
  return api.admin.promotions.edit({ params: { id }, body: input });
}

/** Pause, resume (active) or end for good; answers the promotion as now stored. */
export function setPromotionStatus(id: string, status: PromotionStatus) {
  return api.admin.promotions.setStatus({ params: { id }, body: { status } });
}

/** Pages read at most for the picker: 30 pages of 60 is more than the shop sells. */
const PRODUCT_PAGES = 30;

/** Every product of the shop (the admin list has no search, so the picker searches what it loaded). */
export async function fetchEveryProduct(signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < PRODUCT_PAGES; page += 1) {
    const answer = await api.admin.products.list({ query: { cursor, pageSize: PAGE_SIZES.adminProducts.max }, signal });
    products.push(...answer.data);
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return products;
}

export const promotionProductsQuery = () =>
  queryOptions<Product[]>({ queryKey: promotionKeys.products(), queryFn: ({ signal }) => fetchEveryProduct(signal), staleTime: 60_000 });

