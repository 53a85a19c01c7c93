import { describe, expect, it } from "vitest";
import { robotsTxt } from "@cocoa/contracts";
import { escapeXml, productPagePath, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each page in English (plain path) and Hebrew (?lang=he), each with every alternate and x-default", () => {
    const xml = sitemapXml("https://shop.example", ["/shop/about"]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => match[1] ?? "");
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain("<loc>https://shop.example/shop/about</loc>");
    expect(urls[1]).toContain("<loc>https://shop.example/shop/about?lang=he</loc>");
    for (const url of urls) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/shop/about"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="he" href="https://shop.example/shop/about?lang=he"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/shop/about"/>');
    }
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes what XML reserves in every URL", () => {
    const xml = sitemapXml("https://shop.example", ["/shop/x?a=1&b='<2>'"]);
    expect(xml).toContain("<loc>https://shop.example/shop/x?a=1&amp;b=&apos;&lt;2&gt;&apos;</loc>");
    expect(xml).not.toMatch(/&(?!amp;|apos;|lt;|gt;|quot;)/);
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("puts a product's slug in its path, encoded", () => {
    expect(productPagePath("dark-swan")).toBe("/shop/product/dark-swan");
    expect(productPagePath("a b&c")).toBe("/shop/product/a%20b%26c");
  });
});

describe("robotsTxt (the web build writes it: web/vite.config.ts)", () => {
  it("keeps crawlers out of the private areas and names the sitemap", () => {
    const text = robotsTxt("https://shop.example/");
    for (const path of ["/admin", "/api", "/shop/checkout", "/shop/account", "/auth", "/shop/paypal-return", "/shop/payment-success"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain("Sitemap: https://shop.example/sitemap.xml\n");
  });
});
