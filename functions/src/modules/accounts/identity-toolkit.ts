/**
 * Password sign-in through the Identity Toolkit REST API, on the server.
 *
 * The Admin SDK cannot check a password, so the login route calls `accounts:signInWithPassword`:
 * - under the Auth emulator: `http://$FIREBASE_AUTH_EMULATOR_HOST/identitytoolkit.googleapis.com/v1/...`
 *   with any key (`fake-api-key`);
 * - in production: `https://identitytoolkit.googleapis.com/v1/...?key=$SHOP_WEB_API_KEY`, the
 *   project's Web API key (Project settings → General). Put `SHOP_WEB_API_KEY=<key>` in
 *   `functions/.env.<project-id>`; it is not a secret (the web SDK ships it to every browser).
 */
import { shopConfig, type ShopConfig } from "../../platform/config";

const SIGN_IN_PATH = "identitytoolkit.googleapis.com/v1/accounts:signInWithPassword";

/** Identity Toolkit error codes that all mean "these credentials do not sign anyone in". */
const REJECTED_CREDENTIALS = new Set([
  "EMAIL_NOT_FOUND",
  "INVALID_PASSWORD",
  "INVALID_LOGIN_CREDENTIALS",
  "USER_DISABLED",
  "INVALID_EMAIL",
  "MISSING_PASSWORD",
  "MISSING_EMAIL",
]);

export type PasswordSignInResult =
  | { ok: true; idToken: string; uid: string }
  | { ok: false; reason: "invalid-credentials" | "too-many-attempts" };

export function signInWithPasswordUrl(config: ShopConfig = shopConfig()): string {
  const emulatorHost = config.authEmulatorHost;
  if (emulatorHost) return `http://${emulatorHost}/${SIGN_IN_PATH}?key=fake-api-key`;
  const apiKey = config.webApiKey;
  if (!apiKey) {
    throw new Error("SHOP_WEB_API_KEY is not set: the login route needs the project's Web API key.");
  }
  return `https://${SIGN_IN_PATH}?key=${encodeURIComponent(apiKey)}`;
}

/**
 * Maps an Identity Toolkit error message (`"INVALID_PASSWORD"`, or
 * `"TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account ..."`) to a sign-in outcome, or
 * `undefined` when it is not about the credentials (a configuration or server problem).
 */
export function classifySignInError(message: string): PasswordSignInResult | undefined {
  const code = message.split(/[\s:]/, 1)[0] ?? "";
  if (REJECTED_CREDENTIALS.has(code)) return { ok: false, reason: "invalid-credentials" };
  if (code === "TOO_MANY_ATTEMPTS_TRY_LATER") return { ok: false, reason: "too-many-attempts" };
  return undefined;
}

interface SignInResponseBody {
  idToken?: unknown;
  localId?: unknown;
  error?: { message?: unknown };
}

export async function signInWithPassword(email: string, password: string): Promise<PasswordSignInResult> {
  const response = await fetch(signInWithPasswordUrl(), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as SignInResponseBody;
  if (response.ok && typeof body.idToken === "string" && typeof body.localId === "string") {
    return { ok: true, idToken: body.idToken, uid: body.localId };
  }
  const message = typeof body.error?.message === "string" ? body.error.message : "";
  const outcome = classifySignInError(message);
  if (outcome) return outcome;
  throw new Error(`Identity Toolkit sign-in failed (HTTP ${response.status}): ${message || "no error message"}`);
}
