/**
 * Email actions: password reset and email verification, with codes made by the Admin SDK and sent
 * through the shop's own mail (./account-mail.ts), applied through Identity Toolkit
 * (./identity-toolkit.ts) and mirrored into `users/{uid}`.
 *
 * Every link the shop sends for them has ONE shape, handled by one page of the SPA:
 * `${siteOrigin}/auth/action?mode=<resetPassword|verifyEmail|verifyAndChangeEmail>&oobCode=<code>&lang=<en|he>`
 * (`accountActionLink`). The origin is the configured site's, never a request's Host.
 *
 * - A reset request answers the same whether or not the address has an account (and is counted by
 *   client and by address either way, so even the 429 tells nothing); only a live, enabled account
 *   gets the email.
 * - A reset, and a change of email, revoke every session of the account.
 */
import type { UserRecord } from "firebase-admin/auth";
import { ABUSE_LIMITS, type EmailActionMode, type MessageLanguage, type SessionUser } from "@cocoa/contracts";
import { HttpError, firebaseErrorCode, invalidField } from "../../platform/errors";
import { adminAuth, db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { shopConfig } from "../../platform/config";
import { takeSlots } from "../../platform/rate-limits";
import { logger } from "../../platform/logger";
import { queueAccountMail } from "./account-mail";
import { applyActionCode, checkActionCode, confirmPasswordReset } from "./identity-toolkit";
import { userSearchFields } from "./user-search";
import { revokeSessionsUntilNow } from "./auth.service";

/** The shop's link for an action code: the one shape every account email uses. */
export function accountActionLink(mode: EmailActionMode, oobCode: string, language: MessageLanguage): string {
  const url = new URL("/auth/action", shopConfig().siteOrigin);
  url.searchParams.set("mode", mode);
  url.searchParams.set("oobCode", oobCode);
  url.searchParams.set("lang", language === "he" ? "he" : "en");
  return url.toString();
}

/** The `oobCode` of a link the Admin SDK made (`generatePasswordResetLink` and the like). */
export function oobCodeOf(firebaseLink: string): string {
  const code = new URL(firebaseLink).searchParams.get("oobCode");
  if (!code) throw new Error("The Admin SDK's action link holds no oobCode");
  return code;
}

const isUserNotFound = (error: unknown) => firebaseErrorCode(error) === "auth/user-not-found";

async function userByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** How an account email greets its reader: the shop's user name, else Auth's, else the address. */
async function readerName(user: UserRecord): Promise<string> {
  const profile = await db().collection(collections.users).doc(user.uid).get();
  const userName: unknown = profile.get("userName");
  return (typeof userName === "string" && userName) || user.displayName || (user.email ?? "").split("@")[0] || "";
}

/** Writes what Auth now says into `users/{uid}` (when the profile exists: an account made elsewhere has none). */
async function mirrorIntoProfile(uid: string, change: { emailVerified: true; email?: string }): Promise<void> {
  const ref = db().collection(collections.users).doc(uid);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    // A new email: the admin's customer search finds the account under it at once.
    const userName: unknown = snapshot.get("userName");
    const search = change.email ? userSearchFields(typeof userName === "string" ? userName : "", change.email) : {};
    tx.update(ref, { ...change, ...search });
  });
}

/** Queues the verification email of `user` (an Auth record) in `language`. */
async function queueVerificationEmail(user: UserRecord, language: MessageLanguage): Promise<void> {
  const email = user.email;
  if (!email) return;
  const oobCode = oobCodeOf(await adminAuth().generateEmailVerificationLink(email));
  await queueAccountMail({
    message: "account-verify-email",
    uid: user.uid,
    to: email,
    name: await readerName(user),
    actionUrl: accountActionLink("verifyEmail", oobCode, language),
    language,
  });
}

/**
 * The verification email of a new account. Registration has succeeded by then: when the email
 * cannot be queued, the shopper asks again from the checkout page, so this only logs.
 */
export async function sendWelcomeVerification(uid: string, language: MessageLanguage): Promise<void> {
  try {
    const user = await adminAuth().getUser(uid);
    if (!user.emailVerified) await queueVerificationEmail(user, language);
  } catch (error) {
    logger.error("Registration: could not queue the verification email", { uid, error });
  }
}

/**
 * POST /api/auth/verification-email: the signed-in shopper's verification email again, at most
 * `verificationEmailsPerAccount` in its window. An address already confirmed gets no email.
 */
export async function resendVerification(session: SessionUser, language: MessageLanguage): Promise<"sent" | "alreadyVerified"> {
  if (session.emailVerified) return "alreadyVerified";
  const user = await adminAuth().getUser(session.id);
  if (user.emailVerified) {
    // Confirmed outside the shop's page (the emulator's own link, the console): the profile catches up.
    await mirrorIntoProfile(user.uid, { emailVerified: true });
    return "alreadyVerified";
  }
  await takeSlots([{ limit: ABUSE_LIMITS.verificationEmailsPerAccount, key: [user.uid] }]);
  await queueVerificationEmail(user, language);
  return "sent";
}

/**
 * POST /api/auth/password-reset. Counts the request by client and by address before looking the
 * address up, then sends a link only to an existing, enabled account. The caller answers the same
 * message whatever happened here (short of a 429).
 */
export async function requestPasswordReset(email: string, client: string, language: MessageLanguage): Promise<void> {
  await takeSlots([
    { limit: ABUSE_LIMITS.passwordResetsPerClient, key: [client] },
    { limit: ABUSE_LIMITS.passwordResetsPerEmail, key: [email] },
  ]);
  const user = await userByEmail(email);
  if (!user || user.disabled || !user.email) return;
  const oobCode = oobCodeOf(await adminAuth().generatePasswordResetLink(user.email));
  await queueAccountMail({
    message: "account-reset-password",
    uid: user.uid,
    to: user.email,
    name: await readerName(user),
    actionUrl: accountActionLink("resetPassword", oobCode, language),
    language,
  });
}

const invalidCode = () => new HttpError(400, "emailAction.invalidCode");

/**
 * POST /api/auth/reset-password: sets the new password with a reset code (once), then revokes every
 * session of the account, so whoever held one must sign in with the new password. Opening the
 * emailed link also proves the address, as Auth records: the profile says so too.
 */
export async function resetPasswordWithCode(oobCode: string, password: string): Promise<void> {
  const check = await checkActionCode(oobCode);
  if (!check.ok || check.kind !== "PASSWORD_RESET") throw invalidCode();
  const user = await userByEmail(check.email);
  if (!user || user.disabled) throw invalidCode();
  const reset = await confirmPasswordReset(oobCode, password);
  if (!reset.ok) {
    if (reset.reason === "weak-password") throw invalidField("password", "auth.weakPassword");
    throw invalidCode();
  }
  await revokeSessionsUntilNow(user.uid);
  await mirrorIntoProfile(user.uid, { emailVerified: true });
}

/**
 * POST /api/auth/action: applies a verify-email or verify-and-change-email code (once). The profile
 * then says the email is confirmed (and, for a change, holds the new address, which the session
 * reads); a change of address also revokes every session. A reset code is refused here unused.
 */
export async function applyEmailActionCode(oobCode: string): Promise<{ mode: "verifyEmail" | "verifyAndChangeEmail" }> {
  const check = await checkActionCode(oobCode);
  if (!check.ok) throw invalidCode();
  const mode = check.kind === "VERIFY_EMAIL" ? "verifyEmail" : check.kind === "VERIFY_AND_CHANGE_EMAIL" ? "verifyAndChangeEmail" : undefined;
  if (!mode) throw invalidCode();
  const applied = await applyActionCode(oobCode);
  if (!applied.ok) {
    if (applied.reason === "email-exists") throw new HttpError(409, "emailAction.emailTaken");
    throw invalidCode();
  }
  const email = applied.email || (mode === "verifyAndChangeEmail" ? check.newEmail : check.email);
  const uid = applied.uid || (await adminAuth().getUserByEmail(email)).uid;
  if (mode === "verifyAndChangeEmail") {
    await mirrorIntoProfile(uid, { emailVerified: true, email });
    await revokeSessionsUntilNow(uid);
  } else {
    await mirrorIntoProfile(uid, { emailVerified: true });
  }
  return { mode };
}
