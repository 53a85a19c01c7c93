export { CartButton } from "./components/CartButton";
export { CartSheet } from "./components/CartSheet";
export { useCartCount } from "./hooks/useCartCount";
