import { productQueries } from "@/features/products";
import { isSearchableKeyword } from "@/features/search";
import type { ServerRenderHandle } from "../serverRender";

/** A search address (`?keyword=`) arrives with its results, as SearchPage's first render asks for them. */
export const prefetchSearch: ServerRenderHandle["prefetch"] = async ({ queryClient, language, searchParams }) => {
  const keyword = searchParams.get("keyword") ?? "";
  if (isSearchableKeyword(keyword)) await queryClient.prefetchQuery(productQueries.search(keyword.trim(), language));
};
