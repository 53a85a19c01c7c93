export { orderRouter } from "./orders.routes";
export { failedBecause, moveStock, orderFromDocument, orderInLanguage, quantities, readProducts, withStatus } from "./orders.service";
export { checkoutPaymentMethod } from "./payments/providers";
export { refundForRejection, refundPart, type PartialRefund, type RecordedRefund } from "./refunds.service";
export { SANDBOX_DECISION_PATH, sandboxPaymentRouter } from "./sandbox-payment.routes";
