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
