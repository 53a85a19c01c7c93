import { isProductNotFound, productBySlugQuery } from "@/features/products";
import type { ServerRenderHandle } from "../serverRender";

/**
 * A product page arrives with its product (ProductPage's query, same key); an unknown, deleted or
 * hidden product is the not-found page, answered with 404 so search engines drop the address.
 */
export const prefetchProduct: ServerRenderHandle["prefetch"] = async ({ queryClient, params }) => {
  const query = productBySlugQuery(params.slug ?? "");
  await queryClient.prefetchQuery(query);
  const state = queryClient.getQueryState(query.queryKey);
  return state?.status === "error" && isProductNotFound(state.error) ? { status: 404 } : undefined;
};
