/**
 * Contact messages: stored in `contactMessages` and queued in `mail` in the shape the Firebase
 * Trigger Email extension reads (`{ to, replyTo, message: { subject, text, html } }`), both in one
 * batch. At most `ABUSE_LIMITS.contactMessagesPerClient` messages per client (./rate-limits.service.ts).
 */
import { ABUSE_LIMITS, type ContactMessageRequest, type ContactSubject } from "@cocoa/contracts";
import { db, firestoreModule } from "../../platform/firebase";
import { escapeHtml } from "../../platform/http/escape-html";
import { takeSlots } from "../../platform/rate-limits";
import { getPublicSettings } from "../settings";
import { collections } from "../../platform/collections";


const SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: "General question",
  orders: "Orders",
  products: "Products",
  feedback: "Feedback",
  wholesale: "Wholesale",
  other: "Other",
};


/** The Trigger Email document of a message. */
export function contactMail(to: string, siteName: string, input: ContactMessageRequest) {
  const subject = `[${siteName}] ${SUBJECT_LABELS[input.subject]}: message from ${input.name}`;
  const text = `Name: ${input.name}\nEmail: ${input.email}\nSubject: ${SUBJECT_LABELS[input.subject]}\n\n${input.message}\n`;
  const html =
    `<p><strong>Name:</strong> ${escapeHtml(input.name)}<br>` +
    `<strong>Email:</strong> ${escapeHtml(input.email)}<br>` +
    `<strong>Subject:</strong> ${escapeHtml(SUBJECT_LABELS[input.subject])}</p>` +
    `<p>${escapeHtml(input.message).replace(/\r?\n/g, "<br>")}</p>`;
  return { to, replyTo: input.email, message: { subject, text, html } };
}

/** Queues the message for the owner; `client` is the sender's address as the limits count it. */
export async function sendContactMessage(input: ContactMessageRequest, client: string): Promise<void> {
  const { Timestamp } = firestoreModule();
  const now = Timestamp.now();
  await takeSlots([{ limit: ABUSE_LIMITS.contactMessagesPerClient, key: [client] }], now.toMillis());
  const settings = await getPublicSettings();
  const batch = db().batch();
  const messageRef = db().collection(collections.contactMessages).doc();
  batch.create(messageRef, { ...input, status: "new", createdAt: now });
  batch.create(db().collection(collections.mail).doc(messageRef.id), {
    ...contactMail(settings.contactInfo.email, settings.siteName, input),
    contactMessageId: messageRef.id,
    createdAt: now,
  });
  await batch.commit();
}
