export { SEO_CACHE_CONTROL, seoRouter } from "./seo.routes";
export type { SeoRouterOptions } from "./seo.routes";
