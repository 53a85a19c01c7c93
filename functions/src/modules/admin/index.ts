export { adminCustomersRouter } from "./customers.routes";
export { adminOrdersRouter } from "./orders.routes";
export { adminOverviewRouter } from "./overview.routes";
export { adminProductsRouter } from "./products.routes";
export { adminSettingsRouter } from "./settings.routes";
export { adminProductionRouter } from "./production.routes";
export { adminPromotionsRouter } from "./promotions.routes";
export { adminGiftCardsRouter } from "./gift-cards.routes";
