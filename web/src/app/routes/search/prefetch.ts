import { productSearchQuery } from "@/features/products";
import { isSearchableKeyword } from "@/features/search";
import { pagedQueryOptions } from "@/shared/api";
import { foodFiltersFromSearchParams } from "@/shared/food/foodFilters";
import type { ServerRenderHandle } from "../serverRender";

/**
 * A search address (`?keyword=`, with its food filters when any) arrives with its first page of
 * results, as SearchPage's first render asks for them.
 */
export const prefetchSearch: ServerRenderHandle["prefetch"] = async ({ queryClient, language, searchParams }) => {
  const keyword = searchParams.get("keyword") ?? "";
  if (isSearchableKeyword(keyword)) await queryClient.prefetchInfiniteQuery(pagedQueryOptions(productSearchQuery(keyword.trim(), language, true, foodFiltersFromSearchParams(searchParams))));
};
