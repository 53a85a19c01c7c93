import type { ApiPage } from "@contracts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import { useMemo } from "react";

/**
 * Every list the API answers comes a page at a time (`ApiPage`: `data` and `nextCursor`). This is the
 * one way the SPA reads such a list: a TanStack infinite query whose next page is the last page's
 * cursor, flattened into `items`. Invalidating its key (after an add, edit, delete or status change)
 * refetches the pages already shown from the first, so the list stays whole and free of repeats.
 */
export type PagedData<T> = InfiniteData<ApiPage<T>, string | undefined>;

export interface PagedQuery<T> {
  queryKey: QueryKey;
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ApiPage<T>>;
  enabled?: boolean;
  /** Keep showing the previous key's pages while a new key (new filters, another sort) loads. */
  keepPrevious?: boolean;
}

/**
 * The infinite query's options (key, fetcher, next cursor): the hook below uses them, and so does
 * the server-side renderer when it prefetches a list's first page under the very same key.
 */
export function pagedQueryOptions<T>(options: PagedQuery<T>) {
  return infiniteQueryOptions({
    queryKey: options.queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    // A server that answers without a cursor simply has one page.
    getNextPageParam: (last: ApiPage<T>) => last.nextCursor ?? undefined,
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

export function usePagedQuery<T>(options: PagedQuery<T>) {
  const query = useInfiniteQuery(pagedQueryOptions(options));
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  return { ...query, items };
}

/** Paged data with `update` applied to every item (for writing a mutation's answer into the cached pages). */
export function mapPagedItems<T>(data: PagedData<T> | undefined, update: (item: T) => T): PagedData<T> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(update) })) };
}
