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
  return (caches[direction] ??= withEmptyStyleInserted(createEmotionCache(direction)));
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
