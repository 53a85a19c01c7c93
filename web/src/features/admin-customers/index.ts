export { AdminCustomersPage } from "./components/AdminCustomersPage";
