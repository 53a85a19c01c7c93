/**
 * The Express app behind the `api` function. Every route lives under /api and answers JSON, except
 * the storefront's server-rendered pages under /shop (./modules/storefront), and
 * /sitemap.xml (modules/seo) for crawlers.
 *
 * Order: a request id and its logging scope → the API's security headers → compression → answers in the caller's language → JSON-only bodies for state-changing calls (CSRF hardening) → JSON body parser →
 * cookies → routers → 404 → JSON error handler. The session is read only by the routes that need
 * it (`readSession`, `requireUser`, `requireAdmin` in ./modules/accounts/session.ts), so public calls
 * such as the settings never wait for Auth.
 */
import compression from "compression";
import cookieParser from "cookie-parser";
import express, { type Express } from "express";
import { shopConfig } from "./platform/config";
import { requireJsonBody } from "./platform/http/content-type";
import { errorHandler, notFound } from "./platform/http/errors";
import { requestId } from "./platform/http/request-id";
import { apiSecurityHeaders } from "./platform/http/security-headers";
import { noStoreByDefault } from "./platform/http/cache-control";
import { varyByLanguage } from "./platform/http/localize";
import { accountRouter, addressRouter, authRouter } from "./modules/accounts";
import { adminCustomersRouter, adminGiftCardsRouter, adminInsightsRouter, adminOrdersRouter, adminOverviewRouter, adminProductionRouter, adminProductsRouter, adminPromotionsRouter, adminSettingsRouter } from "./modules/admin";
import { giftCardsRouter } from "./modules/gift-cards";
import { cartRouter } from "./modules/cart";
import { commonRouter } from "./modules/content";
import { imagesRouter, listActiveProductSlugs, productsRouter, reviewRouter, searchRouter } from "./modules/catalog";
import { orderRouter, SANDBOX_DECISION_PATH, sandboxPaymentRouter } from "./modules/checkout";
import { storefrontRouter } from "./modules/storefront";
import { seoRouter } from "./modules/seo";
import { deliveryRouter } from "./modules/delivery";
import { apiDocsRouter } from "./modules/api-docs";

/** Routes that accept `multipart/form-data` uploads instead of JSON (admin-only image uploads). */
export const MULTIPART_PATHS: readonly string[] = ["/api/admin/products/upload-image"];

export function createApp(): Express {
  const app = express();
  app.disable("x-powered-by");
  // Exactly the proxies that are really there (none under the emulators): ./platform/http/client-address.ts.
  app.set("trust proxy", shopConfig().trustedProxyHops);

  // First, so that every log line of the request names it and every answer (errors included) carries it.
  app.use(requestId);
  // Then, so that every answer below it (errors included) carries them and speaks the caller's language.
  app.use(apiSecurityHeaders);
  // gzip (or deflate) whatever the caller accepts and is worth it (JSON, HTML, XML over 1 KB):
  // a listing page shrinks about five times. Images are already compressed and pass as they are.
  app.use(compression());
  // /sitemap.xml: the one answer outside /api (Hosting rewrites it here); the same in every language. INTEGRATOR: pass the catalog's listActiveProductSlugs once it exists.
  app.use(seoRouter({ listProductSlugs: async () => (await listActiveProductSlugs()).map((entry) => entry.slug) }));
  app.use(varyByLanguage);
  app.use(requireJsonBody({ multipartPaths: MULTIPART_PATHS, formPaths: [SANDBOX_DECISION_PATH] }));
  // In Cloud Functions the body arrives already parsed (req.body, req.rawBody); this parser then
  // leaves it alone. Under a plain `listen()` (the API tests) it does the parsing.
  // The products' CSV import carries the whole file (2,000 products and more) as JSON text: its own,
  // larger limit (PRODUCTS_CSV_LIMITS, 5 M characters), only there; Cloud Functions takes up to 10 MB.
  app.use(["/api/admin/products/import/preview", "/api/admin/products/import/apply"], express.json({ limit: "10mb", type: "application/json" }));
  app.use(express.json({ limit: "100kb", type: "application/json" }));
  app.use(cookieParser());

  const api = express.Router();
  // Nothing under /api is kept by a browser or the CDN unless its route says so (./platform/http/cache-control.ts).
  api.use(noStoreByDefault);
  // The API described: /api/openapi.json (modules/api-docs).
  api.use(apiDocsRouter());
  api.use("/auth", authRouter());
  api.use("/account", accountRouter());
  api.use("/common", commonRouter());
  api.use("/shop/products", productsRouter());
  api.use("/shop/search", searchRouter());
  api.use("/shop/review", reviewRouter());
  api.use("/shop/cart", cartRouter());
  api.use("/shop/address", addressRouter());
  api.use("/shop/order", orderRouter());
  api.use("/shop/gift-cards", giftCardsRouter());
  api.use("/shop/delivery", deliveryRouter());
  api.use("/payments/sandbox", sandboxPaymentRouter());
  api.use("/images", imagesRouter());
  api.use("/admin/products", adminProductsRouter());
  api.use("/admin/orders", adminOrdersRouter());
  api.use("/admin/settings", adminSettingsRouter());
  api.use("/admin/overview", adminOverviewRouter());
  api.use("/admin/insights", adminInsightsRouter());
  api.use("/admin/customers", adminCustomersRouter());
  api.use("/admin/production", adminProductionRouter());
  api.use("/admin/promotions", adminPromotionsRouter());
  api.use("/admin/gift-cards", adminGiftCardsRouter());
  api.use(notFound);

  app.use("/api", api);
  // The storefront's pages, rendered on the server (Hosting rewrites them here; everything else is JSON).
  app.use("/shop", storefrontRouter());
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
