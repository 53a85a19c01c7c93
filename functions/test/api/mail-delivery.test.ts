/**
 * The local stand-in for the Trigger Email extension, against the real emulator and a real SMTP
 * inbox: a `mail` document is delivered, its template rendered, and its `delivery` recorded as the
 * extension records it; a document it cannot send records why; and deliverers watching the same
 * collection never send one document twice. The deliverer of ./global-setup.ts runs throughout;
 * the last tests start a second one here.
 */
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { LOCAL_MAIL_FROM, loadMailTemplates, startMailDelivery, type MailTemplates } from "../../src/modules/mail";
import { clearInbox, emailsTo, waitForEmail } from "./inbox";

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-chocolate-shop";

/** This file's own templates (the shop's are loaded by the set-up, and change with the shop). */
const TEMPLATES: MailTemplates = {
  "delivery-test-signature": { partial: true, html: "<p>{{shop}}</p>", text: "-- {{shop}}" },
  "delivery-test-hello": {
    subject: "Hello {{name}}",
    html: "<p>Hello {{name}}</p>{{> delivery-test-signature}}",
    text: "Hello {{name}}\n{{> delivery-test-signature}}",
  },
};

let app: App;
let db: Firestore;
let run = 0;

/** An address no other test of the run writes to. */
const address = (who: string) => `${who}-${run}-${Math.random().toString(36).slice(2, 8)}@mail-test.example`;

type Delivery = {
  state: string;
  attempts: number;
  error: string | null;
  leaseExpireTime: unknown;
  startTime?: { toMillis(): number };
  endTime?: { toMillis(): number };
  info?: { messageId: string | null; accepted: string[]; rejected: string[]; pending: string[]; response: string | null };
};

/** The document's `delivery` once it has finished (SUCCESS or ERROR). */
async function finishedDelivery(ref: DocumentReference, timeoutMs = 10_000): Promise<Delivery> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const delivery = (await ref.get()).get("delivery") as Delivery | undefined;
    if (delivery && (delivery.state === "SUCCESS" || delivery.state === "ERROR")) return delivery;
    if (Date.now() > deadline) throw new Error(`mail/${ref.id} not delivered within ${timeoutMs} ms: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function emptyMailCollection(): Promise<void> {
  const snapshot = await db.collection("mail").get();
  if (snapshot.empty) return;
  const batch = db.batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  await batch.commit();
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, "mail-delivery-test");
  db = getFirestore(app);
  await loadMailTemplates(db, TEMPLATES);
});

beforeEach(async () => {
  run += 1;
  await emptyMailCollection();
  await clearInbox();
});

afterAll(async () => {
  await emptyMailCollection();
  await deleteApp(app);
});

describe("a mail document", () => {
  it("with a message is delivered to the inbox, and its delivery recorded as the extension records it", async () => {
    const to = address("dana");
    const ref = await db.collection("mail").add({
      to,
      replyTo: "owner@atelier.example",
      headers: { "X-Cocoa-Order": "1001" },
      message: { subject: "Your truffles — שלום", text: "Plain & simple", html: "<p>Rich &amp; <b>dark</b></p>" },
    });

    const delivery = await finishedDelivery(ref);
    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 1, error: null, leaseExpireTime: null });
    expect(delivery.info?.messageId).toMatch(/^<.+@.+>$/);
    expect(delivery.info).toMatchObject({ accepted: [to], rejected: [], pending: [] });
    expect(delivery.info?.response).toMatch(/^250 /);
    expect(delivery.endTime!.toMillis()).toBeGreaterThanOrEqual(delivery.startTime!.toMillis());

    const email = await waitForEmail({ to, subjectIncludes: "Your truffles" });
    expect(email).toMatchObject({
      to: [to],
      from: LOCAL_MAIL_FROM,
      replyTo: "owner@atelier.example",
      subject: "Your truffles — שלום",
      text: "Plain & simple",
      html: "<p>Rich &amp; <b>dark</b></p>",
    });
    expect(email.headers["x-cocoa-order"]).toBe("1001");
  });

  it("with a template is rendered from the templates collection: partials, escaped html, plain subject and text", async () => {
    const to = address("noa");
    const ref = await db.collection("mail").add({
      to: [to],
      template: { name: "delivery-test-hello", data: { name: "Noa <& Co>", shop: "Cocoa Atelier" } },
    });

    expect(await finishedDelivery(ref)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    const email = await waitForEmail({ to });
    expect(email.subject).toBe("Hello Noa <& Co>");
    expect(email.text).toBe("Hello Noa <& Co>\n-- Cocoa Atelier");
    expect(email.html).toBe("<p>Hello Noa &lt;&amp; Co&gt;</p><p>Cocoa Atelier</p>");
  });

  it("sends from its own `from`, to cc and bcc as well", async () => {
    const [to, cc, bcc] = [address("to"), address("cc"), address("bcc")];
    const ref = await db.collection("mail").add({
      from: "Atelier Owner <owner@atelier.example>",
      to,
      cc: [cc],
      bcc,
      message: { subject: "Copies", text: "For three" },
    });
    expect(await finishedDelivery(ref)).toMatchObject({ state: "SUCCESS", info: { accepted: [to, cc, bcc] } });
    const email = await waitForEmail({ to: bcc });
    expect(email).toMatchObject({ from: "Atelier Owner <owner@atelier.example>", to: [to], cc: [cc], recipients: [to, cc, bcc] });
  });

  it("without a recipient records an ERROR saying so, and sends nothing", async () => {
    const ref = await db.collection("mail").add({ message: { subject: "Nobody", text: "Lost" } });
    const delivery = await finishedDelivery(ref);
    expect(delivery).toMatchObject({
      state: "ERROR",
      attempts: 1,
      error: "ValidationError: Invalid email configuration: Email must have at least one recipient",
      leaseExpireTime: null,
    });
    expect(delivery.info).toBeUndefined();
  });

  it("naming a template that is not there records an ERROR", async () => {
    const to = address("unknown");
    const ref = await db.collection("mail").add({ to, template: { name: "no-such-template" } });
    expect(await finishedDelivery(ref)).toMatchObject({ state: "ERROR", error: "Error: Tried to render non-existent template 'no-such-template'" });
    expect(await emailsTo(to)).toEqual([]);
  });

  it("set to RETRY is sent again, counting the attempt", async () => {
    const to = address("again");
    const ref = await db.collection("mail").add({ to, message: { subject: "Twice", text: "Once more" } });
    expect(await finishedDelivery(ref)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    await ref.update({ "delivery.state": "RETRY" });
    await expect.poll(async () => (await emailsTo(to)).length, { timeout: 10_000 }).toBe(2);
    expect(await finishedDelivery(ref)).toMatchObject({ state: "SUCCESS", attempts: 2 });
  });

  it("left PROCESSING by a deliverer that died is recorded as an ERROR once its lease has lapsed, not sent", async () => {
    const to = address("lapsed");
    const past = new Date(Date.now() - 1_000);
    const ref = await db.collection("mail").add({
      to,
      message: { subject: "Lost in flight", text: "?" },
      delivery: { state: "PROCESSING", attempts: 0, startTime: past, leaseExpireTime: past, error: null },
    });
    const delivery = await finishedDelivery(ref);
    expect(delivery).toMatchObject({ state: "ERROR", error: "Message processing lease expired." });
    expect(await emailsTo(to)).toEqual([]);
  });
});

describe("two deliverers watching the mail collection", () => {
  let secondApp: App;
  let second: ReturnType<typeof startMailDelivery>;
  const problems: string[] = [];
  const transport = createTransport({ host: "127.0.0.1", port: inject("mailSmtpPort"), secure: false, ignoreTLS: true });

  beforeAll(async () => {
    // A client of its own, as a second process would be.
    secondApp = initializeApp({ projectId: PROJECT_ID }, "second-deliverer");
    const quiet = () => {};
    second = startMailDelivery({
      db: getFirestore(secondApp),
      transport,
      defaultFrom: LOCAL_MAIL_FROM,
      log: { info: quiet, warn: (message) => problems.push(message), error: (message) => problems.push(message) },
    });
    await second.ready;
  });

  afterAll(async () => {
    await second.stop();
    transport.close();
    await deleteApp(secondApp);
  });

  it("send each document exactly once, whichever claims it", async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => address(`race${i}`));
    const batch = db.batch();
    const refs = recipients.map((to) => {
      const ref = db.collection("mail").doc();
      batch.create(ref, { to, message: { subject: `Race ${to}`, text: "Only once" } });
      return ref;
    });
    await batch.commit();

    for (const ref of refs) expect(await finishedDelivery(ref)).toMatchObject({ state: "SUCCESS", attempts: 1 });
    // Give a second, duplicate send the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const to of recipients) expect((await emailsTo(to)).length, to).toBe(1);
    expect(problems).toEqual([]);
  });
});
