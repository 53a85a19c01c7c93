/**
 * /api/admin/settings over real HTTP: admin only, every part validated as a whole (400 with dotted
 * field paths, nothing changed), written in one transaction and seen by the public settings call at
 * once; categories and brands in use by products cannot be removed (409 with the count), and a
 * rename reaches the products' search.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { renderMessage, DEFAULT_HOME_PAGE_SECTIONS, HOME_SECTION_MAX_ITEMS, TAX_RATE_RANGE, type CatalogGroup, type GeneralSettings, type Product, type ShopSettings } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedSettings } from "../../src/modules/settings";
import { adminSession } from "./admin-support";
import { call, registeredSession, useTestApi } from "./helpers";
import { testSettings } from "./shop-fixtures";

const api = useTestApi({ seed: true });
let admin: { cookie: string; uid: string };
let shopperCookie: string;

beforeEach(async () => {
  admin = await adminSession(api.baseUrl);
  shopperCookie = (await registeredSession(api.baseUrl)).cookie;
});

const asAdmin = (path: string, options: Parameters<typeof call>[2] = {}) =>
  call(api.baseUrl, `/api/admin/settings${path}`, { ...options, cookie: admin.cookie });
/** The public settings as stored: without `checkoutPayment`, which the API adds (the sandbox, under the emulators). */
const publicSettings = async () => {
  const data = (await call(api.baseUrl, "/api/common/settings/get")).body.data as ShopSettings;
  expect(data.checkoutPayment).toBe("sandbox");
  delete data.checkoutPayment;
  return data;
};
/** The stored document as it is, timestamps and all: "nothing changed" means exactly this. */
const storedDocument = async () => (await db().collection("settings").doc("public").get()).data();
const search = async (keyword: string) =>
  ((await call(api.baseUrl, `/api/shop/search/${encodeURIComponent(keyword)}`)).body.data as Product[]).map((p) => p._id).sort();

const { homePageSections: _h, categories: _c, brands: _b, ...seededGeneral } = testSettings;
const general = (): GeneralSettings => structuredClone(seededGeneral);
const sections = () => structuredClone(testSettings.homePageSections);
const listOf = (kind: "categories" | "brands") => structuredClone(testSettings[kind]);

/** Sends a request that must fail with `status`, and checks the stored settings did not change. */
async function refused(path: string, options: Parameters<typeof call>[2], status: number) {
  const before = await storedDocument();
  const answer = await asAdmin(path, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(await storedDocument()).toEqual(before);
  return answer.body as { message: string; errors?: Record<string, string> };
}

describe("admin only", () => {
  const routes: { method: string; path: string; json?: unknown }[] = [
    { method: "GET", path: "/get" },
    { method: "PUT", path: "/general", json: { ...general(), siteName: "Hijacked" } },
    { method: "PUT", path: "/homepage-sections", json: { homePageSections: { ...sections(), shopByCategory: { enabled: false, title: "x", maxItems: 2 } } } },
    { method: "PUT", path: "/categories", json: { categories: [] } },
    { method: "PUT", path: "/brands", json: { brands: [] } },
    { method: "POST", path: "/categories", json: { id: "new-one", label: "New" } },
    { method: "POST", path: "/brands", json: { id: "new-one", label: "New" } },
    { method: "DELETE", path: "/categories/truffles" },
    { method: "DELETE", path: "/brands/atelier" },
    { method: "PUT", path: "/carriers", json: { carriers: [] } },
  ];

  it("refuses a guest with 401 and a shopper with 403, and changes nothing", async () => {
    const before = await storedDocument();
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      const guest = await call(api.baseUrl, `/api/admin/settings${route.path}`, { method: route.method, json: route.json });
      expect(guest.status, label).toBe(401);
      expect(guest.body.success, label).toBe(false);
      const shopper = await call(api.baseUrl, `/api/admin/settings${route.path}`, { method: route.method, json: route.json, cookie: shopperCookie });
      expect(shopper.status, label).toBe(403);
      expect(shopper.body.success, label).toBe(false);
    }
    expect(await storedDocument()).toEqual(before);
  });
});

describe("GET /get", () => {
  it("answers the settings as stored", async () => {
    const answer = await asAdmin("/get");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: testSettings });
  });
});

describe("PUT /general", () => {
  it("saves the whole part, answers the stored settings and the storefront sees it at once", async () => {
    const input = general();
    input.siteName = "  Cocoa Atelier TLV ";
    input.currency = "ILS";
    input.currencySymbol = "$"; // ignored: the server sets the currency's own symbol
    input.defaultLanguage = "he";
    input.taxRate = 17;
    input.contactInfo.socialMedia.linkedin = "";
    input.shippingSettings = { freeShippingThreshold: 25000, defaultShippingCost: 2500 };
    input.seoSettings.keywords = ["שוקולד", "truffles", "Truffles", " "];
    const answer = await asAdmin("/general", { method: "PUT", json: input });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(renderMessage("settings.generalUpdated"));
    const expected: ShopSettings = {
      ...testSettings,
      ...input,
      siteName: "Cocoa Atelier TLV",
      currencySymbol: "₪",
      seoSettings: { ...input.seoSettings, keywords: ["שוקולד", "truffles"] },
    };
    expect(answer.body.data).toEqual(expected);
    const shown = await publicSettings();
    expect(shown).toEqual(expected);
    expect(shown.currency).toBe("ILS");
    expect(shown.currencySymbol).toBe("₪");
  });

  it("refuses tax 101 with a field error and changes nothing", async () => {
    const body = await refused("/general", { method: "PUT", json: { ...general(), taxRate: 101 } }, 400);
    expect(body.errors).toEqual({ taxRate: renderMessage("settings.taxRate", TAX_RATE_RANGE) });
    expect(body.message).toBe(renderMessage("settings.taxRate", TAX_RATE_RANGE));
  });

  it("refuses bad fields under their dotted paths, in Hebrew when asked", async () => {
    const input = general() as unknown as Record<string, unknown>;
    input.currency = "EUR";
    input.contactInfo = { ...testSettings.contactInfo, email: "not-an-email", socialMedia: { ...testSettings.contactInfo.socialMedia, facebook: "facebook.com/x" } };
    input.shippingSettings = { freeShippingThreshold: 100.5, defaultShippingCost: -1 };
    const body = await refused("/general", { method: "PUT", json: input }, 400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      "contactInfo.email",
      "contactInfo.socialMedia.facebook",
      "currency",
      "shippingSettings.defaultShippingCost",
      "shippingSettings.freeShippingThreshold",
    ]);
    const hebrew = await refused("/general", { method: "PUT", json: { ...general(), taxRate: 101 }, headers: { "Accept-Language": "he" } }, 400);
    expect(hebrew.errors).toEqual({ taxRate: "שיעור המס חייב להיות מספר בין 0 ל־100." });
  });

  it("refuses a body that is not the whole shape", async () => {
    const { contactInfo: _, ...withoutContact } = general();
    const body = await refused("/general", { method: "PUT", json: withoutContact }, 400);
    expect(body.errors).toEqual({ contactInfo: renderMessage("settings.contactInfo") });
    await refused("/general", { method: "PUT", json: [] }, 400);
  });
});

describe("PUT /homepage-sections", () => {
  it("saves the sections; a disabled section shows in the public settings", async () => {
    const input = sections();
    input.shopByBrand = { enabled: false, title: "Our makers", maxItems: 3, translationKey: "home.shopByBrand" };
    input.featuredProducts = { ...DEFAULT_HOME_PAGE_SECTIONS.featuredProducts, maxItems: 20 };
    const answer = await asAdmin("/homepage-sections", { method: "PUT", json: { homePageSections: input } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(renderMessage("settings.homepageUpdated"));
    const shown = await publicSettings();
    // An own title drops the default translation key, so the storefront shows the admin's words.
    expect(shown.homePageSections.shopByBrand).toEqual({ enabled: false, title: "Our makers", maxItems: 3 });
    expect(shown.homePageSections.featuredProducts.maxItems).toBe(20);
    expect(shown.homePageSections.shopByCategory).toEqual(testSettings.homePageSections.shopByCategory);
    expect(answer.body.data).toEqual(shown);
  });

  it.each([0, 21])("refuses maxItems %s", async (maxItems) => {
    const input = sections();
    input.shopByCategory = { ...input.shopByCategory, maxItems };
    const body = await refused("/homepage-sections", { method: "PUT", json: { homePageSections: input } }, 400);
    expect(body.errors).toEqual({ "homePageSections.shopByCategory.maxItems": renderMessage("settings.maxItems", HOME_SECTION_MAX_ITEMS) });
  });

  it("refuses a missing or an extra section", async () => {
    const { recommendedProducts: _, ...three } = sections();
    const missing = await refused("/homepage-sections", { method: "PUT", json: { homePageSections: three } }, 400);
    expect(missing.errors).toEqual({ "homePageSections.recommendedProducts": "The homepage section recommendedProducts is missing." });
    const extra = await refused("/homepage-sections", { method: "PUT", json: { homePageSections: { ...sections(), bestSellers: sections().shopByBrand } } }, 400);
    expect(extra.errors).toEqual({ homePageSections: renderMessage("settings.unknownSection") });
  });
});

describe("PUT /categories and /brands", () => {
  it("saves the list in its order, sortOrder from the position", async () => {
    const [truffles, bars, seasonal] = listOf("categories") as [CatalogGroup, CatalogGroup, CatalogGroup];
    const answer = await asAdmin("/categories", { method: "PUT", json: { categories: [{ ...seasonal, isActive: true, icon: "Heater" }, truffles, bars] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(renderMessage("settings.categoriesUpdated"));
    const shown = await publicSettings();
    expect(shown.categories.map((c) => [c.id, c.sortOrder, c.isActive])).toEqual([
      ["seasonal", 0, true],
      ["truffles", 1, true],
      ["bars", 2, true],
    ]);
    expect(shown.categories[0]?.icon).toBe("Heater");
    expect(shown.brands).toEqual(testSettings.brands);
    expect(answer.body.data).toEqual(shown);
  });

  it("renaming a category or brand reaches the products' search at once", async () => {
    expect(await search("chocolate")).toEqual(["p-b", "p-c"]);
    const categories = listOf("categories").map((c) => (c.id === "bars" ? { ...c, label: "Tablets", labelHe: "טבלאות" } : c));
    expect((await asAdmin("/categories", { method: "PUT", json: { categories } })).status).toBe(200);
    expect(await search("chocolate")).toEqual([]);
    expect(await search("tablets")).toEqual(["p-b", "p-c"]);
    expect(await search("טבלאות")).toEqual(["p-b", "p-c"]);

    const brands = listOf("brands").map((b) => (b.id === "origin" ? { ...b, label: "Single Estate" } : b));
    expect((await asAdmin("/brands", { method: "PUT", json: { brands } })).status).toBe(200);
    expect(await search("estate")).toEqual(["p-b", "p-d"]);
    expect(await search("series")).toEqual([]);
  });

  it("refuses a repeated id, a bad id, a missing label and a bad icon, changing nothing", async () => {
    const list = listOf("categories");
    const cases: [CatalogGroup[], Record<string, string>][] = [
      [[...list, { ...list[0]!, label: "Again" }], { "categories.3.id": renderMessage("settings.duplicateId") }],
      [[{ ...list[0]!, id: "Dark Chocolate" }, ...list.slice(1)], { "categories.0.id": "Category id must be lowercase letters, digits and single hyphens, like dark-chocolate." }],
      [[list[0]!, { ...list[1]!, label: "" }, list[2]!], { "categories.1.label": "Category name is required." }],
      [[list[0]!, list[1]!, { ...list[2]!, icon: "Rocket" as CatalogGroup["icon"] }], { "categories.2.icon": renderMessage("settings.icon") }],
    ];
    for (const [categories, errors] of cases) {
      const body = await refused("/categories", { method: "PUT", json: { categories } }, 400);
      expect(body.errors).toEqual(errors);
    }
    const brands = await refused("/brands", { method: "PUT", json: { brands: [{ ...listOf("brands")[0]!, isActive: "yes" }] } }, 400);
    expect(brands.errors).toEqual({ "brands.0.isActive": "Say whether the brand is shown (isActive: true or false)." });
  });

  it("refuses to drop a category or brand that products use, saying how many", async () => {
    const withoutBars = listOf("categories").filter((c) => c.id !== "bars");
    const body = await refused("/categories", { method: "PUT", json: { categories: withoutBars } }, 409);
    expect(body.message).toBe(renderMessage("settings.categoryInUse", { id: "bars", count: 2 }));
    const noBrands = await refused("/brands", { method: "PUT", json: { brands: [] } }, 409);
    expect(noBrands.message).toBe(`${renderMessage("settings.brandInUse", { id: "atelier", count: 4 })} ${renderMessage("settings.brandInUse", { id: "origin", count: 2 })}`);
  });

  it("drops a category no product uses", async () => {
    expect((await asAdmin("/categories", { method: "POST", json: { id: "gift-boxes", label: "Gift Boxes" } })).status).toBe(201);
    const answer = await asAdmin("/categories", { method: "PUT", json: { categories: listOf("categories") } });
    expect(answer.status).toBe(200);
    expect((await publicSettings()).categories.map((c) => c.id)).toEqual(["truffles", "bars", "seasonal"]);
  });
});

describe("POST /categories and /brands", () => {
  it("appends a category with the default icon, active, sortOrder = how many there were", async () => {
    const answer = await asAdmin("/categories", { method: "POST", json: { id: "gift-boxes", label: " Gift Boxes ", labelHe: "מארזי מתנה" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe(renderMessage("settings.categoryAdded"));
    const shown = await publicSettings();
    expect(shown.categories.at(-1)).toEqual({
      id: "gift-boxes",
      label: "Gift Boxes",
      labelHe: "מארזי מתנה",
      translationKey: "categories.gift-boxes",
      icon: "ShirtIcon",
      isActive: true,
      sortOrder: 3,
    });
    expect(shown.categories.map((c) => c.sortOrder)).toEqual([0, 1, 2, 3]);
    expect(answer.body.data).toEqual(shown);
  });

  it("gives a brand the brands' default icon, or the one chosen", async () => {
    expect((await asAdmin("/brands", { method: "POST", json: { id: "maison", label: "Maison" } })).status).toBe(201);
    expect((await asAdmin("/brands", { method: "POST", json: { id: "studio", label: "Studio", icon: "Images" } })).status).toBe(201);
    const brands = (await publicSettings()).brands;
    expect(brands.map((b) => [b.id, b.icon, b.sortOrder])).toEqual([
      ["atelier", "Shirt", 0],
      ["origin", "Shirt", 1],
      ["maison", "Shirt", 2],
      ["studio", "Images", 3],
    ]);
  });

  it("refuses a taken id with 409 and bad input with 400, changing nothing", async () => {
    const taken = await refused("/categories", { method: "POST", json: { id: "truffles", label: "More truffles" } }, 409);
    expect(taken.message).toBe(renderMessage("settings.duplicateId"));
    const missing = await refused("/categories", { method: "POST", json: { id: "gift-boxes" } }, 400);
    expect(missing.errors).toEqual({ label: "Category name is required." });
    const noId = await refused("/brands", { method: "POST", json: { label: "Nameless" } }, 400);
    expect(noId.errors).toEqual({ id: "Brand id is required." });
    const badId = await refused("/categories", { method: "POST", json: { id: "Dark Chocolate", label: "Dark" } }, 400);
    expect(badId.errors).toEqual({ id: "Category id must be lowercase letters, digits and single hyphens, like dark-chocolate." });
    const badIcon = await refused("/brands", { method: "POST", json: { id: "maison", label: "Maison", icon: "Rocket" } }, 400);
    expect(badIcon.errors).toEqual({ icon: renderMessage("settings.icon") });
  });
});

describe("DELETE /categories/:id and /brands/:id", () => {
  it("refuses an unknown id with 404", async () => {
    expect((await refused("/categories/nope", { method: "DELETE" }, 404)).message).toBe(renderMessage("settings.categoryNotFound"));
    expect((await refused("/brands/nope", { method: "DELETE" }, 404)).message).toBe(renderMessage("settings.brandNotFound"));
  });

  it("refuses one in use with 409 and the count, in Hebrew when asked", async () => {
    expect((await refused("/categories/truffles", { method: "DELETE" }, 409)).message).toBe(renderMessage("settings.categoryInUse", { id: "truffles", count: 3 }));
    expect((await refused("/categories/seasonal", { method: "DELETE" }, 409)).message).toBe(
      'Category "seasonal" is used by 1 product. Move it to another category first.',
    );
    const hebrew = await refused("/brands/origin", { method: "DELETE", headers: { "Accept-Language": "he" } }, 409);
    expect(hebrew.message).toBe('המותג "origin" משויך ל־2 מוצרים. יש להעביר אותם למותג אחר קודם.');
  });

  it("removes one no product uses and compacts the order", async () => {
    await asAdmin("/categories", { method: "POST", json: { id: "gift-boxes", label: "Gift Boxes" } });
    await asAdmin("/categories", { method: "POST", json: { id: "eggs", label: "Eggs" } });
    const answer = await asAdmin("/categories/gift-boxes", { method: "DELETE" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(renderMessage("settings.categoryDeleted"));
    const shown = await publicSettings();
    expect(shown.categories.map((c) => [c.id, c.sortOrder])).toEqual([
      ["truffles", 0],
      ["bars", 1],
      ["seasonal", 2],
      ["eggs", 3],
    ]);
    expect(answer.body.data).toEqual(shown);

    await asAdmin("/brands", { method: "POST", json: { id: "maison", label: "Maison" } });
    const brand = await asAdmin("/brands/maison", { method: "DELETE" });
    expect(brand.status).toBe(200);
    expect(brand.body.message).toBe(renderMessage("settings.brandDeleted"));
    expect((await publicSettings()).brands).toEqual(testSettings.brands.map((b, sortOrder) => ({ ...b, sortOrder })));
  });
});

describe("PUT /carriers", () => {
  const courier = { id: "tlv-courier", name: " TLV Courier ", nameHe: " שליח תל אביב ", trackingUrl: "https://courier.example/track/{tracking}?lang=en" };

  it("saves the whole list in its order, trimmed, and the storefront's settings hold it at once", async () => {
    const carriers = [courier, ...testSettings.carriers.slice(1).reverse()];
    const answer = await asAdmin("/carriers", { method: "PUT", json: { carriers } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(renderMessage("carriers.updated"));
    const expected = [{ ...courier, name: "TLV Courier", nameHe: "שליח תל אביב" }, ...testSettings.carriers.slice(1).reverse()];
    expect((answer.body.data as ShopSettings).carriers).toEqual(expected);
    // Public: shoppers see the carrier's name and follow its link.
    const shown = await publicSettings();
    expect(shown.carriers).toEqual(expected);
    expect(shown).toEqual({ ...testSettings, carriers: expected });
  });

  it("takes an empty list, and a shop whose document has no carriers yet shows the defaults", async () => {
    expect((await asAdmin("/carriers", { method: "PUT", json: { carriers: [] } })).status).toBe(200);
    expect((await publicSettings()).carriers).toEqual([]);
    const { carriers: _dropped, ...older } = (await storedDocument()) ?? {};
    // Deleted first: the Node emulator's `set` keeps fields the new data leaves out.
    await db().collection("settings").doc("public").delete();
    await db().collection("settings").doc("public").set(older);
    forgetCachedSettings();
    expect((await publicSettings()).carriers.map((c) => c.id)).toEqual(["israel-post", "ups", "dhl"]);
  });

  it("refuses a bad id, a missing name, a tracking address without the number's place or not https, and a repeated id, changing nothing", async () => {
    const good = testSettings.carriers[0]!;
    const body = await refused(
      "/carriers",
      {
        method: "PUT",
        json: {
          carriers: [
            good,
            { ...good, id: "Not An Id" },
            { ...good, id: "nameless", name: "" },
            { ...good, id: "no-place", trackingUrl: "https://courier.example/track" },
            { ...good, id: "plain-http", trackingUrl: "http://courier.example/track/{tracking}" },
            good,
          ],
        },
      },
      400,
    );
    expect(body.errors).toEqual({
      "carriers.1.id": renderMessage("carriers.idPattern"),
      "carriers.2.name": renderMessage("field.carrierName.required"),
      "carriers.3.trackingUrl": renderMessage("carriers.trackingUrl"),
      "carriers.4.trackingUrl": renderMessage("carriers.trackingUrl"),
      "carriers.5.id": renderMessage("settings.duplicateId"),
    });
    const hebrew = await refused("/carriers", { method: "PUT", json: { carriers: [{ ...good, trackingUrl: "ftp://x" }] }, headers: { "Accept-Language": "he" } }, 400);
    expect(hebrew.errors?.["carriers.0.trackingUrl"]).toBe(renderMessage("carriers.trackingUrl", undefined, "he"));
  });

  it("keeps to 10 carriers", async () => {
    const many = Array.from({ length: 11 }, (_, n) => ({ ...courier, id: `courier-${n}` }));
    const body = await refused("/carriers", { method: "PUT", json: { carriers: many } }, 400);
    expect(body.errors).toEqual({ carriers: renderMessage("carriers.tooMany", { max: 10 }) });
    expect((await asAdmin("/carriers", { method: "PUT", json: { carriers: many.slice(1) } })).status).toBe(200);
  });
});
