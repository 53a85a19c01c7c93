/**
 * /sitemap.xml: every public page in both languages, each with its hreflang alternates. A pure text
 * builder; seo.routes.ts serves it. (/robots.txt is a static file of the web build: contracts' seo.ts.)
 *
 * A page's languages: English is the plain path, Hebrew `?lang=he` (the SPA's canonical forms:
 * web/src/shared/seo/pageMeta.ts); x-default is the plain path.
 */
import { LANGUAGES, type LanguageCode } from "@cocoa/contracts";

/**
 * The storefront's public pages. Search results are left out (endless thin pages of what the
 * listing and the product pages already say; the SPA marks them noindex); so are checkout, account,
 * sign-in, admin and the payment returns.
 */
export const STOREFRONT_PAGES = ["/shop/home", "/shop/listing", "/shop/about", "/shop/contact"] as const;

export function productPagePath(slug: string): string {
  return `/shop/product/${encodeURIComponent(slug)}`;
}

function languageUrl(origin: string, path: string, language: LanguageCode): string {
  return `${origin}${path}${language === "en" ? "" : `?lang=${language}`}`;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * The sitemap: one `<url>` per page and language, each listing every language (itself included) and
 * x-default as `xhtml:link` alternates, as Google's hreflang-in-sitemaps asks.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({ hreflang: language as string, href: languageUrl(origin, path, language) })),
      { hreflang: "x-default", href: `${origin}${path}` },
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    return LANGUAGES.map((language) => `  <url>\n    <loc>${escapeXml(languageUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
