export { PAGE_META_ATTRIBUTE, absoluteUrl, escapeHtml, headTags, jsonForScript, renderHeadTags } from "./headTags";
export type { HeadTag } from "./headTags";
export {
  atAddress,
  LANGUAGE_PARAM,
  defaultPageMeta,
  indexedAt,
  languageAlternates,
  languagePath,
  notIndexed,
  pageLanguage,
  pageTitle,
  shortDescription,
} from "./pageMeta";
export type { PageAlternate, PageMeta, Translate } from "./pageMeta";
export { MatchedRoutesContext, PageMetaHead, applyHeadTags } from "./PageMetaHead";
export type { MatchedRoute } from "./PageMetaHead";
export { cachedReviewCount, nutritionJsonLd, productJsonLd, productPageMeta, productRouteMeta } from "./productMeta";
export type { PageProduct, ProductReviewSummary } from "./productMeta";
export {
  deepestRouteMeta,
  defaultRouteMeta,
  homePageMeta,
  privatePageMeta,
  storefrontPageMeta,
} from "./routeMeta";
export type { RouteMeta, RouteMetaContext, RouteMetaHandle } from "./routeMeta";
