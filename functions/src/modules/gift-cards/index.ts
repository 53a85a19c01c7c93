/**
 * Gift cards (issue 36): cards bought or issued by hand, sent on their day with a code made then,
 * spent and given back inside the orders' transactions, each change of a balance in its ledger.
 *
 * For checkout (every helper takes the transaction; reads before writes): `readCardsByCode`,
 * `readCards`, `spendFromCards`, `returnToCards`, `issuePurchasedCard`, and on the admin's rejection
 * of an order that bought a card `takeBackRefusal` / `voidBoughtCard`; checkout also serves the
 * purchase route of this module's router (`sellGiftCardsWith`). For the admin's routes: the
 * list, get, issue, adjust and void of ./admin.service.ts. For the schedulers: `deliverDueGiftCards`.
 */
export {
  codeHash,
  codeLast4,
  findCardByCode,
  giftCardEntryFromDocument,
  giftCardFromDocument,
  giftCardRef,
  giftCardsOf,
  ledgerEntryId,
  ledgerOf,
  newGiftCardCode,
  publicCard,
  type HeldGiftCard,
} from "./gift-cards.store";
export {
  issuePurchasedCard,
  readCard,
  readCards,
  readCardsByCode,
  returnToCards,
  spendFromCards,
  takeBackRefusal,
  voidBoughtCard,
  type CardsByCode,
  type GiftCardOrderRef,
  type PurchasedCardOrder,
  type SpendResult,
} from "./gift-card-transactions";
export { deliverDueGiftCards, deliverGiftCard, shopToday } from "./gift-card-delivery";
export { giftCardMailId, type GiftCardBuyerMailData, type GiftCardRecipientMailData } from "./gift-card-mail";
export { adjustGiftCard, checkDeliverOn, getGiftCard, issueGiftCard, listGiftCards, voidGiftCard, type GiftCardActor, type GiftCardIssue } from "./admin.service";
export { giftCardsRouter } from "./gift-cards.routes";
export { sellGiftCardsWith, type GiftCardPurchaseHandler } from "./gift-card-sales";
