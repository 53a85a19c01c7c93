import translation from "../locales/he.json";

/** Hebrew storefront texts: one chunk, loaded only when Hebrew is shown (packs and `api` load apart, ../index.ts). */
export const catalogue = { translation };
