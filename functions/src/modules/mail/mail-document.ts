/**
 * A document of the `mail` collection, in the shape the Trigger Email extension (firestore-send-email)
 * reads and writes: the shop writes the message (recipients, and a `message`, a `template`, or both);
 * whoever delivers it (the extension in production, ./delivery.ts locally) adds `delivery`.
 */

/** One address, or several. A name may go with it: `Cocoa Atelier <shop@example.com>`. */
export type MailRecipients = string | string[];

/** The message itself; with a template, a part the template renders replaces the one given here. */
export interface MailMessage {
  subject?: string;
  text?: string | null;
  html?: string | null;
}

/** A template of the `mailTemplates` collection, by its id, and the values its `{{placeholders}}` take. */
export interface MailTemplateCall {
  name: string;
  data?: Record<string, unknown>;
}

export type MailDeliveryState = "PENDING" | "PROCESSING" | "RETRY" | "SUCCESS" | "ERROR";

/** What the SMTP server answered, as the extension records it. */
export interface MailDeliveryInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  pending: string[];
  response: string | null;
}

/**
 * The delivery's record, written only by the deliverer. Times are Firestore timestamps when read
 * (written as Dates); only what the rules here need is typed.
 */
export interface MailDelivery {
  state: MailDeliveryState;
  attempts: number;
  startTime?: unknown;
  endTime?: unknown;
  /** While PROCESSING: when the claim lapses (a deliverer that died mid-send). */
  leaseExpireTime?: { toMillis(): number } | null;
  error?: string | null;
  info?: MailDeliveryInfo;
}

export interface MailDocument {
  to?: MailRecipients;
  cc?: MailRecipients;
  bcc?: MailRecipients;
  /** Sent with the deliverer's default sender (DEFAULT_FROM) when absent. */
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  message?: MailMessage;
  template?: MailTemplateCall;
  delivery?: MailDelivery;
}
