/** Shared by the account tests (/api/account): calls as a shopper, sessions, and a Google-only account. */
import { adminAuth, db } from "../../src/platform/firebase";
import { authEmulatorFetch } from "./auth-emulator";
import { call, type ApiAnswer } from "./helpers";

export type AccountCall = (path: string, options?: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string>; from?: string }) => Promise<ApiAnswer>;

export function accountCalls(baseUrl: () => string) {
  const at: AccountCall = (path, options = {}) => call(baseUrl(), `/api/account${path}`, options);
  return {
    updateProfile: (cookie: string | undefined, json: unknown) => at("/profile", { method: "PUT", json, cookie }),
    changeEmail: (cookie: string | undefined, json: unknown, headers?: Record<string, string>) => at("/email", { json, cookie, headers }),
    changePassword: (cookie: string | undefined, json: unknown) => at("/password", { json, cookie }),
    signOutEverywhere: (cookie: string | undefined) => at("/sign-out-everywhere", { method: "POST", cookie }),
    exportData: (cookie: string | undefined, query = "") => at(`/export${query}`, { cookie }),
    remove: (cookie: string | undefined, json: unknown) => at("", { method: "DELETE", json, cookie }),
  };
}

/** Who a cookie signs in now (`null`: a guest: the session is gone). */
export async function whoIs(baseUrl: string, cookie: string): Promise<{ id: string; userName: string; email: string } | null> {
  const answer = await call(baseUrl, "/api/auth/check-auth", { cookie });
  return (answer.body.user as { id: string; userName: string; email: string } | null) ?? null;
}

/** Marks an account's email verified (as opening the verification link does), for the checkout gate. */
export async function markVerified(uid: string): Promise<void> {
  await adminAuth().updateUser(uid, { emailVerified: true });
  await db().collection("users").doc(uid).set({ emailVerified: true }, { merge: true });
}

/**
 * An account without a password (as a Google sign-in makes one) and a session cookie for it, made the
 * way Firebase makes them: a custom token signed in through the Auth emulator's REST API.
 */
export async function passwordlessSession(email: string): Promise<{ cookie: string; uid: string }> {
  const { uid } = await adminAuth().createUser({ email, displayName: "Gili Google", emailVerified: true });
  await adminAuth().setCustomUserClaims(uid, { role: "user" });
  await db().collection("users").doc(uid).set({ userName: "Gili Google", email, role: "user", emailVerified: true, createdAt: new Date() });
  const token = await adminAuth().createCustomToken(uid);
  const response = await authEmulatorFetch("identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
  return { cookie, uid };
}
