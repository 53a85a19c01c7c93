/**
 * Password reset and email verification over real HTTP, against the Auth emulator, with the emails
 * read from the local inbox: the same answer for any address, a link that works once, every old
 * session gone after a reset, verification applied to the live session, the limits, and checkout
 * waiting for a confirmed address.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ABUSE_LIMITS } from "@cocoa/contracts";
import { adminAuth, db } from "../../src/platform/firebase";
import { adminSession, owner } from "./admin-support";
import { checkoutSteps } from "./checkout-support";
import { call, clientAddressOf, docCount, otherShopper, register, registeredSession, shopper, signIn, type ApiAnswer, useTestApi } from "./helpers";
import { clearInbox, emailsTo, waitForEmail } from "./inbox";

const api = useTestApi({ seed: true });

beforeEach(async () => {
  await clearInbox();
});

const ghost = "nobody-here@example.com";
const SITE = "http://127.0.0.1:5000";

const requestReset = (email: string, options: { from?: string; language?: string } = {}) =>
  call(api.baseUrl, "/api/auth/password-reset", { json: { email }, from: options.from, headers: options.language ? { "Accept-Language": options.language } : undefined });
const resetPassword = (oobCode: string, password: string, language?: string) =>
  call(api.baseUrl, "/api/auth/reset-password", { json: { oobCode, password }, headers: language ? { "Accept-Language": language } : undefined });
const applyCode = (oobCode: string, cookie?: string) => call(api.baseUrl, "/api/auth/action", { json: { oobCode }, cookie });
const resend = (cookie?: string, language?: string) =>
  call(api.baseUrl, "/api/auth/verification-email", { method: "POST", cookie, headers: language ? { "Accept-Language": language } : undefined });
const whoIs = async (cookie: string) => (await call(api.baseUrl, "/api/auth/check-auth", { cookie })).body.user as { id: string; email: string; emailVerified: boolean } | null;
const login = (email: string, password: string) => call(api.baseUrl, "/api/auth/login", { json: { email, password } });

/** The shop's action link in an email's text part, checked for its one shape. */
function actionLinkIn(text: string, mode: string, lang = "en"): { url: URL; oobCode: string } {
  const found = text.match(/http:\/\/127\.0\.0\.1:5000\/auth\/action\?\S+/);
  if (!found) throw new Error(`no action link in: ${text}`);
  const url = new URL(found[0]);
  expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/auth/action`);
  expect(url.searchParams.get("mode")).toBe(mode);
  expect(url.searchParams.get("lang")).toBe(lang);
  const oobCode = url.searchParams.get("oobCode") ?? "";
  expect(oobCode).toMatch(/^[A-Za-z0-9_-]+$/);
  return { url, oobCode };
}

async function resetMailFor(email: string, language = "en") {
  const answer = await requestReset(email, { language });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const mail = await waitForEmail({ to: email, subjectIncludes: language === "he" ? "איפוס" : "Reset your password" });
  return { mail, oobCode: actionLinkIn(mail.text, "resetPassword", language).oobCode };
}

const resetCodeFor = async (email: string, language = "en") => (await resetMailFor(email, language)).oobCode;

async function verifyCodeFor(email: string, language = "en"): Promise<string> {
  const mail = await waitForEmail({ to: email, subjectIncludes: language === "he" ? "אישור" : "Confirm your email" });
  return actionLinkIn(mail.text, "verifyEmail", language).oobCode;
}

const mailDocsTo = async (to: string) => (await db().collection("mail").where("to", "==", to).get()).docs.map((doc) => doc.data());

function expectRetryAfter(answer: ApiAnswer, maxSeconds: number) {
  const seconds = Number(answer.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

describe("POST /api/auth/password-reset", () => {
  it("answers an existing and an unknown address alike, and mails only the real account", async () => {
    await registeredSession(api.baseUrl);
    const real = await requestReset(shopper.email);
    const unknown = await requestReset(ghost);
    expect(real.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(real.body);
    expect(real.body).toMatchObject({ success: true, code: "emailAction.resetSent" });

    const mail = await waitForEmail({ to: shopper.email, subjectIncludes: "Reset your password" });
    expect(mail.text).toContain("Hello Dana Levi,");
    actionLinkIn(mail.text, "resetPassword");
    expect(await mailDocsTo(ghost)).toEqual([]);
    expect(await emailsTo(ghost)).toEqual([]);
  });

  it("writes the email in the language of the request", async () => {
    await registeredSession(api.baseUrl);
    const { mail } = await resetMailFor(shopper.email, "he");
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.subject).toContain("איפוס הסיסמה");
  });

  it("sends nothing to a disabled account, with the same answer", async () => {
    const { uid } = await registeredSession(api.baseUrl);
    const before = await requestReset(ghost);
    await adminAuth().updateUser(uid, { disabled: true });
    const answer = await requestReset(shopper.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(before.body);
    expect(await mailDocsTo(shopper.email)).toEqual([]);
  });

  it("refuses a malformed address with 400 and field errors", async () => {
    const answer = await requestReset("not-an-email");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("email");
  });

  it("limits one address, known or not, to 3 an hour (429 + Retry-After), whichever client asks", async () => {
    await registeredSession(api.baseUrl);
    for (const email of [shopper.email, ghost]) {
      const answers = await Promise.all([1, 2, 3, 4].map((n) => requestReset(email, { from: clientAddressOf(n) })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429]);
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.body).toMatchObject({ success: false, code: "limit.passwordReset" });
      expectRetryAfter(refused, ABUSE_LIMITS.passwordResetsPerEmail.windowMs / 1000);
    }
    expect(await mailDocsTo(shopper.email)).toHaveLength(3);
  });

  it("limits one client to 10 an hour across addresses", async () => {
    const from = clientAddressOf(7);
    for (let n = 0; n < ABUSE_LIMITS.passwordResetsPerClient.max; n++) {
      expect((await requestReset(`someone-${n}@example.com`, { from })).status).toBe(200);
    }
    const refused = await requestReset("someone-else@example.com", { from });
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 3600);
    expect((await requestReset("someone-else@example.com", { from: clientAddressOf(8) })).status).toBe(200);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, ends every old session, and the new password signs in", async () => {
    const { cookie } = await registeredSession(api.baseUrl);
    const second = (await signIn(api.baseUrl, shopper)).cookie;
    expect(await whoIs(cookie)).not.toBeNull();
    const oobCode = await resetCodeFor(shopper.email);

    const answer = await resetPassword(oobCode, "brand-new-truffle-7");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "emailAction.passwordChanged" });

    // Every session made before the reset is refused, the one of this very second too.
    expect(await whoIs(cookie)).toBeNull();
    expect(await whoIs(second)).toBeNull();
    expect((await call(api.baseUrl, "/api/shop/cart/get/x", { cookie })).status).toBe(401);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    const fresh = await login(shopper.email, "brand-new-truffle-7");
    expect(fresh.status).toBe(200);

    // The link worked once.
    const again = await resetPassword(oobCode, "another-pass-99");
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: "emailAction.invalidCode" });
    expect((await login(shopper.email, "brand-new-truffle-7")).status).toBe(200);
  });

  it("ends a session made in the very second of the reset too (revocation counts whole seconds)", async () => {
    await registeredSession(api.baseUrl);
    const oobCode = await resetCodeFor(shopper.email);
    // At the start of a second: the sign-in and the reset land in the same one.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
    const { cookie } = await signIn(api.baseUrl, shopper);
    expect((await resetPassword(oobCode, "brand-new-truffle-7")).status).toBe(200);
    expect(await whoIs(cookie)).toBeNull();
  });

  it("refuses a password registration would refuse (400 on the field) and keeps the code usable", async () => {
    await registeredSession(api.baseUrl);
    const oobCode = await resetCodeFor(shopper.email);
    const weak = await resetPassword(oobCode, "short", "he");
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toHaveProperty("password");
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
    expect((await resetPassword(oobCode, "long-enough-now-1")).status).toBe(200);
  });

  it("refuses a bad code with 400 and changes nothing", async () => {
    const { cookie } = await registeredSession(api.baseUrl);
    for (const oobCode of ["made-up-code", "", "a/b", "x".repeat(3000)]) {
      const answer = await resetPassword(oobCode, "brand-new-truffle-7");
      expect(answer.status, oobCode.slice(0, 20)).toBe(400);
    }
    expect((await resetPassword("made-up-code", "brand-new-truffle-7")).body).toMatchObject({ code: "emailAction.invalidCode" });
    expect(await whoIs(cookie)).not.toBeNull();
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
  });

  it("does not take a verification code as a reset code", async () => {
    await register(api.baseUrl);
    const verifyCode = await verifyCodeFor(shopper.email);
    expect((await resetPassword(verifyCode, "brand-new-truffle-7")).status).toBe(400);
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
    // …and the verification code still works.
    expect((await applyCode(verifyCode)).status).toBe(200);
  });
});

describe("the verification email", () => {
  it("goes to a new account in the language it registered in (English)", async () => {
    expect((await register(api.baseUrl)).status).toBe(201);
    const mail = await waitForEmail({ to: shopper.email, subjectIncludes: "Confirm your email" });
    expect(mail.text).toContain("Hello Dana Levi,");
    actionLinkIn(mail.text, "verifyEmail", "en");
  });

  it("goes to a new account in the language it registered in (Hebrew)", async () => {
    const answer = await call(api.baseUrl, "/api/auth/register", { json: shopper, headers: { "Accept-Language": "he" } });
    expect(answer.status).toBe(201);
    const mail = await waitForEmail({ to: shopper.email, subjectIncludes: "אישור כתובת הדוא״ל" });
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    actionLinkIn(mail.text, "verifyEmail", "he");
  });
});

describe("POST /api/auth/action", () => {
  it("confirms the email for the live session, without signing in again, once", async () => {
    const { cookie, uid } = await registeredSession(api.baseUrl, shopper, undefined, { verified: false });
    expect(await whoIs(cookie)).toMatchObject({ id: uid, emailVerified: false });
    const oobCode = await verifyCodeFor(shopper.email);

    // Anyone holding the link applies it: no session needed.
    const answer = await applyCode(oobCode);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "emailAction.emailVerified", data: { mode: "verifyEmail" } });
    expect(await whoIs(cookie)).toMatchObject({ id: uid, emailVerified: true });
    expect((await adminAuth().getUser(uid)).emailVerified).toBe(true);
    expect((await db().collection("users").doc(uid).get()).get("emailVerified")).toBe(true);

    const again = await applyCode(oobCode);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "emailAction.invalidCode" });
  });

  it("refuses a bad code with 400 and changes nothing", async () => {
    const { cookie } = await registeredSession(api.baseUrl, shopper, undefined, { verified: false });
    for (const oobCode of ["made-up-code", ""]) expect((await applyCode(oobCode)).status).toBe(400);
    expect((await call(api.baseUrl, "/api/auth/action", { json: {} })).status).toBe(400);
    expect(await whoIs(cookie)).toMatchObject({ emailVerified: false });
  });

  it("does not spend a reset code (it is not a verification)", async () => {
    await registeredSession(api.baseUrl);
    const oobCode = await resetCodeFor(shopper.email);
    expect((await applyCode(oobCode)).status).toBe(400);
    expect((await resetPassword(oobCode, "brand-new-truffle-7")).status).toBe(200);
  });

  it("applies a change of email: the profile holds the new address, old sessions end, the new address signs in", async () => {
    const { cookie, uid } = await registeredSession(api.baseUrl);
    const link = await adminAuth().generateVerifyAndChangeEmailLink(shopper.email, "dana.new@example.com");
    const oobCode = new URL(link).searchParams.get("oobCode") ?? "";
    const answer = await applyCode(oobCode);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ data: { mode: "verifyAndChangeEmail" }, code: "emailAction.emailChanged" });
    const profile = (await db().collection("users").doc(uid).get()).data();
    expect(profile).toMatchObject({ email: "dana.new@example.com", emailVerified: true });
    expect(await whoIs(cookie)).toBeNull();
    expect((await login("dana.new@example.com", shopper.password)).status).toBe(200);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
  });
});

describe("POST /api/auth/verification-email", () => {
  it("sends the link again to an unverified shopper, at most 3 an hour (429 + Retry-After)", async () => {
    const { cookie } = await registeredSession(api.baseUrl, shopper, undefined, { verified: false });
    await verifyCodeFor(shopper.email); // the registration's own does not count
    for (let n = 0; n < ABUSE_LIMITS.verificationEmailsPerAccount.max; n++) {
      const answer = await resend(cookie);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: "emailAction.verificationSent" });
    }
    const refused = await resend(cookie, "he");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "limit.verificationEmail" });
    expect(String(refused.body.message)).toContain("דק׳");
    expectRetryAfter(refused, 3600);
    expect(await mailDocsTo(shopper.email)).toHaveLength(1 + ABUSE_LIMITS.verificationEmailsPerAccount.max);
    // The newest link confirms the address.
    await expect.poll(async () => (await emailsTo(shopper.email)).length, { timeout: 10_000 }).toBe(4);
    const newest = (await emailsTo(shopper.email)).at(-1)!;
    expect((await applyCode(actionLinkIn(newest.text, "verifyEmail").oobCode)).status).toBe(200);
    expect(await whoIs(cookie)).toMatchObject({ emailVerified: true });
  });

  it("tells a verified shopper or an admin so, and sends nothing", async () => {
    const dana = await registeredSession(api.baseUrl);
    const admin = await adminSession(api.baseUrl);
    for (const [who, email] of [[dana.cookie, shopper.email], [admin.cookie, owner.email]] as const) {
      const answer = await resend(who);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: "emailAction.alreadyVerified" });
      expect(await mailDocsTo(email)).toEqual([]);
    }
  });

  it("needs a session (401 for a guest)", async () => {
    expect((await resend()).status).toBe(401);
  });
});

describe("checkout asks for a confirmed email", () => {
  it("refuses an unverified shopper's order with 403 before writing anything, and takes it once verified", async () => {
    const steps = checkoutSteps(api.baseUrl);
    const dana = await registeredSession(api.baseUrl, shopper, undefined, { verified: false });
    // Browsing, the cart and addresses work as before.
    await steps.addToCart(dana, "p-a", 1);
    const address = await steps.addAddress(dana);

    const refused = await steps.createOrder(dana, { addressId: address._id }, { "Accept-Language": "he" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: "auth.emailNotVerified" });
    expect(String(refused.body.message)).toContain("דוא״ל");
    expect(await docCount("orders")).toBe(0);
    expect((await call(api.baseUrl, `/api/shop/order/list/${dana.uid}`, { cookie: dana.cookie })).status).toBe(200);

    expect((await applyCode(await verifyCodeFor(shopper.email))).status).toBe(200);
    const created = await steps.createOrder(dana, { addressId: address._id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await docCount("orders")).toBe(1);
  });

  it("keeps the other guards: a guest 401, another shopper's id 403", async () => {
    const steps = checkoutSteps(api.baseUrl);
    const dana = await registeredSession(api.baseUrl);
    const noa = await registeredSession(api.baseUrl, otherShopper, undefined, { verified: false });
    const address = await steps.addAddress(dana);
    expect((await call(api.baseUrl, "/api/shop/order/create", { json: { userId: dana.uid, addressId: address._id } })).status).toBe(401);
    const asOther = await call(api.baseUrl, "/api/shop/order/create", { json: { userId: dana.uid, addressId: address._id }, cookie: noa.cookie });
    expect(asOther.status).toBe(403);
    expect(asOther.body).toMatchObject({ code: "order.notYours" });
    expect(await docCount("orders")).toBe(0);
  });
});
