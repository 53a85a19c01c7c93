export { AdminGiftCardsPage } from "./components/AdminGiftCardsPage";
