export {
  activeAutomaticPromotions,
  findPromotionByCode,
  forgetCachedPromotions,
  promotionCodeRef,
  promotionFromDocument,
  promotionRef,
  promotionsOf,
  redemptionRef,
  termsFromDocument,
  termsOf,
} from "./promotions.store";
export { newPromotionDocument, promotionCodeId, promotionTermsFields, type PromotionDocument, type PromotionInstants, type PromotionTermsFields } from "./promotion-document";
export { productOfferOf, promotionsOnOffer } from "./promotion-offers";
