export { CartButton } from "./components/CartButton";
export { CartSheet } from "./components/CartSheet";
export { useAddToCart, useCart, useCartCount, useGuestCart, useRemoveCartItem, useUpdateCartItem } from "./hooks/useCart";
export type { CartState } from "./hooks/useCart";
export { useCartQuote } from "./hooks/useCartQuote";
export { mergeGuestCart, useMergeGuestCartOnLogin } from "./hooks/useMergeGuestCart";
export { cartItemCount, cartTotal, unitPrice } from "./lib/cartRules";
export type { CartLine } from "./lib/cartRules";
