export { apiDocsRouter, OPENAPI_CACHE_CONTROL } from "./api-docs.routes";
export { openApiDocument, openApiPath, tableEntries, type OpenApiDocument } from "./openapi";
