/**
 * The browser's Firebase Auth, made once per page from the config the API serves
 * (`GET /api/auth/client-config`). It keeps nothing of its own (in-memory persistence): a sign-in
 * here only lasts until its ID token has become the `__session` cookie, which stays the one source
 * of truth for who is signed in (revocation, roles and the route guards all read the cookie).
 */
import type { AuthClientConfig } from "@contracts";
import { initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, type Auth } from "firebase/auth";

export interface BrowserFirebase {
  app: FirebaseApp;
  auth: Auth;
}

let made: BrowserFirebase | undefined;

export function browserFirebase(config: AuthClientConfig): BrowserFirebase {
  if (made) return made;
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  // Locally the SDK talks to the Auth emulator, Google's sign-in page included.
  if (config.emulatorOrigin) connectAuthEmulator(auth, config.emulatorOrigin, { disableWarnings: true });
  made = { app, auth };
  return made;
}
