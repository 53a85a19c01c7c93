import i18n, { type BackendModule, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LanguageCode } from "@contracts";
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, baseLanguage, isSupportedLanguage, languageDirection } from "./languages";
import { findLanguage, pickLanguage } from "./pickLanguage";
import { TEXT_PACKS, type TextPack } from "./textPacks";

type Texts = Record<string, unknown>;

/**
 * Each part of each language's texts is a chunk of its own, loaded by i18next when it needs that
 * namespace in that language (textPacks.ts says what each part holds):
 * - `translation`, the storefront's texts: at start, in the page's language (the storefront HTML preloads it);
 * - a pack (`account`, `admin`, `about`): when a screen that needs it is first opened (`withTexts` in the router);
 * - `api`, the API's message catalogue keyed by the codes the server answers
 *   (`t("api:cart.stockLimit", { count })`): when the API client meets its first error answer.
 * A namespace once loaded is in `options.ns`, so a language change loads it for the new language
 * before i18next reports the change: no text shows as its key.
 */
const textLoaders: Record<string, Record<LanguageCode, () => Promise<Texts>>> = {
  translation: {
    en: () => import("./catalogues/en").then((module) => module.catalogue.translation),
    he: () => import("./catalogues/he").then((module) => module.catalogue.translation),
  },
  account: {
    en: () => import("./locales/account/en.json").then((module) => module.default),
    he: () => import("./locales/account/he.json").then((module) => module.default),
  },
  admin: {
    en: () => import("./locales/admin/en.json").then((module) => module.default),
    he: () => import("./locales/admin/he.json").then((module) => module.default),
  },
  about: {
    en: () => import("./locales/about/en.json").then((module) => module.default),
    he: () => import("./locales/about/he.json").then((module) => module.default),
  },
  api: {
    en: () => import("./catalogues/api-en").then((module) => module.messages),
    he: () => import("./catalogues/api-he").then((module) => module.messages),
  },
} satisfies Record<"translation" | TextPack | "api", unknown>;

/** i18next's way to load a namespace on demand: `changeLanguage` and `loadNamespaces` wait for it. */
const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const code = baseLanguage(language);
    const load = isSupportedLanguage(code) ? textLoaders[namespace]?.[code] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Keeps `<html lang>` and `<html dir>` in step with the language (rtl for Hebrew and Arabic). Each is
 * written only when it changes: writing `lang`, even its own value, makes Chromium restyle every element
 * of the page (the :lang() state of all of them), 10 ms on the bench host, 40 on a phone, as the app
 * starts on a page the server already rendered in that language.
 */
export function applyDocumentLanguage(language: string | undefined) {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  const lang = baseLanguage(language) || FALLBACK_LANGUAGE;
  const dir = languageDirection(lang);
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
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
 * The language this visitor chose, if any: `?lang=` first (a shared or crawled link), then the
 * stored choice. A `?lang=` is remembered, so the pages navigated to after it stay in that language.
 */
export function chosenLanguage(): LanguageCode | undefined {
  if (typeof window === "undefined") return undefined;
  const query = new URLSearchParams(window.location.search).get("lang");
  const language = findLanguage({ query, stored: storage()?.getItem(LANGUAGE_STORAGE_KEY) });
  if (language && query && language === baseLanguage(query)) rememberLanguage(language);
  return language;
}

/** The language this browser wants: the visitor's choice, else the browser's languages, else English. */
export function preferredLanguage(): string {
  if (typeof window === "undefined") return FALLBACK_LANGUAGE;
  return chosenLanguage() ?? pickLanguage({ browser: navigator.languages });
}

/** The language the server rendered the page in (its `<html lang>`), when the page came rendered. */
function serverRenderedLanguage(): string | undefined {
  if (typeof document === "undefined" || !document.getElementById(SERVER_STATE_ELEMENT_ID)) return undefined;
  return pickLanguage({ query: document.documentElement.lang });
}

/** The `<script type="application/json">` the server puts its dehydrated queries in (read by main.tsx). */
export const SERVER_STATE_ELEMENT_ID = "shop-server-state";

const initOptions = {
  // The storefront's texts only; packs and `api` join `ns` when first loaded (loadNamespaces).
  ns: ["translation"],
  defaultNS: "translation",
  // A key the storefront's texts lack is looked up in the packs (each key lives in one part).
  fallbackNS: [...TEXT_PACKS],
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

const settled = () => i18nReady.then(
  () => undefined,
  () => undefined,
);

/**
 * Loads `packs` for the page's language and keeps them loaded for every later language change;
 * `everyLanguage` also loads them (and the storefront texts) in every language the shop has, for a
 * screen that shows another language than the page's (the packing slip). Never rejects: a pack that
 * cannot load shows its keys, which beats a screen that never opens.
 */
export async function loadTextPacks(packs: readonly TextPack[], { everyLanguage = false }: { everyLanguage?: boolean } = {}): Promise<void> {
  await settled();
  await i18n.loadNamespaces([...packs]);
  if (everyLanguage) await i18n.loadLanguages([...SUPPORTED_LANGUAGES]);
}

/** A lazily imported screen that renders only once its text packs are in place: `lazy(() => withTexts(["account"], import("…")))`. */
export function withTexts<T>(packs: readonly TextPack[], screen: Promise<T>, options?: { everyLanguage?: boolean }): Promise<T> {
  return Promise.all([screen, loadTextPacks(packs, options)]).then(([module]) => module);
}

/**
 * Loads the API's message catalogue (namespace `api`) for the page's language, and from then on for
 * every language change: the API client calls it before it hands an error answer on, so `serverText`
 * translates the code in the page's language (without it, it shows the server's own text).
 */
export async function loadApiMessages(): Promise<void> {
  if (i18n.hasLoadedNamespace("api")) return;
  await settled();
  await i18n.loadNamespaces("api");
}

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
export { findLanguage, pickLanguage } from "./pickLanguage";
export { TEXT_PACKS, type TextPack } from "./textPacks";
