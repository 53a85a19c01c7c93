/**
 * The shopper's privacy controls over real HTTP (/api/account): a new password keeps this browser and
 * signs out the others; signing out everywhere ends every session; the export holds the shopper's own
 * data only; deleting the account removes the profile, cart and addresses, anonymises the reviews and
 * keeps the orders (without personal fields) for the shop, whose admin views still work.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME, type AccountExport, type AdminOrder, type Review } from "@cocoa/contracts";
import { adminAuth, db } from "../../src/platform/firebase";
import { adminSession } from "./admin-support";
import { accountCalls, markVerified, whoIs } from "./account-support";
import { checkoutSteps, homeAddress, type Shopper } from "./checkout-support";
import { call, otherShopper, registeredSession, sessionCookieValue, sessionSetCookie, shopper, signIn, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
const account = accountCalls(() => api.baseUrl);
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;
let noa: Shopper;

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  noa = await registeredSession(api.baseUrl, otherShopper);
  await markVerified(dana.uid);
  await markVerified(noa.uid);
});

const login = (email: string, password: string) => call(api.baseUrl, "/api/auth/login", { json: { email, password } });

/** `who` pays for 2 × p-a at the sandbox; answers the order id. */
async function paidOrder(who: Shopper): Promise<string> {
  await steps.addToCart(who, "p-a", 2);
  const address = await steps.addAddress(who);
  const created = await steps.createdOrder(who, address._id);
  const captured = await steps.capture(who, await steps.approve(created));
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return created.orderId;
}

async function review(who: Shopper, productId: string, reviewMessage: string) {
  const answer = await call(api.baseUrl, "/api/shop/review/add", { json: { productId, reviewMessage, reviewValue: 5 }, cookie: who.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe("POST /api/account/password", () => {
  it("sets the new password, keeps this browser signed in with a fresh cookie, and signs out every other device", async () => {
    const other = (await signIn(api.baseUrl, shopper)).cookie; // Dana on her phone
    const answer = await account.changePassword(dana.cookie, { currentPassword: shopper.password, newPassword: "a-brand-new-secret" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "account.passwordChanged" });
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(sessionSetCookie(answer)).toMatch(/HttpOnly/i);
    const fresh = sessionCookieValue(answer) ?? "";

    expect(await whoIs(api.baseUrl, fresh)).toMatchObject({ id: dana.uid });
    expect(await whoIs(api.baseUrl, other)).toBeNull();
    expect(await whoIs(api.baseUrl, dana.cookie)).toBeNull();
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect((await login(shopper.email, "a-brand-new-secret")).status).toBe(200);
    // Noa is not touched.
    expect(await whoIs(api.baseUrl, noa.cookie)).toMatchObject({ id: noa.uid });
  });

  it("refuses a wrong current password or a weak new one (400 on the field), and changes nothing", async () => {
    const wrong = await account.changePassword(dana.cookie, { currentPassword: "not-the-password", newPassword: "a-brand-new-secret" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "account.wrongPassword", errorCodes: { currentPassword: { code: "account.wrongPassword" } } });
    const weak = await account.changePassword(dana.cookie, { currentPassword: shopper.password, newPassword: "short" });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors as object)).toEqual(["newPassword"]);
    expect((await account.changePassword(dana.cookie, { newPassword: "a-brand-new-secret" })).status).toBe(400);
    for (const answer of [wrong, weak]) expect(sessionSetCookie(answer)).toBeUndefined();

    expect(await whoIs(api.baseUrl, dana.cookie)).toMatchObject({ id: dana.uid });
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
    expect((await login(shopper.email, "a-brand-new-secret")).status).toBe(401);
  });
});

describe("POST /api/account/sign-out-everywhere", () => {
  it("revokes every session of the account, this one included, and clears this cookie", async () => {
    const other = (await signIn(api.baseUrl, shopper)).cookie;
    const answer = await account.signOutEverywhere(dana.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: "account.signedOutEverywhere" });
    expect(sessionSetCookie(answer)).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970`));
    expect(await whoIs(api.baseUrl, dana.cookie)).toBeNull();
    expect(await whoIs(api.baseUrl, other)).toBeNull();
    expect(await whoIs(api.baseUrl, noa.cookie)).toMatchObject({ id: noa.uid });
    // Signing in again works.
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
  });
});

describe("GET /api/account/export", () => {
  it("downloads the shopper's own profile, addresses, orders, reviews and cart as a JSON file, never cached", async () => {
    const danaOrder = await paidOrder(dana);
    await review(dana, "p-a", "Silky and dark.");
    await steps.addToCart(dana, "p-b", 1);
    const noaOrder = await paidOrder(noa);
    await review(noa, "p-a", "Noa's words.");

    const answer = await account.exportData(dana.cookie, `?userId=${noa.uid}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="cocoa-atelier-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const data = answer.body as unknown as AccountExport;
    expect(data.profile).toMatchObject({ id: dana.uid, email: shopper.email, userName: shopper.userName, signInMethods: ["password"] });
    expect(data.addresses.map((a) => a.address)).toEqual([homeAddress.address]);
    expect(data.orders.map((o) => o._id)).toEqual([danaOrder]);
    expect(data.orders[0]).toMatchObject({ userId: dana.uid, paymentStatus: "paid", addressInfo: { phone: homeAddress.phone } });
    expect(typeof data.orders[0]?.orderDate).toBe("string");
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({ userId: dana.uid, reviewMessage: "Silky and dark." });
    expect(data.cart).toMatchObject({ _id: dana.uid, items: [{ productId: "p-b", quantity: 1 }] });
    // Nothing of Noa's.
    const text = JSON.stringify(data);
    for (const foreign of [noa.uid, noaOrder, otherShopper.email, "Noa's words."]) expect(text).not.toContain(foreign);
  });

  it("gives an admin their own data only", async () => {
    await paidOrder(dana);
    const admin = await adminSession(api.baseUrl);
    const data = (await account.exportData(admin.cookie)).body as unknown as AccountExport;
    expect(data.profile).toMatchObject({ id: admin.uid, role: "admin" });
    expect(data.orders).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(dana.uid);
  });
});

describe("DELETE /api/account", () => {
  const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};
  const reviewsOf = async (productId: string) => ((await call(api.baseUrl, `/api/shop/review/${productId}`)).body.data as Review[]) ?? [];

  it("refuses a confirmation that is not the account's email (400) and changes nothing", async () => {
    const orderId = await paidOrder(dana);
    for (const confirmation of [otherShopper.email, "dana@example", ""]) {
      const answer = await account.remove(dana.cookie, { confirmation });
      expect(answer.status, confirmation).toBe(400);
      expect(Object.keys(answer.body.errors as object)).toEqual(["confirmation"]);
    }
    expect((await account.remove(dana.cookie, {})).status).toBe(400);
    expect(await whoIs(api.baseUrl, dana.cookie)).toMatchObject({ id: dana.uid });
    expect((await db().collection("users").doc(dana.uid).get()).exists).toBe(true);
    expect((await storedOrder(orderId)).userId).toBe(dana.uid);
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
  });

  it("deletes the session's account only: profile, cart, addresses, sign-in gone; reviews anonymised; orders kept without personal fields", async () => {
    const orderId = await paidOrder(dana);
    await review(dana, "p-a", "Silky and dark.");
    await steps.addToCart(dana, "p-b", 1);
    const noaOrder = await paidOrder(noa);
    await review(noa, "p-a", "Noa's words.");
    const otherDevice = (await signIn(api.baseUrl, shopper)).cookie;
    const mailToDana = (await db().collection("mail").where("to", "==", shopper.email).get()).size;
    expect(mailToDana).toBeGreaterThan(0);

    // Any case, spaces around; a userId in the body names nobody.
    const answer = await account.remove(dana.cookie, { confirmation: "  DANA@Example.com ", userId: noa.uid });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ code: "account.deleted" });
    expect(sessionSetCookie(answer)).toMatch(/Expires=Thu, 01 Jan 1970/);

    // Signed out everywhere, and cannot sign in again.
    expect(await whoIs(api.baseUrl, dana.cookie)).toBeNull();
    expect(await whoIs(api.baseUrl, otherDevice)).toBeNull();
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    await expect(adminAuth().getUser(dana.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });

    // Profile, cart and addresses gone; mail that named her gone.
    expect((await db().collection("users").doc(dana.uid).get()).exists).toBe(false);
    expect((await db().collection("carts").doc(dana.uid).get()).exists).toBe(false);
    expect((await db().collection("addresses").where("userId", "==", dana.uid).get()).size).toBe(0);
    expect((await db().collection("mail").where("to", "==", shopper.email).get()).size).toBe(0);

    // Reviews stay, without who wrote them (not even in the document id).
    const reviews = await reviewsOf("p-a");
    const hers = reviews.find((r) => r.reviewMessage === "Silky and dark.");
    expect(hers).toMatchObject({ userId: "", userName: "", verifiedPurchase: true, reviewValue: 5 });
    expect(hers?._id).not.toContain(dana.uid);
    expect(reviews.find((r) => r.reviewMessage === "Noa's words.")).toMatchObject({ userId: noa.uid, userName: otherShopper.userName });
    expect((await db().collection("reviews").where("userId", "==", dana.uid).get()).size).toBe(0);

    // The order is the shop's accounting record: amounts and statuses kept, the person gone.
    const order = await storedOrder(orderId);
    expect(order).toMatchObject({ userId: "deleted:customer", customerDeleted: true, userName: "", cartId: "", paymentStatus: "paid", orderStatus: "confirmed", totalAmount: expect.any(Number) });
    expect(order.addressInfo).toEqual({ addressId: "", address: "", city: homeAddress.city, pincode: "", phone: "", notes: "" });
    const stored = JSON.stringify(order);
    for (const personal of [dana.uid, shopper.userName, shopper.email, homeAddress.address, homeAddress.phone, homeAddress.notes]) expect(stored).not.toContain(personal);
    expect(order.cartItems).toEqual([expect.objectContaining({ productId: "p-a", quantity: 2 })]);
    // Noa's order is hers as before.
    expect(await storedOrder(noaOrder)).toMatchObject({ userId: noa.uid, addressInfo: { phone: homeAddress.phone } });
    expect(await whoIs(api.baseUrl, noa.cookie)).toMatchObject({ id: noa.uid });

    // The admin still sees and works the order, marked deleted and nameless, and no email goes anywhere.
    const admin = await adminSession(api.baseUrl);
    const list = await call(api.baseUrl, "/api/admin/orders/get", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const listed = (list.body.data as AdminOrder[]).find((o) => o._id === orderId);
    expect(listed).toMatchObject({ customerDeleted: true, userName: "" });
    const details = await call(api.baseUrl, `/api/admin/orders/details/${orderId}`, { cookie: admin.cookie });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ customerDeleted: true, userName: "", addressInfo: { city: homeAddress.city, phone: "" } });
    const mailBefore = (await db().collection("mail").get()).size;
    const moved = await call(api.baseUrl, `/api/admin/orders/update/${orderId}`, { method: "PUT", json: { orderStatus: "inProcess" }, cookie: admin.cookie });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await db().collection("mail").get()).size).toBe(mailBefore);

    // Nobody can claim the order: registering the address again makes a new account that does not see it.
    const again = await registeredSession(api.baseUrl, shopper);
    const orders = await call(api.baseUrl, `/api/shop/order/list/${again.uid}`, { cookie: again.cookie });
    expect(orders.body.data).toEqual([]);
    expect((await call(api.baseUrl, `/api/shop/order/details/${orderId}`, { cookie: again.cookie })).status).toBe(403);
  });

  it("deletes the shopper's promotion redemption marks (they hold the uid), and only theirs", async () => {
    const marks = db().collection("promotionRedemptions");
    const at = new Date().toISOString();
    await marks.doc(`welcome10_${dana.uid}`).set({ promotionId: "welcome10", userId: dana.uid, orderId: "o1", at });
    await marks.doc(`first_${dana.uid}`).set({ promotionId: "first", userId: dana.uid, orderId: "o2", at });
    await marks.doc(`welcome10_${noa.uid}`).set({ promotionId: "welcome10", userId: noa.uid, orderId: "o3", at });
    const answer = await account.remove(dana.cookie, { confirmation: shopper.email });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await marks.get()).docs.map((doc) => doc.id)).toEqual([`welcome10_${noa.uid}`]);
  });

  it("finishes a deletion that stopped half way (the profile gone, the Auth user still there) when asked again", async () => {
    await db().collection("users").doc(dana.uid).delete();
    const answer = await account.remove(dana.cookie, { confirmation: shopper.email });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await expect(adminAuth().getUser(dana.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
  });

  it("refuses while an order awaits payment (409), and changes nothing", async () => {
    await steps.addToCart(dana, "p-a", 1);
    const address = await steps.addAddress(dana);
    const created = await steps.createdOrder(dana, address._id);
    const answer = await account.remove(dana.cookie, { confirmation: shopper.email });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: "account.paymentInProgress" });
    expect((await storedOrder(created.orderId)).userId).toBe(dana.uid);
    expect((await db().collection("users").doc(dana.uid).get()).exists).toBe(true);
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
  });

  it("refuses the shop's last admin (409), and lets an admin go while another remains", async () => {
    const admin = await adminSession(api.baseUrl);
    const refused = await account.remove(admin.cookie, { confirmation: "owner@example.com" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "account.lastAdmin" });
    expect(await whoIs(api.baseUrl, admin.cookie)).toMatchObject({ id: admin.uid });

    await db().collection("users").doc(noa.uid).update({ role: "admin" });
    const gone = await account.remove(admin.cookie, { confirmation: "owner@example.com" });
    expect(gone.status).toBe(200);
    expect((await db().collection("users").doc(admin.uid).get()).exists).toBe(false);
  });
});
