/**
 * The shop's email templates, `mailTemplates/{id}` → its template (ids name the language last:
 * `order-received-he`), loaded by ../template-store.ts. Built in ./catalogue.ts from ./texts.ts.
 */
export { SHOP_MAIL_TEMPLATES as MAIL_TEMPLATES, mailTemplateName, type ShopMail } from "./catalogue";
export { CONTACT_SUBJECT_LABELS, MAIL_TEXTS, type MailLanguage } from "./texts";
