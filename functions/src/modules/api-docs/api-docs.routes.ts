/**
 * GET /api/openapi.json: the API's OpenAPI document (./openapi.ts), written once per instance from the
 * endpoint table. The same for every caller and every deploy's lifetime, so the CDN may keep it an hour.
 */
import { Router } from "express";
import { openApiDocument, type OpenApiDocument } from "./openapi";

export const OPENAPI_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

let document: OpenApiDocument | undefined;

export function apiDocsRouter(): Router {
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    document ??= openApiDocument();
    res.set("Cache-Control", OPENAPI_CACHE_CONTROL).json(document);
  });
  return router;
}
