import { DEFAULT_SORT } from "@contracts";
import { productListingQuery } from "@/features/products";
import { listingFiltersOf } from "@/features/listing";
import { pagedQueryOptions } from "@/shared/api";
import type { ServerRenderHandle } from "../serverRender";

/** The listing's first page for the address's filters, in the default sort (ListingPage starts there). */
export const prefetchListing: ServerRenderHandle["prefetch"] = async ({ queryClient, language, searchParams, settings }) => {
  const filters = listingFiltersOf(searchParams, settings);
  await queryClient.prefetchInfiniteQuery(pagedQueryOptions(productListingQuery({ ...filters, sortBy: DEFAULT_SORT }, language)));
};
