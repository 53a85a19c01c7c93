/**
 * The endpoint table the SPA's client is generated from. A production build replaces this module
 * with the same table holding only each endpoint's method and path (web/vite.config.ts,
 * `endpointRoutesOnly`): the client checks answers against the response schemas in development and
 * tests only, and the schemas would otherwise bring every schema and zod into every first load.
 */
export { endpoints } from "@contracts";
