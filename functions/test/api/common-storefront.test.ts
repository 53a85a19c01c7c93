/** GET /api/common/feature/get and POST /api/common/contact/send over real HTTP. */
import { describe, expect, it } from "vitest";
import { db, firestoreModule } from "../../src/platform/firebase";
import { call, clientAddressOf, docCount, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });

describe("GET /api/common/feature/get", () => {
  it("lists the active banners in the owner's order", async () => {
    const { Timestamp } = firestoreModule();
    await db().collection("features").doc("newer").set({ image: "/b.svg", active: true, order: 1, createdAt: Timestamp.fromMillis(2_000) });
    await db().collection("features").doc("older").set({ image: "/a.svg", active: true, order: 0, createdAt: Timestamp.fromMillis(1_000) });
    const answer = await call(api.baseUrl, "/api/common/feature/get");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, nextCursor: null });
    expect((answer.body.data as { _id: string; image: string }[]).map(({ _id, image }) => ({ _id, image }))).toEqual([
      { _id: "older", image: "/a.svg" },
      { _id: "newer", image: "/b.svg" },
    ]);
  });
  it("answers an empty list without banners", async () => {
    await db().collection("features").doc("x").delete();
    expect((await call(api.baseUrl, "/api/common/feature/get")).body).toMatchObject({ success: true, data: [], nextCursor: null });
  });
});

describe("POST /api/common/contact/send", () => {
  const valid = { name: "  Dana <b>Levi</b> ", email: " dana@example.com ", subject: "wholesale", message: " Hello & welcome\nLine 2 " };
  const send = (json: unknown, from = clientAddressOf(1)) => call(api.baseUrl, "/api/common/contact/send", { json, from });

  it("stores the message and queues the owner's mail in one go", async () => {
    const answer = await send(valid);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Message sent successfully! We'll get back to you soon." });
    const messages = await db().collection("contactMessages").get();
    expect(messages.size).toBe(1);
    expect(messages.docs[0]!.data()).toMatchObject({
      name: "Dana <b>Levi</b>",
      email: "dana@example.com",
      subject: "wholesale",
      message: "Hello & welcome\nLine 2",
    });
    // Two emails in the same batch: the message to the owner (reply-to the sender), and the
    // sender's acknowledgement, which carries nothing of what they wrote but their name.
    const mail = await db().collection("mail").get();
    expect(mail.size).toBe(2);
    const messageId = messages.docs[0]!.id;
    const owner = (await db().collection("mail").doc(`contact-${messageId}-owner`).get()).data();
    expect(owner).toMatchObject({
      to: "owner@atelier.test",
      replyTo: "dana@example.com",
      contactMessageId: messageId,
      template: { name: "contact-message-en", data: { name: "Dana <b>Levi</b>", email: "dana@example.com", subjectLabel: "Wholesale", message: "Hello & welcome\nLine 2" } },
    });
    const acknowledgement = (await db().collection("mail").doc(`contact-${messageId}-acknowledgement`).get()).data();
    expect(acknowledgement).toMatchObject({ to: "dana@example.com", template: { name: "contact-acknowledgement-en", data: { name: "Dana <b>Levi</b>", subjectLabel: "Wholesale" } } });
    expect(acknowledgement?.replyTo).toBeUndefined();
  });

  it("answers in Hebrew for a Hebrew caller", async () => {
    const answer = await call(api.baseUrl, "/api/common/contact/send", { json: valid, headers: { "Accept-Language": "he" } });
    expect(answer.body.message).toBe("ההודעה נשלחה בהצלחה! נחזור אליך בהקדם.");
    // The sender is answered in their language; the owner reads the shop's default language.
    const names = (await db().collection("mail").get()).docs.map((doc) => doc.get("template.name") as string).sort();
    expect(names).toEqual(["contact-acknowledgement-he", "contact-message-en"]);
  });

  it.each([
    ["name", { name: "   " }],
    ["name", { name: undefined }],
    ["email", { email: "not-an-email" }],
    ["email", { email: "" }],
    ["subject", { subject: "spam" }],
    ["subject", { subject: undefined }],
    ["message", { message: "" }],
    ["message", { message: "x".repeat(5001) }],
    ["name", { name: "x".repeat(101) }],
  ])("refuses a bad %s with 400 and writes nothing", async (field, patch) => {
    const answer = await send({ ...valid, ...patch });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty(field);
    expect(await docCount("contactMessages")).toBe(0);
    expect(await docCount("mail")).toBe(0);
    expect(await docCount("rateLimits")).toBe(0);
  });

  it("refuses the 6th message from one client within 10 minutes with 429 and Retry-After, but not another client", async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid)).status).toBe(200);
    const sixth = await send(valid);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ success: false, message: "Too many messages. Please try again in 10 min." });
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(await docCount("contactMessages")).toBe(5);
    expect(await docCount("mail")).toBe(10); // two emails per message
    expect((await send(valid, clientAddressOf(2))).status).toBe(200);
    const limits = await db().collection("rateLimits").get();
    expect(limits.docs.map((d) => JSON.stringify(d.data())).join()).not.toContain("127.0.0");
  });

  it("answers the limit in Hebrew for a Hebrew caller", async () => {
    for (let i = 0; i < 5; i += 1) await send(valid);
    const answer = await call(api.baseUrl, "/api/common/contact/send", { json: valid, from: clientAddressOf(1), headers: { "Accept-Language": "he" } });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe("יותר מדי הודעות. אפשר לנסות שוב בעוד 10 דק׳.");
  });

  it("does not take a forged X-Forwarded-For as another client", async () => {
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      answers.push(
        await call(api.baseUrl, "/api/common/contact/send", {
          json: valid,
          from: clientAddressOf(1),
          headers: { "X-Forwarded-For": `198.51.100.${i + 1}` },
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await docCount("mail")).toBe(10); // two emails per message
  });

  it("lets a client send again once its old messages leave the window", async () => {
    const { counterId } = await import("../../src/platform/rate-limits");
    const { ABUSE_LIMITS } = await import("@cocoa/contracts");
    const old = Date.now() - 11 * 60 * 1000;
    const id = counterId({ limit: ABUSE_LIMITS.contactMessagesPerClient, key: [clientAddressOf(1)] });
    await db().collection("rateLimits").doc(id).set({ hits: [old, old, old, old, old] });
    expect((await send(valid)).status).toBe(200);
    expect((await db().collection("rateLimits").doc(id).get()).get("hits")).toHaveLength(1);
  });
});
