import type { LanguageCode, ShopSettings } from "@contracts";

/**
 * What a page says about itself to search engines and link previews. Builders make it (./routeMeta.ts,
 * ./productMeta.ts); `headTags` turns it into tags for the server's HTML and for the SPA's head.
 */
export interface PageMeta {
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
  /** The page's language: `<meta property="og:locale">` and which URL is canonical. */
  language: LanguageCode;
  /** The path of this language's URL (`/shop/about?lang=he`); absent on pages that are not indexed. */
  canonicalPath?: string;
  /** Every language's URL of the page, for `hreflang`; `x-default` is the English (plain) one. */
  alternates: PageAlternate[];
  /** A shop path (`/images/…`) or an absolute URL; made absolute against the origin when rendered. */
  image?: { url: string; alt: string };
  type: "website" | "product";
  /** Private pages (checkout, account, sign-in, admin, payment returns): `noindex, nofollow`. */
  noindex: boolean;
  siteName: string;
  keywords: string[];
  /** schema.org objects, each written as its own `<script type="application/ld+json">`. */
  jsonLd: Record<string, unknown>[];
}

export interface PageAlternate {
  hreflang: LanguageCode | "x-default";
  path: string;
}

/** The query parameter that makes a page's language part of its URL, so a crawler can fetch each one. */
export const LANGUAGE_PARAM = "lang";

/**
 * A page's URL in a language. English is the plain path (no `lang`): it is the URL every link in the
 * shop and every shared link already has, so it stays the one canonical English form and `?lang=en`
 * points to it. Hebrew is `?lang=he`.
 */
export function languagePath(path: string, language: LanguageCode): string {
  return language === "en" ? path : `${path}?${LANGUAGE_PARAM}=${language}`;
}

/** hreflang alternates of a path: en, he, and x-default (the plain path, which a crawler gets in English). */
export function languageAlternates(path: string): PageAlternate[] {
  return [
    { hreflang: "en", path: languagePath(path, "en") },
    { hreflang: "he", path: languagePath(path, "he") },
    { hreflang: "x-default", path },
  ];
}

/** The page's language from what it was asked for: `he` for Hebrew, otherwise English. */
export function pageLanguage(language: string | undefined): LanguageCode {
  return (language ?? "").toLowerCase().startsWith("he") ? "he" : "en";
}

/** Meta descriptions longer than this are cut by search results; cut at a word and mark it. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** One line of at most DESCRIPTION_MAX_LENGTH characters, cut at a word with an ellipsis. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Words the shop's texts need to build meta: the route's translator, bound to the page's language. */
export type Translate = (key: string) => string;

const SEPARATOR = " · ";

/** "Cart · Cocoa Atelier": the page first, so tabs, history and results tell the pages apart. */
export function pageTitle(pageName: string | undefined, siteName: string): string {
  return pageName ? `${pageName}${SEPARATOR}${siteName}` : siteName;
}

/**
 * The meta every page starts from, out of the settings' SEO fields. The owner writes the meta title and
 * description in English only, so Hebrew pages take the site name with the tagline and the shop's own
 * Hebrew description (i18n `seo.description`).
 */
export function defaultPageMeta(settings: ShopSettings, language: LanguageCode, t: Translate): PageMeta {
  const seo = settings.seoSettings;
  const english = language === "en";
  return {
    title: english && seo.metaTitle.trim() ? seo.metaTitle.trim() : `${settings.siteName}${SEPARATOR}${t("app.tagline")}`,
    description: shortDescription(english && seo.metaDescription.trim() ? seo.metaDescription : t("seo.description")),
    language,
    alternates: [],
    type: "website",
    noindex: false,
    siteName: settings.siteName,
    keywords: seo.keywords.map((word) => word.trim()).filter(Boolean),
    jsonLd: [],
  };
}

/** An indexable page at `path` in `language`: its canonical URL and its hreflang alternates. */
export function indexedAt(meta: PageMeta, path: string): PageMeta {
  return { ...meta, noindex: false, canonicalPath: languagePath(path, meta.language), alternates: languageAlternates(path) };
}

/**
 * The meta of a page as served at its address. An address without `?lang=` adapts to the browser's
 * language (the server renders it so): it is the x-default address, canonical for itself in whatever
 * language a visitor got it. A crawler asks in no language and gets English there, so the English
 * canonical is unchanged; only an address with `?lang=he` names the Hebrew page as its canonical.
 */
export function atAddress(meta: PageMeta, searchParams: URLSearchParams): PageMeta {
  if (!meta.canonicalPath || searchParams.has(LANGUAGE_PARAM)) return meta;
  return { ...meta, canonicalPath: meta.canonicalPath.replace(new RegExp(`[?&]${LANGUAGE_PARAM}=[^&]*$`), "") };
}

/** A page kept out of search results: no canonical, no alternates, no structured data. */
export function notIndexed(meta: PageMeta): PageMeta {
  return { ...meta, noindex: true, canonicalPath: undefined, alternates: [], jsonLd: [] };
}
