/**
 * The storefront's pages as HTML (Hosting rewrites /shop/home, /shop/listing… here: firebase.json):
 * the SPA's first paint rendered on the server (web/src/entry-server.tsx), which the same SPA hydrates.
 *
 * GET /shop/* → 200 the page, cached by Hosting's CDN (PAGE_CACHE_CONTROL); 404 the not-found page
 *               (an unknown address, a route whose prefetch found nothing);
 *               200 the plain app, `no-store`, for a page the browser renders itself and, logged, for
 *               a render that failed: a shopper never gets an error page from here.
 * The page is in the language of `?lang=`, else the browser's (Accept-Language), else English. No cookie
 * is read, so one cached copy serves everyone who asks for that address in that language: an address
 * with `?lang=` varies by nothing, a plain one by Accept-Language (`Vary`, which the CDN keys on).
 */
import type { Express, Request, Response } from "express";
import { Router } from "express";
import { shopConfig } from "../../platform/config";
import { requestLanguage } from "../../platform/http/localize";
import { logger } from "../../platform/logger";
import { loopbackOrigin, storefront } from "./bundle";
import {
  FALLBACK_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  fillTemplate,
  pageContentSecurityPolicy,
} from "./page";

function sendHtml(res: Response, status: number, cacheControl: string, html: string, { byBrowserLanguage = false } = {}) {
  res.status(status);
  res.set({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": cacheControl,
    "Content-Security-Policy": pageContentSecurityPolicy(shopConfig().authEmulatorHost),
  });
  // The API's `Vary: Accept-Language` (platform/http/localize) holds here only where the browser chose
  // the language: an address with ?lang= is one page for everyone, one copy on the CDN.
  res.removeHeader("Vary");
  if (byBrowserLanguage) res.set("Vary", "Accept-Language");
  res.send(html);
}

async function servePage(req: Request, res: Response) {
  const { template, bundle, manifest } = await storefront();
  try {
    const apiOrigin = await loopbackOrigin(req.app as Express);
    const page = await bundle.render({ url: req.originalUrl, apiOrigin, siteOrigin: shopConfig().siteOrigin, browserLanguage: requestLanguage(req) });
    if (page.kind === "browser") {
      sendHtml(res, 200, FALLBACK_CACHE_CONTROL, template);
      return;
    }
    const html = fillTemplate(template, page, bundle.SERVER_STATE_ELEMENT_ID, manifest);
    sendHtml(res, page.status, page.status === 200 ? PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL, html, { byBrowserLanguage: page.languageFrom === "browser" });
  } catch (error) {
    logger.error("Storefront: the server render failed; serving the plain app", { url: req.originalUrl, error });
    sendHtml(res, 200, FALLBACK_CACHE_CONTROL, template);
  }
}

export function storefrontRouter(): Router {
  const router = Router();
  router.get("/{*page}", (req, res, next) => {
    servePage(req, res).catch(next); // only a missing build gets here: the JSON error handler answers
  });
  return router;
}
