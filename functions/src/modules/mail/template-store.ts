/**
 * The `mailTemplates` collection: the shop's templates written into it (by the seed locally, and by
 * `npm run mail:templates -- <project-id>` into a real project, where the Trigger Email extension
 * reads them), and read back for rendering.
 *
 * Loading writes each of the shop's templates over its document (they are the shop's code, so a
 * changed template must reach the collection) and deletes nothing: an owner may keep templates of
 * their own there under other ids.
 */
import type { Firestore } from "firebase-admin/firestore";
import { collections } from "../../platform/collections";
import type { MailTemplates } from "./render";
import type { MailTemplate } from "./template-types";
import { MAIL_TEMPLATES } from "./templates";

/** A batch holds at most 500 writes. */
const BATCH_LIMIT = 500;

/** The fields Firestore stores: it refuses `undefined`. */
function templateDocument(template: MailTemplate): Record<string, unknown> {
  return Object.fromEntries(Object.entries(template).filter(([, value]) => value !== undefined));
}

/** Writes every template to `mailTemplates/{id}` (replacing the document); answers how many. */
export async function loadMailTemplates(db: Firestore, templates: MailTemplates = MAIL_TEMPLATES): Promise<number> {
  const entries = Object.entries(templates);
  for (let start = 0; start < entries.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const [id, template] of entries.slice(start, start + BATCH_LIMIT)) {
      batch.set(db.collection(collections.mailTemplates).doc(id), templateDocument(template));
    }
    await batch.commit();
  }
  return entries.length;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The templates as the extension sees them: every document of `mailTemplates`, by id. */
export async function readMailTemplates(db: Firestore): Promise<MailTemplates> {
  const snapshot = await db.collection(collections.mailTemplates).get();
  const templates: Record<string, MailTemplate> = {};
  for (const doc of snapshot.docs) {
    const data = doc.data();
    templates[doc.id] = templateDocument({
      subject: text(data.subject),
      html: text(data.html),
      text: text(data.text),
      // The extension takes any truthy `partial` as one.
      partial: data.partial ? true : undefined,
    }) as MailTemplate;
  }
  return templates;
}
