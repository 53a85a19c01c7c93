/**
 * GET /api/openapi.json: the API's OpenAPI document (./openapi.ts), written once per instance from the
 * endpoint table. The same for every caller and every deploy's lifetime, so the CDN may keep it an hour.
 *
 * GET /api/docs: a reference page over that document, drawn in the browser by Redoc's standalone
 * bundle, which the web build copies to Hosting as API_REFERENCE_SCRIPT (web/vite.config.ts), so the page
 * loads nothing from another origin. Its Content-Security-Policy is its own (Hosting's header rules
 * leave /api/** to the function): scripts from the shop's origin only; Redoc writes its styles inline
 * (styled-components) and runs its search in a worker it makes from a blob.
 */
import { Router } from "express";
import { openApiDocument, type OpenApiDocument } from "./openapi";

export const OPENAPI_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/** Where Hosting serves Redoc's standalone bundle (web/vite.config.ts `apiReferenceBundle`). */
export const API_REFERENCE_SCRIPT = "/api-reference/redoc.standalone.js";

export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

// The page is for integrators reading an English API reference (Redoc's own words are English).
const API_REFERENCE_PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Cocoa Atelier API reference</title>
  </head>
  <body>
    <redoc spec-url="/api/openapi.json" hide-download-button="false" path-in-middle-panel="true" native-scrollbars="true"></redoc>
    <noscript>The reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <script src="${API_REFERENCE_SCRIPT}"></script>
  </body>
</html>
`;

let document: OpenApiDocument | undefined;

export function apiDocsRouter(): Router {
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    document ??= openApiDocument();
    res.set("Cache-Control", OPENAPI_CACHE_CONTROL).json(document);
  });
  router.get("/docs", (_req, res) => {
    res
      .set({
        "Cache-Control": OPENAPI_CACHE_CONTROL,
        "Content-Security-Policy": API_REFERENCE_CSP,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
      })
      .type("html")
      .send(API_REFERENCE_PAGE);
  });
  return router;
}
