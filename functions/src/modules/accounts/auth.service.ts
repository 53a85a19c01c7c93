/**
 * Accounts and sessions: registration, password sign-in, session cookies, sign-out.
 *
 * A session is a Firebase session cookie (minted from the ID token of a password sign-in). The
 * role comes from the `role` custom claim, the user name from `users/{uid}`.
 */
import type { DecodedIdToken } from "firebase-admin/auth";
import {
  SESSION_DURATION_MS,
  SESSION_SIGN_IN_MAX_AGE_S,
  type AuthClientConfig,
  type LoginRequest,
  type RegisterRequest,
  type SessionUser,
  type UserRole,
} from "@cocoa/contracts";
import { HttpError, firebaseErrorCode, invalidField } from "../../platform/errors";
import { adminAuth } from "../../platform/firebase";
import { signInWithPassword } from "./identity-toolkit";
import { createUserProfile, getUserProfile, setUserRole } from "./users.service";
import { logger } from "../../platform/logger";
import { shopConfig } from "../../platform/config";

/** A verified session: who it is and when they signed in (seconds since the epoch). */
export interface Session {
  user: SessionUser;
  authTime: number;
}

/**
 * Creates the Auth user, its `role: "user"` claim and `users/{uid}`, all or nothing: when a later
 * step fails the Auth user is deleted again, so a retry with the same email can succeed.
 */
export async function registerAccount(input: RegisterRequest): Promise<{ uid: string }> {
  const auth = adminAuth();
  let uid: string;
  try {
    ({ uid } = await auth.createUser({ email: input.email, password: input.password, displayName: input.userName }));
  } catch (error) {
    switch (firebaseErrorCode(error)) {
      case "auth/email-already-exists":
        throw new HttpError(409, "auth.emailTaken");
      case "auth/invalid-email":
        throw invalidField("email", "auth.invalidEmail");
      case "auth/invalid-password":
        throw invalidField("password", "auth.weakPassword");
      default:
        throw error;
    }
  }

  const role: UserRole = "user";
  try {
    await auth.setCustomUserClaims(uid, { role });
    await createUserProfile(uid, { userName: input.userName, email: input.email, role, emailVerified: false });
  } catch (error) {
    try {
      await auth.deleteUser(uid);
    } catch (cleanupError) {
      logger.error("Registration: could not delete the Auth user after a failed step", { uid, error: cleanupError });
    }
    throw error;
  }
  return { uid };
}

/** The role of a verified token: the `role` custom claim; anything but "admin" is a user. */
export function roleFromClaims(claims: object): UserRole {
  return "role" in claims && claims.role === "admin" ? "admin" : "user";
}

/**
 * Builds the API's view of a signed-in user from verified token claims and `users/{uid}`. The role
 * is admin only while both say so: a session cookie carries the claims it was minted with for five
 * days, so the user document (read on every request anyway) is what takes a demotion at once.
 */
export async function sessionUserFromClaims(claims: DecodedIdToken): Promise<SessionUser> {
  const profile = await getUserProfile(claims.uid);
  // The profile first: the shop keeps it current when the email changes or is verified, while the
  // claims are those of the sign-in.
  const email = profile?.email || claims.email || "";
  const displayName = typeof claims.name === "string" ? claims.name : "";
  return {
    id: claims.uid,
    userName: profile?.userName || displayName || email.split("@")[0] || "",
    email,
    role: roleFromClaims(claims) === "admin" && profile?.role === "admin" ? "admin" : "user",
    emailVerified: claims.email_verified === true || profile?.emailVerified === true,
  };
}

/**
 * Gives a user a role: the user document (which the server checks on every request), the custom
 * claim (which the security rules and new sessions read), and every existing session revoked, so
 * no cookie minted under the old role outlives the change. The one way roles change.
 */
export async function changeRole(uid: string, role: UserRole): Promise<void> {
  const auth = adminAuth();
  const user = await auth.getUser(uid);
  const email = user.email ?? "";
  await setUserRole(uid, role, { email, userName: user.displayName || email.split("@")[0] || "", emailVerified: user.emailVerified });
  await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), role });
  await auth.revokeRefreshTokens(uid);
}

/**
 * Checks the password on the server and mints a session cookie. Wrong email, wrong password and a
 * disabled account all answer the same 401, so the answer does not tell which accounts exist.
 */
export async function signIn(input: LoginRequest): Promise<{ sessionCookie: string; user: SessionUser }> {
  const result = await signInWithPassword(input.email, input.password);
  if (!result.ok) {
    if (result.reason === "too-many-attempts") {
      throw new HttpError(429, "auth.tooManySignIns");
    }
    throw new HttpError(401, "auth.invalidCredentials");
  }
  const auth = adminAuth();
  const claims = await auth.verifyIdToken(result.idToken);
  const sessionCookie = await auth.createSessionCookie(result.idToken, { expiresIn: SESSION_DURATION_MS });
  return { sessionCookie, user: await sessionUserFromClaims(claims) };
}

/**
 * Firebase's session-cookie flow for a sign-in the browser made with the Firebase SDK (email and
 * password, or Google): the ID token must be valid, not revoked, of an enabled account, and from a
 * sign-in of the last five minutes; then it becomes a session cookie. A first Google sign-in gets
 * the shopper's role claim and `users/{uid}` here, as registering does.
 */
export async function signInWithIdToken(idToken: string): Promise<{ sessionCookie: string; user: SessionUser }> {
  const auth = adminAuth();
  let claims: DecodedIdToken;
  try {
    claims = await auth.verifyIdToken(idToken, true);
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === "auth/user-disabled") throw new HttpError(403, "auth.accountDisabled");
    if (isInvalidSessionError(error)) throw new HttpError(401, "auth.signInAgain");
    throw error;
  }
  if (Date.now() / 1000 - claims.auth_time > SESSION_SIGN_IN_MAX_AGE_S) throw new HttpError(401, "auth.signInAgain");
  await ensureShopperProfile(claims);
  let sessionCookie: string;
  try {
    sessionCookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_DURATION_MS });
  } catch (error) {
    if (isInvalidSessionError(error)) throw new HttpError(401, "auth.signInAgain");
    throw error;
  }
  return { sessionCookie, user: await sessionUserFromClaims(claims) };
}

/** The role claim and `users/{uid}` of an account first seen here (a Google sign-in); existing ones are left as they are. */
async function ensureShopperProfile(claims: DecodedIdToken): Promise<void> {
  if (await getUserProfile(claims.uid)) return;
  const email = claims.email ?? "";
  const userName = (typeof claims.name === "string" && claims.name.trim()) || email.split("@")[0] || "";
  const role: UserRole = "user";
  if (!("role" in claims)) await adminAuth().setCustomUserClaims(claims.uid, { role });
  try {
    await createUserProfile(claims.uid, { userName: userName.slice(0, 40), email, role, emailVerified: claims.email_verified === true });
  } catch (error) {
    // Two first sign-ins at once: the other one made it.
    if (!(await getUserProfile(claims.uid))) throw error;
  }
}

/**
 * What the browser's Firebase SDK is configured with. The auth domain is the shop's own: Firebase
 * Hosting serves `/__/auth/*` on every domain of the project, so Google's sign-in returns to the
 * shop's origin (no third-party storage) and the CSP's frame-src stays 'self'.
 */
export function authClientConfig(): AuthClientConfig {
  const config = shopConfig();
  const emulatorOrigin = config.authEmulatorHost ? `http://${config.authEmulatorHost}` : null;
  const apiKey = config.webApiKey ?? (emulatorOrigin ? "fake-api-key" : undefined);
  if (!apiKey || !config.projectId) throw new HttpError(503, "auth.signInUnavailable");
  return { apiKey, authDomain: new URL(config.siteOrigin).host, projectId: config.projectId, emulatorOrigin };
}

/** `auth/*` codes that only mean "this cookie does not identify a live session". */
function isInvalidSessionError(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return code !== undefined && code.startsWith("auth/") && code !== "auth/internal-error";
}

/**
 * Verifies a session cookie, revocation and disabled accounts included. Answers `null` for a
 * missing, malformed, expired, revoked or foreign cookie; throws only when Auth cannot answer.
 */
export async function verifySession(cookie: string | undefined): Promise<Session | null> {
  if (!cookie) return null;
  let claims: DecodedIdToken;
  try {
    claims = await adminAuth().verifySessionCookie(cookie, true);
  } catch (error) {
    if (isInvalidSessionError(error)) return null;
    throw error;
  }
  return { user: await sessionUserFromClaims(claims), authTime: claims.auth_time };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Revokes every session of `uid` minted until now: after a password reset or change, an email change,
 * "sign out everywhere", a disabled account. Revocation has one-second precision (a cookie whose
 * sign-in second is not *before* the revocation second stays valid), so it waits for the next second
 * first: a session made in this very second goes too. The one way the shop ends all of a user's sessions.
 */
export async function revokeSessionsUntilNow(uid: string): Promise<void> {
  const firstValidRevokeMs = (Math.floor(Date.now() / 1000) + 1) * 1000 + 50;
  const wait = firstValidRevokeMs - Date.now();
  if (wait > 0) await sleep(Math.min(wait, 1_100));
  await adminAuth().revokeRefreshTokens(uid);
}

/**
 * Revokes every session of the user. Revocation has one-second precision: Auth rejects cookies
 * whose sign-in time is *before* the revocation second, so a sign-out within the same second as
 * the sign-in would leave the cookie valid. Waiting for the next second closes that gap.
 */
export async function endSession(session: Session): Promise<void> {
  const firstValidRevokeMs = (session.authTime + 1) * 1000 + 50;
  const wait = firstValidRevokeMs - Date.now();
  if (wait > 0) await sleep(Math.min(wait, 1_100));
  await adminAuth().revokeRefreshTokens(session.user.id);
}
