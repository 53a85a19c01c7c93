import { productQueries } from "@/features/products";
import type { ServerRenderHandle } from "../serverRender";

/** The home page's first render: the banners and its product sections' one query (HomePage). */
export const prefetchHome: ServerRenderHandle["prefetch"] = async ({ queryClient, settings }) => {
  const sections = settings.homePageSections;
  const wantsProducts = sections.featuredProducts.enabled || sections.recommendedProducts.enabled;
  await Promise.all([
    queryClient.prefetchQuery(productQueries.carousel()),
    wantsProducts ? queryClient.prefetchQuery(productQueries.home()) : undefined,
  ]);
};
