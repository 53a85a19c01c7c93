import translation from "../locales/en.json";

/** English storefront texts: one chunk, preloaded by an English storefront page (packs and `api` load apart, ../index.ts). */
export const catalogue = { translation };
