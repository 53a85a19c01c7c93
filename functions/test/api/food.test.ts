/**
 * What is in a product (issue 35) over real HTTP: the admin cannot save a product until every allergen
 * is answered (with ingredients and the kosher status), nor one whose diets or kosher status contradict
 * its allergens, and a refused save changes nothing; the listing and search filter by free-from, diet
 * and kosher (every asked filter holding, on every variant), with the right total and pages, through
 * indexed fields; the cart says each line's allergens (a box's with its pieces'), the order keeps
 * them; the overview counts the products not fully declared.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  DIETS,
  FOOD_FILTER_KEYS,
  KOSHER_FILTERS,
  SORT_OPTIONS,
  renderMessage,
  type AdminOverview,
  type Cart,
  type Order,
  type Product,
  type ProductCard,
} from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, registeredSession, useTestApi } from "./helpers";
import { seedTestShop, testProducts, testSettings } from "./shop-fixtures";
import { DECLARED, allergensWith } from "./food-fixtures";

const api = useTestApi();

const base = testProducts.find((p) => p._id === "p-a") as Product;
const declared = (id: string, title: string, price: number, food: Partial<Product>, category = "truffles"): Product => ({
  ...base,
  _id: id,
  slug: id,
  title,
  titleHe: undefined,
  category,
  price,
  ...DECLARED,
  kosher: { status: "parve", certifier: "Rabbinate", passover: false },
  ...food,
});

/**
 * Dark (parve, vegan, free of all), Hazelnut (contains hazelnuts, dairy), Peanut-traces (may contain
 * peanuts, parve), Passover dark (parve, for Passover), House bar (dark parve + a milk variant), an
 * undeclared one, and one in an inactive category (never listed).
 */
const foodProducts: Product[] = [
  declared("f-dark", "Dark Chocolate Drops", 1100, { diets: ["vegan"] }),
  declared("f-hazel", "Hazelnut Gianduja", 1200, { allergens: allergensWith({ milk: "contains", treeNuts: "contains" }), allergenKinds: { treeNuts: ["hazelnuts"] }, kosher: { status: "dairy", certifier: "Rabbinate", passover: false } }),
  declared("f-peanut", "Peanut Traces Bar", 1300, { allergens: allergensWith({ peanuts: "mayContain" }) }),
  declared("f-pesach", "Passover Dark Bar", 1400, { kosher: { status: "parve", certifier: "Badatz", passover: true } }, "bars"),
  declared("f-house", "House Bar", 1500, {
    options: [{ name: "Cocoa", values: [{ label: "Dark" }, { label: "Milk" }] }],
    variants: [
      { sku: "HB-D", optionValues: ["Dark"], price: 1500, salePrice: 0, totalStock: 5 },
      { sku: "HB-M", optionValues: ["Milk"], price: 1500, salePrice: 0, totalStock: 5, food: { allergens: allergensWith({ milk: "contains" }), kosher: { status: "dairy", certifier: "Rabbinate", passover: false } } },
    ],
  }, "bars"),
  { ...base, _id: "f-plain", slug: "f-plain", title: "Undeclared Truffle", price: 1600 },
  declared("f-hidden", "Hidden Seasonal Dark", 1700, {}, "seasonal"),
];

const listing = async (query: string) => {
  const answer = await call(api.baseUrl, `/api/shop/products/get?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as { data: ProductCard[]; total: number; nextCursor: string | null };
};
const ids = (products: { _id: string }[]) => products.map((p) => p._id);

beforeEach(async () => {
  await seedTestShop(testSettings, foodProducts);
});

describe("filtering the listing by what is in it", () => {
  it("finds nut-free parve products, every filter holding, with the right total", async () => {
    const page = await listing("freeFrom=treeNuts,peanuts&kosher=parve");
    // The House bar has a milk variant (dairy), so it is not parve; hazelnut and peanut traces fail nut-free.
    expect(ids(page.data)).toEqual(["f-dark", "f-pesach"]);
    expect(page.total).toBe(2);
  });

  it("holds a filter for a product sold by variant only when every variant does", async () => {
    expect(ids((await listing("freeFrom=milk")).data)).toEqual(["f-dark", "f-peanut", "f-pesach"]);
    expect(ids((await listing("kosher=kosher&category=bars")).data)).toEqual(["f-pesach", "f-house"]);
    expect(ids((await listing("kosher=passover")).data)).toEqual(["f-pesach"]);
    expect(ids((await listing("diet=vegan")).data)).toEqual(["f-dark"]);
    // Vegan is vegetarian; free from gluten is gluten-free.
    expect(ids((await listing("diet=vegetarian,glutenFree&sortBy=title-atoz")).data)).toEqual(["f-dark"]);
  });

  it("pages a filtered listing with its own cursor, the total the same on every page", async () => {
    const first = await listing("freeFrom=treeNuts&pageSize=2");
    expect(ids(first.data)).toEqual(["f-dark", "f-peanut"]);
    expect(first.total).toBe(4);
    const second = await listing(`freeFrom=treeNuts&pageSize=2&cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(ids(second.data)).toEqual(["f-pesach", "f-house"]);
    expect(second.total).toBe(4);
    expect(second.nextCursor).toBeNull();
  });

  it("runs every filter in every sort and language (each served by an index: the run's coverage check holds them)", async () => {
    for (const key of FOOD_FILTER_KEYS) {
      const [kind, value] = key.split("_") as [string, string];
      const param = kind === "free" ? `freeFrom=${value}` : `${kind}=${value}`;
      for (const sortBy of SORT_OPTIONS) {
        for (const lang of ["en", "he"]) {
          const answer = await call(api.baseUrl, `/api/shop/products/get?${param}&sortBy=${sortBy}&pageSize=1`, { headers: { "Accept-Language": lang } });
          expect(answer.status, `${param} ${sortBy} ${lang}`).toBe(200);
        }
      }
    }
    expect(DIETS.length + KOSHER_FILTERS.length).toBeGreaterThan(0);
  });

  it("refuses an unknown filter in the caller's language, naming the ones taken", async () => {
    const answer = await call(api.baseUrl, "/api/shop/products/get?freeFrom=nuts", { headers: { "Accept-Language": "he" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ freeFrom: expect.stringContaining("treeNuts") });
    expect(JSON.stringify(answer.body.errors)).toMatch(/[\u0590-\u05FF]/);
    expect((await call(api.baseUrl, "/api/shop/products/get?diet=keto")).status).toBe(400);
    expect((await call(api.baseUrl, "/api/shop/products/get?kosher=dairy")).status).toBe(400);
  });
});

describe("searching with the food filters", () => {
  it("narrows a search by its postings alone, and keeps a cursor to its filters", async () => {
    const all = await call(api.baseUrl, "/api/shop/search/dark");
    expect(ids(all.body.data as Product[]).sort()).toEqual(["f-dark", "f-pesach"]);
    const passover = await call(api.baseUrl, "/api/shop/search/dark?kosher=passover");
    expect(ids(passover.body.data as Product[])).toEqual(["f-pesach"]);
    // "bars": the category's label; the House bar's milk variant fails milk-free.
    const bars = await call(api.baseUrl, "/api/shop/search/bars?freeFrom=milk,peanuts");
    expect(ids(bars.body.data as Product[])).toEqual(["f-pesach"]);
    const paged = await call(api.baseUrl, "/api/shop/search/dark?pageSize=1");
    const foreign = await call(api.baseUrl, `/api/shop/search/dark?kosher=passover&cursor=${encodeURIComponent(String(paged.body.nextCursor))}`);
    expect(foreign.status).toBe(400);
  });

  it("keeps a product's postings in step with an edit of its declaration", async () => {
    const admin = await adminSession(api.baseUrl);
    const { _id, slug: _slug, averageReview: _avg, declared: _declared, ...fields } = foodProducts[0] as Product;
    const edited = await call(api.baseUrl, `/api/admin/products/edit/${_id}`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { ...fields, allergens: allergensWith({ milk: "contains" }), kosher: { status: "dairy", certifier: "Rabbinate", passover: false }, diets: [] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(ids((await call(api.baseUrl, "/api/shop/search/drops?freeFrom=milk")).body.data as Product[])).toEqual([]);
    expect(ids((await call(api.baseUrl, "/api/shop/search/drops?kosher=kosher")).body.data as Product[])).toEqual(["f-dark"]);
    expect(ids((await listing("kosher=parve")).data)).not.toContain("f-dark");
  });
});

describe("the admin's declaration", () => {
  let admin: { cookie: string };
  const input = (overrides: Record<string, unknown> = {}) => ({
    image: "/images/products/hand-painted-truffles-12.svg",
    title: "Sesame Praline",
    description: "Tahini praline in dark chocolate.",
    category: "truffles",
    brand: "atelier",
    price: 1800,
    salePrice: 0,
    totalStock: 4,
    ...DECLARED,
    ...overrides,
  });
  const add = (json: unknown, lang = "en") => call(api.baseUrl, "/api/admin/products/add", { json, cookie: admin.cookie, headers: { "Accept-Language": lang } });
  const productCount = async () => (await db().collection("products").count().get()).data().count;

  beforeEach(async () => {
    admin = await adminSession(api.baseUrl);
  });

  it("cannot save a product until every allergen is answered, with its ingredients and kosher status; nothing is written", async () => {
    const before = await productCount();
    const { allergens: _a, ingredients: _i, kosher: _k, ...undeclared } = input();
    const none = await add(undeclared);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.errors as object).sort()).toEqual(["allergens", "ingredients", "kosher"]);

    const { sesame: _s, lupin: _l, ...partial } = allergensWith();
    const two = await add(input({ allergens: partial }), "he");
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual({ allergens: renderMessage("product.food.allergensUnanswered", { count: 2 }, "he") });
    expect(two.body.errorCodes).toMatchObject({ allergens: { code: "product.food.allergensUnanswered" } });
    const wrong = await add(input({ allergens: allergensWith({ milk: "unknown" as never }) }));
    expect(wrong.body.errors).toMatchObject({ "allergens.milk": renderMessage("product.food.allergenAnswer") });
    expect(await productCount()).toBe(before);

    const made = await add(input({ allergens: allergensWith({ sesame: "contains" }), nutrition: { energyKcal: 560, fat: 40, saturatedFat: 22.5, carbohydrate: 38, sugars: 30, protein: 9, salt: 0.1 } }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ declared: true, allergens: { sesame: "contains", milk: "free" }, kosher: { status: "parve" }, nutrition: { saturatedFat: 22.5 } });
    expect(await productCount()).toBe(before + 1);
  });

  it("refuses diets and a kosher status that contradict the allergens, on the product and on a variant", async () => {
    const before = await productCount();
    const vegan = await add(input({ allergens: allergensWith({ milk: "contains" }), kosher: { status: "dairy", certifier: "R", passover: false }, diets: ["vegan"] }));
    expect(vegan.status).toBe(400);
    expect(vegan.body.errors).toEqual({ diets: renderMessage("product.food.veganWithAnimal") });

    const parve = await add(input({ allergens: allergensWith({ milk: "mayContain" }) }));
    expect(parve.body.errors).toEqual({ kosher: renderMessage("product.food.parveWithMilk") });

    const glutenFree = await add(input({ allergens: allergensWith({ gluten: "mayContain" }), allergenKinds: { gluten: ["wheat"] }, diets: ["glutenFree"] }));
    expect(glutenFree.body.errors).toEqual({ diets: renderMessage("product.food.glutenFreeWithGluten") });

    const uncertified = await add(input({ kosher: { status: "parve", passover: false } }));
    expect(uncertified.body.errors).toEqual({ kosher: renderMessage("product.food.certifierMissing") });

    const variant = await add(
      input({
        diets: ["vegan"],
        options: [{ name: "Cocoa", values: [{ label: "Dark" }, { label: "Milk" }] }],
        variants: [
          { sku: "SP-D", optionValues: ["Dark"], price: 1800, salePrice: 0, totalStock: 2 },
          { sku: "SP-M", optionValues: ["Milk"], price: 1800, salePrice: 0, totalStock: 2, food: { allergens: allergensWith({ milk: "contains" }), kosher: { status: "dairy", certifier: "R", passover: false } } },
        ],
      }),
    );
    expect(variant.status).toBe(400);
    // The milk variant inherits the product's "vegan" and contradicts it.
    expect(variant.body.errors).toEqual({ "variants.1.food.diets": renderMessage("product.food.veganWithAnimal") });
    const sugar = await add(input({ nutrition: { energyKcal: 500, fat: 30, saturatedFat: 31, carbohydrate: 50, sugars: 51, protein: 5, salt: 0.12 } }));
    expect(sugar.body.errors).toEqual({ "nutrition.saturatedFat": renderMessage("product.food.saturatedAboveFat"), "nutrition.sugars": renderMessage("product.food.sugarsAboveCarbohydrate") });
    expect(await productCount()).toBe(before);
  });

  it("clears a nutrition table and a storage line an edit takes away", async () => {
    const made = await add(input({ storage: "Keep cool", nutrition: { energyKcal: 560, fat: 40, saturatedFat: 22, carbohydrate: 38, sugars: 30, protein: 9, salt: 0.1 }, cocoaPercent: 70 }));
    const id = (made.body.data as Product)._id;
    const edited = await call(api.baseUrl, `/api/admin/products/edit/${id}`, { method: "PUT", cookie: admin.cookie, json: input() });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const product = (await call(api.baseUrl, `/api/shop/products/get/${id}`)).body.data as Product;
    expect(product.nutrition).toBeUndefined();
    expect(product.storage).toBeUndefined();
    expect(product.cocoaPercent).toBeUndefined();
    expect(product.declared).toBe(true);
  });

  it("counts the products not fully declared on the overview", async () => {
    const overview = await call(api.baseUrl, "/api/admin/overview", { cookie: admin.cookie });
    expect(overview.status).toBe(200);
    // f-plain has no declaration at all.
    expect((overview.body.data as AdminOverview).undeclaredProducts).toBe(1);
    const listed = (await call(api.baseUrl, "/api/admin/products/get?pageSize=50", { cookie: admin.cookie })).body.data as Product[];
    expect(listed.filter((p) => !p.declared).map((p) => p._id)).toEqual(["f-plain"]);
  });
});

describe("the cart and the order say the allergens", () => {
  let dana: Shopper;
  beforeEach(async () => {
    dana = await registeredSession(api.baseUrl);
  });
  const cartAdd = (json: Record<string, unknown>) => call(api.baseUrl, "/api/shop/cart/add", { json: { userId: dana.uid, quantity: 1, ...json }, cookie: dana.cookie });

  it("gives each line its own declaration (a variant's over its product's), and none for an undeclared product", async () => {
    await cartAdd({ productId: "f-hazel" });
    await cartAdd({ productId: "f-house", variantSku: "HB-M" });
    const cart = (await cartAdd({ productId: "f-plain" })).body.data as Cart;
    const byId = Object.fromEntries(cart.items.map((item) => [item.lineId, item]));
    expect(byId["f-hazel"]).toMatchObject({ allergens: { milk: "contains", treeNuts: "contains" }, allergenKinds: { treeNuts: ["hazelnuts"] } });
    expect(byId["f-house~HB-M"]?.allergens?.milk).toBe("contains");
    expect(byId["f-plain"]?.allergens).toBeUndefined();
  });

  it("adds up a box's pieces with the box", async () => {
    const pieces: Product[] = [
      declared("p-sesame", "Halva Piece", 400, { allergens: allergensWith({ sesame: "contains" }), totalStock: 20 }),
      declared("p-pistachio", "Pistachio Piece", 400, { allergens: allergensWith({ treeNuts: "contains" }), allergenKinds: { treeNuts: ["pistachios"] }, totalStock: 20 }),
    ];
    const box = declared("f-box", "Fill Your Box", 2000, { box: { slots: 2, pieceIds: ["p-sesame", "p-pistachio"] }, totalStock: 5 });
    await seedTestShop(testSettings, [...foodProducts, ...pieces, box]);
    const page = (await call(api.baseUrl, "/api/shop/products/get/f-box")).body.data as Product;
    expect(page.boxPieces?.map((piece) => piece.allergens?.sesame)).toEqual(["contains", "free"]);
    const added = await cartAdd({ productId: "f-box", pieces: [{ productId: "p-sesame", quantity: 1 }, { productId: "p-pistachio", quantity: 1 }] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const line = (added.body.data as Cart).items[0];
    expect(line?.allergens).toMatchObject({ sesame: "contains", treeNuts: "contains", milk: "free" });
    expect(line?.allergenKinds).toEqual({ treeNuts: ["pistachios"] });
  });

  it("keeps the allergens as declared on the order's lines", async () => {
    const steps = checkoutSteps(api.baseUrl);
    await cartAdd({ productId: "f-hazel" });
    const address = await steps.addAddress(dana);
    const created = await steps.createdOrder(dana, address._id);
    const order = (await call(api.baseUrl, `/api/shop/order/details/${created.orderId}`, { cookie: dana.cookie })).body.data as Order;
    expect(order.cartItems[0]).toMatchObject({ allergens: { milk: "contains", treeNuts: "contains" }, allergenKinds: { treeNuts: ["hazelnuts"] } });
  });
});
