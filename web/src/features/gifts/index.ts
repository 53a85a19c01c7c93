/** Gifts (issue 33), the shopper's side at checkout: the "Gift" section and its rules. Loads with checkout only. */
export { GiftSection } from "./components/GiftSection";
export { useGiftDraft } from "./hooks/useGiftDraft";
export type { GiftState } from "./hooks/useGiftDraft";
export { checkGift, giftAddressComplete, giftDestination, giftProblem, giftWrapCost, usesOneOffAddress } from "./lib/giftForm";
export type { GiftCheck, GiftContext, GiftDraft, GiftProblem } from "./lib/giftForm";
