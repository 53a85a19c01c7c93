export { adminOrdersRouter } from "./orders.routes";
export { adminOverviewRouter } from "./overview.routes";
export { adminProductsRouter } from "./products.routes";
export { imageUrlSchema } from "./products.schemas";
export { adminSettingsRouter } from "./settings.routes";
