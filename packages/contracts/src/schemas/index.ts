/**
 * The zod schemas of every request the API takes: the server validates with them, the SPA's forms
 * check the same rules before sending, and the request types are inferred from them.
 */
export * from "./parts";
export * from "./auth";
export * from "./account";
export * from "./address";
export * from "./cart";
export * from "./catalog";
export * from "./orders";
export * from "./promotions";
export * from "./gift-cards";
export * from "./admin-orders";
export * from "./admin-customers";
export * from "./admin-refunds";
export * from "./admin-products";
export * from "./products-csv";
export * from "./settings";
export * from "./delivery-settings";
export * from "./content";
