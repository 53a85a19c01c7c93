/**
 * Helpers of the API tests: the real app on a local port, plain `fetch` calls, cookies, and
 * resetting the emulators between tests. Nothing here fakes Firestore or Auth.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createApp } from "../../src/app";
import { SESSION_COOKIE_NAME } from "@cocoa/contracts";
import { adminAuth, db } from "../../src/platform/firebase";
import { authEmulatorFetch } from "./auth-emulator";
import { nonConformance } from "./conformance";
import { seedTestShop } from "./shop-fixtures";
import { forgetCachedSettings } from "../../src/modules/settings";
import { forgetCachedDeliverySettings } from "../../src/modules/delivery";
import { forgetListingTotals } from "../../src/modules/catalog";
import { forgetCachedPromotions } from "../../src/modules/promotions";

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-chocolate-shop";

/** The collections the app writes so far; later issues add theirs. */
export const COLLECTIONS = [
  "users",
  "settings",
  "products",
  "productSlugs",
  "features",
  "reviews",
  "contactMessages",
  "mail",
  "rateLimits",
  "orders",
  "carts",
  "addresses",
  "sandboxPayments",
  "counters",
  "deliveryDays",
  "promotions",
  "promotionCodes",
  "promotionRedemptions",
  "giftCards",
  "dailyStats",
  "customerStats",
] as const;

export interface RunningApi {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startApi(): Promise<RunningApi> {
  return listen(createApp());
}

export async function listen(app: ReturnType<typeof createApp>): Promise<RunningApi> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** Empties the Auth emulator and the app's Firestore collections. */
export async function resetEmulators(): Promise<void> {
  if (!PROJECT_ID.startsWith("demo-")) throw new Error(`Refusing to reset a non-demo project: ${PROJECT_ID}`);
  const response = await authEmulatorFetch(`emulator/v1/projects/${PROJECT_ID}/accounts`, { method: "DELETE" });
  if (!response.ok) throw new Error(`Could not reset the Auth emulator: HTTP ${response.status}`);
  // listCollections / recursiveDelete are not implemented by the Node emulator: delete by query.
  for (const name of COLLECTIONS) {
    const snapshot = await db().collection(name).get();
    if (snapshot.empty) continue;
    const batch = db().batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
  }
  // The app runs in this process: its settings cache must not outlive the settings it held.
  forgetCachedSettings();
  forgetCachedDeliverySettings();
  forgetListingTotals();
  forgetCachedPromotions();
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (every /api answer is JSON). */
  body: Record<string, unknown>;
  setCookies: string[];
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (with `headers` giving its type). */
  raw?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /**
   * The loopback address to call from (127.0.0.2, …), to stand in for another client: the app
   * counts its abuse limits by the connection's address, never by a header a client writes.
   */
  from?: string;
}

/** One connection pool per source address. */
const clientAgents = new Map<string, Agent>();
function agentFrom(localAddress: string): Agent {
  let agent = clientAgents.get(localAddress);
  if (!agent) {
    agent = new Agent({ localAddress });
    clientAgents.set(localAddress, agent);
  }
  return agent;
}

/** The n-th stand-in client (n ≥ 1): 127.0.0.(n + 1), so that 127.0.0.1 stays the default caller. */
export function clientAddressOf(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 250) throw new Error(`no stand-in client ${n}`);
  return `127.0.0.${n + 1}`;
}

export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.raw;
  if (options.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.json);
  }
  if (options.cookie) headers.Cookie = `${SESSION_COOKIE_NAME}=${options.cookie}`;
  const init = { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body };
  const response = options.from
    ? ((await undiciFetch(`${baseUrl}${path}`, { ...init, dispatcher: agentFrom(options.from) })) as unknown as Response)
    : await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new Error(`${path} answered ${response.status} with ${type || "no content type"}: ${text.slice(0, 200)}`);
  }
  const parsed = JSON.parse(text) as Record<string, unknown>;
  // Every answer a test sees is one the OpenAPI document describes (./conformance.ts).
  const problem = nonConformance(init.method, path, response.status, parsed);
  if (problem) throw new Error(`Not as documented: ${problem}`);
  return {
    status: response.status,
    headers: response.headers,
    body: parsed,
    setCookies: response.headers.getSetCookie(),
  };
}

/** The `__session` Set-Cookie header of an answer, if any. */
export function sessionSetCookie(answer: ApiAnswer): string | undefined {
  return answer.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
}

/** The value of the `__session` cookie an answer sets. */
export function sessionCookieValue(answer: ApiAnswer): string | undefined {
  const header = sessionSetCookie(answer);
  if (!header) return undefined;
  return decodeURIComponent(header.slice(SESSION_COOKIE_NAME.length + 1).split(";")[0] ?? "");
}

export const shopper = { userName: "Dana Levi", email: "dana@example.com", password: "cocoa-bean-42" };
/** A second shopper, for the tests that try to reach another user's cart, addresses or orders. */
export const otherShopper = { userName: "Noa Cohen", email: "noa@example.com", password: "praline-pecan-7" };

export async function register(baseUrl: string, account = shopper, from?: string): Promise<ApiAnswer> {
  return call(baseUrl, "/api/auth/register", { json: account, from });
}

/**
 * Marks the account of `email` verified, as opening its verification link would (Auth and the
 * profile), and drops its queued verification mail, so tests that count mail see only their own.
 */
export async function verifyEmailOf(email: string): Promise<string> {
  const { uid } = await adminAuth().getUserByEmail(email);
  await adminAuth().updateUser(uid, { emailVerified: true });
  const profile = db().collection("users").doc(uid);
  if ((await profile.get()).exists) await profile.update({ emailVerified: true });
  // Once delivered (the deliverer records the outcome on the document, which must still be there).
  const queued = db().collection("mail").where("userId", "==", uid);
  const settled = (state: unknown) => state === "SUCCESS" || state === "ERROR";
  for (let waited = 0; waited < 5_000; waited += 50) {
    const pending = (await queued.get()).docs.filter((doc) => !settled(doc.get("delivery.state")));
    if (pending.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all((await queued.get()).docs.map((doc) => doc.ref.delete()));
  return uid;
}

/**
 * Registers `account`, signs it in and answers its session cookie and uid. The shopper's email is
 * verified (checkout asks for it) unless `verified: false`.
 */
export async function registeredSession(
  baseUrl: string,
  account: typeof shopper = shopper,
  /** The stand-in client to register from (a test that needs more accounts than one client may open). */
  from?: string,
  options: { verified?: boolean } = {},
): Promise<{ cookie: string; uid: string }> {
  await register(baseUrl, account, from);
  if (options.verified !== false) await verifyEmailOf(account.email);
  const { cookie, answer } = await signIn(baseUrl, account);
  return { cookie, uid: (answer.body.user as { id: string }).id };
}

/** Registers (when asked) and signs in; answers the session cookie value and the login answer. */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string } = shopper,
): Promise<{ cookie: string; answer: ApiAnswer }> {
  const answer = await call(baseUrl, "/api/auth/login", { json: { email: account.email, password: account.password } });
  const cookie = sessionCookieValue(answer);
  if (answer.status !== 200 || !cookie) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { cookie, answer };
}

/** A fresh ID token of `account`, as the browser's Firebase SDK gets one from the Auth emulator (signInWithPassword). */
export async function passwordIdToken(account: { email: string; password: string } = shopper): Promise<string> {
  const response = await authEmulatorFetch("identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { idToken?: string };
  if (!answer.idToken) throw new Error(`no ID token for ${account.email}: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

export async function authUserCount(): Promise<number> {
  return (await adminAuth().listUsers()).users.length;
}

export async function docCount(collection: string): Promise<number> {
  return (await db().collection(collection).get()).size;
}

/**
 * The set-up the API test files share: one app on a local port for the file, emulators emptied
 * before each test (and the small test shop written, with `seed`), emptied again at the end.
 * Call it at the top of a file; hooks the file adds after it run after this reset.
 */
export function useTestApi(options: { seed?: boolean } = {}): RunningApi {
  let running: RunningApi | undefined;
  const started = (): RunningApi => {
    if (!running) throw new Error("The API is not started yet: use it inside a test or hook.");
    return running;
  };
  beforeAll(async () => {
    running = await startApi();
  });
  afterAll(async () => {
    await resetEmulators();
    await running?.close();
  });
  beforeEach(async () => {
    await resetEmulators();
    if (options.seed) await seedTestShop();
  });
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    close: () => started().close(),
  };
}
