/**
 * The SPA's texts come in parts, each an i18next namespace with one JSON file per language:
 * `translation` (locales/<lang>.json) holds what the storefront shows (its pages, the shop layout, the
 * toasts, the error pages, the server render); a pack (locales/<pack>/<lang>.json) holds the texts only
 * its screens use. A key lives in exactly one part; call sites never name the part (`t("admin.…")`
 * finds a pack's key through i18next's `fallbackNS`).
 *
 * - `account`: signing in, registering, the emailed-link pages, checkout, the account page, the payment
 *   return pages, and the order views the admin shares with them.
 * - `admin`: the admin area and the packing slip (they load `account` too).
 * - `about`: the About page's story (a storefront page, but its long texts are its own: kept out of
 *   every other page's first load; the server render has every part).
 */
export const TEXT_PACKS = ["account", "admin", "about"] as const;
export type TextPack = (typeof TEXT_PACKS)[number];
