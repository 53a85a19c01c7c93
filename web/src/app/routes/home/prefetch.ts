import { DEFAULT_SORT } from "@contracts";
import { PRODUCT_LIST_MAX, productQueries } from "@/features/products";
import type { ServerRenderHandle } from "../serverRender";

/** The home page's first render: the banners and the product list its sections pick from (HomePage). */
export const prefetchHome: ServerRenderHandle["prefetch"] = async ({ queryClient, language, settings }) => {
  const sections = settings.homePageSections;
  const wantsProducts = sections.featuredProducts.enabled || sections.recommendedProducts.enabled;
  await Promise.all([
    queryClient.prefetchQuery(productQueries.carousel()),
    // useProducts({ pageSize: PRODUCT_LIST_MAX }) with its default sort: the same key.
    wantsProducts ? queryClient.prefetchQuery(productQueries.list(DEFAULT_SORT, PRODUCT_LIST_MAX, language)) : undefined,
  ]);
};
