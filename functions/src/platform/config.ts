/**
 * The functions' configuration: every environment variable they read, checked with zod in one place.
 * This is the only file that reads `process.env`; everything else asks `shopConfig()`.
 *
 * It is read again on each call rather than once at start: the Functions emulator and the tests
 * change the environment while the process runs, and parsing these few strings costs microseconds.
 * A value that is set but wrong (a proxy-hop count of "true", an unknown PayPal environment) throws,
 * naming the variable, rather than letting the shop run on a guess.
 *
 * Production settings go in `functions/.env.<project-id>`: SHOP_WEB_API_KEY (login), PAYPAL_* (payments),
 * SHOP_PUBLIC_URL, and SHOP_TRUSTED_PROXY_HOPS when a deployment has more proxies than Google's front end.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";

/** PayPal's REST API per environment. */
export const PAYPAL_API_BASES = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
} as const;

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** `https://api-m.sandbox.paypal.com`, `https://api-m.paypal.com`, or a test server; no trailing slash. */
  apiBase: string;
  /** Time limit of every request, in milliseconds (default 15 s). */
  timeoutMs?: number;
}

export interface ShopConfig {
  /** True under the Firebase emulators (the Functions emulator, or a local Auth emulator). */
  emulated: boolean;
  /** Cloud Functions set FIREBASE_CONFIG, from which the Admin SDK takes the project itself. */
  hasFirebaseConfig: boolean;
  /** GCLOUD_PROJECT or GOOGLE_CLOUD_PROJECT. */
  projectId: string | undefined;
  authEmulatorHost: string | undefined;
  storageEmulatorHost: string | undefined;
  /** Express's `trust proxy`: how many proxies append to X-Forwarded-For (../platform/http/client-address.ts). */
  trustedProxyHops: number | false;
  /** Where the local image store keeps uploads when there is no Storage emulator. */
  imageDir: string;
  /** The project's Web API key, for password sign-in through Identity Toolkit in production. */
  webApiKey: string | undefined;
  /** The local payment sandbox may take payments: under the emulators, or SHOP_PAYMENTS=sandbox. */
  sandboxPayments: boolean;
  /** Where payment providers send the shopper back, when a deployment fixes it. */
  publicUrl: string | undefined;
  /**
   * The shop's absolute origin for what crawlers read (/sitemap.xml, /robots.txt): SHOP_PUBLIC_URL's
   * origin, else the local Hosting emulator's (firebase.json). Never taken from a request's headers,
   * which a client writes as it likes (under the emulators nothing checks them).
   */
  siteOrigin: string;
  /** PayPal's credentials, or undefined when either is missing. */
  paypal: PaypalConfig | undefined;
  /**
   * How long one instance keeps the settings document before reading it again (SHOP_SETTINGS_CACHE_SECONDS,
   * 0-300, default 30). The test stack sets 0: the Functions emulator runs several workers, and the
   * journeys check that an admin's save shows at once wherever the next request lands.
   */
  settingsCacheMs: number;
}

/** The Hosting emulator's address in firebase.json: the origin when no deployment names one. */
export const LOCAL_SITE_ORIGIN = "http://127.0.0.1:5000";

/** A blank variable counts as unset (an empty line in a .env file, a test's `stubEnv(name, "")`). */
function blankIsUnset(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

const setting = z.preprocess(blankIsUnset, z.string().optional());

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

const httpUrl = z.preprocess(blankIsUnset, z.string().refine(isHttpUrl, "must be an http(s) URL").optional());

const EnvSchema = z.object({
  FUNCTIONS_EMULATOR: setting,
  FIREBASE_AUTH_EMULATOR_HOST: setting,
  FIREBASE_STORAGE_EMULATOR_HOST: setting,
  FIREBASE_CONFIG: setting,
  GCLOUD_PROJECT: setting,
  GOOGLE_CLOUD_PROJECT: setting,
  SHOP_TRUSTED_PROXY_HOPS: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: "must be a whole number from 0 to 5" })
      .int("must be a whole number from 0 to 5")
      .min(0, "must be a whole number from 0 to 5")
      .max(5, "must be a whole number from 0 to 5")
      .optional(),
  ),
  SHOP_IMAGE_DIR: setting,
  SHOP_WEB_API_KEY: setting,
  SHOP_PAYMENTS: setting,
  SHOP_PUBLIC_URL: httpUrl,
  PAYPAL_CLIENT_ID: setting,
  PAYPAL_CLIENT_SECRET: setting,
  PAYPAL_ENV: z.preprocess(
    (value) => (typeof blankIsUnset(value) === "string" ? String(blankIsUnset(value)).toLowerCase() : undefined),
    z.enum(["sandbox", "live"], { error: 'must be "sandbox" or "live"' }).default("sandbox"),
  ),
  PAYPAL_API_BASE: httpUrl,
  SHOP_SETTINGS_CACHE_SECONDS: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: "must be a whole number of seconds from 0 to 300" })
      .int("must be a whole number of seconds from 0 to 300")
      .min(0, "must be a whole number of seconds from 0 to 300")
      .max(300, "must be a whole number of seconds from 0 to 300")
      .optional(),
  ),
});

export const DEFAULT_SETTINGS_CACHE_SECONDS = 30;

/** Parses an environment (process.env by default; tests pass their own) into the shop's configuration. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`The functions' configuration is invalid: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  const emulated = vars.FUNCTIONS_EMULATOR === "true" || vars.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
  const hops = vars.SHOP_TRUSTED_PROXY_HOPS ?? 1;
  return {
    emulated,
    hasFirebaseConfig: vars.FIREBASE_CONFIG !== undefined,
    projectId: vars.GCLOUD_PROJECT ?? vars.GOOGLE_CLOUD_PROJECT,
    authEmulatorHost: vars.FIREBASE_AUTH_EMULATOR_HOST,
    storageEmulatorHost: vars.FIREBASE_STORAGE_EMULATOR_HOST,
    // Nothing appends to X-Forwarded-For under the emulators, so no hop is trusted there.
    trustedProxyHops: emulated || hops === 0 ? false : hops,
    imageDir: vars.SHOP_IMAGE_DIR ?? join(tmpdir(), "cocoa-atelier-images"),
    webApiKey: vars.SHOP_WEB_API_KEY,
    sandboxPayments: vars.SHOP_PAYMENTS === "sandbox" || emulated,
    publicUrl: vars.SHOP_PUBLIC_URL,
    siteOrigin: vars.SHOP_PUBLIC_URL ? new URL(vars.SHOP_PUBLIC_URL).origin : LOCAL_SITE_ORIGIN,
    paypal:
      vars.PAYPAL_CLIENT_ID && vars.PAYPAL_CLIENT_SECRET
        ? {
            clientId: vars.PAYPAL_CLIENT_ID,
            clientSecret: vars.PAYPAL_CLIENT_SECRET,
            apiBase: vars.PAYPAL_API_BASE?.replace(/\/+$/, "") ?? PAYPAL_API_BASES[vars.PAYPAL_ENV],
          }
        : undefined,
    settingsCacheMs: (vars.SHOP_SETTINGS_CACHE_SECONDS ?? DEFAULT_SETTINGS_CACHE_SECONDS) * 1000,
  };
}

/** The configuration the functions run with now. */
export function shopConfig(): ShopConfig {
  return readConfig(process.env);
}
