/**
 * GET /shop/* — the storefront's server-rendered pages (modules/storefront), through the real app
 * and the web build (web/dist, web/dist-server), the render calling the API over loopback HTTP.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "@cocoa/contracts";
import { call, registeredSession, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const STATE = /<script type="application\/json" id="shop-server-state">([^<]*)<\/script>/;

describe("GET /shop/home", () => {
  it("answers the page with its content, its language and a CDN-cacheable Cache-Control", async () => {
    const home = await page("/shop/home");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(home.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    expect(home.headers.get("content-security-policy")).toContain("script-src 'self'");
    // A plain address is in the browser's language (here Node's fetch, which asks for any: English).
    expect(home.headers.get("vary") ?? "").toMatch(/accept-language/i);
    expect(home.html).toContain('<html lang="en" dir="ltr" data-language-from="browser">');
    expect(home.html).toContain("Almond Truffles");
    // The page's styles, under the attribute the browser's Emotion cache adopts in place (web/src/app/providers/emotionCache.ts).
    expect(home.html).toMatch(/<style data-server-emotion="mui [^"]+">/);
    // The queries the render used, for the browser to start from; never an executable inline script
    // beyond index.html's one, the early-tap keeper, which the CSP allows by its hash alone.
    expect(JSON.parse(home.html.match(STATE)?.[1] ?? "null")).toMatchObject({ queries: expect.any(Array) });
    expect(home.html).not.toMatch(/<script (?!type="module"|type="application\/json")/);
    const inlineScripts = [...home.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash("sha256").update(inlineScripts[0], "utf8").digest("base64");
    expect(home.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${hash}' `);
    // The page's own code starts downloading with the app, not after the app has run and matched the route.
    const plan = JSON.parse(/<script type="application\/json" id="shop-app-start">([^<]*)<\/script>/.exec(home.html)?.[1] ?? "null") as { entry: string; preload: string[]; stages: string[] };
    expect(plan.preload.some((file) => /^\/assets\/HomePage-[\w-]+\.js$/.test(file))).toBe(true);
    // The app is evaluated a file per task before its entry (the build's files, each preloaded, never the entry itself).
    expect(plan.stages.length).toBeGreaterThan(5);
    expect(plan.stages.every((file) => plan.preload.includes(file))).toBe(true);
    expect(plan.stages).not.toContain(plan.entry);
    // The sign-in screens open from this page without a reload: the browser's Firebase SDK may reach this stack's Auth emulator.
    expect(home.headers.get("content-security-policy")).toContain(`frame-src 'self' http://${process.env.FIREBASE_AUTH_EMULATOR_HOST};`);
  });

  it("renders the same guest page whoever asks: a session cookie changes nothing (no name, no cart)", async () => {
    const { cookie, uid } = await registeredSession(api.baseUrl);
    const added = await call(api.baseUrl, "/api/shop/cart/add", { json: { userId: uid, productId: "p-a", quantity: 2 }, cookie });
    expect(added.status).toBe(200);
    const anonymous = await page("/shop/home");
    const signedIn = await page("/shop/home", { Cookie: `${SESSION_COOKIE_NAME}=${cookie}` });
    const withoutIds = (html: string) => html.replace(/"dehydratedAt":\d+/g, "").replace(/"dataUpdatedAt":\d+/g, "");
    expect(withoutIds(signedIn.html)).toBe(withoutIds(anonymous.html));
    expect(signedIn.html).toContain('{"isAuthenticated":false,"user":null}');
    expect(signedIn.html).not.toContain("Dana");
    expect(signedIn.headers.get("cache-control")).toContain("s-maxage=300");
  });
});

describe("a plain address, in the language the browser asks for", () => {
  it("renders a Hebrew browser's first page in Hebrew, right to left, and says the page differs by Accept-Language", async () => {
    const product = await page("/shop/product/almond-truffles", { "Accept-Language": "he-IL,he;q=0.9,en-US;q=0.8,en;q=0.7" });
    expect(product.status).toBe(200);
    expect(product.html).toContain('<html lang="he" dir="rtl" data-language-from="browser">');
    expect(product.html).toMatch(/<h1[^>]*>טראפלס שקדים<\/h1>/);
    expect(product.html).toMatch(/<style data-server-emotion="muirtl [^"]+">/);
    expect(product.headers.get("vary") ?? "").toMatch(/accept-language/i);
    // The plain address adapts to the browser (it is the x-default one), so it is canonical for itself; a
    // crawler, asking in no language, gets English there, and the Hebrew page's own address is ?lang=he.
    expect(product.html).toMatch(/<link[^>]+rel="canonical"[^>]+href="http:\/\/[^"]+\/shop\/product\/almond-truffles"/);
    expect(product.html).toMatch(/<link[^>]+hreflang="he"[^>]+href="http:\/\/[^"]+\/shop\/product\/almond-truffles\?lang=he"/);
  });

  it("weighs the browser's languages: English first stays English; a language the shop lacks, or none, gives English", async () => {
    for (const acceptLanguage of ["en-US,en;q=0.9,he;q=0.8", "fr-FR,fr;q=0.9", ""]) {
      const home = await page("/shop/home", acceptLanguage ? { "Accept-Language": acceptLanguage } : {});
      expect(home.html, acceptLanguage).toContain('<html lang="en" dir="ltr" data-language-from="browser">');
    }
    const hebrewSecond = await page("/shop/home", { "Accept-Language": "fr-FR,he;q=0.8,en;q=0.5" });
    expect(hebrewSecond.html).toContain('<html lang="he" dir="rtl" data-language-from="browser">');
  });

  it("lets ?lang= outweigh the browser, and then the page is one for everyone (no Vary on the language)", async () => {
    const english = await page("/shop/home?lang=en", { "Accept-Language": "he-IL,he" });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.headers.get("vary") ?? "").not.toMatch(/accept-language/i);
    const hebrew = await page("/shop/home?lang=he", { "Accept-Language": "en-US,en" });
    expect(hebrew.html).toContain('<html lang="he" dir="rtl">');
  });
});

describe("GET /shop/listing?lang=he", () => {
  it("renders in Hebrew, right to left, with the products' Hebrew titles and the rtl styles", async () => {
    const listing = await page("/shop/listing?lang=he");
    expect(listing.status).toBe(200);
    expect(listing.html).toContain('<html lang="he" dir="rtl">');
    expect(listing.html).toContain("טראפלס שקדים");
    expect(listing.html).toMatch(/<style data-server-emotion="muirtl [^"]+">/);
    expect(listing.html).toMatch(/<title[^>]*>מוצרים · [^<]+<\/title>/);
  });
});

describe("GET /shop/product/:slug", () => {
  it("arrives with what a reader without JavaScript and a link preview need: title, price, image, description, meta and JSON-LD", async () => {
    const product = await page("/shop/product/almond-truffles");
    expect(product.status).toBe(200);
    expect(product.headers.get("cache-control")).toContain("s-maxage=300");
    expect(product.html).toMatch(/<h1[^>]*>Almond Truffles<\/h1>/);
    expect(product.html).toContain("Almond Truffles, made by hand.");
    expect(product.html).toContain("30.00");
    expect(product.html).toMatch(/<img[^>]+src="\/images\/p-a\.svg"/);
    expect(product.html).toMatch(/<title[^>]*>Almond Truffles · [^<]+<\/title>/);
    expect(product.html.match(/<title/g)).toHaveLength(1);
    expect(product.html).toMatch(/<link[^>]+rel="canonical"[^>]+href="http:\/\/[^"]+\/shop\/product\/almond-truffles"/);
    expect(product.html).toMatch(/<meta[^>]+property="og:image"[^>]+content="http:\/\/[^"]+\/images\/p-a\.svg"/);
    const jsonLd = product.html.match(/<script[^>]+type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? "null")).toMatchObject({
      "@type": "Product",
      name: "Almond Truffles",
      offers: { price: "30.00", availability: "https://schema.org/InStock" },
    });
  });

  it("answers 404 with the not-found page for an unknown product, cached briefly", async () => {
    const missing = await page("/shop/product/no-such-chocolate");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(missing.html).not.toContain("Almond Truffles");
  });
});

describe("not found and not rendered", () => {
  it("answers 404 with the not-found page for an unknown storefront address", async () => {
    const missing = await page("/shop/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('id="shop-server-state"');
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  });

  it("leaves checkout to the browser: the plain app, never cached", async () => {
    const checkout = await page("/shop/checkout");
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain('<div id="root"></div>');
    expect(checkout.headers.get("cache-control")).toBe("no-store");
  });

  it("answers only GET (and HEAD) on storefront addresses", async () => {
    const response = await fetch(`${api.baseUrl}/shop/home`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/json/);
  });
});
