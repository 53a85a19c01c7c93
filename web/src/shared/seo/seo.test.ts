import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from "@contracts";
import { productKeys } from "@/shared/api/queryKeys";
import { applyHeadTags } from "./PageMetaHead";
import { headTags, jsonForScript, renderHeadTags } from "./headTags";
import { atAddress, defaultPageMeta, indexedAt, languageAlternates, shortDescription, type Translate } from "./pageMeta";
import { nutritionJsonLd, productJsonLd, productPageMeta, productRouteMeta, type PageProduct } from "./productMeta";
import { deepestRouteMeta, privatePageMeta, storefrontPageMeta, type RouteMetaContext } from "./routeMeta";
import { variantProductFixture } from "@/test/shopFixtures";
import { allergensWith, declaredPraline } from "@/shared/food/testing/foodFixtures";

const ORIGIN = "https://shop.example";
const t: Translate = (key) => `«${key}»`;
const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  brands: [{ id: "atelier", label: "Atelier", labelHe: "הסדנה", translationKey: "", icon: "Shirt", isActive: true, sortOrder: 0 }],
  categories: [{ id: "truffles", label: "Truffles", labelHe: "טראפלס", translationKey: "", icon: "Cake", isActive: true, sortOrder: 0 }],
};

const product: PageProduct = {
  _id: "p-swan",
  slug: "dark-chocolate-swan",
  image: "/images/products/swan.webp",
  title: `Swan <b>"dark"</b> & 'milk'`,
  titleHe: "ברבור שוקולד מריר",
  description: "A swan </script><script>alert(1)</script> in 70% dark chocolate.",
  descriptionHe: "ברבור בשוקולד מריר 70%.",
  category: "truffles",
  brand: "atelier",
  price: 4200,
  salePrice: 3650,
  totalStock: 3,
  averageReview: 4.5,
  featured: false,
};

function context(overrides: Partial<RouteMetaContext> = {}): RouteMetaContext {
  return {
    pathname: "/shop/about",
    params: {},
    searchParams: new URLSearchParams(),
    language: "en",
    settings,
    t,
    origin: ORIGIN,
    cached: () => undefined,
    ...overrides,
  };
}

describe("default meta from the settings", () => {
  it("takes the owner's SEO title, description and keywords in English", () => {
    const meta = defaultPageMeta(settings, "en", t);
    expect(meta.title).toBe(settings.seoSettings.metaTitle);
    expect(meta.description).toBe(settings.seoSettings.metaDescription);
    expect(meta.keywords).toEqual(settings.seoSettings.keywords);
  });

  it("says the site name and tagline, and the shop's Hebrew description, in Hebrew (the owner's fields are English)", () => {
    const meta = defaultPageMeta(settings, "he", t);
    expect(meta.title).toBe("Cocoa Atelier · «app.tagline»");
    expect(meta.description).toBe("«seo.description»");
  });

  it("falls back to the shop's own words when the owner left the fields blank", () => {
    const blank = { ...settings, seoSettings: { metaTitle: " ", metaDescription: "", keywords: [" ", "truffles"] } };
    const meta = defaultPageMeta(blank, "en", t);
    expect(meta.title).toBe("Cocoa Atelier · «app.tagline»");
    expect(meta.description).toBe("«seo.description»");
    expect(meta.keywords).toEqual(["truffles"]);
  });

  it("cuts a long description at a word, within 160 characters", () => {
    const text = "chocolate ".repeat(40);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/chocolate…$/);
  });
});

describe("canonical URL and hreflang", () => {
  it("makes the plain path the English (and x-default) URL and ?lang=he the Hebrew one", () => {
    expect(languageAlternates("/shop/about")).toEqual([
      { hreflang: "en", path: "/shop/about" },
      { hreflang: "he", path: "/shop/about?lang=he" },
      { hreflang: "x-default", path: "/shop/about" },
    ]);
  });

  it("gives a storefront page its own title, description, canonical and alternates in each language", () => {
    const meta = storefrontPageMeta("pages.about.title", "seo.about");
    const html = renderHeadTags(meta(context({ language: "he" })), ORIGIN);
    expect(html).toContain("<title data-page-meta>«pages.about.title» · Cocoa Atelier</title>");
    expect(html).toContain('<meta data-page-meta name="description" content="«seo.about»">');
    expect(html).toContain('<link data-page-meta rel="canonical" href="https://shop.example/shop/about?lang=he">');
    expect(html).toContain('<link data-page-meta rel="alternate" hreflang="en" href="https://shop.example/shop/about">');
    expect(html).toContain('<link data-page-meta rel="alternate" hreflang="he" href="https://shop.example/shop/about?lang=he">');
    expect(html).toContain('<link data-page-meta rel="alternate" hreflang="x-default" href="https://shop.example/shop/about">');
    expect(html).toContain('<meta data-page-meta property="og:url" content="https://shop.example/shop/about?lang=he">');
    expect(html).toContain('<meta data-page-meta property="og:locale" content="he_IL">');
    expect(html).toContain('<meta data-page-meta property="og:locale:alternate" content="en_US">');
    expect(html).toContain('<meta data-page-meta name="twitter:card" content="summary">');
    expect(html).not.toContain("robots");
  });

  it("makes an address without ?lang= canonical for itself in either language (it adapts to the browser), and ?lang=he the Hebrew page's", () => {
    const hebrew = indexedAt(defaultPageMeta(settings, "he", t), "/shop/about");
    expect(atAddress(hebrew, new URLSearchParams("")).canonicalPath).toBe("/shop/about");
    expect(atAddress(hebrew, new URLSearchParams("lang=he")).canonicalPath).toBe("/shop/about?lang=he");
    expect(atAddress(hebrew, new URLSearchParams("")).alternates).toEqual(hebrew.alternates);
  });

  it("keeps the query (filters, sorting) out of the listing's canonical URL", () => {
    const meta = storefrontPageMeta("pages.listing.title", "seo.listing")(
      context({ pathname: "/shop/listing", searchParams: new URLSearchParams("category=truffles&sort=title-atoz") }),
    );
    expect(meta.canonicalPath).toBe("/shop/listing");
  });

  it("keeps private pages out of search results: noindex, no canonical, no alternates", () => {
    const meta = privatePageMeta("pages.checkout.title")(context({ pathname: "/shop/checkout" }));
    const html = renderHeadTags(meta, ORIGIN);
    expect(html).toContain('<meta data-page-meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("<title data-page-meta>«pages.checkout.title» · Cocoa Atelier</title>");
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("hreflang");
  });

  it("reads the deepest route's meta", () => {
    const outer = storefrontPageMeta("outer");
    const inner = privatePageMeta("inner");
    expect(deepestRouteMeta([{ meta: outer }, undefined, { meta: inner }, {}])).toBe(inner);
    expect(deepestRouteMeta([undefined, { title: "old" }])).toBeUndefined();
  });
});

describe("escaping", () => {
  it("escapes every value of every tag: <, &, and both quotes", () => {
    const meta = productPageMeta(product, { settings, language: "en", t, origin: ORIGIN });
    const html = renderHeadTags(meta, ORIGIN);
    const headOnly = html.replace(/<script[^>]*>.*?<\/script>/gs, "");
    expect(headOnly).not.toContain("<b>");
    expect(headOnly).not.toContain(`"dark"`);
    expect(html).toContain("<title data-page-meta>Swan &lt;b&gt;&quot;dark&quot;&lt;/b&gt; &amp; &#39;milk&#39; · Cocoa Atelier</title>");
    expect(html).toContain(
      '<meta data-page-meta property="og:title" content="Swan &lt;b&gt;&quot;dark&quot;&lt;/b&gt; &amp; &#39;milk&#39; · Cocoa Atelier">',
    );
    expect(html).toContain('content="A swan &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; in 70% dark chocolate."');
  });

  it("writes JSON-LD that cannot close its script element and still parses to the same data", () => {
    const meta = productPageMeta(product, { settings, language: "en", t, origin: ORIGIN });
    const html = renderHeadTags(meta, ORIGIN);
    const scripts = [...html.matchAll(/<script data-page-meta type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]?.[1] ?? "";
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(meta.jsonLd[0]);
    expect(jsonForScript({ a: "</script>\u2028&" })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });
});

describe("product pages", () => {
  it("describes the product: its title, description, image for link previews, canonical at its slug", () => {
    const meta = productPageMeta(product, { settings, language: "he", t, origin: ORIGIN });
    expect(meta.title).toBe("ברבור שוקולד מריר · Cocoa Atelier");
    expect(meta.description).toBe("ברבור בשוקולד מריר 70%.");
    expect(meta.canonicalPath).toBe("/shop/product/dark-chocolate-swan?lang=he");
    expect(meta.type).toBe("product");
    const html = renderHeadTags(meta, ORIGIN);
    expect(html).toContain('<meta data-page-meta property="og:image" content="https://shop.example/images/products/swan.webp">');
    expect(html).toContain('<meta data-page-meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta data-page-meta name="twitter:image" content="https://shop.example/images/products/swan.webp">');
    expect(html).toContain('<meta data-page-meta property="og:type" content="product">');
  });

  it("embeds schema.org Product JSON-LD: price in major units as a string, currency, availability, url", () => {
    const url = `${ORIGIN}/shop/product/dark-chocolate-swan`;
    expect(productJsonLd(product, settings, url, { language: "en", origin: ORIGIN })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      description: product.description,
      image: ["https://shop.example/images/products/swan.webp"],
      sku: "p-swan",
      productID: "p-swan",
      url,
      brand: { "@type": "Brand", name: "Atelier" },
      category: "Truffles",
      offers: {
        "@type": "Offer",
        url,
        price: "36.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
  });

  it("says OutOfStock at no stock and the full price when not on sale", () => {
    const soldOut = { ...product, totalStock: 0, salePrice: 0 };
    const data = productJsonLd(soldOut, { ...settings, currency: "ILS" }, "u", { language: "en", origin: ORIGIN });
    expect(data.offers).toMatchObject({ price: "42.00", priceCurrency: "ILS", availability: "https://schema.org/OutOfStock" });
  });

  it("adds the aggregate rating only when reviews exist and their count is known", () => {
    const withReviews = productJsonLd(product, settings, "u", { language: "en", origin: ORIGIN, reviews: { count: 2 } });
    expect(withReviews.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.50",
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd(product, settings, "u", { language: "en", origin: ORIGIN }).aggregateRating).toBeUndefined();
    const unrated = { ...product, averageReview: 0 };
    expect(productJsonLd(unrated, settings, "u", { language: "en", origin: ORIGIN, reviews: { count: 0 } }).aggregateRating).toBeUndefined();
  });

  it("describes a product sold by variant as a schema.org ProductGroup: what it varies by and each variant with its SKU, photo and offer", () => {
    const url = `${ORIGIN}/shop/product/truffle-box`;
    const box = variantProductFixture();
    const data = productJsonLd(box, settings, url, { language: "en", origin: ORIGIN, reviews: { count: 0 } });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ProductGroup",
      name: "Truffle box",
      description: "Hand-rolled truffles.",
      image: ["https://shop.example/images/products/box.webp"],
      productGroupID: "p-box",
      url,
      brand: { "@type": "Brand", name: "Atelier" },
      category: "Truffles",
      // Size is schema.org's; Cocoa is not, so it goes by its name.
      variesBy: ["https://schema.org/size", "Cocoa"],
      hasVariant: [
        expect.objectContaining({ sku: "BOX9-DARK" }),
        {
          "@type": "Product",
          sku: "BOX9-MILK",
          name: "Truffle box (Box of 9 · Milk)",
          image: "https://shop.example/images/products/box.webp",
          size: "Box of 9",
          additionalProperty: [{ "@type": "PropertyValue", name: "Cocoa", value: "Milk" }],
          offers: {
            "@type": "Offer",
            url: `${url}?variant=BOX9-MILK`,
            price: "24.00",
            priceCurrency: "USD",
            availability: "https://schema.org/OutOfStock",
            itemCondition: "https://schema.org/NewCondition",
          },
        },
        expect.objectContaining({ sku: "BOX16-DARK", offers: expect.objectContaining({ price: "35.00", availability: "https://schema.org/InStock" }) }),
        expect.objectContaining({ sku: "BOX16-MILK", image: "https://shop.example/images/products/box-milk.webp" }),
      ],
    });
    expect(data).not.toHaveProperty("offers");
    expect(data).not.toHaveProperty("sku");
  });

  it("names a ProductGroup's variants in Hebrew, each at the Hebrew page's address with its ?variant=", () => {
    const url = `${ORIGIN}/shop/product/truffle-box?lang=he`;
    const data = productJsonLd(variantProductFixture(), settings, url, { language: "he", origin: ORIGIN });
    const variants = data.hasVariant as Record<string, unknown>[];
    expect(data.variesBy).toEqual(["https://schema.org/size", "קקאו"]);
    expect(variants[3]).toMatchObject({
      name: "קופסת טראפלס (קופסה של 16 · חלב)",
      size: "קופסה של 16",
      additionalProperty: [{ "@type": "PropertyValue", name: "קקאו", value: "חלב" }],
      offers: { url: `${ORIGIN}/shop/product/truffle-box?lang=he&variant=BOX16-MILK` },
    });
  });

  it("reads the product and its reviews from the page's query cache", () => {
    const productKey = (slug: string) => ["products", "by-slug", slug] as const;
    const cache = new Map<string, unknown>([
      [JSON.stringify(productKey("dark-chocolate-swan")), product],
      [JSON.stringify(productKeys.reviews("p-swan")), { pages: [{ data: [{}, {}], nextCursor: "c" }, { data: [{}], nextCursor: null }] }],
    ]);
    const meta = productRouteMeta(productKey);
    const ctx = context({
      pathname: "/shop/product/dark-chocolate-swan",
      params: { slug: "dark-chocolate-swan" },
      cached: <T,>(key: readonly unknown[]) => cache.get(JSON.stringify(key)) as T | undefined,
    });
    const found = meta(ctx);
    expect(found.title).toContain("Swan");
    expect(found.jsonLd[0]).toMatchObject({ "@type": "Product", url: "https://shop.example/shop/product/dark-chocolate-swan" });
    expect(found.jsonLd[0]?.aggregateRating).toMatchObject({ reviewCount: 3 });

    const loading = meta({ ...ctx, params: { slug: "not-yet" } });
    expect(loading.canonicalPath).toBe("/shop/product/not-yet");
    expect(loading.jsonLd).toEqual([]);
  });
});

describe("the document's head", () => {
  it("replaces the tags it manages and the template's static title and description, never duplicating them", () => {
    document.head.innerHTML = '<meta charset="UTF-8"><meta name="description" content="static"><title>static</title>';
    const about = storefrontPageMeta("pages.about.title", "seo.about")(context());
    const product$ = productPageMeta(product, { settings, language: "en", t, origin: ORIGIN });
    applyHeadTags(document.head, headTags(product$, ORIGIN));
    applyHeadTags(document.head, headTags(about, ORIGIN));
    expect(document.title).toBe("«pages.about.title» · Cocoa Atelier");
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "«seo.about»");
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector("meta[charset]")).not.toBeNull();
  });

  it("leaves the head alone when it already holds the page's tags, as a server-rendered page does when the app starts", async () => {
    const about = headTags(storefrontPageMeta("pages.about.title", "seo.about")(context()), ORIGIN);
    document.head.innerHTML = '<meta charset="UTF-8">';
    applyHeadTags(document.head, about);
    const before = [...document.head.children];
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });
    applyHeadTags(document.head, about);
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual([]);
    expect([...document.head.children]).toEqual(before);
  });
});

describe("product JSON-LD: what is in it (issue 35)", () => {
  const url = `${ORIGIN}/shop/product/hazelnut-praline`;

  it("gives the nutrition table as schema.org NutritionInformation per 100 g, salt as sodium", () => {
    const data = productJsonLd(declaredPraline(), settings, url, { language: "en", origin: ORIGIN });
    expect(data.nutrition).toEqual({
      "@type": "NutritionInformation",
      servingSize: "100 g",
      calories: "550 kcal",
      fatContent: "36.5 g",
      saturatedFatContent: "15 g",
      carbohydrateContent: "48 g",
      sugarContent: "45.2 g",
      proteinContent: "7.1 g",
      // 0.12 g of salt is 0.048 g of sodium.
      sodiumContent: "0.048 g",
    });
    // JSON-safe: no float noise.
    expect(nutritionJsonLd({ energyKcal: 512.4, fat: 0.1 + 0.2, saturatedFat: 0, carbohydrate: 1 / 3, sugars: 10, protein: 2, salt: 0.3 })).toMatchObject({ calories: "512 kcal", fatContent: "0.3 g", carbohydrateContent: "0.33 g", sodiumContent: "0.12 g" });
  });

  it("says the diets it suits as schema.org RestrictedDiet URLs, and leaves both out when the product declares neither", () => {
    // Vegetarian, gluten-free (free from gluten) and kosher.
    expect(productJsonLd(declaredPraline(), settings, url, { language: "en", origin: ORIGIN }).suitableForDiet).toEqual([
      "https://schema.org/GlutenFreeDiet",
      "https://schema.org/KosherDiet",
      "https://schema.org/VegetarianDiet",
    ]);
    const plain = productJsonLd(product, settings, url, { language: "en", origin: ORIGIN });
    expect(plain).not.toHaveProperty("nutrition");
    expect(plain).not.toHaveProperty("suitableForDiet");
    const notKosherWithGluten = declaredPraline({ allergens: allergensWith({ gluten: "contains" }), kosher: { status: "notKosher", passover: false }, diets: [], nutrition: undefined });
    expect(productJsonLd(notKosherWithGluten, settings, url, { language: "en", origin: ORIGIN })).not.toHaveProperty("suitableForDiet");
  });

  it("gives a ProductGroup the diets every variant suits and its nutrition, and each variant its own declaration's diets", () => {
    const group = variantProductFixture({
      allergens: allergensWith(),
      kosher: { status: "parve", certifier: "OU", passover: false },
      diets: ["vegan"],
      nutrition: { energyKcal: 580, fat: 42, saturatedFat: 25, carbohydrate: 30, sugars: 25, protein: 8, salt: 0 },
    });
    group.variants = group.variants!.map((variant) =>
      variant.sku.endsWith("MILK") ? { ...variant, food: { allergens: allergensWith({ milk: "contains" }), kosher: { status: "dairy", certifier: "OU", passover: false }, diets: [] } } : variant,
    );
    const data = productJsonLd(group, settings, url, { language: "en", origin: ORIGIN });
    expect(data["@type"]).toBe("ProductGroup");
    expect(data.nutrition).toMatchObject({ calories: "580 kcal", sodiumContent: "0 g" });
    expect(data.suitableForDiet).toEqual(["https://schema.org/GlutenFreeDiet", "https://schema.org/KosherDiet"]);
    const variants = data.hasVariant as Record<string, unknown>[];
    expect(variants[0]).toMatchObject({ sku: "BOX9-DARK", suitableForDiet: ["https://schema.org/GlutenFreeDiet", "https://schema.org/KosherDiet", "https://schema.org/VeganDiet", "https://schema.org/VegetarianDiet"] });
    expect(variants[1]).toMatchObject({ sku: "BOX9-MILK", suitableForDiet: ["https://schema.org/GlutenFreeDiet", "https://schema.org/KosherDiet"] });
    // Written into the page's head as JSON a script tag holds safely.
    expect(renderHeadTags(productPageMeta(group, { settings, language: "en", t, origin: ORIGIN }), ORIGIN)).toContain('"suitableForDiet":["https://schema.org/GlutenFreeDiet","https://schema.org/KosherDiet"]');
  });
});
