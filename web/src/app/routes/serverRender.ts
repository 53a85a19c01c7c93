import type { ShopSettings } from "@contracts";
import type { QueryClient } from "@tanstack/react-query";

/** What a route's `prefetch` gets: the request's query client, language, URL and the loaded settings. */
export interface PrefetchContext {
  queryClient: QueryClient;
  language: string;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  settings: ShopSettings;
}

/** A prefetch may say the page does not exist (an unknown product): the server answers 404 with it. */
export type PrefetchResult = void | { status: 404 };

/**
 * A storefront route says what its first render needs in `handle.prefetch`, with the SPA's OWN
 * queryOptions (same keys, same fetchers), and the server fills the cache with it before rendering
 * (entry-server.tsx). A route without `prefetch` is not rendered on the server: signed-in pages,
 * checkout, account and admin stay the browser's.
 */
export interface ServerRenderHandle {
  prefetch?: (context: PrefetchContext) => Promise<PrefetchResult>;
}

/** Pages whose first render needs nothing beyond the settings (about, contact). */
export const settingsOnly: ServerRenderHandle["prefetch"] = async () => undefined;

/** The not-found pages: rendered by the server too, with a 404 status. */
export const notFoundStatus: ServerRenderHandle["prefetch"] = async () => ({ status: 404 });
