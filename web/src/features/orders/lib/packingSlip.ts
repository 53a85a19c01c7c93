import type { AdminOrder, LanguageCode } from "@contracts";
import { FALLBACK_LANGUAGE, isSupportedLanguage } from "@/shared/i18n/languages";

/**
 * The language a packing slip starts in: the one the shopper ordered in (what the parcel's reader
 * reads), else the admin's own, else English. The admin can switch it on the page.
 */
export function slipLanguageOf(order: Pick<AdminOrder, "language"> | undefined, uiLanguage: string): LanguageCode {
  if (order?.language) return order.language;
  return isSupportedLanguage(uiLanguage) ? uiLanguage : FALLBACK_LANGUAGE;
}
