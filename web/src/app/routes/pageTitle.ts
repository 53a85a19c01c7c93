import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router-dom";
import type { ShopSettings } from "@contracts";

/**
 * A route names its page for the browser tab with `handle: { title: "<i18n key>" }`; the deepest
 * route that has one wins (a shop page inside the shop layout). The home page has `home: true`.
 */
export interface PageTitleHandle {
  title?: string;
  home?: boolean;
  /**
   * The page names the tab itself from its data (a product page: the product's title) through
   * `useDataPageTitle`; `title` is then what the route is called elsewhere, not the tab's title.
   */
  titleFromPage?: boolean;
}

const SEPARATOR = " · ";

/** "Cart · Cocoa Atelier": the page first, so tabs and history tell the pages apart. */
export function pageTitle(pageName: string | undefined, siteName: string): string {
  return pageName ? `${pageName}${SEPARATOR}${siteName}` : siteName;
}

function deepestTitleHandle(handles: unknown[]): PageTitleHandle | undefined {
  for (const handle of [...handles].reverse()) {
    const candidate = handle as PageTitleHandle | undefined;
    if (candidate?.title || candidate?.home || candidate?.titleFromPage) return candidate;
  }
  return undefined;
}

/**
 * The page's title from its route, in the page's language. The home page keeps the owner's SEO
 * meta title, which is written in English only, so Hebrew gets the site name and the tagline.
 * The browser sets it as `document.title` (below); the server writes it into the HTML (entry-server).
 */
export function routeTitle(handles: unknown[], settings: ShopSettings | undefined, t: (key: string) => string, language: string): string | undefined {
  const handle = deepestTitleHandle(handles);
  const siteName = settings?.siteName ?? "";
  const metaTitle = settings?.seoSettings?.metaTitle;
  if (!siteName || handle?.titleFromPage) return undefined;
  if (handle?.home) return language === "en" && metaTitle ? metaTitle : `${siteName}${SEPARATOR}${t("app.tagline")}`;
  return pageTitle(handle?.title ? t(handle.title) : undefined, siteName);
}

/** Sets `document.title` from the route (`routeTitle`). */
export function usePageTitle(settings: ShopSettings | undefined) {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const title = routeTitle(
    matches.map((match) => match.handle),
    settings,
    (key) => t(key),
    i18n.resolvedLanguage ?? i18n.language,
  );

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * The tab's title of a page that names itself from its data (`titleFromPage` on its route):
 * "<name> · <site name>", or the site name alone while `name` is unknown.
 */
export function useDataPageTitle(name: string | undefined, settings: ShopSettings | undefined) {
  const siteName = settings?.siteName ?? "";
  const title = siteName ? pageTitle(name, siteName) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
