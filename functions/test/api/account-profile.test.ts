/**
 * The shopper's profile over real HTTP (/api/account: profile and email): the session decides whose
 * account it is, a `userId` in the body is ignored, bad input changes nothing, and an email change
 * only sends a verify-and-change link to the new address (in the request's language).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ABUSE_LIMITS } from "@cocoa/contracts";
import { adminAuth, db } from "../../src/platform/firebase";
import { adminSession, owner } from "./admin-support";
import { accountCalls, passwordlessSession, whoIs } from "./account-support";
import { call, otherShopper, registeredSession, shopper, signIn, useTestApi } from "./helpers";
import { clearInbox, emailsTo, waitForEmail } from "./inbox";

const api = useTestApi();
const account = accountCalls(() => api.baseUrl);
let dana: { cookie: string; uid: string };
let noa: { cookie: string; uid: string };

beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  noa = await registeredSession(api.baseUrl, otherShopper);
});

const profileOf = async (uid: string) => (await db().collection("users").doc(uid).get()).data() ?? {};
const changeMails = async () => (await db().collection("mail").get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }) as { id: string; to: string; template: { name: string; data: Record<string, unknown> }; userId?: string }).filter((mail) => mail.id.startsWith("account-change-email-"));

describe("who may use /api/account", () => {
  it("answers 401 to a guest on every route, and changes nothing", async () => {
    const answers = await Promise.all([
      account.updateProfile(undefined, { userName: "Guest Name" }),
      account.changeEmail(undefined, { newEmail: "guest@example.com", currentPassword: shopper.password }),
      account.changePassword(undefined, { currentPassword: shopper.password, newPassword: "new-password-1" }),
      account.signOutEverywhere(undefined),
      account.exportData(undefined),
      account.remove(undefined, { confirmation: shopper.email }),
      // A cookie that is not a session is a guest too.
      account.updateProfile("forged.cookie.value", { userName: "Forged" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: "auth.signInRequired" });
    }
    expect((await profileOf(dana.uid)).userName).toBe(shopper.userName);
    expect(await changeMails()).toEqual([]);
  });
});

describe("PUT /api/account/profile", () => {
  it("renames the session's own account at once (profile, Auth, the session), whatever userId the body names", async () => {
    const answer = await account.updateProfile(dana.cookie, { userName: "  Dana Levi-Cohen ", userId: noa.uid });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "account.profileSaved", user: { id: dana.uid, userName: "Dana Levi-Cohen", email: shopper.email } });
    expect((await profileOf(dana.uid)).userName).toBe("Dana Levi-Cohen");
    expect((await adminAuth().getUser(dana.uid)).displayName).toBe("Dana Levi-Cohen");
    // The same cookie reads the new name on its next request.
    expect(await whoIs(api.baseUrl, dana.cookie)).toMatchObject({ userName: "Dana Levi-Cohen" });
    // Noa, named in the body, is untouched.
    expect((await profileOf(noa.uid)).userName).toBe(otherShopper.userName);
    expect(await whoIs(api.baseUrl, noa.cookie)).toMatchObject({ userName: otherShopper.userName });
  });

  it("refuses a name registration would refuse (400 on the field) and changes nothing", async () => {
    for (const json of [{ userName: "a" }, { userName: "" }, { userName: "x".repeat(41) }, { userName: "two\nlines" }, {}, { userName: 42 }]) {
      const answer = await account.updateProfile(dana.cookie, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(answer.body.errors as object)).toEqual(["userName"]);
    }
    expect((await account.updateProfile(dana.cookie, ["Dana"])).status).toBe(400);
    expect((await profileOf(dana.uid)).userName).toBe(shopper.userName);
    expect((await adminAuth().getUser(dana.uid)).displayName).toBe(shopper.userName);
  });

  it("renames an admin's own account only", async () => {
    const admin = await adminSession(api.baseUrl);
    const answer = await account.updateProfile(admin.cookie, { userName: "Maya the Owner", userId: dana.uid });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: admin.uid, role: "admin", userName: "Maya the Owner" });
    expect((await profileOf(admin.uid)).userName).toBe("Maya the Owner");
    expect((await profileOf(dana.uid)).userName).toBe(shopper.userName);
  });
});

describe("POST /api/account/email", () => {
  beforeEach(async () => {
    await clearInbox();
  });

  it("emails a verify-and-change link to the NEW address in the request's language, and changes nothing yet", async () => {
    const answer = await account.changeEmail(dana.cookie, { newEmail: " Dana.New@Example.com ", currentPassword: shopper.password, userId: noa.uid }, { "Accept-Language": "he" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "account.emailLinkSent", pendingEmail: "dana.new@example.com" });
    expect(answer.body.message).toContain("dana.new@example.com");

    const [mail] = await changeMails();
    expect(mail).toMatchObject({ to: "dana.new@example.com", template: { name: "account-change-email-he" }, userId: dana.uid });
    const link = new URL(String(mail?.template.data.actionUrl));
    expect(`${link.origin}${link.pathname}`).toBe("http://127.0.0.1:5000/auth/action");
    expect(link.searchParams.get("mode")).toBe("verifyAndChangeEmail");
    expect(link.searchParams.get("lang")).toBe("he");
    expect(link.searchParams.get("oobCode")).toMatch(/.{10,}/);

    const email = await waitForEmail({ to: "dana.new@example.com" });
    expect(email.html).toContain(link.searchParams.get("oobCode") ?? "missing");
    expect(email.html).toContain('dir="rtl"');
    // Nobody else is written to, and the account keeps its address until the link is opened.
    expect(await emailsTo(shopper.email)).toEqual([]);
    expect((await adminAuth().getUser(dana.uid)).email).toBe(shopper.email);
    expect((await profileOf(dana.uid)).email).toBe(shopper.email);
    expect(await whoIs(api.baseUrl, dana.cookie)).toMatchObject({ email: shopper.email });
    expect((await adminAuth().getUser(noa.uid)).email).toBe(otherShopper.email);
  });

  it("refuses the same address, a wrong password, bad input and an address in use, and sends nothing", async () => {
    const same = await account.changeEmail(dana.cookie, { newEmail: "DANA@example.com", currentPassword: shopper.password });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ code: "account.emailSame", errorCodes: { newEmail: { code: "account.emailSame" } } });

    const wrong = await account.changeEmail(dana.cookie, { newEmail: "dana.new@example.com", currentPassword: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "account.wrongPassword", errorCodes: { currentPassword: { code: "account.wrongPassword" } } });
    // A wrong password does not end the session.
    expect(await whoIs(api.baseUrl, dana.cookie)).toMatchObject({ id: dana.uid });

    for (const json of [{ newEmail: "not-an-email", currentPassword: shopper.password }, { newEmail: "dana.new@example.com" }, { currentPassword: shopper.password }]) {
      expect((await account.changeEmail(dana.cookie, json)).status, JSON.stringify(json)).toBe(400);
    }

    const taken = await account.changeEmail(dana.cookie, { newEmail: otherShopper.email.toUpperCase(), currentPassword: shopper.password });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "auth.emailTaken" });

    expect(await changeMails()).toEqual([]);
    expect((await adminAuth().getUser(dana.uid)).email).toBe(shopper.email);
  });

  it("counts wrong current passwords as failed sign-ins: past the limit even the right one waits", async () => {
    const max = ABUSE_LIMITS.signInFailuresPerAccountAndClient.max;
    for (let i = 0; i < max; i++) {
      const answer = await account.changePassword(dana.cookie, { currentPassword: `wrong-password-${i}`, newPassword: "brand-new-pass-1" });
      expect(answer.status).toBe(400);
    }
    const locked = await account.changeEmail(dana.cookie, { newEmail: "dana.new@example.com", currentPassword: shopper.password });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    const login = await call(api.baseUrl, "/api/auth/login", { json: { email: shopper.email, password: shopper.password } });
    expect(login.status).toBe(429);
  });

  it("limits how many links one account can send", async () => {
    const max = ABUSE_LIMITS.emailChangesPerAccount.max;
    for (let i = 0; i < max; i++) {
      const answer = await account.changeEmail(dana.cookie, { newEmail: `dana.${i}@example.com`, currentPassword: shopper.password });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const over = await account.changeEmail(dana.cookie, { newEmail: "dana.more@example.com", currentPassword: shopper.password });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: "account.tooManyEmailChanges" });
    expect(await changeMails()).toHaveLength(max);
    // Another account has its own allowance.
    expect((await account.changeEmail(noa.cookie, { newEmail: "noa.new@example.com", currentPassword: otherShopper.password })).status).toBe(200);
  });

  it("answers an account without a password (Google only) a clear 400", async () => {
    const gili = await passwordlessSession("gili@example.com");
    const answer = await account.changeEmail(gili.cookie, { newEmail: "gili.new@example.com", currentPassword: "anything-at-all" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "account.noPassword" });
    expect((await account.changePassword(gili.cookie, { currentPassword: "anything-at-all", newPassword: "brand-new-pass-1" })).body).toMatchObject({ code: "account.noPassword" });
    expect(await changeMails()).toEqual([]);
  });

  it("changes the address once the emailed link is applied (POST /api/auth/action): the new one signs in", async () => {
    const answer = await account.changeEmail(dana.cookie, { newEmail: "dana.new@example.com", currentPassword: shopper.password });
    expect(answer.status).toBe(200);
    const [mail] = await changeMails();
    const oobCode = new URL(String(mail?.template.data.actionUrl)).searchParams.get("oobCode");
    const applied = await call(api.baseUrl, "/api/auth/action", { json: { oobCode } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await adminAuth().getUser(dana.uid)).email).toBe("dana.new@example.com");
    expect((await signIn(api.baseUrl, { email: "dana.new@example.com", password: shopper.password })).answer.body.user).toMatchObject({ id: dana.uid, email: "dana.new@example.com" });
    expect((await call(api.baseUrl, "/api/auth/login", { json: { email: shopper.email, password: shopper.password } })).status).toBe(401);
  });

  it("sends an admin's link for the admin's own account only", async () => {
    const admin = await adminSession(api.baseUrl);
    const answer = await account.changeEmail(admin.cookie, { newEmail: "maya.new@example.com", currentPassword: owner.password, userId: dana.uid });
    expect(answer.status).toBe(200);
    const [mail] = await changeMails();
    expect(mail).toMatchObject({ to: "maya.new@example.com", userId: admin.uid, template: { name: "account-change-email-en" } });
  });
});
