import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderMessage, SESSION_COOKIE_NAME, SESSION_DURATION_MS, type SessionUser } from "@cocoa/contracts";
import { fakeNext, fakeRequest, fakeResponse } from "../../test/fake-http";
import { clearSessionCookie, readSession, requireAdmin, requireUser, sessionCookieOf, sessionCookieOptions, setSessionCookie } from "./session";

const shopper: SessionUser = { id: "u1", userName: "Dana", email: "dana@example.com", role: "user", emailVerified: true };
const admin: SessionUser = { id: "a1", userName: "Chef", email: "chef@example.com", role: "admin", emailVerified: true };

describe("requireUser", () => {
  it("answers 401 JSON without a session", async () => {
    const fake = fakeResponse({ sessionUser: null });
    const next = fakeNext();
    await requireUser(fakeRequest(), fake.res, next);
    expect(fake.statusCode).toBe(401);
    expect(fake.body).toEqual({ success: false, code: "auth.signInRequired", message: renderMessage("auth.signInRequired") });
    expect(next.calls).toHaveLength(0);
  });

  it("lets a signed-in user through", async () => {
    const fake = fakeResponse({ sessionUser: shopper });
    const next = fakeNext();
    await requireUser(fakeRequest(), fake.res, next);
    expect(next.calls).toEqual([[]]);
    expect(fake.body).toBeUndefined();
  });

  it("lets an admin through", async () => {
    const fake = fakeResponse({ sessionUser: admin });
    const next = fakeNext();
    await requireUser(fakeRequest(), fake.res, next);
    expect(next.calls).toEqual([[]]);
  });

  it("treats a request without a session cookie as signed out, without asking Auth", async () => {
    const fake = fakeResponse();
    const next = fakeNext();
    await requireUser(fakeRequest(), fake.res, next);
    expect(fake.statusCode).toBe(401);
    expect(fake.res.locals.sessionUser).toBeNull();
  });
});

describe("readSession", () => {
  it("puts null on res.locals without a cookie, without asking Auth", async () => {
    const fake = fakeResponse();
    const next = fakeNext();
    await readSession(fakeRequest(), fake.res, next);
    expect(fake.res.locals.sessionUser).toBeNull();
    expect(next.calls).toEqual([[]]);
  });

  it("reads the session once per request", async () => {
    const fake = fakeResponse({ sessionUser: shopper });
    const next = fakeNext();
    // A cookie is present, but the session was already read: Auth (which throws here) is not asked.
    await readSession(fakeRequest({ cookies: { __session: "abc" } }), fake.res, next);
    expect(fake.res.locals.sessionUser).toBe(shopper);
    expect(next.calls).toEqual([[]]);
  });
});

describe("requireAdmin", () => {
  it("answers 401 without a session", async () => {
    const fake = fakeResponse({ sessionUser: null });
    const next = fakeNext();
    await requireAdmin(fakeRequest(), fake.res, next);
    expect(fake.statusCode).toBe(401);
    expect(fake.body).toEqual({ success: false, code: "auth.signInRequired", message: renderMessage("auth.signInRequired") });
    expect(next.calls).toHaveLength(0);
  });

  it("answers 403 for a signed-in user who is not an admin", async () => {
    const fake = fakeResponse({ sessionUser: shopper });
    const next = fakeNext();
    await requireAdmin(fakeRequest(), fake.res, next);
    expect(fake.statusCode).toBe(403);
    expect(fake.body).toEqual({ success: false, code: "auth.adminOnly", message: renderMessage("auth.adminOnly") });
    expect(next.calls).toHaveLength(0);
  });

  it("lets an admin through", async () => {
    const fake = fakeResponse({ sessionUser: admin });
    const next = fakeNext();
    await requireAdmin(fakeRequest(), fake.res, next);
    expect(next.calls).toEqual([[]]);
  });
});

describe("session cookie", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    delete process.env.FUNCTIONS_EMULATOR;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("is HttpOnly, SameSite=Lax, site-wide, 5 days and Secure in production", () => {
    expect(sessionCookieOptions()).toEqual({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: true,
      maxAge: SESSION_DURATION_MS,
    });
    expect(SESSION_DURATION_MS).toBe(432_000_000);
  });

  it("is not Secure under the Functions emulator", () => {
    process.env.FUNCTIONS_EMULATOR = "true";
    expect(sessionCookieOptions().secure).toBe(false);
  });

  it("is not Secure when the Auth emulator is in use", () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099";
    expect(sessionCookieOptions().secure).toBe(false);
  });

  it("is set and cleared under the name Hosting forwards", () => {
    const fake = fakeResponse();
    setSessionCookie(fake.res, "cookie-value");
    clearSessionCookie(fake.res);
    expect(fake.cookies).toEqual([{ name: "__session", value: "cookie-value", options: sessionCookieOptions() }]);
    const { maxAge, ...withoutMaxAge } = sessionCookieOptions();
    expect(maxAge).toBe(SESSION_DURATION_MS);
    expect(fake.cleared).toEqual([{ name: SESSION_COOKIE_NAME, options: withoutMaxAge }]);
  });

  it("is read only from __session", () => {
    expect(sessionCookieOf(fakeRequest({ cookies: { __session: "abc" } }))).toBe("abc");
    expect(sessionCookieOf(fakeRequest({ cookies: { session: "abc" } }))).toBeUndefined();
    expect(sessionCookieOf(fakeRequest({ cookies: { __session: "" } }))).toBeUndefined();
  });
});

vi.mock("../../platform/firebase", () => ({
  adminAuth: () => {
    throw new Error("unit tests must not reach Firebase Auth");
  },
  db: () => {
    throw new Error("unit tests must not reach Firestore");
  },
}));
