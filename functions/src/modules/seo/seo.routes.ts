/**
 * GET /sitemap.xml, outside /api: Hosting rewrites it to the `api` function (firebase.json). The origin in them is the configured one (`siteOrigin`), never the
 * request's Host or X-Forwarded-Host, which a client can write as it likes.
 *
 * Hosting's CDN keeps it an hour (s-maxage), browsers ten minutes: a new product appears in the
 * sitemap within the hour, which is soon enough for a crawler.
 */
import { Router, type RequestHandler } from "express";
import { shopConfig } from "../../platform/config";
import { STOREFRONT_PAGES, productPagePath, sitemapXml } from "./sitemap";

export const SEO_CACHE_CONTROL = "public, max-age=600, s-maxage=3600";

export interface SeoRouterOptions {
  /** The slugs of the products the storefront shows (active, not deleted). */
  listProductSlugs: () => Promise<string[]>;
}

export function seoRouter({ listProductSlugs }: SeoRouterOptions): Router {
  const router = Router();

  const sitemap: RequestHandler = async (_req, res, next) => {
    try {
      const slugs = await listProductSlugs();
      const paths = [...STOREFRONT_PAGES, ...[...new Set(slugs)].sort().map(productPagePath)];
      res.set({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL });
      res.send(sitemapXml(shopConfig().siteOrigin, paths));
    } catch (error) {
      next(error);
    }
  };

  router.get("/sitemap.xml", sitemap);
  return router;
}
