import type { LanguageCode, ShopSettings } from "@contracts";
import { defaultPageMeta, indexedAt, notIndexed, pageTitle, type PageMeta, type Translate } from "./pageMeta";

/**
 * What a route's meta may depend on: all of it passed in, nothing read from hooks, so the same function
 * runs in the SPA (PageMetaHead) and in the server's renderer.
 */
export interface RouteMetaContext {
  /** The page's path without its query (`/shop/about`). */
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  language: LanguageCode;
  settings: ShopSettings;
  /** The shop's texts in `language`. */
  t: Translate;
  /** `https://shop.example`: for absolute URLs inside JSON-LD. */
  origin: string;
  /** Data the page has already loaded (TanStack Query's cache), e.g. the product of a product page. */
  cached: <T>(queryKey: readonly unknown[]) => T | undefined;
}

export type RouteMeta = (context: RouteMetaContext) => PageMeta;

/** A route says its meta in its handle: `handle: { meta }`; the deepest route that has one wins. */
export interface RouteMetaHandle {
  meta?: RouteMeta;
}

/** The meta function of the deepest matched route that has one. */
export function deepestRouteMeta(handles: readonly unknown[]): RouteMeta | undefined {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const meta = (handles[i] as RouteMetaHandle | undefined)?.meta;
    if (typeof meta === "function") return meta;
  }
  return undefined;
}

/** The shop's default meta, indexed at the page's path: what a route without its own says. */
export const defaultRouteMeta: RouteMeta = ({ settings, language, t }) => defaultPageMeta(settings, language, t);

/** The storefront's home page: the owner's SEO title and description, at `/shop/home`. */
export const homePageMeta: RouteMeta = ({ settings, language, t, pathname }) =>
  indexedAt(defaultPageMeta(settings, language, t), pathname);

/**
 * A public storefront page named by an i18n key, with its own description key. It is indexed at its
 * plain path: filters and sorting in the query (the listing's) show the same page, not another.
 */
export function storefrontPageMeta(titleKey: string, descriptionKey?: string): RouteMeta {
  return ({ settings, language, t, pathname }) => {
    const base = defaultPageMeta(settings, language, t);
    return indexedAt(
      {
        ...base,
        title: pageTitle(t(titleKey), settings.siteName),
        description: descriptionKey ? t(descriptionKey) : base.description,
      },
      pathname,
    );
  };
}

/**
 * A page that is not for search results: checkout, account, sign-in, admin, payment returns, search
 * results (endless, thin pages of what is already listed) and not-found.
 */
export function privatePageMeta(titleKey: string): RouteMeta {
  return ({ settings, language, t }) =>
    notIndexed({ ...defaultPageMeta(settings, language, t), title: pageTitle(t(titleKey), settings.siteName) });
}
