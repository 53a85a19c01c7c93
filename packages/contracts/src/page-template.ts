/**
 * What the web build leaves in index.html for the storefront function (functions/src/modules/storefront):
 * each language's text chunk, as an inert comment. A server-rendered page turns its own language's
 * marker into a `modulepreload` (the chunk downloads beside the app, not after it) and drops the other;
 * a page the browser renders itself (checkout, account, admin) keeps the comments and loads the one
 * language it shows on demand.
 */
export function catalogueMarker(language: string, href: string): string {
  return `<!--shop-catalogue:${language}=${href}-->`;
}

const CATALOGUE_MARKER = /<!--shop-catalogue:([a-z]+)=([^>]*?)-->/g;

/** `html` with `language`'s marker turned into a preload and every other language's marker gone. */
export function preloadCatalogue(html: string, language: string): string {
  return html.replace(CATALOGUE_MARKER, (_marker, markerLanguage: string, href: string) =>
    markerLanguage === language ? `<link rel="modulepreload" crossorigin href="${href}">` : "",
  );
}

/**
 * A storefront page's own chunks (its lazy route chunk and what that imports beyond the entry's),
 * left in index.html the same way. The function preloads the chunks of the page it rendered with the
 * app, so hydrating does not wait on one more round trip (or add them to the page mid-render).
 */
export function pageChunksMarker(page: string, hrefs: readonly string[]): string {
  return `<!--shop-page:${page}=${hrefs.join(" ")}-->`;
}

const PAGE_CHUNKS_MARKER = /<!--shop-page:([A-Za-z]+)=([^>]*?)-->/g;

/** `html` with `page`'s chunks marker turned into module preloads and every other page's marker gone. */
export function preloadPageChunks(html: string, page: string | undefined): string {
  return html.replace(PAGE_CHUNKS_MARKER, (_marker, markerPage: string, hrefs: string) =>
    markerPage === page
      ? hrefs
          .split(" ")
          .filter(Boolean)
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
          .join("")
      : "",
  );
}
