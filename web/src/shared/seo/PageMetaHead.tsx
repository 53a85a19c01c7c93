import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import type { ShopSettings } from "@contracts";
import { PAGE_META_ATTRIBUTE, headTags, type HeadTag } from "./headTags";
import { atAddress, pageLanguage } from "./pageMeta";
import { defaultRouteMeta, deepestRouteMeta } from "./routeMeta";

/**
 * Puts the tags in the document's head: drops the ones it put there before (and the server's, which
 * carry the same mark) and the template's static title and description, which are only the no-JS
 * defaults, then adds the page's. Replaced, never duplicated; left alone when the head already holds
 * these very tags (a page the server rendered, as the app starts on it).
 */
export function applyHeadTags(head: HTMLHeadElement, tags: readonly HeadTag[]) {
  const present = [...head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}], title, meta[name="description"]`)];
  const wanted = tags.map(({ name, attributes, text }) => {
    const element = head.ownerDocument.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.textContent = text;
    return element;
  });
  if (present.length === wanted.length && present.every((element, i) => element.isEqualNode(wanted[i]))) return;
  present.forEach((element) => element.remove());
  head.append(...wanted);
}

/** A route the current address matched: its params and its `handle` (where `meta` lives). */
export interface MatchedRoute {
  params: Readonly<Record<string, string | undefined>>;
  handle: unknown;
}

/**
 * The routes the current address matched, outermost first: the app's route renderer (app/router.tsx
 * `AppRoutes`) provides them. The shop uses react-router's declarative router, which has no
 * `useMatches` (that hook and its data router cost every page 17 KB gzip).
 */
export const MatchedRoutesContext = createContext<readonly MatchedRoute[]>([]);

/**
 * The one place the SPA writes the head: the deepest route's `handle.meta` (or the shop's default),
 * in the page's language, rewritten when the route, the language, the settings or the data the meta
 * reads (the query cache) change. Renders nothing.
 */
export function PageMetaHead({ settings }: { settings: ShopSettings | undefined }) {
  const { t, i18n } = useTranslation();
  const matches = useContext(MatchedRoutesContext);
  const location = useLocation();
  const queryClient = useQueryClient();
  // A product page's meta reads the product from the cache: look again when the cache changes.
  const [cacheVersion, cacheChanged] = useReducer((n: number) => n + 1, 0);
  useEffect(() => queryClient.getQueryCache().subscribe((event) => event.type === "updated" && cacheChanged()), [queryClient]);

  const language = pageLanguage(i18n.resolvedLanguage ?? i18n.language);
  const deepest = matches[matches.length - 1];
  const meta = deepestRouteMeta(matches.map((match) => match.handle)) ?? defaultRouteMeta;
  const tagsJson = useMemo(() => {
    // On the server (the storefront's first paint) the head comes with the page: nothing to write.
    if (!settings || typeof window === "undefined") return undefined;
    const origin = window.location.origin;
    const searchParams = new URLSearchParams(location.search);
    const pageMeta = atAddress(meta({
      pathname: location.pathname,
      params: deepest?.params ?? {},
      searchParams,
      language,
      settings,
      t: (key) => t(key),
      origin,
      cached: (queryKey) => queryClient.getQueryData(queryKey),
    }), searchParams);
    return JSON.stringify(headTags(pageMeta, origin));
    // cacheVersion: the cache is read through queryClient, which does not change when its data does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, meta, location.pathname, location.search, deepest?.params, language, t, queryClient, cacheVersion]);

  useEffect(() => {
    if (tagsJson) applyHeadTags(document.head, JSON.parse(tagsJson) as HeadTag[]);
  }, [tagsJson]);
  return null;
}
