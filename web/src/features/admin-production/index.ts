// The owner's Production screen: the coming days' places and orders, and the owner's changes to a day.
export { AdminProductionPage } from "./components/AdminProductionPage";
export { productionAgendaQuery, productionKeys } from "./api/productionApi";
