/**
 * The shopper's own profile (/api/account, ./account.routes.ts): the user name, and moving to a new
 * email address. Also the current-password check the email and password changes share.
 *
 * - The name lives in `users/{uid}.userName` (read on every request, so the session shows it at
 *   once) and in Auth's `displayName` (what a first Google sign-in or the console shows).
 * - An email change only sends a verify-and-change link (Admin SDK) to the NEW address, in the
 *   request's language; the address changes when the link is opened (`POST /api/auth/action`, which
 *   also updates `users/{uid}.email` and revokes the sessions). Asking needs the current password:
 *   accounts that sign in with Google only have none and are answered a clear 400
 *   (`account.noPassword`): their address is their Google account's.
 */
import { randomUUID } from "node:crypto";
import { ABUSE_LIMITS, type LanguageCode, type SessionUser } from "@cocoa/contracts";
import { HttpError, firebaseErrorCode, invalidField } from "../../platform/errors";
import { adminAuth, db, firestoreModule } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { takeSlots } from "../../platform/rate-limits";
import { logger } from "../../platform/logger";
import { mailLanguage, mailOf, queueMail } from "../mail";
import { signInWithPassword } from "./identity-toolkit";
import { behindSignInLimits } from "./account-limits.service";
import { accountMailData } from "./account-mail";
import { accountActionLink, oobCodeOf } from "./email-actions";
import { userSearchFields } from "./user-search";

const userRef = (uid: string) => db().collection(collections.users).doc(uid);

/** How the account signs in ("password", "google.com", …), from Auth. */
export async function signInMethodsOf(uid: string): Promise<string[]> {
  const user = await adminAuth().getUser(uid);
  return user.providerData.map((provider) => provider.providerId);
}

/** 400 `account.noPassword` for an account without a password (Google only). */
async function requirePasswordAccount(uid: string): Promise<void> {
  if (!(await signInMethodsOf(uid)).includes("password")) throw new HttpError(400, "account.noPassword");
}

/**
 * Checks the signed-in shopper's current password behind the same failed sign-in limits as
 * `POST /api/auth/login` (this account from this client, this account, this client): a wrong
 * password is a failed sign-in that counts (400 on `currentPassword`, not 401, which would read
 * as "the session is gone"); a right one gives the slots back and clears its own counter.
 */
export async function checkCurrentPassword(email: string, password: string, client: string, field = "currentPassword"): Promise<void> {
  await behindSignInLimits(
    email,
    client,
    async () => {
      const result = await signInWithPassword(email, password);
      if (result.ok) return;
      if (result.reason === "too-many-attempts") throw new HttpError(429, "auth.tooManySignIns");
      throw invalidField(field, "account.wrongPassword");
    },
    // A refused password keeps its slots; Auth being unreachable does not count.
    (error) => error instanceof HttpError,
  );
}

/** Sets the user name (profile and Auth's displayName); answers the session user as it now is. */
export async function updateProfile(user: SessionUser, userName: string): Promise<SessionUser> {
  const ref = userRef(user.id);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    // The admin's customer search finds the new name at once.
    const search = userSearchFields(userName, user.email);
    if (snapshot.exists) tx.update(ref, { userName, ...search });
    // An account made outside the shop (the console) gets its profile now.
    else tx.create(ref, { userName, email: user.email, role: "user", emailVerified: user.emailVerified, ...search, createdAt: firestoreModule().FieldValue.serverTimestamp() });
  });
  try {
    await adminAuth().updateUser(user.id, { displayName: userName });
  } catch (error) {
    // The profile is what the shop reads; Auth's copy catches up on the next change.
    logger.error("Account: could not update Auth's displayName", { uid: user.id, error });
  }
  return { ...user, userName };
}

export interface EmailChangeInput {
  newEmail: string;
  currentPassword: string;
}

/**
 * Emails the verify-and-change link to `newEmail`: 400 the same address or a wrong password
 * (counted as a failed sign-in), 400 an account without a password, 409 an address another account
 * has, 429 past `ABUSE_LIMITS.emailChangesPerAccount`. Nothing changes until the link is opened.
 */
export async function requestEmailChange(user: SessionUser, input: EmailChangeInput, client: string, language: LanguageCode): Promise<{ pendingEmail: string }> {
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw invalidField("newEmail", "account.emailSame");
  await requirePasswordAccount(user.id);
  await takeSlots([{ limit: ABUSE_LIMITS.emailChangesPerAccount, key: [user.id] }]);
  await checkCurrentPassword(user.email, input.currentPassword, client);

  const auth = adminAuth();
  const taken = await auth.getUserByEmail(newEmail).then(
    () => true,
    (error: unknown) => {
      if (firebaseErrorCode(error) === "auth/user-not-found") return false;
      throw error;
    },
  );
  if (taken) throw new HttpError(409, "auth.emailTaken");

  let adminLink: string;
  try {
    adminLink = await auth.generateVerifyAndChangeEmailLink(user.email, newEmail);
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === "auth/email-already-exists") throw new HttpError(409, "auth.emailTaken");
    if (code === "auth/invalid-email") throw invalidField("newEmail", "auth.invalidEmail");
    throw error;
  }
  const mailLang = mailLanguage(language);
  const data = await accountMailData({ to: newEmail, name: user.userName, actionUrl: accountActionLink("verifyAndChangeEmail", oobCodeOf(adminLink), mailLang) });
  const batch = db().batch();
  queueMail(batch, `account-change-email-${randomUUID()}`, { ...mailOf("account-change-email", mailLang, newEmail, data), userId: user.id });
  await batch.commit();
  return { pendingEmail: newEmail };
}
