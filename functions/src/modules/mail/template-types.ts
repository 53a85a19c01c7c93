/**
 * A document of the `mailTemplates` collection, as the Trigger Email extension (firestore-send-email)
 * reads it: its id is the template's name, each part is Handlebars source. A partial (`partial: true`)
 * is not sent on its own; templates include it as `{{> its-id}}`, part by part (a partial's `html`
 * in a template's `html`, and so on).
 */
export interface MailTemplate {
  subject?: string;
  html?: string;
  text?: string;
  partial?: boolean;
}
