import createCache, { type EmotionCache } from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import type { Direction } from "@/shared/i18n/languages";

/**
 * The Emotion cache for a direction, as MUI's right-to-left guide prescribes: the rtl one runs
 * stylis-plugin-rtl, which flips physical properties (margin-left → margin-right …) of every MUI and
 * app style. Logical properties (margin-inline-start …) are left as they are and follow `dir` natively.
 * The server makes a fresh one per request (its styles are collected per page); the keys are the
 * browser's, so the browser's cache adopts the `<style data-emotion="mui …">` tags the server sent.
 */
export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === "rtl" ? createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: "mui" });
}

/** The browser's two caches, one per direction, kept for the visit (no reload on a language switch). */
const caches: Partial<Record<Direction, EmotionCache>> = {};
/** The caches whose styles the server's page already held (withStylesAlreadyInPage). */
const servedWith = new WeakSet<EmotionCache>();

export function emotionCacheFor(direction: Direction): EmotionCache {
  return (caches[direction] ??= withStylesAlreadyInPage(createEmotionCache(direction)));
}

/**
 * The attribute of the server's style tag (entry-server.tsx): `<key> id id …`. Not Emotion's own
 * `data-emotion`, which Emotion takes into its sheets by moving the tag (its default cache does so to
 * every server tag as soon as @emotion/react loads), and moving a `<style>` re-parses it and restyles
 * the whole page, twice per page load with the page's 60-odd KB of CSS. The cache only needs the ids,
 * to know those styles are in the page. The global ones keep Emotion's attribute, marked `data-s` so
 * the default cache leaves them alone; the app renders no <Global> for them (servedWithGlobalStyles).
 */
export const SERVER_STYLES_ATTRIBUTE = "data-server-emotion";

/**
 * `cache` told which styles it need not insert: the server's (left where they are, see above), and
 * the empty style, which Emotion names "0". There is nothing to insert for it, but inserting it ran
 * stylis, and in the rtl cache the RTL plugin's forty-odd regular expressions for the first time (V8
 * compiles them on first use): ~50 ms of a phone's main thread mid-hydration of a Hebrew page.
 */
function withStylesAlreadyInPage(cache: EmotionCache): EmotionCache {
  const serverTags = document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="${cache.key} "]`);
  for (const tag of serverTags) {
    for (const id of (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ").slice(1)) cache.inserted[id] = true;
  }
  if (serverTags.length > 0) servedWith.add(cache);
  cache.inserted["0"] = true;
  return cache;
}

/**
 * Whether the server rendered this page with this cache's key, so the page already holds the global
 * styles (CssBaseline) of that direction: the server renders the same providers. Emotion's <Global>
 * would take the server's tag over by moving it in the head, and moving a `<style>` restyles and lays
 * out the whole page again (its @font-face changes the fonts): 17 ms on the bench host as a page hydrates.
 */
export function servedWithGlobalStyles(cache: EmotionCache): boolean {
  return servedWith.has(cache);
}
