/**
 * Calls to the Auth emulator's REST API from the tests (its reset, a sign-in as the browser's SDK makes one).
 *
 * The emulator closes a keep-alive connection once it has been idle a few seconds; on a loaded two-CPU
 * machine the test's next call can take that connection in the same moment and fail with "fetch failed:
 * other side closed" before the emulator has read a byte (seen in an `afterAll` reset, CI and here). Such a
 * call is tried again on a fresh connection. Only calls that are safe to repeat come through here; an
 * answer of any status is returned as it is.
 */
import { setTimeout as delay } from "node:timers/promises";

export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set (run under firebase emulators:exec --only auth)");
  return host;
}

const ATTEMPTS = 3;

/** `path` as the emulator serves it, e.g. `identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=…`. */
export async function authEmulatorFetch(path: string, init: RequestInit): Promise<Response> {
  const url = `http://${authEmulatorHost()}/${path.replace(/^\//, "")}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      // fetch rejects with a TypeError only when no answer came (the connection failed); anything else is a bug.
      if (!(error instanceof TypeError) || attempt === ATTEMPTS) throw error;
      await delay(100 * attempt);
    }
  }
}
