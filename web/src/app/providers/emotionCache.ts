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

export function emotionCacheFor(direction: Direction): EmotionCache {
  return (caches[direction] ??= withEmptyStyleInserted(adoptingServerStyles(direction, createEmotionCache)));
}

/**
 * The attribute of the server's style tag (entry-server.tsx): `<key> id id …`. Not Emotion's own
 * `data-emotion`, which Emotion takes into its sheets by moving the tag (its default cache does so to
 * every server tag as soon as @emotion/react loads), and moving a `<style>` re-parses it and restyles
 * the whole page, twice per page load with the page's 60-odd KB of CSS. The cache only needs the ids,
 * to know those styles are in the page. The global ones stay Emotion's (its <Global> finds them by
 * name), marked `data-s` so the default cache leaves them alone.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-server-emotion";

function adoptingServerStyles(direction: Direction, create: (direction: Direction) => EmotionCache): EmotionCache {
  const key = direction === "rtl" ? "muirtl" : "mui";
  const ids = [...document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="${key} "]`)].flatMap((tag) =>
    (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ").slice(1),
  );
  const cache = create(direction);
  if (cache.key !== key) throw new Error(`The ${direction} Emotion cache's key is ${cache.key}, not ${key}`);
  for (const id of ids) cache.inserted[id] = true;
  return cache;
}

/**
 * Emotion names the empty style (components with no styles of their own) "0". There is nothing to
 * insert, but inserting it ran stylis, and in the rtl cache the RTL plugin's forty-odd regular
 * expressions for the first time (V8 compiles them on first use): ~50 ms of a phone's main thread in
 * the middle of hydrating a Hebrew page, for no rule. The server's render never sends it as a class.
 */
function withEmptyStyleInserted(cache: EmotionCache): EmotionCache {
  cache.inserted["0"] = true;
  return cache;
}
