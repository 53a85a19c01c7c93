import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ALLERGENS,
  CATALOG_ICONS,
  DEFAULT_SHOP_SETTINGS,
  LOW_STOCK_THRESHOLD,
  declarationOf,
  declarationsOf,
  dietsOf,
  foodContradictions,
  productDeclared,
  productFoodFilterKeys,
  productInputSchema,
  tileFoodMarks,
  type CatalogGroup,
  type Product,
} from "@cocoa/contracts";
import { BANNER_LINK } from "@cocoa/contracts";
import { seedAccounts, seedBoxPieces, seedBrands, seedCategories, seedFeatureImages, seedProducts, seedSettings, seedShopperOrders } from "./catalog";

const WEB_PUBLIC = resolve(__dirname, "..", "..", "..", "web", "public");
const URL_SAFE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEBREW = /[\u0590-\u05FF]/;

function expectUnique(values: string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe.each([
  ["categories", seedCategories, "categories."],
  ["brands", seedBrands, "brands."],
] as const)("seed %s", (_name, groups: CatalogGroup[], keyPrefix) => {
  it("has at least six, with unique URL-safe ids", () => {
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expectUnique(groups.map((g) => g.id));
    for (const group of groups) expect(group.id).toMatch(URL_SAFE_ID);
  });

  it("labels each in English and Hebrew, with a translation key and a known icon", () => {
    for (const group of groups) {
      expect(group.label.trim()).not.toBe("");
      expect(group.labelHe).toMatch(HEBREW);
      expect(group.translationKey.startsWith(keyPrefix)).toBe(true);
      expect(CATALOG_ICONS).toContain(group.icon);
      expect(group.isActive).toBe(true);
    }
    expectUnique(groups.map((g) => g.translationKey));
  });

  it("gives each its own icon, none of them the spec's clothing and appliance icons", () => {
    expectUnique(groups.map((g) => g.icon));
    const specIcons = CATALOG_ICONS.slice(0, 11) as readonly string[];
    for (const group of groups) expect(specIcons).not.toContain(group.icon);
  });

  it("orders them 0..n-1", () => {
    expect(groups.map((g) => g.sortOrder)).toEqual(groups.map((_, i) => i));
  });

  it("uses each one on at least one product", () => {
    const field = keyPrefix === "categories." ? "category" : "brand";
    for (const group of groups) expect(seedProducts.some((p) => p[field] === group.id), group.id).toBe(true);
  });
});

describe("seed products", () => {
  it("has at least 24, with unique URL-safe ids", () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(24);
    expectUnique(seedProducts.map((p) => p._id));
    for (const product of seedProducts) expect(product._id).toMatch(URL_SAFE_ID);
  });

  it("gives every product its own slug, made from its English title", () => {
    const slugs = seedProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of seedProducts) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("points every product at an existing category and brand", () => {
    const categories = new Set(seedCategories.map((c) => c.id));
    const brands = new Set(seedBrands.map((b) => b.id));
    for (const product of seedProducts) {
      expect(categories.has(product.category), `${product._id} category ${product.category}`).toBe(true);
      expect(brands.has(product.brand), `${product._id} brand ${product.brand}`).toBe(true);
    }
  });

  it("has an image file on disk for every product and every variant's own photo", () => {
    for (const product of seedProducts) {
      // A product sold by variant shows its first variant's photo; any other is named by its id.
      const images = [product.image, ...(product.variants ?? []).flatMap((variant) => (variant.image ? [variant.image] : []))];
      if (product.image !== `/images/products/${product._id}.svg`) expect(images.slice(1)).toContain(product.image);
      for (const image of images) {
        const file = join(WEB_PUBLIC, image);
        expect(existsSync(file), `${file} (run scripts/generate-seed-images.mjs)`).toBe(true);
        expect(statSync(file).size).toBeGreaterThan(500);
      }
    }
  });

  it("sells truffles by the box and a bar by cocoa level, each variant with its own SKU, stock and photo", () => {
    const truffles = seedProducts.find((product) => product._id === "signature-truffles");
    expect(truffles?.variants?.map((variant) => variant.sku)).toEqual(["TRF-9", "TRF-16", "TRF-25"]);
    // The product's own price and stock are its variants': the cheapest now, and every box's stock together.
    expect(truffles).toMatchObject({ price: 2600, salePrice: 0, totalStock: 24 + 12 + 4 });
    const bar = seedProducts.find((product) => product._id === "atelier-house-bar");
    expect(bar?.options?.[0]?.values.map((value) => value.labelHe)).toEqual(["מריר 70%", "חלב 40%", "לבן 30%"]);
    expect(bar?.variants?.filter((variant) => variant.totalStock === 0).map((variant) => variant.sku)).toEqual(["BAR-WHITE-30"]);
  });

  it("prices in positive whole minor units, with a sale price of 0 or below the price", () => {
    for (const product of seedProducts) {
      expect(Number.isInteger(product.price) && product.price > 0, product._id).toBe(true);
      expect(Number.isInteger(product.salePrice) && product.salePrice >= 0, product._id).toBe(true);
      if (product.salePrice > 0) expect(product.salePrice, product._id).toBeLessThan(product.price);
    }
  });

  it("spans cheap treats to expensive sculptures", () => {
    const prices = seedProducts.map((p) => p.price);
    expect(Math.min(...prices)).toBeLessThanOrEqual(1000);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(10000);
  });

  it("puts some on sale", () => {
    expect(seedProducts.filter((p) => p.salePrice > 0).length).toBeGreaterThanOrEqual(4);
  });

  it("has exactly one product out of stock and several low in stock", () => {
    for (const product of seedProducts) expect(Number.isInteger(product.totalStock) && product.totalStock >= 0).toBe(true);
    expect(seedProducts.filter((p) => p.totalStock === 0)).toHaveLength(1);
    const low = seedProducts.filter((p) => p.totalStock > 0 && p.totalStock < LOW_STOCK_THRESHOLD);
    expect(low.length).toBeGreaterThanOrEqual(3);
  });

  it("features more than the home section's default shows (so its maxItems shows), all in stock, in more than one category", () => {
    const featured = seedProducts.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThan(DEFAULT_SHOP_SETTINGS.homePageSections.featuredProducts.maxItems);
    expect(featured.length).toBeLessThanOrEqual(6);
    for (const product of featured) expect(product.totalStock, product._id).toBeGreaterThan(0);
    expect(new Set(featured.map((p) => p.category)).size).toBeGreaterThan(1);
  });

  it("starts every product without reviews", () => {
    for (const product of seedProducts) expect(product.averageReview).toBe(0);
  });

  it("describes every product in English and in Hebrew (the English fallback is for products an owner adds)", () => {
    for (const product of seedProducts) {
      expect(product.title.trim(), product._id).not.toBe("");
      expect(product.description.trim(), product._id).not.toBe("");
      expect(product.titleHe, product._id).toMatch(HEBREW);
      expect(product.descriptionHe, product._id).toMatch(HEBREW);
    }
  });

  it("holds no undefined fields (Firestore refuses them)", () => {
    for (const product of seedProducts) {
      for (const [key, value] of Object.entries(product)) expect(value, `${product._id}.${key}`).not.toBeUndefined();
    }
  });
});

/** What an admin's save would send for a seed product: its fields, without the id and the slug the server keeps. */
function inputOf(product: Product): unknown {
  const { _id, slug, ...fields } = product;
  return fields;
}

const byId = (id: string): Product => {
  const found = seedProducts.find((product) => product._id === id);
  if (!found) throw new Error(`no seed product ${id}`);
  return found;
};

/** Sold as itself: no sizes or cocoa levels, not a box to fill. */
const soldAsItself = (product: Product) => !product.variants?.length && !product.box;

describe("seed products' food declarations (issue 35)", () => {
  const everyProduct = [...new Map([...seedProducts, ...seedBoxPieces].map((product) => [product._id, product])).values()];

  it("declares every product, piece and variant: ingredients, every allergen, the kosher status", () => {
    expect(everyProduct.length).toBeGreaterThanOrEqual(seedProducts.length);
    for (const product of everyProduct) expect(productDeclared(product), product._id).toBe(true);
  });

  it("holds no contradiction in any product's declaration or any variant's over it", () => {
    for (const product of everyProduct) {
      expect(foodContradictions(product), product._id).toEqual([]);
      for (const variant of product.variants ?? []) expect(foodContradictions(declarationOf(product, variant.food)), `${product._id} ${variant.sku}`).toEqual([]);
    }
  });

  it("passes the admin's product form as it is, the food fields unchanged by parsing", () => {
    for (const product of everyProduct) {
      const result = productInputSchema.safeParse(inputOf(product));
      expect(result.success ? [] : result.error.issues, product._id).toEqual([]);
      if (!result.success) continue;
      const parsed = result.data;
      expect(
        { ingredients: parsed.ingredients, ingredientsHe: parsed.ingredientsHe, allergens: parsed.allergens, kosher: parsed.kosher, diets: parsed.diets, nutrition: parsed.nutrition },
        product._id,
      ).toEqual({ ingredients: product.ingredients, ingredientsHe: product.ingredientsHe, allergens: product.allergens, kosher: product.kosher, diets: product.diets, nutrition: product.nutrition });
      expect(parsed.variants?.map((variant) => variant.food), product._id).toEqual(product.variants?.map((variant) => variant.food));
    }
  });

  it("writes ingredients and storage in both languages, with a net weight or the variants' weights and a best before", () => {
    for (const product of everyProduct) {
      expect(product.ingredients?.trim(), product._id).toBeTruthy();
      expect(product.ingredientsHe, product._id).toMatch(HEBREW);
      expect(product.storage?.trim(), product._id).toBeTruthy();
      expect(product.storageHe, product._id).toMatch(HEBREW);
      expect(product.bestBeforeDays, product._id).toBeGreaterThan(0);
      const weighed = product.netWeight !== undefined || product.box !== undefined || (product.variants ?? []).every((variant) => variant.weight !== undefined);
      expect(weighed, product._id).toBe(true);
      for (const variant of product.variants ?? []) {
        if (variant.food?.ingredients) expect(variant.food.ingredientsHe, `${product._id} ${variant.sku}`).toMatch(HEBREW);
      }
    }
  });

  it("names the tree nuts and cereals wherever they are contained or may be", () => {
    for (const product of everyProduct) {
      for (const declaration of declarationsOf(product)) {
        if (declaration.allergens?.treeNuts !== "free") expect(declaration.allergenKinds?.treeNuts?.length, product._id).toBeGreaterThan(0);
        if (declaration.allergens?.gluten !== "free") expect(declaration.allergenKinds?.gluten?.length, product._id).toBeGreaterThan(0);
      }
    }
  });

  it("holds the diets that follow from the declaration (vegan is vegetarian; free from gluten is gluten-free)", () => {
    for (const product of everyProduct) {
      for (const declaration of declarationsOf(product)) expect(declaration.diets, product._id).toEqual(dietsOf(declaration));
    }
  });

  it("tables nutrition for every bar", () => {
    const bars = seedProducts.filter((product) => product.category === "bars" && !product.variants?.length);
    expect(bars.length).toBeGreaterThanOrEqual(5);
    for (const bar of bars) expect(bar.nutrition, bar._id).toBeDefined();
  });

  it("declares the house bar dark and parve, its milk and white variants dairy with their own cocoa", () => {
    const bar = byId("atelier-house-bar");
    expect(bar).toMatchObject({ cocoaPercent: 70, kosher: { status: "parve" }, allergens: { milk: "free" } });
    expect(bar.diets).toContain("vegan");
    const [dark, milk, white] = (bar.variants ?? []).map((variant) => declarationOf(bar, variant.food));
    expect(dark?.cocoaPercent).toBe(70);
    for (const [variant, cocoa] of [[milk, 40], [white, 30]] as const) {
      expect(variant).toMatchObject({ cocoaPercent: cocoa, allergens: { milk: "contains" }, kosher: { status: "dairy" } });
      expect(variant?.diets).not.toContain("vegan");
      expect(variant?.ingredientsHe).toMatch(HEBREW);
    }
  });

  it("has the issue's minimums: a vegan bar, a hazelnut product, one that may contain peanuts, a few for Passover", () => {
    const veganBar = byId("oat-milk-hazelnut-bar");
    expect(veganBar.category).toBe("bars");
    expect(productFoodFilterKeys(veganBar)).toContain("diet_vegan");
    const hazelnut = byId("hazelnut-gianduja-shells");
    expect(hazelnut.allergens?.treeNuts).toBe("contains");
    expect(hazelnut.allergenKinds?.treeNuts).toEqual(["hazelnuts"]);
    expect(byId("classic-belgian-pralines-16").allergens?.peanuts).toBe("mayContain");
    expect(seedProducts.filter((product) => product.kosher?.passover).length).toBeGreaterThanOrEqual(2);
    // Milk chocolate is dairy, and most of the dark is parve.
    for (const product of everyProduct) {
      for (const declaration of declarationsOf(product)) {
        if (declaration.allergens?.milk === "contains" && declaration.kosher?.status !== "notKosher") expect(declaration.kosher?.status, product._id).toBe("dairy");
      }
    }
  });

  it("sells at least two parve, nut-free products as themselves and in stock (the storefront's nut-free + parve filter)", () => {
    const parveNutFree = seedProducts.filter((product) => {
      const keys = productFoodFilterKeys(product);
      return soldAsItself(product) && product.totalStock > 0 && keys.includes("kosher_parve") && keys.includes("free_treeNuts") && keys.includes("free_peanuts");
    });
    expect(parveNutFree.map((product) => product._id)).toEqual(expect.arrayContaining(["madagascar-72-bar", "winter-spice-stars", "spiced-drinking-chocolate"]));
    for (const product of parveNutFree) {
      expect(product.titleHe, product._id).toMatch(HEBREW);
      expect(tileFoodMarks(product), product._id).toEqual(expect.arrayContaining(["kosher_parve", "free_treeNuts"]));
    }
  });

  it("declares each box piece its own, and the build-your-own box may contain whatever a piece contains", () => {
    const box = byId("build-your-own-box");
    expect(box.box?.pieceIds).toEqual(seedBoxPieces.map((piece) => piece._id));
    for (const piece of seedBoxPieces) {
      for (const allergen of ALLERGENS) {
        if (piece.allergens?.[allergen] !== "free") expect(box.allergens?.[allergen], `${piece._id} ${allergen}`).not.toBe("free");
      }
      for (const nut of piece.allergenKinds?.treeNuts ?? []) expect(box.allergenKinds?.treeNuts, piece._id).toContain(nut);
    }
    expect(byId("piece-hazelnut-praline").allergenKinds?.treeNuts).toEqual(["hazelnuts"]);
    expect(byId("piece-pistachio").allergenKinds?.treeNuts).toEqual(["pistachios"]);
    expect(byId("piece-halva").allergens?.sesame).toBe("contains");
    expect(byId("piece-milk-honey").allergens?.milk).toBe("contains");
    expect(byId("piece-dark-ganache").kosher?.status).toBe("parve");
  });
});

describe("seed feature images", () => {
  it("has three banners with unique URL-safe ids and files on disk", () => {
    expect(seedFeatureImages).toHaveLength(3);
    expectUnique(seedFeatureImages.map((f) => f._id));
    for (const feature of seedFeatureImages) {
      expect(feature._id).toMatch(URL_SAFE_ID);
      expect(feature.image).toBe(`/images/banners/${feature._id}.svg`);
      expect(existsSync(join(WEB_PUBLIC, feature.image)), feature.image).toBe(true);
    }
  });

  it("gives every banner a headline, text and alt text in both languages and a link to a seeded category", () => {
    const categories = new Set(seedCategories.map((c) => c.id));
    for (const feature of seedFeatureImages) {
      for (const text of [feature.headline, feature.headlineHe, feature.text, feature.textHe, feature.alt, feature.altHe]) {
        expect(text.trim().length, feature._id).toBeGreaterThan(0);
      }
      expect(feature.headlineHe).toMatch(/[\u0590-\u05FF]/);
      expect(feature.link).toMatch(BANNER_LINK);
      expect(categories.has(new URL(feature.link, "http://x").searchParams.get("category") ?? "")).toBe(true);
      expect(feature.active).toBe(true);
    }
    expect(seedFeatureImages.map((f) => f.order)).toEqual([0, 1, 2]);
  });
});

describe("seed settings", () => {
  it("are the defaults with the atelier's categories and brands", () => {
    const settings = seedSettings();
    expect({ ...settings, categories: [], brands: [] }).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(settings.categories).toEqual(seedCategories);
    expect(settings.brands).toEqual(seedBrands);
  });

  it("answer a fresh copy each time", () => {
    const first = seedSettings();
    first.categories[0]!.label = "changed";
    first.homePageSections.featuredProducts.maxItems = 1;
    expect(seedSettings().categories[0]!.label).toBe(seedCategories[0]!.label);
    expect(seedSettings().homePageSections.featuredProducts.maxItems).toBe(
      DEFAULT_SHOP_SETTINGS.homePageSections.featuredProducts.maxItems,
    );
  });
});

describe("seed accounts", () => {
  it("are one admin and one shopper on the local test domain", () => {
    expect(seedAccounts.map((a) => a.role).sort()).toEqual(["admin", "user"]);
    expectUnique(seedAccounts.map((a) => a.email));
    for (const account of seedAccounts) {
      expect(account.email.endsWith("@chocolate.test")).toBe(true);
      expect(account.password.length).toBeGreaterThanOrEqual(8);
      expect(account.userName.trim()).not.toBe("");
    }
  });
});

describe("seeded orders", () => {
  it("carry friendly numbers from CA-10001, oldest first", () => {
    const orders = seedShopperOrders("uid-1");
    expect(orders.map((order) => order.orderNumber)).toEqual(orders.map((_, i) => `CA-${10001 + i}`));
    const dates = orders.map((order) => order.orderDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it("show how the delivered one travelled and who moved each order on", () => {
    const [delivered, confirmed] = seedShopperOrders("uid-1");
    expect(delivered?.shipment).toMatchObject({ carrier: "UPS", trackingNumber: "1Z999AA10123456784", trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784", shippedAt: "2026-10-05T13:30:00.000Z" });
    expect(delivered?.statusHistory.map((change) => change.by?.name)).toEqual(["Maya Shopper", "Maya Shopper", "Atelier Admin", "Atelier Admin", "Atelier Admin"]);
    expect(confirmed?.shipment).toBeUndefined();
  });

  it("hold a gift, wrapped at the settings' price, to the recipient's own address", () => {
    const settings = seedSettings();
    const gift = seedShopperOrders("uid-1", settings).find((order) => order.gift);
    expect(gift?.isGift).toBe(true);
    expect(gift?.addressInfo).toMatchObject({ addressId: "", city: "Tel Aviv" });
    expect(gift?.wrapCost).toBe(settings.giftWrap.price);
    expect(gift?.totalAmount).toBe((gift?.subtotal ?? 0) + (gift?.shippingCost ?? 0) + settings.giftWrap.price + (gift?.taxAmount ?? 0));
    expect(gift?.gift?.wrapName?.he).toBe(settings.giftWrap.nameHe);
  });
});
