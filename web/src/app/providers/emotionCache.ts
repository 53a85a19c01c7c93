import createCache, { type EmotionCache } from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import type { Direction } from "@/shared/i18n/languages";

/**
 * Two Emotion caches, as MUI's right-to-left guide prescribes: the rtl one runs stylis-plugin-rtl,
 * which flips physical properties (margin-left → margin-right …) of every MUI and app style.
 * Logical properties (margin-inline-start …) are left as they are and follow `dir` natively.
 */
const caches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: "mui" }),
  rtl: createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] }),
};

export function emotionCacheFor(direction: Direction): EmotionCache {
  return caches[direction];
}
