export { storefrontRouter } from "./storefront.routes";
