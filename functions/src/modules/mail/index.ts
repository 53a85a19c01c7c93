/**
 * The shop's email. The shop sends a message by writing a `mail` document (./mail-document.ts), the
 * shape of the Trigger Email extension (firestore-send-email); in production the extension delivers
 * it, rendering `template: { name, data }` from the `mailTemplates` collection. This module holds the
 * templates, loads them into that collection, and, for the local stack and the tests, delivers the
 * documents itself as the extension would (./delivery.ts).
 *
 * Nothing here loads nodemailer or Handlebars when imported (the transport is the caller's; the
 * renderer loads Handlebars on first use).
 */
export type {
  MailDelivery,
  MailDeliveryInfo,
  MailDeliveryState,
  MailDocument,
  MailMessage,
  MailRecipients,
  MailTemplateCall,
} from "./mail-document";
export type { MailTemplate } from "./template-types";
export { CONTACT_SUBJECT_LABELS, MAIL_TEMPLATES, MAIL_TEXTS, mailTemplateName, type MailLanguage, type ShopMail } from "./templates";
// The shop's messages, queued by the modules that make them (checkout, admin, content).
export {
  STATUS_MESSAGES,
  mailLanguage,
  mailOf,
  orderMailData,
  giftRecipientMailData,
  type GiftRecipientMailData,
  orderMailId,
  queueMail,
  shopMailData,
  type OrderMailContext,
  type OrderMailData,
  type OrderMailExtras,
  type OrderMailAmount,
  type OrderMailLine,
  type QueuedMail,
} from "./order-mail";
export { loadMailTemplates, readMailTemplates } from "./template-store";
export { renderMailMessage, renderMailTemplate, type MailTemplates, type RenderedTemplate } from "./render";
export { MAIL_LEASE_MS, type MailSendOptions, type MailSentInfo } from "./delivery-rules";
export {
  startMailDelivery,
  type MailDeliveryLog,
  type MailDeliveryOptions,
  type MailDeliveryWorker,
  type MailTransport,
} from "./delivery";

/** The sender of the local stack's mail when SHOP_MAIL_FROM does not name one. */
export const LOCAL_MAIL_FROM = "Cocoa Atelier <shop@cocoa-atelier.test>";
