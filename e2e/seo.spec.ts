import { expect, messages, test, translate, untilHydrated } from "./support";

const en = (key: string) => translate(messages("en"), key);

/** The head as a crawler's parser would read it once the SPA has written it. */
async function head(page: import("@playwright/test").Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll("title").length,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
  }));
}

test("each storefront page says its own title, description and canonical URL, and navigation keeps them in step", async ({ page, baseURL }) => {
  await page.goto("/shop/home");
  // The first page of a fresh stack waits for the function's cold start (seconds on a busy machine).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle("Cocoa Atelier | Handmade chocolate art and confectionery");
  // The server writes the configured origin (127.0.0.1:5000 on a stack without SHOP_PUBLIC_URL); the
  // app, once started, the one the page is on, which is what this stack's ports make different.
  await untilHydrated(page.getByRole("heading", { level: 1 }));
  const home = await head(page);
  expect(home).toMatchObject({ titles: 1, descriptions: 1, canonicals: 1, canonical: `${baseURL}/shop/home`, robots: null });
  expect(home.hreflang).toEqual([
    ["en", `${baseURL}/shop/home`],
    ["he", `${baseURL}/shop/home?lang=he`],
    ["x-default", `${baseURL}/shop/home`],
  ]);

  await page.getByRole("link", { name: en("nav.products") }).first().click();
  await expect(page).toHaveTitle(`${en("pages.listing.title")} · Cocoa Atelier`);
  const listing = await head(page);
  expect(listing).toMatchObject({
    titles: 1,
    descriptions: 1,
    canonicals: 1,
    description: en("seo.listing"),
    canonical: `${baseURL}/shop/listing`,
    ogUrl: `${baseURL}/shop/listing`,
  });
  expect(listing.description).not.toBe(home.description);

  await page.getByRole("link", { name: en("nav.about") }).first().click();
  await expect(page).toHaveTitle(`${en("pages.about.title")} · Cocoa Atelier`);
  expect(await head(page)).toMatchObject({ description: en("seo.about"), canonical: `${baseURL}/shop/about`, canonicals: 1 });
});

test("private pages are kept out of search results", async ({ page }) => {
  await page.goto("/shop/checkout");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
});

test("Hosting serves /robots.txt (a file of the build) and /sitemap.xml (from the function)", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = await robots.text();
  for (const path of ["/admin", "/api", "/shop/checkout"]) expect(rules).toContain(`Disallow: ${path}\n`);
  expect(rules).toMatch(/\nSitemap: https?:\/\/[^/\s]+\/sitemap\.xml\n/);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(sitemap.headers()["cache-control"]).toMatch(/s-maxage=/);
  const xml = await sitemap.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(xml).toMatch(/<loc>[^<]*\/shop\/product\/[^<?]+\?lang=he<\/loc>/);
});
