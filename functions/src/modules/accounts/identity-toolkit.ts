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

/*
 * Email action codes (the `oobCode` of a reset or verification link the Admin SDK made), applied on
 * the server with the same key as the sign-in. Under the Auth emulator the same calls go to its
 * Identity Toolkit endpoints (resetPassword, setAccountInfo with oobCode).
 */

/** `https://identitytoolkit.googleapis.com/v1/accounts:<method>?key=…`, or the emulator's. */
export function identityToolkitUrl(method: string, config: ShopConfig = shopConfig()): string {
  return signInWithPasswordUrl(config).replace("accounts:signInWithPassword", `accounts:${method}`);
}

/** What Identity Toolkit says an action code is (`accounts:resetPassword` without a new password). */
export type ActionCodeKind = "PASSWORD_RESET" | "VERIFY_EMAIL" | "VERIFY_AND_CHANGE_EMAIL" | "RECOVER_EMAIL" | "EMAIL_SIGNIN" | "OTHER";

export type ActionCodeResult<T> =
  | ({ ok: true } & T)
  /** `invalid-code`: unknown, used, expired or for a disabled/deleted account; `weak-password`; `email-exists`. */
  | { ok: false; reason: "invalid-code" | "weak-password" | "email-exists" };

/** Identity Toolkit error codes that mean "this link no longer does anything". */
const DEAD_CODES = new Set(["INVALID_OOB_CODE", "EXPIRED_OOB_CODE", "MISSING_OOB_CODE", "USER_DISABLED", "USER_NOT_FOUND", "EMAIL_NOT_FOUND"]);

export function classifyActionCodeError(message: string): { ok: false; reason: "invalid-code" | "weak-password" | "email-exists" } | undefined {
  const code = message.split(/[\s:]/, 1)[0] ?? "";
  if (DEAD_CODES.has(code)) return { ok: false, reason: "invalid-code" };
  if (code === "WEAK_PASSWORD") return { ok: false, reason: "weak-password" };
  if (code === "EMAIL_EXISTS") return { ok: false, reason: "email-exists" };
  return undefined;
}

interface ActionResponseBody {
  requestType?: unknown;
  email?: unknown;
  newEmail?: unknown;
  localId?: unknown;
  error?: { message?: unknown };
}

async function actionCall(method: string, body: Record<string, string>): Promise<ActionCodeResult<{ body: ActionResponseBody }>> {
  const response = await fetch(identityToolkitUrl(method), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const parsed = (await response.json().catch(() => ({}))) as ActionResponseBody;
  if (response.ok) return { ok: true, body: parsed };
  const message = typeof parsed.error?.message === "string" ? parsed.error.message : "";
  const outcome = classifyActionCodeError(message);
  if (outcome) return outcome;
  throw new Error(`Identity Toolkit accounts:${method} failed (HTTP ${response.status}): ${message || "no error message"}`);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function kindOf(requestType: unknown): ActionCodeKind {
  const known: ActionCodeKind[] = ["PASSWORD_RESET", "VERIFY_EMAIL", "VERIFY_AND_CHANGE_EMAIL", "RECOVER_EMAIL", "EMAIL_SIGNIN"];
  return known.find((kind) => kind === requestType) ?? "OTHER";
}

/** What a code is for and whose it is, without using it (the web SDK's `checkActionCode`). */
export async function checkActionCode(oobCode: string): Promise<ActionCodeResult<{ kind: ActionCodeKind; email: string; newEmail: string }>> {
  const result = await actionCall("resetPassword", { oobCode });
  if (!result.ok) return result;
  return { ok: true, kind: kindOf(result.body.requestType), email: text(result.body.email), newEmail: text(result.body.newEmail) };
}

/** Sets the new password with a PASSWORD_RESET code (used up by it); answers the account's email. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<ActionCodeResult<{ email: string }>> {
  const result = await actionCall("resetPassword", { oobCode, newPassword });
  if (!result.ok) return result;
  return { ok: true, email: text(result.body.email) };
}

/** Applies a VERIFY_EMAIL or VERIFY_AND_CHANGE_EMAIL code (used up by it); answers the account's email after it. */
export async function applyActionCode(oobCode: string): Promise<ActionCodeResult<{ email: string; uid: string }>> {
  const result = await actionCall("update", { oobCode });
  if (!result.ok) return result;
  return { ok: true, email: text(result.body.email), uid: text(result.body.localId) };
}
