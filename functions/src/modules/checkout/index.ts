export { orderRouter } from "./orders.routes";
export { failedBecause, moveStock, orderFromDocument, orderInLanguage, quantities, readProducts, withStatus } from "./orders.service";
export { checkoutPaymentMethod } from "./payments/providers";
export { giveUsesBack, readUsesTaken } from "./promotion-uses";
export {
  giveCardsBack,
  readRejectionCards,
  refundForRejection,
  refundPart,
  rejectionCardsRefusal,
  rejectionRefund,
  type PartialRefund,
  type RecordedRefund,
  type RejectionCards,
} from "./refunds.service";
export { isGiftCardLine } from "./order-gift-cards";
export { SANDBOX_DECISION_PATH, sandboxPaymentRouter } from "./sandbox-payment.routes";
export { receiptFile, sendReceiptFile, type ReceiptFile } from "./order-receipts";
