/** /api/auth over real HTTP against the Auth emulator and the Node Firestore emulator. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderMessage, SESSION_COOKIE_NAME } from "@cocoa/contracts";
import { adminAuth, db, firestoreModule } from "../../src/platform/firebase";
import { authUserCount, call, docCount, passwordIdToken, register, resetEmulators, sessionSetCookie, shopper, signIn, startApi, type RunningApi } from "./helpers";

let api: RunningApi;
let base: string;

beforeAll(async () => {
  api = await startApi();
  base = api.baseUrl;
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await resetEmulators();
});

describe("POST /api/auth/register", () => {
  it("creates the Auth user with the user role and the users document", async () => {
    const answer = await register(base, { ...shopper, userName: "  Dana Levi  ", email: "Dana@Example.com" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, code: "auth.registered", message: renderMessage("auth.registered") });

    const user = await adminAuth().getUserByEmail(shopper.email);
    expect(user.customClaims).toEqual({ role: "user" });
    expect(user.displayName).toBe("Dana Levi");

    const doc = await db().collection("users").doc(user.uid).get();
    expect(doc.exists).toBe(true);
    const data = doc.data() ?? {};
    expect(data).toMatchObject({ userName: "Dana Levi", email: shopper.email, role: "user" });
    expect(data.createdAt).toBeInstanceOf(firestoreModule().Timestamp);
    expect(Object.keys(data).sort()).toEqual(["createdAt", "email", "emailVerified", "role", "searchKeys", "userName"]);
  });

  it("refuses a second account with the same email with 409 and creates nothing", async () => {
    expect((await register(base)).status).toBe(201);
    const again = await register(base, { ...shopper, userName: "Someone Else", email: "DANA@example.com" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: "auth.emailTaken", message: renderMessage("auth.emailTaken") });
    expect(await authUserCount()).toBe(1);
    expect(await docCount("users")).toBe(1);
  });

  it("refuses a malformed email with a field message and creates nothing", async () => {
    const answer = await register(base, { ...shopper, email: "dana-at-example" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: "Enter a valid email address, like name@example.com.",
      errors: { email: "Enter a valid email address, like name@example.com." },
    });
    expect(await authUserCount()).toBe(0);
    expect(await docCount("users")).toBe(0);
  });

  it("refuses a short password with a field message and creates nothing", async () => {
    const answer = await register(base, { ...shopper, password: "short" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errors: { password: "Password must be at least 8 characters." },
    });
    expect(await authUserCount()).toBe(0);
  });

  it("names every missing field and creates nothing", async () => {
    const answer = await call(base, "/api/auth/register", { json: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: "User name is required. Email is required. Password is required.",
      errors: {
        userName: "User name is required.",
        email: "Email is required.",
        password: "Password is required.",
      },
    });
    expect(await authUserCount()).toBe(0);
    expect(await docCount("users")).toBe(0);
  });

  it("ignores a role sent by the client", async () => {
    expect((await register(base, { ...shopper, role: "admin" } as typeof shopper)).status).toBe(201);
    const user = await adminAuth().getUserByEmail(shopper.email);
    expect(user.customClaims).toEqual({ role: "user" });
  });

  it("refuses a form-encoded body with 415 and creates nothing", async () => {
    const answer = await call(base, "/api/auth/register", {
      method: "POST",
      raw: new URLSearchParams(shopper).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.success).toBe(false);
    expect(await authUserCount()).toBe(0);
  });
});

describe("POST /api/auth/login", () => {
  beforeEach(async () => {
    expect((await register(base)).status).toBe(201);
  });

  it("sets an HttpOnly __session cookie and answers the user", async () => {
    const answer = await call(base, "/api/auth/login", {
      json: { email: "  DANA@example.com ", password: shopper.password },
    });
    expect(answer.status).toBe(200);
    const uid = (await adminAuth().getUserByEmail(shopper.email)).uid;
    expect(answer.body).toMatchObject({
      success: true,
      message: renderMessage("auth.loggedIn"),
      user: { id: uid, userName: shopper.userName, email: shopper.email, role: "user" },
    });
    const cookie = sessionSetCookie(answer);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^__session=[^;]{20,};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=432000/);
    // The emulator serves plain http, so the cookie is not Secure here (it is in production).
    expect(cookie).not.toMatch(/; Secure/i);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a wrong password and an unknown email with the same generic 401", async () => {
    const wrongPassword = await call(base, "/api/auth/login", { json: { email: shopper.email, password: "not-the-password" } });
    const unknownEmail = await call(base, "/api/auth/login", { json: { email: "nobody@example.com", password: shopper.password } });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, message: "Invalid email or password" });
      expect(sessionSetCookie(answer)).toBeUndefined();
    }
  });

  it("answers in Hebrew when the shopper's language is Hebrew", async () => {
    const wrong = await call(base, "/api/auth/login", {
      json: { email: shopper.email, password: "not-the-password" },
      headers: { "Accept-Language": "he" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, message: "כתובת הדוא״ל או הסיסמה שגויות" });

    const invalid = await call(base, "/api/auth/register", {
      json: { userName: "Noa", email: "not-an-email", password: "short" },
      headers: { "Accept-Language": "he-IL,he;q=0.9,en;q=0.8" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      email: "יש להזין כתובת דוא״ל תקינה, למשל name@example.com.",
      password: "הסיסמה חייבת להכיל לפחות 8 תווים.",
    });
    expect(invalid.headers.get("vary")).toContain("Accept-Language");
  });

  it("answers a disabled account with the same generic 401", async () => {
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await adminAuth().updateUser(uid, { disabled: true });
    const answer = await call(base, "/api/auth/login", { json: { email: shopper.email, password: shopper.password } });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, message: "Invalid email or password" });
  });

  it("asks for the missing fields with 400", async () => {
    const answer = await call(base, "/api/auth/login", { json: { email: "" } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errors: { email: "Email is required.", password: "Password is required." },
    });
  });

  it("reports role admin for an account with the admin claim", async () => {
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await adminAuth().setCustomUserClaims(uid, { role: "admin" });
    await db().collection("users").doc(uid).update({ role: "admin" });
    const { cookie, answer } = await signIn(base);
    expect(answer.body.user).toEqual({ id: uid, userName: shopper.userName, email: shopper.email, role: "admin", emailVerified: false });
    const check = await call(base, "/api/auth/check-auth", { cookie });
    expect(check.status).toBe(200);
    expect(check.body.user).toMatchObject({ id: uid, role: "admin" });
  });

  it("takes the role from the claim, not from the users document", async () => {
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await db().collection("users").doc(uid).update({ role: "admin" });
    const { answer } = await signIn(base);
    expect(answer.body.user).toMatchObject({ role: "user" });
  });
});

describe("GET /api/auth/check-auth", () => {
  beforeEach(async () => {
    expect((await register(base)).status).toBe(201);
  });

  it("answers the user for a valid session cookie", async () => {
    const { cookie, answer: login } = await signIn(base);
    const answer = await call(base, "/api/auth/check-auth", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "auth.authenticated", message: renderMessage("auth.authenticated"), user: login.body.user });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a guest without a cookie (200, user null: no console error on a guest's every page)", async () => {
    const answer = await call(base, "/api/auth/check-auth");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "auth.guest", message: renderMessage("auth.guest"), user: null });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a guest for a garbage cookie", async () => {
    const answer = await call(base, "/api/auth/check-auth", { cookie: "not-a-session-cookie" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "auth.guest", message: renderMessage("auth.guest"), user: null });
  });

  it("answers a guest for an ID token passed off as a session cookie", async () => {
    const idToken = await passwordIdToken(shopper);
    const answer = await call(base, "/api/auth/check-auth", { cookie: idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toBeNull();
  });

  it("answers a guest once the account is disabled", async () => {
    const { cookie } = await signIn(base);
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await adminAuth().updateUser(uid, { disabled: true });
    expect((await call(base, "/api/auth/check-auth", { cookie })).body.user).toBeNull();
  });
});

describe("POST /api/auth/logout", () => {
  beforeEach(async () => {
    expect((await register(base)).status).toBe(201);
  });

  it("clears the cookie and revokes the session, so the old cookie no longer passes", async () => {
    const { cookie } = await signIn(base);
    expect((await call(base, "/api/auth/check-auth", { cookie })).status).toBe(200);

    // Sent the way the SPA sends it: POST with an empty body, no content type.
    const answer = await call(base, "/api/auth/logout", { method: "POST", cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "auth.loggedOut", message: renderMessage("auth.loggedOut") });
    const cleared = sessionSetCookie(answer);
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Path=\//);
    // Firebase Hosting drops Set-Cookie unless the answer is marked private.
    expect(answer.headers.get("cache-control")).toBe("private, no-store");

    const check = await call(base, "/api/auth/check-auth", { cookie });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ success: true, code: "auth.guest", user: null });
  });

  it("signs in again after a logout", async () => {
    const first = await signIn(base);
    await call(base, "/api/auth/logout", { method: "POST", cookie: first.cookie });
    // A new sign-in in the same second as the revocation is still valid (auth_time >= revocation).
    const second = await signIn(base);
    expect((await call(base, "/api/auth/check-auth", { cookie: second.cookie })).body.user).toMatchObject({ email: shopper.email });
    expect((await call(base, "/api/auth/check-auth", { cookie: first.cookie })).body.user).toBeNull();
  });

  it("answers 200 and clears the cookie without a session", async () => {
    const answer = await call(base, "/api/auth/logout", { method: "POST" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "auth.loggedOut", message: renderMessage("auth.loggedOut") });
    expect(sessionSetCookie(answer)).toMatch(/^__session=;/);
  });

  it("answers 200 for a garbage cookie", async () => {
    const answer = await call(base, "/api/auth/logout", { method: "POST", cookie: "garbage", json: {} });
    expect(answer.status).toBe(200);
  });
});
