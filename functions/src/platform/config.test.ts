import { describe, expect, it } from "vitest";
import { LOCAL_SITE_ORIGIN, readConfig } from "./config";

const production: NodeJS.ProcessEnv = {};
const trustedProxyHops = (env: NodeJS.ProcessEnv) => readConfig(env).trustedProxyHops;
const paypalConfigFromEnv = (env: NodeJS.ProcessEnv) => readConfig(env).paypal;

describe("trustedProxyHops", () => {
  it("trusts the one hop Google's front end adds when deployed", () => {
    expect(trustedProxyHops(production)).toBe(1);
  });

  it("trusts as many hops as SHOP_TRUSTED_PROXY_HOPS says", () => {
    expect(trustedProxyHops({ SHOP_TRUSTED_PROXY_HOPS: "2" })).toBe(2);
    expect(trustedProxyHops({ SHOP_TRUSTED_PROXY_HOPS: "0" })).toBe(false);
  });

  it("refuses a setting that is not a small whole number, rather than trust every hop", () => {
    expect(() => trustedProxyHops({ SHOP_TRUSTED_PROXY_HOPS: "true" })).toThrow(/SHOP_TRUSTED_PROXY_HOPS/);
    expect(() => trustedProxyHops({ SHOP_TRUSTED_PROXY_HOPS: "-1" })).toThrow();
  });

  it("trusts no hop under the emulators, where nothing appends to the header", () => {
    expect(trustedProxyHops({ FUNCTIONS_EMULATOR: "true" })).toBe(false);
    expect(trustedProxyHops({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toBe(false);
  });
});

describe("paypalConfigFromEnv", () => {
  it("is undefined without both credentials", () => {
    expect(paypalConfigFromEnv({})).toBeUndefined();
    expect(paypalConfigFromEnv({ PAYPAL_CLIENT_ID: "id" })).toBeUndefined();
    expect(paypalConfigFromEnv({ PAYPAL_CLIENT_SECRET: "secret" })).toBeUndefined();
    expect(paypalConfigFromEnv({ PAYPAL_CLIENT_ID: " ", PAYPAL_CLIENT_SECRET: "secret" })).toBeUndefined();
  });

  it("uses the sandbox by default and the live API when told", () => {
    const credentials = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" };
    expect(paypalConfigFromEnv(credentials)).toEqual({
      clientId: "id",
      clientSecret: "secret",
      apiBase: "https://api-m.sandbox.paypal.com",
    });
    expect(paypalConfigFromEnv({ ...credentials, PAYPAL_ENV: "live" })?.apiBase).toBe("https://api-m.paypal.com");
    expect(paypalConfigFromEnv({ ...credentials, PAYPAL_ENV: "sandbox" })?.apiBase).toBe("https://api-m.sandbox.paypal.com");
  });

  it("lets PAYPAL_API_BASE override the address", () => {
    const env = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_API_BASE: "http://127.0.0.1:4555/" };
    expect(paypalConfigFromEnv(env)?.apiBase).toBe("http://127.0.0.1:4555");
  });

  it("refuses an unknown environment or a bad override", () => {
    const credentials = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" };
    expect(() => paypalConfigFromEnv({ ...credentials, PAYPAL_ENV: "production" })).toThrow(/PAYPAL_ENV/);
    expect(() => paypalConfigFromEnv({ ...credentials, PAYPAL_API_BASE: "not a url" })).toThrow(/PAYPAL_API_BASE/);
  });
});

describe("the site's origin (sitemap, robots)", () => {
  it("is SHOP_PUBLIC_URL's origin when a deployment names one", () => {
    expect(readConfig({ SHOP_PUBLIC_URL: "https://shop.example/some/path?x=1" }).siteOrigin).toBe("https://shop.example");
  });

  it("is the local Hosting emulator's otherwise", () => {
    expect(readConfig({}).siteOrigin).toBe(LOCAL_SITE_ORIGIN);
    expect(readConfig({ SHOP_PUBLIC_URL: " " }).siteOrigin).toBe("http://127.0.0.1:5000");
  });
});

describe("the settings cache's lifetime", () => {
  it("is 30 s unless SHOP_SETTINGS_CACHE_SECONDS says otherwise (0 keeps nothing)", () => {
    expect(readConfig({}).settingsCacheMs).toBe(30_000);
    expect(readConfig({ SHOP_SETTINGS_CACHE_SECONDS: "0" }).settingsCacheMs).toBe(0);
    expect(readConfig({ SHOP_SETTINGS_CACHE_SECONDS: "5" }).settingsCacheMs).toBe(5_000);
  });

  it("refuses a value that is not a whole number of seconds up to 300", () => {
    expect(() => readConfig({ SHOP_SETTINGS_CACHE_SECONDS: "-1" })).toThrow(/SHOP_SETTINGS_CACHE_SECONDS/);
    expect(() => readConfig({ SHOP_SETTINGS_CACHE_SECONDS: "301" })).toThrow(/SHOP_SETTINGS_CACHE_SECONDS/);
    expect(() => readConfig({ SHOP_SETTINGS_CACHE_SECONDS: "soon" })).toThrow(/SHOP_SETTINGS_CACHE_SECONDS/);
  });
});
