import i18n, { type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LanguageCode } from "@contracts";
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, baseLanguage, isSupportedLanguage, languageDirection } from "./languages";
import { pickLanguage } from "./pickLanguage";

/**
 * Each language's texts, a chunk of its own: `translation` (the SPA's texts) and `api` (the API's
 * message catalogue, keyed by the codes the server answers: `t("api:cart.stockLimit", { count })`).
 * A page downloads the language it shows; the other one only when the shopper chooses it.
 */
const catalogueLoaders: Record<LanguageCode, () => Promise<{ catalogue: Record<string, object> }>> = {
  en: () => import("./catalogues/en"),
  he: () => import("./catalogues/he"),
};

/** i18next's way to load a language on demand: `changeLanguage` waits for it, so no text shows as its key. */
const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const code = baseLanguage(language);
    if (!isSupportedLanguage(code)) return callback(null, {});
    catalogueLoaders[code]().then(
      ({ catalogue }) => callback(null, catalogue[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Keeps `<html lang>` and `<html dir>` in step with the language (rtl for Hebrew and Arabic). */
export function applyDocumentLanguage(language: string | undefined) {
  if (typeof document === "undefined") return;
  const lang = baseLanguage(language) || FALLBACK_LANGUAGE;
  document.documentElement.lang = lang;
  document.documentElement.dir = languageDirection(lang);
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings)
  }
}

/** The shopper's choice, remembered across visits. */
export function rememberLanguage(language: string) {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, baseLanguage(language));
  } catch {
    // storage full or blocked: the choice lasts this visit only
  }
}

/**
 * The language this browser wants: `?lang=` first (a shared or crawled link), then the stored
 * choice, then the browser's languages. A `?lang=` is remembered, so the pages navigated to after
 * it stay in that language.
 */
export function preferredLanguage(): string {
  if (typeof window === "undefined") return FALLBACK_LANGUAGE;
  const query = new URLSearchParams(window.location.search).get("lang");
  const language = pickLanguage({ query, stored: storage()?.getItem(LANGUAGE_STORAGE_KEY), browser: navigator.languages });
  if (query && language === baseLanguage(query)) rememberLanguage(language);
  return language;
}

/** The language the server rendered the page in (its `<html lang>`), when the page came rendered. */
function serverRenderedLanguage(): string | undefined {
  if (typeof document === "undefined" || !document.getElementById(SERVER_STATE_ELEMENT_ID)) return undefined;
  return pickLanguage({ query: document.documentElement.lang });
}

/** The `<script type="application/json">` the server puts its dehydrated queries in (read by main.tsx). */
export const SERVER_STATE_ELEMENT_ID = "shop-server-state";

const initOptions = {
  ns: ["translation", "api"],
  defaultNS: "translation",
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // English stands in only for a language the shop does not have: a Hebrew page never downloads
  // English as its fallback (the catalogue tests keep both languages complete).
  fallbackLng: (code: string) => (isSupportedLanguage(baseLanguage(code)) ? [] : [FALLBACK_LANGUAGE]),
  load: "languageOnly",
  nonExplicitSupportedLngs: true,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
} as const;

// A server-rendered page hydrates in the language it was rendered in (anything else would not match
// its HTML); main.tsx switches to the shopper's own choice right after. A page the browser renders
// itself starts in that choice at once. Either way main.tsx renders once `i18nReady` settles (the
// language's chunk is preloaded by the HTML, so this is rarely a wait).
const startLanguage = serverRenderedLanguage() ?? preferredLanguage();
export const i18nReady: Promise<unknown> = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({ ...initOptions, lng: startLanguage });
applyDocumentLanguage(startLanguage);
// Registered once start-up has set its language (init settles after the texts load), so hydrating in
// the page's language never overwrites the stored choice.
void i18nReady.finally(() => {
  i18n.on("languageChanged", (language) => {
    applyDocumentLanguage(i18n.resolvedLanguage ?? language);
    if (typeof window !== "undefined") rememberLanguage(language);
  });
});

/**
 * A separate instance in `language`, sharing the loaded texts: the server renders each request with
 * its own (through I18nextProvider), so two requests in two languages never race on the global one.
 */
export function languageInstance(language: string): I18n {
  const instance = i18n.cloneInstance({ lng: language, initAsync: false });
  void instance.changeLanguage(language);
  return instance;
}

export { i18n };
export * from "./languages";
export { pickLanguage } from "./pickLanguage";
