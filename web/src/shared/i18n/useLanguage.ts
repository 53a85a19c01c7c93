import { useTranslation } from "react-i18next";
import { baseLanguage } from "./languages";

/** The page's language ("en" / "he"); product keys carry it because title sorts follow it. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return baseLanguage(i18n.resolvedLanguage ?? i18n.language) || "en";
}
