// The owner's Promotions screen (issue 36): codes and automatic promotions, their uses and revenue, a promotion's orders.
export { AdminPromotionsPage } from "./components/AdminPromotionsPage";
export { promotionKeys } from "./api/promotionsApi";
