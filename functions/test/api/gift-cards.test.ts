/**
 * Gift cards over real HTTP and against the emulator (issue 36), all but their use at checkout:
 * sending a card on its day (the code made then, the recipient's email in their language the one
 * place it is written, the buyer's copies without it, each email once however often the run), the
 * public balance (rate limited per client), the admin's list, details, issue, adjust and void with
 * their refusals, the settings, and the helpers checkout spends and returns with, under a race.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GIFT_CARD_LIMITS, type AccountExport, type GiftCard, type GiftCardDetails, type GiftCardEntry, type OrderGiftCardPurchase, type ShopSettings } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { HttpError } from "../../src/platform/errors";
import { getPublicSettings } from "../../src/modules/settings";
import { addDays } from "../../src/modules/delivery";
import {
  codeHash,
  deliverDueGiftCards,
  findCardByCode,
  issuePurchasedCard,
  readCards,
  readCardsByCode,
  returnToCards,
  shopToday,
  spendFromCards,
} from "../../src/modules/gift-cards";
import { DELETED_CUSTOMER_ID } from "../../src/modules/accounts";
import { accountCalls } from "./account-support";
import { adminSession, owner } from "./admin-support";
import { SEED_GIFT_CARD_CODE, seedGiftCards } from "../../src/seed/gift-cards";
import { call, clientAddressOf, registeredSession, shopper, useTestApi } from "./helpers";
import { clearInbox, emailsTo, waitForEmail } from "./inbox";

const api = useTestApi({ seed: true });

/** Empties giftCards and their ledgers (not among the collections every test file empties). */
async function removeGiftCards(): Promise<void> {
  const cards = await db().collection("giftCards").get();
  for (const card of cards.docs) {
    const ledger = await card.ref.collection("ledger").get();
    await Promise.all(ledger.docs.map((entry) => entry.ref.delete()));
    await card.ref.delete();
  }
}

beforeEach(async () => {
  await removeGiftCards();
  await clearInbox();
});

const CODE_IN_GROUPS = /\b[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}\b/;

type MailDoc = { id: string; to: string; template: { name: string; data: Record<string, unknown> } };
const mailsOf = async (cardId: string): Promise<MailDoc[]> =>
  (await db().collection("mail").where("giftCardId", "==", cardId).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }) as MailDoc).sort((a, b) => a.id.localeCompare(b.id));
const storedCard = async (id: string) => (await db().collection("giftCards").doc(id).get()).data() ?? {};
const ledgerOf = async (id: string): Promise<GiftCardEntry[]> =>
  (await db().collection("giftCards").doc(id).collection("ledger").get()).docs.map((doc) => ({ _id: doc.id, ...doc.data() }) as GiftCardEntry).sort((a, b) => a._id.localeCompare(b._id));
const ledgerSum = (ledger: readonly { amount: number }[]) => ledger.reduce((sum, entry) => sum + entry.amount, 0);

const purchase = (change: Partial<OrderGiftCardPurchase> = {}): OrderGiftCardPurchase => ({
  amount: 5000,
  recipientName: "Yael Ben-David",
  recipientEmail: "yael@example.com",
  senderName: "Dana",
  message: "Happy birthday, Yael! 🍫",
  deliverOn: "2026-01-01",
  language: "en",
  ...change,
});

let orderCount = 0;
/** A card bought by `buyerUid` (Dana), as checkout issues one in a paid order's transaction. */
async function boughtCard(change: Partial<OrderGiftCardPurchase>, buyerUid: string, settings?: ShopSettings): Promise<string> {
  const shop = settings ?? (await getPublicSettings());
  orderCount += 1;
  const order = {
    id: `order-${orderCount}`,
    orderNumber: `CA-${20000 + orderCount}`,
    userId: buyerUid,
    buyerName: shopper.userName,
    buyerEmail: shopper.email,
    buyerLanguage: "he" as const,
    currency: "USD",
    purchase: purchase(change),
  };
  return db().runTransaction(async (tx) => issuePurchasedCard(tx, order, shop));
}

/** An active card with a code the test knows, written as the sending transaction writes one. */
async function activeCard(code: string, balance: number, change: Record<string, unknown> = {}): Promise<string> {
  const ref = db().collection("giftCards").doc();
  const at = new Date().toISOString();
  await ref.set({
    codeHash: codeHash(code),
    last4: code.replace(/-/g, "").slice(-4),
    status: "active",
    source: "admin",
    currency: "USD",
    initialAmount: balance,
    balance,
    recipientName: "Yael",
    recipientEmail: "yael@example.com",
    senderName: "",
    message: "",
    deliverOn: at.slice(0, 10),
    language: "en",
    createdAt: at,
    sentAt: at,
    updatedAt: at,
    ledgerEntries: 1,
    ...change,
  });
  await ref.collection("ledger").doc("000001").set({ at, kind: "issued", amount: balance, balanceAfter: balance });
  return ref.id;
}

const CODE_A = "7KQ2-M9XD-4HNP-B3TR-6WCE";
const CODE_B = "Q1W2-E3R4-T5Y6-Z7X8-C9V0";

describe("sending a card on its day", () => {
  it("sends today's card with its code, in the recipient's language; the buyer hears without the code; tomorrow's waits", async () => {
    const dana = await registeredSession(api.baseUrl);
    const today = await shopToday();
    const tomorrow = addDays(today, 1);
    const todays = await boughtCard({ deliverOn: today }, dana.uid);
    const tomorrows = await boughtCard({ deliverOn: tomorrow, recipientEmail: "noa.r@example.com", recipientName: "Noa", language: "he" }, dana.uid);

    // Bought: scheduled, no code, its "issued" entry, and the buyer told (in their language) when it goes.
    expect(await storedCard(todays)).toMatchObject({ status: "scheduled", last4: "", balance: 5000, initialAmount: 5000, source: "purchase", buyerId: dana.uid });
    expect(await storedCard(todays)).not.toHaveProperty("codeHash");
    expect(await ledgerOf(todays)).toMatchObject([{ kind: "issued", amount: 5000, balanceAfter: 5000, orderNumber: expect.stringMatching(/^CA-/) }]);
    // Two copies reach the buyer (today's card and tomorrow's), in either order: this one is Yael's.
    const scheduledCopy = await waitForEmail({ to: shopper.email, subjectIncludes: "Yael Ben-David" });
    expect(scheduledCopy.text).toContain("Yael Ben-David");
    expect(scheduledCopy.text).not.toMatch(CODE_IN_GROUPS);

    expect(await deliverDueGiftCards()).toBe(1);

    const email = await waitForEmail({ to: "yael@example.com" });
    expect(email.subject).toBe("Dana sent you a gift card from Cocoa Atelier");
    const code = email.text.match(CODE_IN_GROUPS)?.[0] ?? "";
    expect(code).not.toBe("");
    expect(email.text).toContain("$50.00");
    expect(email.text).toContain("Happy birthday, Yael! 🍫");
    expect(email.html).toContain(`<span dir="ltr" style="unicode-bidi:isolate;">${code}</span>`);
    expect(email.text).toMatch(/\/shop\/gift-cards\/balance\?lang=en/);

    // Only the hash and the last four are kept; the code finds the card, typed any way.
    const stored = await storedCard(todays);
    expect(stored).toMatchObject({ status: "active", codeHash: codeHash(code), last4: code.slice(-4), balance: 5000 });
    expect(typeof stored.sentAt).toBe("string");
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ""));
    expect((await findCardByCode(code.toLowerCase().replace(/-/g, " ")))?._id).toBe(todays);

    // The buyer's copy: delivered, in Hebrew, no code.
    const deliveredCopy = await waitForEmail({ to: shopper.email, subjectIncludes: "נמסר" });
    expect(deliveredCopy.text).not.toMatch(CODE_IN_GROUPS);
    expect(deliveredCopy.html).not.toContain(code);

    // Tomorrow's card waits for tomorrow: no code, no email.
    expect(await storedCard(tomorrows)).toMatchObject({ status: "scheduled", last4: "" });
    expect(await emailsTo("noa.r@example.com")).toEqual([]);
  });

  it("sends each card once, however often (and however many at once) it runs", async () => {
    const dana = await registeredSession(api.baseUrl);
    const today = await shopToday();
    const id = await boughtCard({ deliverOn: today, language: "he", recipientEmail: "avi@example.com" }, dana.uid);
    const runs = await Promise.all([deliverDueGiftCards(), deliverDueGiftCards(), deliverDueGiftCards()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await deliverDueGiftCards()).toBe(0);
    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.id)).toEqual([`gift-card-${id}-delivered`, `gift-card-${id}-recipient`, `gift-card-${id}-scheduled`]);
    // The recipient's message in the card's language; the buyer's in theirs.
    expect(mails.find((mail) => mail.id.endsWith("-recipient"))?.template.name).toBe("gift-card-recipient-he");
    const email = await waitForEmail({ to: "avi@example.com" });
    expect(email.subject).toContain("כרטיס מתנה");
    await expect.poll(async () => (await emailsTo("avi@example.com")).length).toBe(1);
  });

  it("sends tomorrow's card when tomorrow comes on the shop's clock, and never a voided one", async () => {
    const dana = await registeredSession(api.baseUrl);
    const today = await shopToday();
    const later = await boughtCard({ deliverOn: addDays(today, 1) }, dana.uid);
    const stopped = await boughtCard({ deliverOn: today, recipientEmail: "stopped@example.com" }, dana.uid);
    await db().collection("giftCards").doc(stopped).update({ status: "voided", balance: 0 });
    expect(await deliverDueGiftCards()).toBe(0);
    expect(await deliverDueGiftCards(new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(1);
    expect(await storedCard(later)).toMatchObject({ status: "active" });
    expect(await storedCard(stopped)).toMatchObject({ status: "voided", last4: "" });
  });
});

describe("POST /api/shop/gift-cards/balance", () => {
  const balance = (code: unknown, from?: string) => call(api.baseUrl, "/api/shop/gift-cards/balance", { json: { code }, from });

  it("answers a card's balance however the code is typed, naming it by its last four only", async () => {
    await activeCard(CODE_A, 4250);
    const answer = await balance("7kq2 m9xd 4hnp b3tr 6wce", clientAddressOf(1));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ last4: "6WCE", balance: 4250, currency: "USD", status: "active" });
  });

  it("says a voided card holds nothing, and does not find an unknown or unsent one", async () => {
    await activeCard(CODE_A, 4250, { status: "voided", balance: 0 });
    expect((await balance(CODE_A, clientAddressOf(2))).body.data).toEqual({ last4: "6WCE", balance: 0, currency: "USD", status: "voided" });
    const unknown = await balance(CODE_B, clientAddressOf(2));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "giftCard.unknown", params: { last4: "C9V0" } });
    // A scheduled card has no code yet: nothing can find it.
    const dana = await registeredSession(api.baseUrl);
    await boughtCard({ deliverOn: addDays(await shopToday(), 3) }, dana.uid);
    expect((await balance(CODE_B, clientAddressOf(2))).status).toBe(404);
    const malformed = await balance("not-a-code", clientAddressOf(2));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCodes).toMatchObject({ code: { code: "giftCard.codeFormat" } });
  });

  it("counts every check of one client, found or not: 429 after 20, other clients unaffected", async () => {
    await activeCard(CODE_A, 1000);
    for (let i = 0; i < 20; i += 1) {
      const answer = await balance(i % 2 === 0 ? CODE_A : CODE_B, clientAddressOf(3));
      expect(answer.status).toBe(i % 2 === 0 ? 200 : 404);
    }
    const limited = await balance(CODE_A, clientAddressOf(3));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "limit.giftCardBalance" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await balance(CODE_A, clientAddressOf(4))).status).toBe(200);
  });
});

describe("the admin's gift cards", () => {
  const issue = (cookie: string, json: Record<string, unknown>) => call(api.baseUrl, "/api/admin/gift-cards", { json, cookie });
  const details = (answer: { body: Record<string, unknown> }) => answer.body.data as GiftCardDetails;
  const aCard = async (change: Record<string, unknown> = {}) => ({
    amount: 5500,
    recipientName: "Tamar",
    recipientEmail: "Tamar@Example.com",
    senderName: "",
    message: "Sorry for the wait. Enjoy!",
    deliverOn: addDays(await shopToday(), 2),
    language: "en",
    note: "Late order CA-10007",
    ...change,
  });

  it("refuses a shopper (403) and a visitor (401)", async () => {
    const dana = await registeredSession(api.baseUrl);
    for (const [path, method] of [
      ["/api/admin/gift-cards", "GET"],
      ["/api/admin/gift-cards", "POST"],
      ["/api/admin/gift-cards/details/abc", "GET"],
      ["/api/admin/gift-cards/adjust/abc", "POST"],
      ["/api/admin/gift-cards/void/abc", "PUT"],
      ["/api/admin/settings/gift-cards", "PUT"],
    ] as const) {
      expect((await call(api.baseUrl, path, { method, json: method === "GET" ? undefined : {}, cookie: dana.cookie })).status, path).toBe(403);
      expect((await call(api.baseUrl, path, { method, json: method === "GET" ? undefined : {} })).status, path).toBe(401);
    }
  });

  it("issues a card by hand for a later day: scheduled, the shop's currency, the note and the admin's name in its ledger", async () => {
    const admin = await adminSession(api.baseUrl);
    const answer = await issue(admin.cookie, await aCard());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ code: "giftCard.issued" });
    const card = details(answer);
    expect(card).toMatchObject({ status: "scheduled", source: "admin", currency: "USD", last4: "", balance: 5500, initialAmount: 5500, recipientEmail: "tamar@example.com" });
    expect(card).not.toHaveProperty("buyerId");
    expect(card.ledger).toMatchObject([{ kind: "issued", amount: 5500, balanceAfter: 5500, note: "Late order CA-10007", by: owner.userName }]);
    expect(await emailsTo("tamar@example.com")).toEqual([]);
  });

  it("sends a card issued for today at once", async () => {
    const admin = await adminSession(api.baseUrl);
    const card = details(await issue(admin.cookie, await aCard({ deliverOn: await shopToday(), language: "he" })));
    expect(card).toMatchObject({ status: "active", last4: expect.stringMatching(/^[0-9A-Z]{4}$/) });
    const email = await waitForEmail({ to: "tamar@example.com" });
    const code = email.text.match(CODE_IN_GROUPS)?.[0] ?? "";
    expect(code.slice(-4)).toBe(card.last4);
    // From the shop, since no sender was named.
    expect(email.subject).toContain("Cocoa Atelier");
    expect((await call(api.baseUrl, "/api/shop/gift-cards/balance", { json: { code } })).body.data).toMatchObject({ balance: 5500, status: "active" });
  });

  it("refuses a day in the past, a day too far ahead and a bad amount, issuing nothing", async () => {
    const admin = await adminSession(api.baseUrl);
    const today = await shopToday();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ deliverOn: addDays(today, -1) }, "deliverOn", "giftCard.deliverPast"],
      [{ deliverOn: addDays(today, GIFT_CARD_LIMITS.deliverWithinDays + 1) }, "deliverOn", "giftCard.deliverTooFar"],
      [{ deliverOn: "tomorrow" }, "deliverOn", "giftCard.deliverOn"],
      [{ amount: 0 }, "amount", "giftCard.amountRange"],
      [{ recipientEmail: "tamar-at-example" }, "recipientEmail", "giftCard.recipientEmail"],
    ];
    for (const [change, field, code] of refusals) {
      const answer = await issue(admin.cookie, await aCard(change));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errorCodes).toMatchObject({ [field]: { code } });
    }
    expect((await db().collection("giftCards").get()).size).toBe(0);
  });

  it("lists every card newest first, a page at a time, and shows one with its ledger oldest first", async () => {
    const admin = await adminSession(api.baseUrl);
    const first = details(await issue(admin.cookie, await aCard({ recipientName: "First" })));
    const second = details(await issue(admin.cookie, await aCard({ recipientName: "Second" })));
    const page1 = await call(api.baseUrl, "/api/admin/gift-cards?pageSize=1", { cookie: admin.cookie });
    expect(page1.status).toBe(200);
    expect((page1.body.data as GiftCard[]).map((card) => card._id)).toEqual([second._id]);
    const page2 = await call(api.baseUrl, `/api/admin/gift-cards?pageSize=1&cursor=${String(page1.body.nextCursor)}`, { cookie: admin.cookie });
    expect((page2.body.data as GiftCard[]).map((card) => card._id)).toEqual([first._id]);
    expect(page2.body.nextCursor).toBeNull();
    // No hash of a code in anything the admin reads.
    expect(JSON.stringify(page1.body)).not.toContain("codeHash");

    await call(api.baseUrl, `/api/admin/gift-cards/adjust/${first._id}`, { json: { amount: 250, note: "Goodwill" }, cookie: admin.cookie });
    const got = await call(api.baseUrl, `/api/admin/gift-cards/details/${first._id}`, { cookie: admin.cookie });
    expect(details(got).ledger.map((entry) => entry.kind)).toEqual(["issued", "adjusted"]);
    expect((await call(api.baseUrl, "/api/admin/gift-cards/details/no-such-card", { cookie: admin.cookie })).status).toBe(404);
    expect((await call(api.baseUrl, "/api/admin/gift-cards/details/a.b", { cookie: admin.cookie })).status).toBe(400);
  });

  it("adjusts a balance with a note, never below zero nor above the most a card holds", async () => {
    const admin = await adminSession(api.baseUrl);
    const { _id: id } = details(await issue(admin.cookie, await aCard()));
    const adjust = (json: Record<string, unknown>) => call(api.baseUrl, `/api/admin/gift-cards/adjust/${id}`, { json, cookie: admin.cookie });

    const taken = await adjust({ amount: -1500, note: "Paid part by phone" });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ code: "giftCard.adjusted" });
    expect(details(taken)).toMatchObject({ balance: 4000 });
    expect(details(taken).ledger.at(-1)).toMatchObject({ kind: "adjusted", amount: -1500, balanceAfter: 4000, note: "Paid part by phone", by: owner.userName });

    const below = await adjust({ amount: -4001, note: "Too much" });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: "giftCard.adjustBelowZero", params: { amount: "$40.00" } });
    const above = await adjust({ amount: GIFT_CARD_LIMITS.maxBalance, note: "Too much" });
    expect(above.status).toBe(409);
    expect(above.body).toMatchObject({ code: "giftCard.adjustAboveMax" });
    const noNote = await adjust({ amount: 100 });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errorCodes).toMatchObject({ note: { code: "field.giftCardNote.required" } });
    expect((await adjust({ amount: 0, note: "Nothing" })).status).toBe(400);
    expect((await call(api.baseUrl, "/api/admin/gift-cards/adjust/no-such-card", { json: { amount: 100, note: "x" }, cookie: admin.cookie })).status).toBe(404);

    const ledger = await ledgerOf(id);
    expect(ledger).toHaveLength(2);
    expect(ledgerSum(ledger)).toBe((await storedCard(id)).balance);
  });

  it("voids a card: its whole balance taken in the ledger, then nothing more can change it", async () => {
    const admin = await adminSession(api.baseUrl);
    const { _id: id } = details(await issue(admin.cookie, await aCard()));
    const voided = await call(api.baseUrl, `/api/admin/gift-cards/void/${id}`, { method: "PUT", json: { note: "Sent to the wrong address" }, cookie: admin.cookie });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ code: "giftCard.voidedNow" });
    expect(details(voided)).toMatchObject({ status: "voided", balance: 0 });
    expect(details(voided).ledger.at(-1)).toMatchObject({ kind: "voided", amount: -5500, balanceAfter: 0, note: "Sent to the wrong address", by: owner.userName });

    const again = await call(api.baseUrl, `/api/admin/gift-cards/void/${id}`, { method: "PUT", json: { note: "Again" }, cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "giftCard.alreadyVoided" });
    const adjusted = await call(api.baseUrl, `/api/admin/gift-cards/adjust/${id}`, { json: { amount: 100, note: "Back" }, cookie: admin.cookie });
    expect(adjusted.status).toBe(409);
    expect(adjusted.body).toMatchObject({ code: "giftCard.alreadyVoided" });
    expect((await call(api.baseUrl, `/api/admin/gift-cards/void/${id}`, { method: "PUT", json: {}, cookie: admin.cookie })).status).toBe(400);
    // A voided scheduled card is never sent.
    expect(await deliverDueGiftCards(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000))).toBe(0);
    expect(ledgerSum(await ledgerOf(id))).toBe(0);
  });
});

describe("PUT /api/admin/settings/gift-cards", () => {
  it("saves whether cards are sold, the amounts and the bounds; refuses amounts outside the bounds", async () => {
    const admin = await adminSession(api.baseUrl);
    const giftCards = { enabled: false, amounts: [2000, 4000], min: 1000, max: 40000 };
    const saved = await call(api.baseUrl, "/api/admin/settings/gift-cards", { method: "PUT", json: giftCards, cookie: admin.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ code: "giftCardSettings.saved", data: { giftCards } });
    expect(((await call(api.baseUrl, "/api/common/settings/get")).body.data as ShopSettings).giftCards).toEqual(giftCards);

    const outside = await call(api.baseUrl, "/api/admin/settings/gift-cards", { method: "PUT", json: { ...giftCards, amounts: [50000] }, cookie: admin.cookie });
    expect(outside.status).toBe(400);
    expect(outside.body.errorCodes).toMatchObject({ amounts: { code: "giftCardSettings.amountOutside" } });
    expect((await getPublicSettings()).giftCards).toEqual(giftCards);
  });
});

describe("spending and giving back (the helpers checkout calls)", () => {
  /** One order's transaction spending `amount` of the card: read, then spend; refused → the transaction throws. */
  const spend = (id: string, amount: number, orderId: string) =>
    db().runTransaction(async (tx) => {
      const cards = await readCards(tx, [id]);
      const result = spendFromCards(tx, cards, [{ cardId: id, last4: "6WCE", amount }], { id: orderId, orderNumber: `CA-${orderId}` });
      if (!result.ok) throw new HttpError(409, result.refusal.code, result.refusal.params);
      return orderId;
    });

  it("lets one of two orders spending the same card at once through, and refuses the other", async () => {
    const id = await activeCard(CODE_A, 5000);
    const outcomes = await Promise.allSettled([spend(id, 3000, "o1"), spend(id, 3000, "o2")]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(refused?.reason).toMatchObject({ status: 409, code: "giftCard.balanceChanged", params: { last4: "6WCE" } });
    const card = await storedCard(id);
    expect(card.balance).toBe(2000);
    const ledger = await ledgerOf(id);
    expect(ledger.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ["issued", 5000, 5000],
      ["spent", -3000, 2000],
    ]);
    expect(ledgerSum(ledger)).toBe(card.balance);
  });

  it("never goes below zero when many orders race, and the ledger always adds up", async () => {
    const id = await activeCard(CODE_A, 5000);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => spend(id, 2000, `race-${i}`)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(2);
    const card = await storedCard(id);
    expect(card.balance).toBe(1000);
    const ledger = await ledgerOf(id);
    expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(ledgerSum(ledger)).toBe(1000);
  });

  it("finds cards by code in the transaction, names the unknown one, and gives amounts back", async () => {
    const id = await activeCard(CODE_A, 5000);
    const missing = await db().runTransaction((tx) => readCardsByCode(tx, [CODE_A, CODE_B]));
    expect(missing).toEqual({ ok: false, unknownCode: CODE_B, last4: "C9V0" });
    await db().runTransaction(async (tx) => {
      const found = await readCardsByCode(tx, ["7kq2m9xd4hnpb3tr6wce"]);
      if (!found.ok) throw new Error("not found");
      expect(found.cards.map((card) => card._id)).toEqual([id]);
      expect(spendFromCards(tx, found.cards, [{ cardId: id, last4: "6WCE", amount: 4500 }], { id: "o9", orderNumber: "CA-9" })).toEqual({ ok: true });
    });
    await db().runTransaction(async (tx) => {
      const cards = await readCards(tx, [id, "no-such-card"]);
      returnToCards(tx, cards, [{ cardId: id, last4: "6WCE", amount: 4500 }], { id: "o9", orderNumber: "CA-9" }, "returned");
    });
    await db().runTransaction(async (tx) => {
      const cards = await readCards(tx, [id]);
      spendFromCards(tx, cards, [{ cardId: id, last4: "6WCE", amount: 1000 }], { id: "o10", orderNumber: "CA-10" });
    });
    await db().runTransaction(async (tx) => returnToCards(tx, await readCards(tx, [id]), [{ cardId: id, last4: "6WCE", amount: 400 }], { id: "o10", orderNumber: "CA-10" }, "refunded"));
    const ledger = await ledgerOf(id);
    expect(ledger.map((entry) => [entry.kind, entry.amount, entry.orderNumber ?? ""])).toEqual([
      ["issued", 5000, ""],
      ["spent", -4500, "CA-9"],
      ["returned", 4500, "CA-9"],
      ["spent", -1000, "CA-10"],
      ["refunded", 400, "CA-10"],
    ]);
    expect((await storedCard(id)).balance).toBe(4400);
    expect(ledgerSum(ledger)).toBe(4400);
  });

  it("refuses a voided card, writing nothing", async () => {
    const id = await activeCard(CODE_A, 0, { status: "voided" });
    await expect(spend(id, 100, "o11")).rejects.toMatchObject({ code: "giftCard.voided" });
    expect(await ledgerOf(id)).toHaveLength(1);
  });
});


describe("the buyer's privacy", () => {
  const account = accountCalls(() => api.baseUrl);

  it("exports the cards the shopper bought, without the hash of their code", async () => {
    const dana = await registeredSession(api.baseUrl);
    const id = await boughtCard({ deliverOn: await shopToday() }, dana.uid);
    await deliverDueGiftCards();
    const data = (await account.exportData(dana.cookie)).body as unknown as AccountExport;
    expect(data.giftCards).toMatchObject([{ _id: id, recipientName: "Yael Ben-David", recipientEmail: "yael@example.com", status: "active", balance: 5000 }]);
    expect(data.giftCards[0]).not.toHaveProperty("codeHash");
    const admin = await adminSession(api.baseUrl);
    expect(((await account.exportData(admin.cookie)).body as unknown as AccountExport).giftCards).toEqual([]);
  });

  it("keeps a deleted buyer's card for its recipient, without the buyer's name", async () => {
    const dana = await registeredSession(api.baseUrl);
    const id = await boughtCard({ deliverOn: addDays(await shopToday(), 1) }, dana.uid);
    const removed = await account.remove(dana.cookie, { confirmation: shopper.email });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const card = await storedCard(id);
    expect(card).toMatchObject({ status: "scheduled", balance: 5000, recipientEmail: "yael@example.com", buyerId: DELETED_CUSTOMER_ID, buyerName: "" });
    // Sent on its day all the same, from the name the buyer chose for the card; no copy to anyone.
    expect(await deliverDueGiftCards(new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(1);
    expect((await mailsOf(id)).map((mail) => mail.id)).toEqual([`gift-card-${id}-recipient`]);
  });
});

describe("the seed's gift card", () => {
  it("is active with its known code, holds $50.00, is seeded once, and logs no code", async () => {
    const lines: string[] = [];
    expect(await seedGiftCards(db(), "USD", new Date().toISOString(), (line) => lines.push(line))).toBe(1);
    expect(await seedGiftCards(db(), "USD", new Date().toISOString(), (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(["Seed gift cards: 1 created, 0 already there.", "Seed gift cards: 0 created, 1 already there."]);
    const answer = await call(api.baseUrl, "/api/shop/gift-cards/balance", { json: { code: SEED_GIFT_CARD_CODE.toLowerCase() } });
    expect(answer.body.data).toEqual({ last4: "2026", balance: 5000, currency: "USD", status: "active" });
    expect(ledgerSum(await ledgerOf("seed-gift-card"))).toBe(5000);
  });
});
