import { FALLBACK_LANGUAGE, baseLanguage, isSupportedLanguage } from "./languages";
import type { LanguageCode } from "@contracts";

/**
 * The first supported language among, in order: the URL's `?lang=`, the stored choice, the
 * browser's languages; English otherwise. Pure, so the server (query only) and the browser share it.
 */
export function pickLanguage(sources: {
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): LanguageCode {
  const candidates = [sources.query, sources.stored, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const language = baseLanguage(candidate);
    if (language && isSupportedLanguage(language)) return language;
  }
  return FALLBACK_LANGUAGE;
}
