/**
 * Gift cards, the shopper's side (issue 36): buying one for someone (`/shop/gift-cards`, signed in)
 * and checking what one holds (`/shop/gift-cards/balance`, everyone). Each page loads lazily with the
 * account pack of texts; the storefront's footer links here through `paths.shop.giftCards` only.
 */
export { GiftCardPurchasePage } from "./components/GiftCardPurchasePage";
export type { GiftCardPurchasePageProps } from "./components/GiftCardPurchasePage";
export { GiftCardBalancePage } from "./components/GiftCardBalancePage";
