/**
 * Signing in with the Firebase SDK, then handing the fresh ID token to the API, which makes it the
 * session cookie (`POST /api/auth/session`). Failures are thrown as the API's own `ApiError`, with
 * the API catalogue's codes, so the forms show them as they show any answer of the API.
 */
import { issueMessage, loginSchema, type AuthSuccessResponse, type CodedMessage, type LoginRequest } from "@contracts";
import { FirebaseError } from "firebase/app";
import { GoogleAuthProvider, browserPopupRedirectResolver, signInWithEmailAndPassword, signInWithPopup, signOut, type Auth, type UserCredential } from "firebase/auth";
import { ApiError, api, readyToShow } from "@/shared/api";

/** Closing Google's window, or opening a second one, is the shopper's choice, not a failure to report. */
export class SignInCancelled extends Error {
  constructor() {
    super("Sign-in cancelled");
    this.name = "SignInCancelled";
  }
}

/** Firebase Auth's error codes, as the API's answers would say them. */
export function apiErrorOfFirebase(error: unknown): unknown {
  if (!(error instanceof FirebaseError)) return error;
  switch (error.code) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
    case "auth/user-not-found":
    case "auth/invalid-email":
    case "auth/missing-password":
      return new ApiError(401, undefined, { code: "auth.invalidCredentials", cause: error });
    case "auth/user-disabled":
      return new ApiError(403, undefined, { code: "auth.accountDisabled", cause: error });
    case "auth/too-many-requests":
      return new ApiError(429, undefined, { code: "auth.tooManySignIns", cause: error });
    case "auth/network-request-failed":
      return new ApiError(0, undefined, { cause: error });
    case "auth/popup-closed-by-user":
    case "auth/cancelled-popup-request":
    case "auth/user-cancelled":
      return new SignInCancelled();
    default:
      return new ApiError(503, undefined, { code: "auth.signInUnavailable", cause: error });
  }
}

/** The sign-in form's checks, the same the API makes of `POST /api/auth/login`, answered as it would. */
function checkedCredentials(body: LoginRequest): { email: string; password: string } {
  const parsed = loginSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errorCodes: Record<string, CodedMessage> = {};
  for (const issue of parsed.error.issues) errorCodes[issue.path.map(String).join(".") || "body"] ??= issueMessage(issue);
  throw new ApiError(400, undefined, { code: "request.validation", errorCodes });
}

async function toSession(auth: Auth, signIn: () => Promise<UserCredential>): Promise<AuthSuccessResponse> {
  let credential: UserCredential;
  try {
    credential = await signIn();
  } catch (error) {
    throw await readyToShow(apiErrorOfFirebase(error));
  }
  try {
    const idToken = await credential.user.getIdToken();
    return await api.auth.session({ body: { idToken } });
  } finally {
    // The cookie is the session now; the SDK forgets the user.
    await signOut(auth).catch(() => undefined);
  }
}

export function signInWithPasswordInBrowser(auth: Auth, body: LoginRequest): Promise<AuthSuccessResponse> {
  // Checked inside the sign-in, so a refusal of the form reaches the screen as Firebase's do (readyToShow).
  return toSession(auth, () => {
    const { email, password } = checkedCredentials(body);
    return signInWithEmailAndPassword(auth, email, password);
  });
}

/** Google's account chooser in a popup (the Auth emulator's own page, locally), in the page's language. */
export function signInWithGoogleInBrowser(auth: Auth, language: string): Promise<AuthSuccessResponse> {
  auth.languageCode = language;
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  // The popup machinery is named here, not at start-up: only this button uses it.
  return toSession(auth, () => signInWithPopup(auth, provider, browserPopupRedirectResolver));
}
