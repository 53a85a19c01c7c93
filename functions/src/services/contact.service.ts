/**
 * Contact messages: stored in `contactMessages` and queued in `mail` in the shape the Firebase
 * Trigger Email extension reads (`{ to, replyTo, message: { subject, text, html } }`), both in one
 * batch. At most CONTACT_RATE_LIMIT messages per client IP in CONTACT_RATE_WINDOW_MS, counted in
 * `rateLimits/contact_{sha256(ip)}` (the IP itself is never stored) inside a transaction.
 */
import { createHash } from "node:crypto";
import { CONTACT_RATE_LIMIT, SHOP_MESSAGES, type ContactMessageRequest, type ContactSubject } from "../contracts";
import { HttpError } from "../errors";
import { db, firestoreModule } from "../firebase";
import { getPublicSettings } from "./settings.service";

export const CONTACT_COLLECTION = "contactMessages";
export const MAIL_COLLECTION = "mail";
export const RATE_LIMITS_COLLECTION = "rateLimits";
export const CONTACT_RATE_WINDOW_MS = CONTACT_RATE_LIMIT.windowMs;

export const CONTACT_MESSAGES = {
  sent: SHOP_MESSAGES.contactSent,
  tooMany: SHOP_MESSAGES.contactTooMany,
} as const;

const SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: "General question",
  orders: "Orders",
  products: "Products",
  feedback: "Feedback",
  wholesale: "Wholesale",
  other: "Other",
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function clientKey(ip: string | undefined): string {
  return `contact_${createHash("sha256").update(ip ?? "unknown").digest("hex").slice(0, 40)}`;
}

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

/** Counts this message against the client's window; 429 when the window is full. */
async function takeRateLimitSlot(ip: string | undefined, nowMs: number): Promise<void> {
  const { Timestamp } = firestoreModule();
  const ref = db().collection(RATE_LIMITS_COLLECTION).doc(clientKey(ip));
  const allowed = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored: unknown = snapshot.get("hits");
    const hits = (Array.isArray(stored) ? stored : []).filter(
      (t): t is number => typeof t === "number" && t > nowMs - CONTACT_RATE_WINDOW_MS,
    );
    if (hits.length >= CONTACT_RATE_LIMIT.max) return false;
    hits.push(nowMs);
    tx.set(ref, { hits, expiresAt: Timestamp.fromMillis(nowMs + CONTACT_RATE_WINDOW_MS) });
    return true;
  });
  if (!allowed) throw new HttpError(429, CONTACT_MESSAGES.tooMany);
}

export async function sendContactMessage(input: ContactMessageRequest, ip: string | undefined): Promise<void> {
  const { Timestamp } = firestoreModule();
  const now = Timestamp.now();
  await takeRateLimitSlot(ip, now.toMillis());
  const settings = await getPublicSettings();
  const batch = db().batch();
  const messageRef = db().collection(CONTACT_COLLECTION).doc();
  batch.create(messageRef, { ...input, status: "new", createdAt: now });
  batch.create(db().collection(MAIL_COLLECTION).doc(messageRef.id), {
    ...contactMail(settings.contactInfo.email, settings.siteName, input),
    contactMessageId: messageRef.id,
    createdAt: now,
  });
  await batch.commit();
}
