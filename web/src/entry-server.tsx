/**
 * The storefront's first paint on the server. The `api` function (functions/src/modules/storefront)
 * loads this module, built by `vite build --ssr` into web/dist-server (vite.server.config.ts: one
 * self-contained file), and asks it to render one address; it fills web/dist/index.html with the answer.
 *
 * It renders the SAME route table and providers the browser hydrates: react-router's StaticRouter
 * around the app's routes (app/router.tsx `AppRoutes`), `matchRoutes` for the matches, each match's
 * `handle.prefetch` filling the SPA's own queries (routes/serverRender.ts),
 * React's streaming renderer waited out to `onAllReady` (crawlers, link previews and the CDN want the
 * whole page, not a shell with fallbacks), Emotion's styles of exactly that page (MUI's SSR guide),
 * and TanStack Query's dehydrated cache for the browser to start from.
 *
 * Nothing in it is the visitor's: it renders as a guest (no cookie reaches it; the API client calls
 * the API from the server, as a guest), in the language of `?lang=`, else the one the browser asks for
 * (its Accept-Language, as the function negotiated it), else English: the language the SPA itself
 * would pick, so a Hebrew browser's first page arrives in Hebrew, right to left.
 */
import createEmotionServer from "@emotion/server/create-instance";
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter, matchRoutes } from "react-router-dom";
import { Writable } from "node:stream";
import { AppProviders } from "./app/providers/AppProviders";
import { SERVER_STYLES_ATTRIBUTE, createEmotionCache } from "./app/providers/emotionCache";
import { createQueryClient } from "./app/providers/queryClient";
import type { RouteHandle } from "./app/router";
import { AppRoutes, pageChunks, routes } from "./app/router";
import { setApiOrigin } from "./shared/api";
import { atAddress, defaultRouteMeta, deepestRouteMeta, pageLanguage, renderHeadTags } from "./shared/seo";
import { findLanguage, i18n as sharedI18n, languageDirection, languageInstance, pickLanguage, type Direction } from "./shared/i18n";
import { addAllCatalogues } from "./shared/i18n/catalogues/all";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "./shared/session";
import { shopSettingsQuery } from "./shared/settings";

export { SERVER_STATE_ELEMENT_ID } from "./shared/i18n";

// Any request may ask for either language: the server keeps both in memory.
addAllCatalogues(sharedI18n);

/** A render that took longer than this is abandoned (the function then serves the plain app). */
const RENDER_TIMEOUT_MS = 10_000;

export interface StorefrontRequest {
  /** The address asked for: path and query (`/shop/listing?lang=he`). */
  url: string;
  /** Where the API answers this process (the function's own loopback listener), e.g. `http://127.0.0.1:4312`. */
  apiOrigin: string;
  /** The shop's public origin (configured, never a request header), for canonical and Open Graph URLs. */
  siteOrigin: string;
  /** The shop's language the browser prefers (its Accept-Language), for an address without `?lang=`. */
  browserLanguage?: string;
}

export type StorefrontPage =
  | {
      kind: "page";
      /** 200, or 404 for the not-found routes and a `prefetch` that found nothing. */
      status: number;
      language: string;
      /**
       * Where the language came from: the address (`?lang=`) or the browser's Accept-Language. A page in
       * the browser's language differs by that header (the function says so in `Vary`), and a choice
       * the shopper stored earlier takes it over before it is drawn (index.html).
       */
      languageFrom: "address" | "browser";
      direction: Direction;
      /** The page's `<title>` text (unescaped). */
      title: string | undefined;
      /**
       * Tags for `<head>`: the page's meta (shared/seo: title, description, canonical, hreflang, Open
       * Graph, JSON-LD) and its Emotion styles, one insertion into the template.
       */
      head: string;
      /** The rendered app, for inside `<div id="root">`. */
      html: string;
      /** TanStack Query's dehydrated cache, for the page's JSON state element (main.tsx hydrates from it). */
      state: DehydratedState;
      /**
       * The build's names of the lazy chunks this page rendered (its page: `HomePage`…): the function names
       * their files in the HTML, so the browser fetches them with the app instead of after it has run.
       */
      chunks: string[];
    }
  /** Not a storefront page (checkout, account, admin, sign-in…): the browser renders it from index.html. */
  | { kind: "browser" };

export async function render(request: StorefrontRequest): Promise<StorefrontPage> {
  setApiOrigin(request.apiOrigin);
  const url = new URL(request.url, "http://storefront.invalid");
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const deepest = matches.at(-1);
  const prefetch = (deepest?.route.handle as RouteHandle | undefined)?.prefetch;
  if (!deepest || !prefetch) return { kind: "browser" };

  const fromAddress = findLanguage({ query: url.searchParams.get("lang") });
  const language = fromAddress ?? pickLanguage({ browser: request.browserLanguage ? [request.browserLanguage] : [] });
  const direction = languageDirection(language);
  const queryClient = createQueryClient();
  try {
    // A guest, whatever cookie came; stale at once (updatedAt 0), so the browser checks its own session.
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION, { updatedAt: 0 });
    // Start-up needs the settings (AppRoot): without them there is no page to render, so this throws.
    const settings = await queryClient.fetchQuery(shopSettingsQuery());
    const outcome = await prefetch({
      queryClient,
      language,
      params: deepest.params,
      searchParams: url.searchParams,
      settings,
    });

    const i18n = languageInstance(language);
    const emotionCache = createEmotionCache(direction);
    // Made before the render: it marks the cache `compat`, so Emotion keeps its styles for the head
    // instead of writing <style> elements into the body.
    const emotionServer = createEmotionServer(emotionCache);
    const html = await renderToString(
      <AppProviders queryClient={queryClient} i18n={i18n} emotionCache={emotionCache}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
    // Every style the render inserted, not only the classes left in the HTML (what "critical" keeps):
    // MUI stacks styled layers (AppBar over Paper, …) and an inner layer's class never reaches the
    // HTML, yet the browser computes and inserts it while hydrating, in the one commit task that
    // cannot yield. Sent along, it is already in the cache the browser adopts.
    const everyClass = Object.keys(emotionCache.inserted).map((id) => `${emotionCache.key}-${id}`).join(" ");
    const styles = serverStyleTags(emotionCache.key, emotionServer.extractCriticalToChunks(everyClass).styles);
    // The page's meta (shared/seo): the same route `meta` the browser's PageMetaHead writes after hydrating.
    const routeMeta = deepestRouteMeta(matches.map((match) => match.route.handle)) ?? defaultRouteMeta;
    const meta = atAddress(routeMeta({
      pathname: url.pathname,
      params: deepest.params,
      searchParams: url.searchParams,
      language: pageLanguage(language),
      settings,
      t: (key) => i18n.t(key),
      origin: request.siteOrigin,
      cached: (queryKey) => queryClient.getQueryData(queryKey),
    }), url.searchParams);
    const head = `${renderHeadTags(meta, request.siteOrigin)}\n${styles}`;
    const title = meta.title;
    const languageFrom = fromAddress ? "address" : "browser";
    const chunks = pageChunks(matches.map((match) => match.route.element));
    return { kind: "page", status: outcome?.status ?? 200, language, languageFrom, direction, title, head, html, state: dehydrate(queryClient), chunks };
  } finally {
    queryClient.clear();
  }
}

/**
 * The style tags for the head: the page's styles under the attribute the browser's cache adopts in
 * place (SERVER_STYLES_ATTRIBUTE, app/providers/emotionCache.ts), the global ones as Emotion's <Global>
 * looks for them, marked `data-s` so Emotion's default cache does not move them at start-up.
 */
function serverStyleTags(key: string, chunks: Array<{ key: string; ids: string[]; css: string }>): string {
  return chunks
    .map(({ key: chunkKey, ids, css }) =>
      chunkKey === key
        ? `<style ${SERVER_STYLES_ATTRIBUTE}="${key} ${ids.join(" ")}">${css}</style>`
        : `<style data-emotion="${chunkKey} ${ids.join(" ")}" data-s="">${css}</style>`,
    )
    .join("");
}

/** React's streaming renderer, collected once everything (lazy pages, Suspense) is ready. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        const html = Buffer.concat(chunks).toString("utf8");
        if (failure) reject(failure);
        else if (/<script(?![^>]*type="application\/(ld\+)?json")/.test(html)) reject(new Error("The render holds an inline script, which the CSP refuses"));
        else resolve(html);
        clearTimeout(timer);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary inline and complete: React otherwise moves a large one to the end of the
      // document with an inline <script> to swap it in, which the CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a Suspense boundary would ship a half page the browser re-renders: serve the plain app instead.
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      const error = new Error(`The storefront render took over ${RENDER_TIMEOUT_MS} ms`);
      stream.abort(error);
      reject(error);
    }, RENDER_TIMEOUT_MS);
  });
}
