import { FALLBACK_LANGUAGE, baseLanguage, isSupportedLanguage } from "./languages";
import type { LanguageCode } from "@contracts";

interface LanguageSources {
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}

/**
 * The first supported language among, in order: the URL's `?lang=`, the stored choice, the browser's
 * languages; undefined when none is. Pure, so the server (the address, then the browser's
 * Accept-Language) and the browser share it.
 */
export function findLanguage(sources: LanguageSources): LanguageCode | undefined {
  const candidates = [sources.query, sources.stored, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const language = baseLanguage(candidate);
    if (language && isSupportedLanguage(language)) return language;
  }
  return undefined;
}

/** `findLanguage`, else English. */
export function pickLanguage(sources: LanguageSources): LanguageCode {
  return findLanguage(sources) ?? FALLBACK_LANGUAGE;
}
