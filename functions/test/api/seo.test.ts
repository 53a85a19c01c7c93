/** GET /sitemap.xml over real HTTP: what crawlers read (robots.txt is a static file: e2e/seo.spec.ts). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "../../src/platform/firebase";
import { LOCAL_SITE_ORIGIN } from "../../src/platform/config";
import { useTestApi } from "./helpers";
import { ACTIVE_IDS } from "./shop-fixtures";

const api = useTestApi({ seed: true });

afterEach(() => vi.unstubAllEnvs());

/** The slug a seeded product is listed by: its own, or its id while it has none (the stand-in). */
async function slugOf(id: string): Promise<string> {
  const slug: unknown = (await db().collection("products").doc(id).get()).get("slug");
  return typeof slug === "string" && slug !== "" ? slug : id;
}

describe("GET /sitemap.xml", () => {
  it("lists the storefront pages and every active product in both languages, at the configured origin", async () => {
    vi.stubEnv("SHOP_PUBLIC_URL", "https://shop.example/");
    await db().collection("products").doc("p-a").update({ slug: "almond-truffles" });
    await db().collection("products").doc("p-c").delete();

    const response = await fetch(`${api.baseUrl}/sitemap.xml`, { headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/\bs-maxage=\d+/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).not.toContain("evil.example");

    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    for (const page of ["/shop/home", "/shop/listing", "/shop/about", "/shop/contact"]) {
      expect(locs).toContain(`https://shop.example${page}`);
      expect(locs).toContain(`https://shop.example${page}?lang=he`);
    }
    expect(locs).toContain("https://shop.example/shop/product/almond-truffles");
    expect(locs).toContain("https://shop.example/shop/product/almond-truffles?lang=he");
    const listed = ACTIVE_IDS.filter((id) => id !== "p-c");
    for (const id of listed) {
      const slug = await slugOf(id);
      expect(locs).toContain(`https://shop.example/shop/product/${slug}`);
      expect(locs).toContain(`https://shop.example/shop/product/${slug}?lang=he`);
    }
    // Pages and products, twice each (en, he): nothing else — not the inactive category's p-e, not the deleted p-c.
    expect(locs).toHaveLength((4 + listed.length) * 2);
    expect(xml).not.toMatch(/\/shop\/(search|checkout|account)/);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/shop/product/almond-truffles"/>',
    );
  });

  it("uses the local Hosting address when no public URL is configured", async () => {
    vi.stubEnv("SHOP_PUBLIC_URL", "");
    const xml = await (await fetch(`${api.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${LOCAL_SITE_ORIGIN}/shop/home</loc>`);
  });
});
