import { LANGUAGES, type LanguageCode } from "@contracts";

export type Direction = "ltr" | "rtl";

/** Languages written right to left (spec: Hebrew and Arabic). */
const RTL_LANGUAGES = new Set(["he", "ar"]);

export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = LANGUAGES;
export const FALLBACK_LANGUAGE: LanguageCode = "en";
/** localStorage key the chosen language is remembered under. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/** Each language named in itself, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = { en: "English", he: "עברית" };

export function baseLanguage(language: string | undefined | null): string {
  return (language ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
}

export function languageDirection(language: string | undefined | null): Direction {
  return RTL_LANGUAGES.has(baseLanguage(language)) ? "rtl" : "ltr";
}

export function isSupportedLanguage(language: string): language is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language);
}
