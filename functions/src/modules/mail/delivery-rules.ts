/**
 * The Trigger Email extension's decisions (firestore-send-email/functions/src/index.ts,
 * validation.ts, prepare-payload.ts), as pure functions of a `mail` document: whether to deliver it,
 * what claiming it writes, whether it is a message the extension would send, what goes to the SMTP
 * server, and what is recorded afterwards. ./delivery.ts runs them against Firestore.
 *
 * One difference, in the states a document passes through: the extension writes `PENDING` first
 * and claims (`PROCESSING`) on the write that follows; the local deliverer does both in its one
 * claim. The recorded delivery ends the same.
 */
import type { MailDeliveryInfo, MailDocument, MailMessage } from "./mail-document";

/** How long a claim holds before another deliverer may call the send lost (the extension's 60 s). */
export const MAIL_LEASE_MS = 60_000;

/** What a deliverer does with a `mail` document it sees. */
export type DeliveryStep =
  /** No delivery yet, or PENDING / RETRY: claim it, then send. */
  | "claim"
  /** PROCESSING past its lease: its deliverer died mid-send; record the error, send nothing. */
  | "expire-lease"
  /** Delivered, failed, being sent, not a message, or a state it does not know: nothing. */
  | "leave";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The extension's test for "a message to send": a `message` or `sendGrid` object, or any template. */
export function isMailMessage(mail: Record<string, unknown>): boolean {
  return typeof mail.message === "object" || Boolean(mail.template) || typeof mail.sendGrid === "object";
}

function leaseEndMillis(delivery: Record<string, unknown>): number | undefined {
  const lease = delivery.leaseExpireTime as { toMillis?: unknown } | null | undefined;
  if (lease instanceof Date) return lease.getTime();
  return typeof lease?.toMillis === "function" ? (lease.toMillis as () => number)() : undefined;
}

/** The extension's processWrite, as a decision: what to do with `mail` at `nowMs`. */
export function deliveryStep(mail: Record<string, unknown>, nowMs: number): DeliveryStep {
  const delivery = isObject(mail.delivery) ? mail.delivery : undefined;
  if (delivery?.state === "SUCCESS" || delivery?.state === "ERROR") return "leave";
  if (!isMailMessage(mail)) return "leave";
  if (!delivery) return "claim";
  switch (delivery.state) {
    case "PENDING":
    case "RETRY":
      return "claim";
    case "PROCESSING": {
      const leaseEnd = leaseEndMillis(delivery);
      return leaseEnd !== undefined && leaseEnd < nowMs ? "expire-lease" : "leave";
    }
    default:
      return "leave";
  }
}

/** The update that claims `mail` for one deliverer (`delivery.state` PROCESSING with a lease). */
export function claimUpdate(mail: Record<string, unknown>, now: Date, leaseMs = MAIL_LEASE_MS): Record<string, unknown> {
  const leaseExpireTime = new Date(now.getTime() + leaseMs);
  if (!isObject(mail.delivery)) {
    return { delivery: { startTime: now, state: "PROCESSING", attempts: 0, error: null, leaseExpireTime } };
  }
  return { "delivery.state": "PROCESSING", "delivery.leaseExpireTime": leaseExpireTime };
}

export const LEASE_EXPIRED = "Message processing lease expired.";

/** The update that gives up on a send whose deliverer's lease lapsed. */
export function expiredLeaseUpdate(): Record<string, unknown> {
  return { "delivery.state": "ERROR", "delivery.error": LEASE_EXPIRED };
}

/** A document the extension refuses; recorded as `ValidationError: <message>`, as it records it. */
export class MailValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ValidationError";
  }
}

function isRecipients(value: unknown): boolean {
  return typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));
}

function hasRecipients(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

/** The extension's validatePayload: throws a MailValidationError naming every problem it finds. */
export function validateMail(mail: Record<string, unknown>): void {
  const { template, message } = mail;
  if (template !== undefined) {
    const problems: string[] = [];
    if (!isObject(template)) problems.push("Field 'template' must be a map with a 'name' field");
    else if (typeof template.name !== "string") problems.push("Field 'template.name' must be a string");
    else if (template.name.length === 0) problems.push("Field 'template.name' cannot be empty");
    else if (template.data !== undefined && !isObject(template.data)) problems.push("Field 'template.data' must be a map");
    if (problems.length > 0) throw new MailValidationError(`Invalid template configuration: ${problems.join(". ")}`);
  }

  if (message && Object.keys(message).length > 0) {
    const problems: string[] = [];
    if (!isObject(message)) problems.push("Field 'message' must be a map");
    else {
      if (message.subject !== undefined || !template) {
        if (typeof message.subject !== "string") problems.push("Field 'message.subject' must be a string");
      }
      for (const part of ["text", "html"] as const) {
        const value = message[part];
        if (value !== undefined && value !== null && typeof value !== "string") problems.push(`Field 'message.${part}' must be a string`);
      }
      if (!template && problems.length === 0 && !message.text && !message.html) {
        problems.push("At least one of 'text' or 'html' must be provided in message");
      }
    }
    if (problems.length > 0) throw new MailValidationError(`Invalid message configuration: ${problems.join(". ")}`);
  }

  const problems: string[] = [];
  for (const field of ["to", "cc", "bcc"] as const) {
    if (mail[field] !== undefined && !isRecipients(mail[field])) {
      problems.push(`Field '${field}' must be either a string or an array of strings`);
    }
  }
  for (const field of ["from", "replyTo"] as const) {
    if (mail[field] !== undefined && typeof mail[field] !== "string") problems.push(`Field '${field}' must be a string`);
  }
  if (mail.headers !== undefined && !isObject(mail.headers)) problems.push("Field 'headers' must be a map");
  const recipientFields = ["to", "cc", "bcc", "toUids", "ccUids", "bccUids"] as const;
  if (!recipientFields.some((field) => hasRecipients(mail[field]))) problems.push("Email must have at least one recipient");
  if (!mail.message && !mail.template && !mail.sendGrid) {
    problems.push("Email configuration must include either a 'message', 'template', or 'sendGrid' object");
  }
  if (problems.length > 0) throw new MailValidationError(`Invalid email configuration: ${problems.join(". ")}`);

  // The extension looks uids up in its "Users collection"; the shop leaves that unset and writes addresses.
  if (mail.toUids || mail.ccUids || mail.bccUids) throw new Error("Must specify a users collection to send using uids.");
}

/** What goes to the SMTP server (nodemailer's options, in the parts the shop's mail uses). */
export interface MailSendOptions {
  from: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface MailDefaults {
  /** The extension's "Default FROM address". */
  defaultFrom: string;
  /** The extension's "Default REPLY-TO address". */
  defaultReplyTo?: string;
}

function recipients(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The send of a validated `mail` whose message has been rendered (../render.ts). */
export function sendOptions(mail: MailDocument, message: MailMessage, defaults: MailDefaults): MailSendOptions {
  const options: MailSendOptions = {
    from: mail.from || defaults.defaultFrom,
    to: recipients(mail.to),
    cc: recipients(mail.cc),
    bcc: recipients(mail.bcc),
  };
  if (options.to.length === 0 && options.cc.length === 0 && options.bcc.length === 0) {
    throw new Error("Failed to deliver email. Expected at least 1 recipient.");
  }
  const replyTo = mail.replyTo || defaults.defaultReplyTo;
  if (replyTo) options.replyTo = replyTo;
  if (message.subject !== undefined) options.subject = message.subject;
  if (typeof message.text === "string") options.text = message.text;
  if (typeof message.html === "string") options.html = message.html;
  if (mail.headers) options.headers = mail.headers;
  return options;
}

/** What nodemailer answers for a send (its SMTP transport's SentMessageInfo, in the parts recorded). */
export interface MailSentInfo {
  messageId?: string;
  accepted?: Array<string | { address: string }>;
  rejected?: Array<string | { address: string }>;
  pending?: Array<string | { address: string }>;
  response?: string;
}

const addresses = (list: MailSentInfo["accepted"]): string[] =>
  (list ?? []).map((entry) => (typeof entry === "string" ? entry : entry.address));

/** The update recording a send the SMTP server took; `attempts` counts this one. */
export function successUpdate(info: MailSentInfo, attempts: number, now: Date): Record<string, unknown> {
  const recorded: MailDeliveryInfo = {
    messageId: info.messageId || null,
    accepted: addresses(info.accepted),
    rejected: addresses(info.rejected),
    pending: addresses(info.pending),
    response: info.response || null,
  };
  return { ...finishedFields(attempts, now), "delivery.state": "SUCCESS", "delivery.info": recorded };
}

/** The update recording a failed send (or a document it refused), with the error as the extension words it. */
export function errorUpdate(error: unknown, attempts: number, now: Date): Record<string, unknown> {
  return { ...finishedFields(attempts, now), "delivery.state": "ERROR", "delivery.error": String(error) };
}

function finishedFields(attempts: number, now: Date): Record<string, unknown> {
  return { "delivery.attempts": attempts, "delivery.endTime": now, "delivery.error": null, "delivery.leaseExpireTime": null };
}

/** The attempts a claimed document has made before this one. */
export function attemptsSoFar(mail: Record<string, unknown>): number {
  const attempts = isObject(mail.delivery) ? mail.delivery.attempts : undefined;
  return typeof attempts === "number" && Number.isFinite(attempts) ? attempts : 0;
}

/**
 * An SMTP answer in the 4xx range is a transient refusal (RFC 5321 4.2.1): a real sending server keeps
 * the message and tries again. The local inbox answers 450 when a test empties it while a message is
 * being written, so the local deliverer tries such a send again before recording a failure.
 */
export function isTransientSmtpRefusal(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "responseCode" in error ? (error as { responseCode: unknown }).responseCode : undefined;
  return typeof code === "number" && code >= 400 && code < 500;
}
