import type { i18n as I18n } from "i18next";
import { catalogue as en } from "./en";
import { catalogue as he } from "./he";

/**
 * Every language at once, for renders that cannot wait for a download: the server (each request may
 * ask for either language) and the unit tests. The browser loads one language at a time (../index.ts).
 */
export function addAllCatalogues(instance: I18n) {
  for (const [language, catalogue] of Object.entries({ en, he })) {
    for (const [namespace, texts] of Object.entries(catalogue)) instance.addResourceBundle(language, namespace, texts, true, true);
  }
}
