/**
 * GET /api/shop/products/home over real HTTP: the home page's featured and recommended sections, each
 * read at its maxItems from the settings, only of active categories, never repeating each other.
 */
import { describe, expect, it } from "vitest";
import type { HomeProducts, Product, ShopSettings } from "@cocoa/contracts";
import { call, useTestApi } from "./helpers";
import { seedTestShop, testProducts, testSettings } from "./shop-fixtures";

const api = useTestApi();

const rated = (id: string, averageReview: number, featured: boolean, changes: Partial<Product> = {}): Product => {
  const base = testProducts.find((p) => p._id === id);
  if (!base) throw new Error(`no test product ${id}`);
  return { ...base, averageReview, featured, ...changes };
};

/**
 * Effective prices: b 1000, f 1200, c 1500, g 1600, h 1700, d 2500, a 3000; e and i are in the
 * inactive "seasonal" category. Flagged: a, c, f (and e, hidden). Ratings of the others: d 5, g 4,
 * h 4 (g cheaper), b 3; i 5 but hidden.
 */
const homeCatalogue: Product[] = [
  rated("p-a", 2, true),
  rated("p-b", 3, false),
  rated("p-c", 1, true),
  rated("p-d", 5, false),
  rated("p-e", 5, true),
  rated("p-f", 0, true),
  rated("p-c", 4, false, { _id: "p-g", slug: "ginger-bar", title: "Ginger Bar", price: 1600 }),
  rated("p-d", 4, false, { _id: "p-h", slug: "hazelnut-truffles", title: "Hazelnut Truffles", price: 1700 }),
  rated("p-e", 5, false, { _id: "p-i", slug: "ice-egg", title: "Ice Egg" }),
];

function settingsWith(change: (settings: ShopSettings) => void): ShopSettings {
  const settings = structuredClone(testSettings);
  change(settings);
  return settings;
}

async function home(): Promise<{ status: number; data: HomeProducts; cacheControl: string | null; body: Record<string, unknown> }> {
  const answer = await call(api.baseUrl, "/api/shop/products/home");
  return { status: answer.status, data: answer.body.data as HomeProducts, cacheControl: answer.headers.get("cache-control"), body: answer.body };
}

const ids = (list: readonly { _id: string }[]) => list.map((p) => p._id);

function expectNoOverlap(data: HomeProducts): void {
  const featured = new Set(ids(data.featured));
  expect(ids(data.recommended).filter((id) => featured.has(id))).toEqual([]);
}

describe("GET /api/shop/products/home", () => {
  it("answers the flagged products priciest first and the others best rated first, only of active categories", async () => {
    await seedTestShop(testSettings, homeCatalogue);
    const answer = await home();
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(ids(answer.data.featured)).toEqual(["p-a", "p-c", "p-f"]);
    // Equal ratings (g, h): the cheaper first.
    expect(ids(answer.data.recommended)).toEqual(["p-d", "p-g", "p-h", "p-b"]);
    expectNoOverlap(answer.data);
  });

  it("answers cards with their flag: no descriptions", async () => {
    await seedTestShop(testSettings, homeCatalogue);
    const { data } = await home();
    const { description: _description, descriptionHe: _descriptionHe, ...card } = homeCatalogue.find((p) => p._id === "p-a") as Product;
    expect(data.featured[0]).toEqual({ ...card, declared: false });
    expect(data.featured.every((p) => p.featured)).toBe(true);
    expect(data.recommended.every((p) => !p.featured)).toBe(true);
    for (const product of [...data.featured, ...data.recommended]) expect(product).not.toHaveProperty("description");
  });

  it("answers at most each section's maxItems", async () => {
    await seedTestShop(
      settingsWith((s) => {
        s.homePageSections.featuredProducts.maxItems = 2;
        s.homePageSections.recommendedProducts.maxItems = 3;
      }),
      homeCatalogue,
    );
    const { data } = await home();
    expect(ids(data.featured)).toEqual(["p-a", "p-c"]);
    expect(ids(data.recommended)).toEqual(["p-d", "p-g", "p-h"]);
  });

  it("answers [] for a disabled section, and the other section still leaves out the flagged products", async () => {
    await seedTestShop(settingsWith((s) => (s.homePageSections.featuredProducts.enabled = false)), homeCatalogue);
    const noFeatured = (await home()).data;
    expect(noFeatured.featured).toEqual([]);
    expect(ids(noFeatured.recommended)).toEqual(["p-d", "p-g", "p-h", "p-b"]);

    await seedTestShop(settingsWith((s) => (s.homePageSections.recommendedProducts.enabled = false)), homeCatalogue);
    const noRecommended = (await home()).data;
    expect(ids(noRecommended.featured)).toEqual(["p-a", "p-c", "p-f"]);
    expect(noRecommended.recommended).toEqual([]);
  });

  it("shows a category's products again once it is active, and nothing when no category is", async () => {
    await seedTestShop(settingsWith((s) => s.categories.forEach((c) => (c.isActive = true))), homeCatalogue);
    const all = (await home()).data;
    expect(ids(all.featured)).toEqual(["p-a", "p-c", "p-f", "p-e"]);
    expect(ids(all.recommended)).toEqual(["p-i", "p-d", "p-g", "p-h", "p-b"]);
    expectNoOverlap(all);

    await seedTestShop(settingsWith((s) => s.categories.forEach((c) => (c.isActive = c.id === "bars"))), homeCatalogue);
    const barsOnly = (await home()).data;
    expect(ids(barsOnly.featured)).toEqual(["p-c"]);
    expect(ids(barsOnly.recommended)).toEqual(["p-g", "p-b"]);

    await seedTestShop(settingsWith((s) => s.categories.forEach((c) => (c.isActive = false))), homeCatalogue);
    expect((await home()).data).toEqual({ featured: [], recommended: [] });
  });

  it("answers an empty featured section when nothing is flagged", async () => {
    await seedTestShop(testSettings, testProducts);
    const { data } = await home();
    expect(data.featured).toEqual([]);
    expect(ids(data.recommended)).toHaveLength(5);
  });

  it("may be kept by shared caches: the same answer for every caller", async () => {
    await seedTestShop(testSettings, homeCatalogue);
    expect((await home()).cacheControl).toMatch(/s-maxage=\d+/);
  });
});
