/**
 * POST /api/auth/session and GET /api/auth/client-config: the browser signs in with the Firebase SDK
 * (here: the same Identity Toolkit calls the SDK makes, against the Auth emulator) and the API makes
 * the fresh ID token the `__session` cookie, by Firebase's documented session-cookie flow. (A sign-in
 * older than five minutes cannot be made here: auth.service.test.ts holds that check.)
 */
import { describe, expect, it } from "vitest";
import { ABUSE_LIMITS, renderMessage } from "@cocoa/contracts";
import { adminAuth, db } from "../../src/platform/firebase";
import { authEmulatorFetch } from "./auth-emulator";
import { call, clientAddressOf, passwordIdToken, register, sessionCookieValue, sessionSetCookie, shopper, useTestApi } from "./helpers";

const api = useTestApi();

async function identityToolkit(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await authEmulatorFetch(`identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The ID token the SDK's Google popup ends with (the emulator takes Google's token unsigned). */
async function googleIdToken(account: { sub: string; email: string; name: string }): Promise<string> {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const googleToken = `${part({ alg: "none", typ: "JWT" })}.${part({ ...account, email_verified: true, iss: "https://accounts.google.com" })}.`;
  const answer = await identityToolkit("accounts:signInWithIdp", {
    postBody: `id_token=${googleToken}&providerId=google.com`,
    requestUri: "http://127.0.0.1",
    returnSecureToken: true,
  });
  return answer.idToken as string;
}

/** The same token with other claims (the emulator signs nothing, so only its claims matter to it). */
function withClaims(idToken: string, change: Record<string, unknown>): string {
  const [header = "", payload = ""] = idToken.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString("base64url")}.`;
}

const session = (idToken: unknown, options: { from?: string; language?: string } = {}) =>
  call(api.baseUrl, "/api/auth/session", { json: { idToken }, from: options.from, headers: options.language ? { "Accept-Language": options.language } : {} });

describe("POST /api/auth/session", () => {
  it("makes a password sign-in's ID token the session cookie, which then identifies the shopper", async () => {
    await register(api.baseUrl);
    const answer = await session(await passwordIdToken());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "auth.loggedIn", user: { email: shopper.email, userName: shopper.userName, role: "user", emailVerified: false } });
    expect(sessionSetCookie(answer)).toMatch(/HttpOnly/i);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const me = await call(api.baseUrl, "/api/auth/check-auth", { cookie: sessionCookieValue(answer) });
    expect(me.body).toMatchObject({ user: { email: shopper.email } });
  });

  it("gives a first Google sign-in the shopper's role claim and profile, and a second one the same account", async () => {
    const google = { sub: "google-4711", email: "gina@example.com", name: "Gina Google" };
    const first = await session(await googleIdToken(google));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user: { email: google.email, userName: "Gina Google", role: "user", emailVerified: true } });
    const uid = (first.body.user as { id: string }).id;
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: "user" });
    expect((await db().collection("users").doc(uid).get()).data()).toMatchObject({ userName: "Gina Google", email: google.email, role: "user", emailVerified: true });

    const again = await session(await googleIdToken(google));
    expect((again.body.user as { id: string }).id).toBe(uid);
    expect((await adminAuth().listUsers()).users).toHaveLength(1);
  });

  it("never makes anyone an admin: a role claim in the token is the one Auth holds, and the profile must agree", async () => {
    await register(api.baseUrl);
    // The emulator signs nothing, so a client can write any claim into a token it sends; what the
    // session says comes from Auth's own record and the profile.
    const forged = withClaims(await passwordIdToken(), { role: "admin" });
    const answer = await session(forged);
    expect(answer.body).toMatchObject({ user: { role: "user" } });
  });

  it("refuses a token of a disabled account with 403, and a revoked one with 401", async () => {
    await register(api.baseUrl);
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    const token = await passwordIdToken();
    await adminAuth().updateUser(uid, { disabled: true });
    const disabled = await session(token);
    expect(disabled.status).toBe(403);
    expect(disabled.body).toMatchObject({ code: "auth.accountDisabled" });

    await adminAuth().updateUser(uid, { disabled: false });
    const older = await passwordIdToken();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await adminAuth().revokeRefreshTokens(uid);
    const revoked = await session(older, { language: "he" });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ code: "auth.signInAgain", message: renderMessage("auth.signInAgain", {}, "he") });
    expect(sessionSetCookie(revoked)).toBeUndefined();
  });

  it("refuses what is not a token with 401 and a missing one with 400, changing nothing", async () => {
    const garbage = await session("not-a-token");
    expect(garbage.status).toBe(401);
    const missing = await call(api.baseUrl, "/api/auth/session", { json: {} });
    expect(missing.status).toBe(400);
    const wrongType = await session(42);
    expect(wrongType.status).toBe(400);
    const huge = await session("x".repeat(9000));
    expect(huge.status).toBe(400);
    expect((await adminAuth().listUsers()).users).toHaveLength(0);
  });

  it("limits a client that keeps sending refused tokens (429 with Retry-After), not another client", async () => {
    const from = clientAddressOf(7);
    const max = ABUSE_LIMITS.sessionsPerClient.max;
    for (let i = 0; i < max; i += 1) expect((await session("bad-token", { from })).status).toBe(401);
    const limited = await session("bad-token", { from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await register(api.baseUrl);
    expect((await session(await passwordIdToken(), { from: clientAddressOf(8) })).status).toBe(200);
  });
});

describe("GET /api/auth/client-config", () => {
  it("answers the web config and the Auth emulator this stack runs", async () => {
    const answer = await call(api.baseUrl, "/api/auth/client-config");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      data: { apiKey: "fake-api-key", projectId: process.env.GCLOUD_PROJECT, emulatorOrigin: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}` },
    });
  });
});
