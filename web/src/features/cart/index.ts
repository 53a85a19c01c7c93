export { CartButton } from "./components/CartButton";
export { CartSheet } from "./components/CartSheet";
export { useAddToCart } from "./hooks/useAddToCart";
export { useCartCount } from "./hooks/useCartCount";
