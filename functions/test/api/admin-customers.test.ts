/**
 * The admin's accounts list over real HTTP (Auth emulator + Node Firestore emulator): only an admin
 * reads it; it shows each account's paid orders and what they spent less refunds; it searches by the
 * start of a name or an email, any case, Hebrew too; it pages; a customer's details list their orders;
 * disabling an account ends its sessions and blocks sign-in until it is enabled again; an admin cannot
 * disable themselves; bad requests change nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminCustomer, AdminCustomerDetails, CreateOrderResponse } from "@cocoa/contracts";
import { adminAuth, db } from "../../src/platform/firebase";
import { adminSession, owner } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, otherShopper, passwordIdToken, registeredSession, shopper, signIn, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;
let noa: Shopper;
let admin: Shopper;
const hebrewShopper = { userName: "דנה כהן", email: "Dana.Cohen@Example.com", password: "halva-pistachio-3" };
/** The shop keeps emails lowercased. */
const hebrewEmail = hebrewShopper.email.toLowerCase();

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  // Noa's email is not verified: the list must say so.
  noa = await registeredSession(api.baseUrl, otherShopper, undefined, { verified: false });
  admin = await adminSession(api.baseUrl);
});

/** As the admin unless `as` says otherwise (null: a guest). */
const list = (query = "", as: string | null = admin.cookie, headers?: Record<string, string>) =>
  call(api.baseUrl, `/api/admin/customers/get${query}`, { cookie: as ?? undefined, headers });
const details = (id: string, as: string | null = admin.cookie) => call(api.baseUrl, `/api/admin/customers/details/${id}`, { cookie: as ?? undefined });
const setDisabled = (id: string, json: unknown, as: string | null = admin.cookie, headers?: Record<string, string>) =>
  call(api.baseUrl, `/api/admin/customers/disabled/${id}`, { method: "PUT", json, cookie: as ?? undefined, headers });
const customers = (answer: { body: Record<string, unknown> }) => answer.body.data as AdminCustomer[];
const emails = (answer: { body: Record<string, unknown> }) => customers(answer).map((c) => c.email);
const profile = async (uid: string) => (await db().collection("users").doc(uid).get()).data() ?? {};
/** A user route only a live session reaches. */
const ownAddresses = (who: Shopper) => call(api.baseUrl, `/api/shop/address/get/${who.uid}`, { cookie: who.cookie });

/** A paid order of 2 × p-a and 1 × p-b: answers its id and total. */
async function paidOrder(who: Shopper): Promise<{ orderId: string; total: number; currency: string }> {
  await steps.addToCart(who, "p-a", 2);
  await steps.addToCart(who, "p-b", 1);
  const address = await steps.addAddress(who);
  const created: CreateOrderResponse = await steps.createdOrder(who, address._id);
  const captured = await steps.capture(who, await steps.approve(created));
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  const stored = (await db().collection("orders").doc(created.orderId).get()).data() ?? {};
  return { orderId: created.orderId, total: stored.totalAmount as number, currency: stored.currency as string };
}

describe("who may use it", () => {
  it("answers 401 to a guest and 403 to a shopper on every route, and 200 to an admin", async () => {
    for (const [cookie, status] of [[null, 401], [dana.cookie, 403]] as const) {
      expect((await list("", cookie)).status).toBe(status);
      expect((await details(noa.uid, cookie)).status).toBe(status);
      expect((await setDisabled(noa.uid, { disabled: true }, cookie)).status).toBe(status);
    }
    expect((await adminAuth().getUser(noa.uid)).disabled).toBe(false);
    expect((await ownAddresses(noa)).status).toBe(200);
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, nextCursor: null });
    expect(answer.headers.get("cache-control")).toContain("no-store");
  });
});

describe("the list", () => {
  it("shows every account, newest first, with role, verified, disabled, paid orders and total spent less refunds", async () => {
    const first = await paidOrder(dana);
    const second = await paidOrder(dana);
    // A partial refund of the second comes off the total.
    expect((await call(api.baseUrl, `/api/admin/orders/refund/${second.orderId}`, { method: "POST", json: { requestId: "customer-list-0001", amount: 1500 }, cookie: admin.cookie })).status).toBe(200);
    // An order never paid counts for nothing.
    await steps.addToCart(dana, "p-c", 1);
    await steps.createdOrder(dana, (await steps.addAddress(dana))._id);
    const before = customers(await list()).find((c) => c._id === noa.uid);
    expect(before).toMatchObject({ emailVerified: false, disabled: false });
    await adminAuth().updateUser(noa.uid, { emailVerified: true });

    const answer = await list();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(emails(answer)).toEqual([owner.email, otherShopper.email, shopper.email]);
    const [ownerRow, noaRow, danaRow] = customers(answer);
    expect(danaRow).toMatchObject({
      _id: dana.uid,
      userName: shopper.userName,
      role: "user",
      emailVerified: true,
      disabled: false,
      ordersCount: 2,
      totalSpent: [{ currency: first.currency, amount: first.total + second.total - 1500 }],
    });
    expect(Date.parse(danaRow?.createdAt ?? "")).toBeGreaterThan(Date.now() - 120_000);
    expect(noaRow).toMatchObject({ _id: noa.uid, emailVerified: true, ordersCount: 0, totalSpent: [] });
    // Verified as Auth says (Noa's is Auth's alone, not the profile's).
    expect(await profile(noa.uid)).toMatchObject({ emailVerified: false });
    expect(ownerRow).toMatchObject({ role: "admin", ordersCount: 0 });
  });

  it("searches by the start of a name, any word of it, or an email, in any case, Hebrew names too", async () => {
    const hebrew = await registeredSession(api.baseUrl, hebrewShopper);
    const search = async (term: string) => {
      const answer = await list(`?search=${encodeURIComponent(term)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return emails(answer);
    };
    expect(await search("dan")).toEqual([hebrewEmail, shopper.email]);
    expect(await search("DANA L")).toEqual([shopper.email]);
    expect(await search("levi")).toEqual([shopper.email]);
    expect(await search("  NOA@EX ")).toEqual([otherShopper.email]);
    expect(await search("dana.cohen@example.com")).toEqual([hebrewEmail]);
    expect(await search("כה")).toEqual([hebrewEmail]);
    expect(await search("דנה כ")).toEqual([hebrewEmail]);
    expect(await search("ganache")).toEqual([]);
    // Not a substring search: the middle of a word matches nothing.
    expect(await search("evi")).toEqual([]);
    // Longer than the indexed prefixes: asked by its start and checked whole.
    expect(await search("dana.cohen@example.comx")).toEqual([]);
    expect((await list("?search=")).body.data).toHaveLength(4);
    expect(hebrew.uid).toBeTruthy();
  });

  it("never shows a match by stale keys, and heals them (or missing ones) once the unsearched list has shown the profile", async () => {
    // Renamed by code that did not write the keys: they still say "Noa Cohen".
    await db().collection("users").doc(noa.uid).update({ userName: "Noa Berger" });
    expect(emails(await list("?search=cohen"))).toEqual([]);
    expect(emails(await list("?search=berger"))).toEqual([]);
    // A profile made before the search existed has none at all.
    await db().collection("users").doc(dana.uid).update({ searchKeys: null });
    expect(emails(await list("?search=levi"))).toEqual([]);

    expect((await list()).status).toBe(200);
    expect(emails(await list("?search=berger"))).toEqual([otherShopper.email]);
    expect(emails(await list("?search=levi"))).toEqual([shopper.email]);
    expect(emails(await list("?search=cohen"))).toEqual([]);
  });

  it("pages: each account once, and a cursor belongs to its own search", async () => {
    await registeredSession(api.baseUrl, hebrewShopper);
    const first = await list("?pageSize=3");
    expect(first.status).toBe(200);
    expect(customers(first)).toHaveLength(3);
    const cursor = first.body.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await list(`?pageSize=3&cursor=${cursor}`);
    expect(second.body.nextCursor).toBeNull();
    const all = [...emails(first), ...emails(second)];
    expect(all).toEqual([hebrewEmail, owner.email, otherShopper.email, shopper.email]);

    const searched = await list("?pageSize=1&search=dan");
    expect(emails(searched)).toEqual([hebrewEmail]);
    const next = await list(`?pageSize=1&search=dan&cursor=${searched.body.nextCursor as string}`);
    expect(emails(next)).toEqual([shopper.email]);
    // The cursor of the "dan" search cannot page another search.
    const foreign = await list(`?pageSize=1&search=noa&cursor=${searched.body.nextCursor as string}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ errors: { cursor: expect.any(String) } });
  });

  it("refuses a bad page size, cursor or search with 400 and field messages", async () => {
    for (const query of ["?pageSize=0", "?pageSize=51", "?pageSize=ten", "?cursor=not-a-cursor", `?search=${"a".repeat(101)}`, "?search=a%0Ab", "?search=a&search=b"]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ success: false, errors: expect.any(Object) });
    }
    const hebrew = await list(`?search=${"a".repeat(101)}`, admin.cookie, { "Accept-Language": "he" });
    expect(JSON.stringify(hebrew.body.errors)).toContain("100");
  });
});

describe("a customer's details", () => {
  it("answers the account and its orders, newest first, unpaid ones too", async () => {
    const paid = await paidOrder(dana);
    await steps.addToCart(dana, "p-c", 1);
    const unpaid = await steps.createdOrder(dana, (await steps.addAddress(dana))._id);
    const answer = await details(dana.uid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as AdminCustomerDetails;
    expect(data.customer).toMatchObject({ _id: dana.uid, email: shopper.email, ordersCount: 1, totalSpent: [{ amount: paid.total }] });
    expect(data.orders.map((o) => o._id)).toEqual([unpaid.orderId, paid.orderId]);
    expect(data.orders[1]).toMatchObject({ paymentStatus: "paid", userId: dana.uid });

    const none = await details(noa.uid);
    expect((none.body.data as AdminCustomerDetails).orders).toEqual([]);
  });

  it("answers 404 for an unknown account and 400 for a malformed id", async () => {
    expect((await details("nobody-here")).status).toBe(404);
    expect((await details("not%20an%20id!")).status).toBe(400);
  });
});

describe("disabling an account", () => {
  it("signs the shopper out everywhere and blocks sign-in; enabling lets them sign in again", async () => {
    expect((await ownAddresses(dana)).status).toBe(200);
    const answer = await setDisabled(dana.uid, { disabled: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "adminCustomer.disabled", data: { _id: dana.uid, disabled: true } });
    expect(answer.body.message).toContain(shopper.userName);

    // The cookie minted before is refused at once, and no new sign-in works.
    const refused = await ownAddresses(dana);
    expect(refused.status).toBe(401);
    expect((await call(api.baseUrl, "/api/auth/check-auth", { cookie: dana.cookie })).body).toMatchObject({ user: null });
    const login = await call(api.baseUrl, "/api/auth/login", { json: { email: shopper.email, password: shopper.password } });
    expect(login.status).toBe(401);
    expect(login.setCookies).toEqual([]);
    expect((await adminAuth().getUser(dana.uid)).disabled).toBe(true);
    expect(await profile(dana.uid)).toMatchObject({ disabled: true });
    expect(customers(await list("?search=dana@")).map((c) => c.disabled)).toEqual([true]);
    // Other accounts are untouched.
    expect((await ownAddresses(noa)).status).toBe(200);

    const enabled = await setDisabled(dana.uid, { disabled: false }, admin.cookie, { "Accept-Language": "he" });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ code: "adminCustomer.enabled", data: { disabled: false } });
    expect(enabled.body.message).toContain("הופעל");
    expect(await profile(dana.uid)).toMatchObject({ disabled: false });
    const again = await signIn(api.baseUrl, shopper);
    expect((await ownAddresses({ uid: dana.uid, cookie: again.cookie })).status).toBe(200);
    // The session revoked when the account was disabled stays revoked.
    expect((await ownAddresses(dana)).status).toBe(401);
  });

  it("refuses a session made from an ID token of a disabled account", async () => {
    const idToken = await passwordIdToken(shopper);
    expect((await setDisabled(dana.uid, { disabled: true })).status).toBe(200);
    const session = await call(api.baseUrl, "/api/auth/session", { json: { idToken } });
    expect([401, 403]).toContain(session.status);
    expect(session.setCookies).toEqual([]);
  });

  it("refuses to disable the admin's own account (409), changing nothing", async () => {
    const answer = await setDisabled(admin.uid, { disabled: true });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, code: "adminCustomer.selfDisable" });
    expect((await adminAuth().getUser(admin.uid)).disabled).toBe(false);
    expect(await profile(admin.uid)).not.toHaveProperty("disabled");
    expect((await list()).status).toBe(200);
  });

  it("answers 404 for an unknown account and 400 for a bad id or body, changing nothing", async () => {
    expect((await setDisabled("nobody-here", { disabled: true })).status).toBe(404);
    for (const body of [{}, { disabled: "yes" }, { disabled: 1 }, { disabled: null }, [], "true"]) {
      const answer = await setDisabled(noa.uid, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false });
    }
    const noBody = await call(api.baseUrl, `/api/admin/customers/disabled/${noa.uid}`, { method: "PUT", cookie: admin.cookie });
    expect(noBody.status).toBe(400);
    expect((await setDisabled("bad%20id!", { disabled: true })).status).toBe(400);
    expect((await adminAuth().getUser(noa.uid)).disabled).toBe(false);
    expect(await profile(noa.uid)).not.toHaveProperty("disabled");
    expect((await ownAddresses(noa)).status).toBe(200);
  });
});
