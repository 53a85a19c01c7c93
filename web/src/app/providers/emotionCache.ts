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
  return (caches[direction] ??= createEmotionCache(direction));
}
