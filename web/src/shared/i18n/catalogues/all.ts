import type { i18n as I18n } from "i18next";
import { en as apiEn, he as apiHe, type LanguageCode } from "@contracts";
import aboutEn from "../locales/about/en.json";
import aboutHe from "../locales/about/he.json";
import accountEn from "../locales/account/en.json";
import accountHe from "../locales/account/he.json";
import adminEn from "../locales/admin/en.json";
import adminHe from "../locales/admin/he.json";
import type { TextPack } from "../textPacks";
import { catalogue as en } from "./en";
import { catalogue as he } from "./he";

type Texts = { [key: string]: string | Texts };

/** Every namespace of every language: the storefront's `translation`, each pack, and the API's `api`. */
export const ALL_CATALOGUES: Record<LanguageCode, Record<"translation" | TextPack | "api", Texts>> = {
  en: { translation: en.translation, account: accountEn, admin: adminEn, about: aboutEn, api: apiEn as Texts },
  he: { translation: he.translation, account: accountHe, admin: adminHe, about: aboutHe, api: apiHe as Texts },
};

/**
 * Every language at once, for renders that cannot wait for a download: the server (each request may
 * ask for either language) and the unit tests. The browser loads one part at a time (../index.ts).
 */
export function addAllCatalogues(instance: I18n) {
  for (const [language, catalogue] of Object.entries(ALL_CATALOGUES)) {
    for (const [namespace, texts] of Object.entries(catalogue)) instance.addResourceBundle(language, namespace, texts, true, true);
  }
}
