/**
 * PLACEHOLDER until the shop's own templates land here: one template and one partial, so the
 * delivery can be tried end to end. The mail module's code and tests take the templates as a
 * parameter and depend on nothing in this file.
 */
import type { MailTemplate } from "../template-types";

/** `mailTemplates/{id}` → its template, loaded by ../template-store.ts (ids name language last). */
export const MAIL_TEMPLATES: Record<string, MailTemplate> = {
  "test-hello-en": {
    subject: "Hello {{name}}",
    html: "<p>Hello {{name}}</p>",
    text: "Hello {{name}}",
  },
  // A partial: a template includes it as `{{> test-signature}}`, its html in html, its text in text.
  "test-signature": {
    partial: true,
    html: "<p>Cocoa Atelier</p>",
    text: "Cocoa Atelier",
  },
};
