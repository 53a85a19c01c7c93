import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { API_MESSAGES } from "@contracts";
import en from "./locales/en.json";
import he from "./locales/he.json";
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  baseLanguage,
  languageDirection,
} from "./languages";

/**
 * `translation`: the SPA's own texts. `api`: the API's message catalogue, keyed by the codes the
 * server answers (`t("api:cart.stockLimit", { count })`); shared/api shows server messages through it.
 */
export const resources = {
  en: { translation: en, api: API_MESSAGES.en },
  he: { translation: he, api: API_MESSAGES.he },
} as const;

/** Keeps `<html lang>` and `<html dir>` in step with the language (rtl for Hebrew and Arabic). */
export function applyDocumentLanguage(language: string | undefined) {
  if (typeof document === "undefined") return;
  const lang = baseLanguage(language) || FALLBACK_LANGUAGE;
  document.documentElement.lang = lang;
  document.documentElement.dir = languageDirection(lang);
}

i18n.on("languageChanged", (language) => applyDocumentLanguage(i18n.resolvedLanguage ?? language));

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: "languageOnly",
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false }, // React escapes
    detection: {
      order: ["localStorage", "navigator", "htmlTag"],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ["localStorage"],
      convertDetectedLanguage: (language: string) => baseLanguage(language),
    },
    react: { useSuspense: false },
  });

export { i18n };
export * from "./languages";
