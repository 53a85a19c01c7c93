/**
 * Contact messages: stored in `contactMessages`, and two emails queued in `mail` in the Trigger
 * Email extension's template shape, all in one batch: the message to the owner (in the shop's
 * default language, reply-to the sender) and an acknowledgement to the sender in the language they
 * wrote in. At most `ABUSE_LIMITS.contactMessagesPerClient` messages per client
 * (../../platform/rate-limits.ts), which also bounds how many acknowledgements one client can send.
 */
import { ABUSE_LIMITS, type ContactMessageRequest, type MessageLanguage } from "@cocoa/contracts";
import { db, firestoreModule } from "../../platform/firebase";
import { takeSlots } from "../../platform/rate-limits";
import { getPublicSettings } from "../settings";
import { CONTACT_SUBJECT_LABELS, mailLanguage, mailOf, queueMail, shopMailData } from "../mail";
import { collections } from "../../platform/collections";

/** Queues the message for the owner and its acknowledgement; `client` is the sender's address as the limits count it. */
export async function sendContactMessage(input: ContactMessageRequest, client: string, language: MessageLanguage): Promise<void> {
  const { Timestamp } = firestoreModule();
  const now = Timestamp.now();
  await takeSlots([{ limit: ABUSE_LIMITS.contactMessagesPerClient, key: [client] }], now.toMillis());
  const settings = await getPublicSettings();
  const shop = shopMailData(settings);
  const senderLanguage = mailLanguage(language);
  const ownerLanguage = mailLanguage(settings.defaultLanguage);
  const data = (reader: typeof senderLanguage) => ({ ...shop, name: input.name, email: input.email, subjectLabel: CONTACT_SUBJECT_LABELS[reader][input.subject], message: input.message });
  const batch = db().batch();
  const messageRef = db().collection(collections.contactMessages).doc();
  batch.create(messageRef, { ...input, language: senderLanguage, status: "new", createdAt: now });
  queueMail(batch, `contact-${messageRef.id}-owner`, {
    ...mailOf("contact-message", ownerLanguage, settings.contactInfo.email, data(ownerLanguage), input.email),
    contactMessageId: messageRef.id,
  });
  queueMail(batch, `contact-${messageRef.id}-acknowledgement`, {
    ...mailOf("contact-acknowledgement", senderLanguage, input.email, data(senderLanguage)),
    contactMessageId: messageRef.id,
  });
  await batch.commit();
}
