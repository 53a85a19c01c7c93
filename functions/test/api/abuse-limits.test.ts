/**
 * The abuse limits over real HTTP: failed sign-ins, registrations and reviews per client and per
 * account, counted in Firestore. Stand-in clients connect from their own loopback addresses
 * (`from`), because the app never takes a client's address from a header the client writes.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ABUSE_LIMITS } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { authUserCount, call, clientAddressOf, docCount, register, registeredSession, shopper, otherShopper, startApi, type ApiAnswer, useTestApi } from "./helpers";
import { seedTestShop } from "./shop-fixtures";

const api = useTestApi();

const [clientA, clientB, clientC] = [clientAddressOf(1), clientAddressOf(2), clientAddressOf(3)];
const wrong = { email: shopper.email, password: "not-my-password" };
const login = (credentials: { email: string; password: string }, from: string, headers?: Record<string, string>, baseUrl = api.baseUrl) =>
  call(baseUrl, "/api/auth/login", { json: credentials, from, headers });
const statuses = (answers: ApiAnswer[]) => answers.map((a) => a.status);

function expectRetryAfter(answer: ApiAnswer, maxSeconds: number) {
  const seconds = Number(answer.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

describe("failed sign-ins", () => {
  beforeEach(async () => {
    expect((await register(api.baseUrl)).status).toBe(201);
  });

  it("stops 60 concurrent wrong passwords after 5, and then refuses even the right one", async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => login(wrong, clientA)));
    expect(statuses(answers).filter((s) => s === 401)).toHaveLength(5);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(55);

    const right = await login(shopper, clientA);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ success: false, message: "Too many sign-in attempts. Please try again in 15 min." });
    expectRetryAfter(right, 15 * 60);
    expect(right.setCookies).toEqual([]);
  });

  it("says so in Hebrew", async () => {
    for (let i = 0; i < 5; i += 1) await login(wrong, clientA);
    const answer = await login(wrong, clientA, { "Accept-Language": "he" });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe("יותר מדי ניסיונות התחברות. אפשר לנסות שוב בעוד 15 דק׳.");
  });

  it("lets the owner in from another client, without lifting the first client's lockout", async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(wrong, clientA)).status).toBe(401);
    expect((await login(shopper, clientA)).status).toBe(429);

    expect((await login(shopper, clientB)).status).toBe(200);
    expect((await login(shopper, clientA)).status).toBe(429);
  });

  it("forgets a client's own failures once it signs in, and counts afresh", async () => {
    for (let i = 0; i < 4; i += 1) expect((await login(wrong, clientA)).status).toBe(401);
    expect((await login(shopper, clientA)).status).toBe(200);
    const again = [];
    for (let i = 0; i < 6; i += 1) again.push(await login(wrong, clientA));
    expect(statuses(again)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("stops guessing one account from many clients once the account's limit is reached", async () => {
    const perAccount = ABUSE_LIMITS.signInFailuresPerAccount.max;
    for (let i = 0; i < perAccount; i += 1) {
      expect((await login(wrong, clientAddressOf(10 + Math.floor(i / 4)))).status).toBe(401);
    }
    const fresh = await login(shopper, clientAddressOf(100));
    expect(fresh.status).toBe(429);
  });

  it("stops one client trying a password on many accounts", async () => {
    const perClient = ABUSE_LIMITS.signInFailuresPerClient.max;
    const answers = [];
    for (let i = 0; i <= perClient; i += 1) answers.push(await login({ email: `guess${i}@example.com`, password: "Summer2026!" }, clientA));
    expect(statuses(answers).slice(0, perClient).every((s) => s === 401)).toBe(true);
    expect(answers[perClient]?.status).toBe(429);
    // Another client is not held up by it.
    expect((await login(shopper, clientB)).status).toBe(200);
  });

  it("holds across instances of the function: the counters live in Firestore", async () => {
    const second = await startApi();
    try {
      for (let i = 0; i < 3; i += 1) expect((await login(wrong, clientA)).status).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await login(wrong, clientA, undefined, second.baseUrl)).status).toBe(401);
      expect((await login(shopper, clientA, undefined, second.baseUrl)).status).toBe(429);
      expect((await login(shopper, clientA)).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("keeps no address or email in the counters", async () => {
    await login(wrong, clientA);
    const stored = (await db().collection("rateLimits").get()).docs.map((d) => `${d.id} ${JSON.stringify(d.data())}`).join("\n");
    expect(stored).not.toMatch(/127\.0\.0|dana|example/);
  });
});

describe("registrations", () => {
  const account = (i: number) => ({ userName: `Shopper ${i}`, email: `shopper${i}@example.com`, password: "cocoa-bean-42" });

  it("allows 5 an hour from one client, then answers 429 and creates nothing", async () => {
    const max = ABUSE_LIMITS.registrationsPerClient.max;
    for (let i = 0; i < max; i += 1) expect((await register(api.baseUrl, account(i), clientA)).status).toBe(201);
    const refused = await register(api.baseUrl, account(99), clientA);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many new accounts from this network. Please try again in 60 min.");
    expectRetryAfter(refused, 3600);
    expect(await authUserCount()).toBe(max);
    expect(await docCount("users")).toBe(max);
    // Another network is not held up.
    expect((await register(api.baseUrl, account(100), clientB)).status).toBe(201);
  });

  it("does not count a registration refused for its fields, but counts one refused as a duplicate", async () => {
    for (let i = 0; i < 10; i += 1) expect((await register(api.baseUrl, { ...account(i), password: "short" }, clientA)).status).toBe(400);
    expect((await register(api.baseUrl, account(1), clientA)).status).toBe(201);
    for (let i = 0; i < 4; i += 1) expect((await register(api.baseUrl, account(1), clientA)).status).toBe(409);
    expect((await register(api.baseUrl, account(2), clientA)).status).toBe(429);
  });
});

describe("reviews", () => {
  beforeEach(async () => {
    await seedTestShop();
  });

  it("allows 10 an hour from one client: the 11th is refused and the average does not move", async () => {
    const first = await registeredSession(api.baseUrl, shopper);
    const second = await registeredSession(api.baseUrl, otherShopper);
    const products = ["p-a", "p-b", "p-c", "p-d", "p-e", "p-f"];
    const review = (cookie: string, productId: string, from: string) =>
      call(api.baseUrl, "/api/shop/review/add", { json: { productId, reviewMessage: "One star.", reviewValue: 1 }, cookie, from });

    const written = [];
    for (const productId of products) written.push(await review(first.cookie, productId, clientA));
    for (const productId of products.slice(0, 4)) written.push(await review(second.cookie, productId, clientA));
    expect(statuses(written).every((s) => s === 201)).toBe(true);

    const before = (await db().collection("products").doc("p-e").get()).data();
    const refused = await review(second.cookie, "p-e", clientA);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many reviews from this network. Please try again in 60 min.");
    expectRetryAfter(refused, 3600);
    expect((await db().collection("products").doc("p-e").get()).data()).toEqual(before);
    expect(await docCount("reviews")).toBe(10);

    expect((await review(second.cookie, "p-e", clientC)).status).toBe(201);
  });

  it("gives the slot back when the review is not written", async () => {
    const { cookie } = await registeredSession(api.baseUrl, shopper);
    const review = (productId: string) =>
      call(api.baseUrl, "/api/shop/review/add", { json: { productId, reviewMessage: "Lovely.", reviewValue: 5 }, cookie, from: clientA });
    expect((await review("p-a")).status).toBe(201);
    for (let i = 0; i < 12; i += 1) expect((await review("p-a")).status).toBe(409);
    for (let i = 0; i < 12; i += 1) expect((await review("no-such-product")).status).toBe(404);
    expect((await review("p-b")).status).toBe(201);
  });
});
