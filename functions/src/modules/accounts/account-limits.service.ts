/**
 * Registration and password sign-in behind the abuse limits (`ABUSE_LIMITS` in the contracts):
 *
 * - a sign-in takes a slot in three counters before the password is checked: this account from
 *   this client, this account from anywhere, and this client for any account. A wrong password
 *   keeps them; a success gives them back and empties only its own account-and-client counter, so
 *   it never lifts another client's lockout. Concurrent guesses cannot slip past a full counter,
 *   and once one is full even the right password waits (429 with `Retry-After`).
 * - a registration takes a slot of its client's counter; one refused as a duplicate email keeps it
 *   (probing which addresses have accounts counts), other refusals give it back.
 */
import {
  ABUSE_LIMITS,
  type LoginRequest,
  type MessageLanguage,
  type RegisterRequest,
  type SessionUser,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { registerAccount, signIn, signInWithIdToken } from "./auth.service";
import { giveBack, takeSlots, type Counter, type Slots } from "../../platform/rate-limits";
import { logger } from "../../platform/logger";
import { sendWelcomeVerification } from "./email-actions";

/** Gives slots back without failing the request it belongs to (the counter only stays a bit fuller). */
async function quietlyGiveBack(slots: Slots, clear?: Counter[]): Promise<void> {
  try {
    await giveBack(slots, { clear });
  } catch (error) {
    logger.error("Abuse limits: could not give a slot back", { error });
  }
}

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : 500);

/**
 * A password check behind the failed sign-in limits: this account from this client, this account
 * from anywhere, this client for any account. `isWrongPassword` says which failures count; any other
 * outcome (success, Auth unreachable) gives the slots back, and a success also empties its own
 * account-and-client counter. Used by the login route and by the profile's current-password checks.
 */
export async function behindSignInLimits<T>(
  email: string,
  client: string,
  attempt: () => Promise<T>,
  isWrongPassword: (error: unknown) => boolean,
): Promise<T> {
  const own: Counter = { limit: ABUSE_LIMITS.signInFailuresPerAccountAndClient, key: [email, client] };
  const slots = await takeSlots([
    own,
    { limit: ABUSE_LIMITS.signInFailuresPerAccount, key: [email] },
    { limit: ABUSE_LIMITS.signInFailuresPerClient, key: [client] },
  ]);
  let outcome: T;
  try {
    outcome = await attempt();
  } catch (error) {
    if (!isWrongPassword(error)) await quietlyGiveBack(slots);
    throw error;
  }
  await quietlyGiveBack(slots, [own]);
  return outcome;
}

export async function signInFromClient(
  input: LoginRequest,
  client: string,
): Promise<{ sessionCookie: string; user: SessionUser }> {
  // Only a wrong password counts as a failed sign-in; Auth being unreachable does not.
  return behindSignInLimits(input.email, client, () => signIn(input), (error) => statusOf(error) === 401);
}

export async function registerFromClient(input: RegisterRequest, client: string, language: MessageLanguage = "en"): Promise<{ uid: string }> {
  const slots = await takeSlots([{ limit: ABUSE_LIMITS.registrationsPerClient, key: [client] }]);
  let account: { uid: string };
  try {
    account = await registerAccount(input);
  } catch (error) {
    if (statusOf(error) !== 409) await quietlyGiveBack(slots);
    throw error;
  }
  await sendWelcomeVerification(account.uid, language);
  return account;
}

/**
 * A session from an ID token, behind its client's counter. Only a refused token keeps its slot (a
 * client replaying stale or forged tokens); a session made, or Auth being unreachable, gives it back.
 */
export async function sessionFromClient(idToken: string, client: string): Promise<{ sessionCookie: string; user: SessionUser }> {
  const slots = await takeSlots([{ limit: ABUSE_LIMITS.sessionsPerClient, key: [client] }]);
  try {
    const session = await signInWithIdToken(idToken);
    await quietlyGiveBack(slots);
    return session;
  } catch (error) {
    const status = statusOf(error);
    if (status !== 401 && status !== 403) await quietlyGiveBack(slots);
    throw error;
  }
}
