export { API_REFERENCE_CSP, API_REFERENCE_SCRIPT, apiDocsRouter, OPENAPI_CACHE_CONTROL } from "./api-docs.routes";
export { openApiDocument, openApiPath, tableEntries, type OpenApiDocument } from "./openapi";
