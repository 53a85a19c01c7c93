/**
 * Renders a `mail` document's `template: { name, data }` as the Trigger Email extension does
 * (firestore-send-email/functions/src/templates.ts and prepare-payload.ts), so what the shop sees
 * locally is what its customers get:
 * - Handlebars, one instance per part: a partial's subject, html and text are registered, under the
 *   partial's id, for the templates' subject, html and text respectively;
 * - subject and text are compiled with `noEscape` (plain text), html escapes `{{value}}` (`{{{value}}}`
 *   does not: for URLs and HTML the shop built itself);
 * - a partial is not a template: asking for one, or for an unknown id, fails;
 * - each part the template has replaces the document's own `message` part; a part the template lacks
 *   leaves the document's (so a message may carry its own subject beside a template without one).
 *
 * Handlebars is loaded on first render, not with the module: the shop's request path may import this
 * module's index for its types and ids without paying for the compiler on a cold start.
 */
import type { MailDocument, MailMessage } from "./mail-document";
import type { MailTemplate } from "./template-types";

/** The templates by id: the `mailTemplates` collection, or MAIL_TEMPLATES before it is loaded. */
export type MailTemplates = Readonly<Record<string, MailTemplate>>;

/** One template's parts, rendered; null where the template has no such part. */
export interface RenderedTemplate {
  subject: string | null;
  html: string | null;
  text: string | null;
}

type HandlebarsModule = typeof import("handlebars");

let handlebarsModule: Promise<HandlebarsModule> | undefined;

async function handlebars(): Promise<HandlebarsModule> {
  handlebarsModule ??= import("handlebars").then((loaded) => (loaded as { default?: HandlebarsModule }).default ?? loaded);
  return handlebarsModule;
}

const PARTS = ["subject", "html", "text"] as const;

/** Renders template `name` with `data`, failing as the extension does for an unknown one. */
export async function renderMailTemplate(
  templates: MailTemplates,
  name: string,
  data: Record<string, unknown> = {},
): Promise<RenderedTemplate> {
  // Own keys only: a name such as "constructor" must not find Object's.
  const template = Object.hasOwn(templates, name) ? templates[name] : undefined;
  if (!template || template.partial) throw new Error(`Tried to render non-existent template '${name}'`);

  const { create } = await handlebars();
  const instances = { subject: create(), html: create(), text: create() };
  for (const [id, partial] of Object.entries(templates)) {
    if (!partial.partial) continue;
    for (const part of PARTS) {
      const source = partial[part];
      if (source) instances[part].registerPartial(id, source);
    }
  }
  const rendered: RenderedTemplate = { subject: null, html: null, text: null };
  for (const part of PARTS) {
    const source = template[part];
    if (!source) continue;
    rendered[part] = instances[part].compile(source, { noEscape: part !== "html" })(data);
  }
  return rendered;
}

/**
 * The message a `mail` document sends: its own `message`, or, with a `template`, that message with
 * the template's rendered parts laid over it. Throws what the extension would record as the error.
 */
export async function renderMailMessage(templates: MailTemplates, mail: MailDocument): Promise<MailMessage> {
  const own: MailMessage = { ...(mail.message ?? {}) };
  if (!mail.template) return own;
  if (!mail.template.name) throw new Error("Template object is missing a 'name' parameter.");
  const rendered = await renderMailTemplate(templates, mail.template.name, mail.template.data);
  for (const part of PARTS) {
    const value = rendered[part];
    // The extension keeps a rendered "" (an empty part is still the template's) and skips a missing part.
    if (value !== null) own[part] = value;
  }
  return own;
}
