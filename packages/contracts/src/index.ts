/**
 * The API contract shared by the SPA and the functions. Keep this folder free of runtime
 * imports (no firebase-admin, no express): the SPA bundles whatever it imports from here.
 */
export * from "./api";
export * from "./money";
export * from "./auth";
export * from "./account";
export * from "./settings";
export * from "./product";
export * from "./shop";
export * from "./cart";
export * from "./address";
export * from "./order";
export * from "./promotion";
export * from "./gift-card";
export * from "./gift";
export * from "./delivery";
export * from "./admin";
export * from "./admin-customers";
export * from "./admin-production";
export * from "./products-csv";
export * from "./admin-insights";
export * from "./limits";
export * from "./schemas";
export * from "./responses/envelope";
export * from "./endpoints";
export * from "./messages";
export * from "./seo";
export * from "./page-template";
