/**
 * The local stand-in for the Trigger Email extension: delivers the documents of the `mail` collection
 * through an SMTP transport and records each delivery on its document, as the extension does in
 * production. Firestore triggers do not reach the functions from the Node Firestore emulator, so it
 * watches the collection with a listener instead (the start scripts and the API tests run it).
 *
 * Several deliverers may watch one collection (two start scripts, a test's own): each document is
 * claimed in a transaction that re-reads it, so exactly one of them sends it.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { collections } from "../../platform/collections";
import {
  MAIL_LEASE_MS,
  attemptsSoFar,
  isTransientSmtpRefusal,
  claimUpdate,
  deliveryStep,
  errorUpdate,
  expiredLeaseUpdate,
  sendOptions,
  successUpdate,
  validateMail,
  type MailSendOptions,
  type MailSentInfo,
} from "./delivery-rules";
import type { MailDocument } from "./mail-document";
import { renderMailMessage, type MailTemplates } from "./render";
import { readMailTemplates } from "./template-store";

/** Where mail goes: a nodemailer transport (`createTransport(...)`), or a test's fake. */
export interface MailTransport {
  sendMail(options: MailSendOptions): Promise<MailSentInfo>;
}

/** The log lines of the deliverer; the platform logger is one. */
export interface MailDeliveryLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface MailDeliveryOptions {
  db: Firestore;
  transport: MailTransport;
  /** The sender of a document without `from` (the extension's DEFAULT_FROM). */
  defaultFrom: string;
  /** The reply-to of a document without `replyTo` (the extension's DEFAULT_REPLY_TO). */
  defaultReplyTo?: string;
  log: MailDeliveryLog;
  /** The templates to render with; the `mailTemplates` collection, read for each templated mail, by default. */
  templates?: () => Promise<MailTemplates>;
  /** How long a claim holds (the extension's 60 s). */
  leaseMs?: number;
}

export interface MailDeliveryWorker {
  /** Settles once the documents already in the collection when it started have been handled. */
  ready: Promise<void>;
  /** Stops watching, and waits for the sends under way to be recorded. */
  stop(): Promise<void>;
}

/** After the listener fails (the emulator restarted, say), it is opened again after this long. */
const RELISTEN_AFTER_MS = 2_000;
/** gRPC's NOT_FOUND: the document was deleted while its mail was being sent. */
const NOT_FOUND = 5;

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : undefined;
}

/** A transient refusal (isTransientSmtpRefusal) is tried again this many times, a little later each time. */
const TRANSIENT_RETRIES = 3;
const TRANSIENT_RETRY_AFTER_MS = 250;

async function sendWithRetries(transport: MailTransport, send: MailSendOptions): Promise<MailSentInfo> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transport.sendMail(send);
    } catch (error) {
      if (attempt > TRANSIENT_RETRIES || !isTransientSmtpRefusal(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, TRANSIENT_RETRY_AFTER_MS * attempt));
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Starts delivering the `mail` collection; never throws from its listener (every failure is logged). */
export function startMailDelivery(options: MailDeliveryOptions): MailDeliveryWorker {
  const { db, transport, log } = options;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const templates = options.templates ?? (() => readMailTemplates(db));
  const mail = db.collection(collections.mail);
  /** Documents this deliverer is handling, so one snapshot after another does not start a second go. */
  const handling = new Map<string, Promise<void>>();
  let unsubscribe: (() => void) | undefined;
  let relistenTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  /** Claims `ref` if it still needs delivering; answers the claimed document's data, or nothing. */
  async function claim(ref: DocumentReference): Promise<Record<string, unknown> | undefined> {
    return db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data();
      if (!data) return undefined;
      const now = new Date();
      const step = deliveryStep(data, now.getTime());
      if (step === "expire-lease") {
        transaction.update(ref, expiredLeaseUpdate());
        log.warn("A mail's delivery lease expired before it was recorded; it may or may not have been sent", { mailId: ref.id });
        return undefined;
      }
      if (step !== "claim") return undefined;
      transaction.update(ref, claimUpdate(data, now, leaseMs));
      return data;
    });
  }

  /** Sends a claimed document and records the outcome on it. */
  async function deliver(ref: DocumentReference, data: Record<string, unknown>): Promise<void> {
    const attempts = attemptsSoFar(data) + 1;
    let update: Record<string, unknown>;
    try {
      validateMail(data);
      const document = data as MailDocument;
      const message = await renderMailMessage(document.template ? await templates() : {}, document);
      const send = sendOptions(document, message, options);
      const info = await sendWithRetries(transport, send);
      update = successUpdate(info, attempts, new Date());
      // Addresses in the log: this deliverer runs only on a developer's machine and in tests.
      log.info("Mail delivered", { mailId: ref.id, to: [...send.to, ...send.cc, ...send.bcc], subject: send.subject });
    } catch (error) {
      update = errorUpdate(error, attempts, new Date());
      log.error("Mail not delivered", { mailId: ref.id, error: String(error) });
    }
    try {
      await ref.update(update);
    } catch (error) {
      if (errorCode(error) === NOT_FOUND) log.info("A mail was deleted before its delivery was recorded", { mailId: ref.id });
      else throw error;
    }
  }

  async function handle(snapshot: DocumentSnapshot): Promise<void> {
    try {
      const data = snapshot.data();
      // A first look without a transaction: most snapshots are of documents already delivered.
      if (!data || deliveryStep(data, Date.now()) === "leave") return;
      const claimed = await claim(snapshot.ref);
      if (claimed) await deliver(snapshot.ref, claimed);
    } catch (error) {
      log.error("Mail delivery failed", { mailId: snapshot.id, error: errorText(error) });
    }
  }

  function consider(snapshot: DocumentSnapshot): Promise<void> {
    const running = handling.get(snapshot.id);
    if (running) {
      // Look again once the current go ends: the document may have been set to RETRY meanwhile.
      const next = running.then(() => handle(snapshot));
      handling.set(snapshot.id, next);
      void next.finally(() => handling.get(snapshot.id) === next && handling.delete(snapshot.id));
      return next;
    }
    const go = handle(snapshot);
    handling.set(snapshot.id, go);
    void go.finally(() => handling.get(snapshot.id) === go && handling.delete(snapshot.id));
    return go;
  }

  function listen(): void {
    let first = true;
    unsubscribe = mail.onSnapshot(
      (snapshot) => {
        const changes = snapshot.docChanges().filter((change) => change.type !== "removed");
        const gone = Promise.all(changes.map((change) => consider(change.doc)));
        if (first) {
          first = false;
          void gone.then(markReady);
        }
      },
      (error) => {
        log.error("The mail listener failed; listening again shortly", { error: errorText(error) });
        unsubscribe = undefined;
        if (stopped) return;
        relistenTimer = setTimeout(listen, RELISTEN_AFTER_MS);
        relistenTimer.unref?.();
      },
    );
  }

  listen();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(relistenTimer);
      unsubscribe?.();
      unsubscribe = undefined;
      markReady();
      await Promise.allSettled([...handling.values()]);
    },
  };
}
