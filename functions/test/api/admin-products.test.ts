/**
 * /api/admin/products over real HTTP: admin only, validated, written through productDocument so the
 * storefront shows changes at once; delete leaves every cart and keeps past orders; uploads judged
 * by their bytes into the local image store (no Storage emulator here).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rm } from "node:fs/promises";
import { renderMessage, IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES, PRODUCT_NUMBER_LIMITS, PRODUCT_TEXT_LIMITS, SESSION_COOKIE_NAME, type Cart, type HomeProducts, type ImageVariant, type Order, type Product } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import sharp from "sharp";
import { adminSession, bigPhoto, emptyImageDir, smallImage, storedFiles, tinyPng, uploadFile, uploadedImageUrl, useTempImageDir } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, otherShopper, registeredSession, useTestApi } from "./helpers";
import { testProducts } from "./shop-fixtures";
import { DECLARED } from "./food-fixtures";

const api = useTestApi({ seed: true });
let imageDir: string;
let admin: { cookie: string; uid: string };
let dana: Shopper;

beforeAll(async () => {
  imageDir = await useTempImageDir();
});
afterAll(async () => {
  await rm(imageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await emptyImageDir(imageDir);
  admin = await adminSession(api.baseUrl);
  dana = await registeredSession(api.baseUrl);
});

/** A valid new product (a seed image the shop ships). */
const chocolateOrange = (overrides: Record<string, unknown> = {}) => ({
  image: "/images/products/hand-painted-truffles-12.svg",
  title: "  Chocolate Orange Slices  ",
  titleHe: "פרוסות תפוז בשוקולד",
  description: "Candied orange, half dipped in dark chocolate.",
  category: "bars",
  brand: "atelier",
  price: 1800,
  salePrice: 0,
  totalStock: 12,
  averageReview: 5,
  ...DECLARED,
  ...overrides,
});

const asAdmin = (path: string, options: Parameters<typeof call>[2] = {}) => call(api.baseUrl, path, { ...options, cookie: admin.cookie });
const storedProducts = async () =>
  Object.fromEntries((await db().collection("products").get()).docs.map((d) => [d.id, d.data()])) as Record<string, Record<string, unknown>>;
const storefront = async (query = "") => (await call(api.baseUrl, `/api/shop/products/get${query}`)).body.data as Product[];
const search = async (keyword: string) => (await call(api.baseUrl, `/api/shop/search/${encodeURIComponent(keyword)}`)).body.data as Product[];

describe("admin only", () => {
  const routes: { method: string; path: string; json?: unknown }[] = [
    { method: "GET", path: "/api/admin/products/get" },
    { method: "POST", path: "/api/admin/products/add", json: chocolateOrange() },
    { method: "PUT", path: "/api/admin/products/edit/p-a", json: chocolateOrange() },
    { method: "DELETE", path: "/api/admin/products/delete/p-a" },
  ];

  it("refuses a guest with 401 and a shopper with 403, and changes nothing", async () => {
    const before = await storedProducts();
    for (const route of routes) {
      const guest = await call(api.baseUrl, route.path, { method: route.method, json: route.json });
      expect(guest.status, `${route.method} ${route.path}`).toBe(401);
      const shopper = await call(api.baseUrl, route.path, { method: route.method, json: route.json, cookie: dana.cookie });
      expect(shopper.status, `${route.method} ${route.path}`).toBe(403);
    }
    expect(await storedProducts()).toEqual(before);
  });

  it("refuses an upload from a guest (401) or a shopper (403) and stores nothing", async () => {
    expect((await uploadFile(api.baseUrl, { bytes: tinyPng() })).status).toBe(401);
    expect((await uploadFile(api.baseUrl, { bytes: tinyPng(), cookie: dana.cookie })).status).toBe(403);
    expect(await storedFiles(imageDir)).toEqual([]);
  });
});

describe("GET /api/admin/products/get", () => {
  it("lists every product, inactive categories included, newest first", async () => {
    const answer = await asAdmin("/api/admin/products/get");
    expect(answer.status).toBe(200);
    const listed = answer.body.data as Product[];
    expect(listed.map((p) => p._id).sort()).toEqual(testProducts.map((p) => p._id).sort());
    // Stored before the food declaration: answered as not declared.
    expect(listed.find((p) => p._id === "p-e")).toEqual({ ...testProducts.find((p) => p._id === "p-e"), declared: false });

    const added = (await asAdmin("/api/admin/products/add", { json: chocolateOrange() })).body.data as Product;
    const again = (await asAdmin("/api/admin/products/get")).body.data as Product[];
    expect(again[0]?._id).toBe(added._id);
    expect(again).toHaveLength(testProducts.length + 1);
  });

  it("still lists a product stored without createdAt, last", async () => {
    await db().collection("products").doc("p-a").update({ createdAt: null });
    const listed = (await asAdmin("/api/admin/products/get")).body.data as Product[];
    expect(listed.at(-1)?._id).toBe("p-a");
  });
});

describe("POST /api/admin/products/add", () => {
  it("saves the trimmed product with a 0 average and shows it in the storefront listing and search", async () => {
    const answer = await asAdmin("/api/admin/products/add", { json: chocolateOrange() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, code: "product.added", message: renderMessage("product.added") });
    const product = answer.body.data as Product;
    expect(product).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      slug: "chocolate-orange-slices",
      image: "/images/products/hand-painted-truffles-12.svg",
      title: "Chocolate Orange Slices",
      titleHe: "פרוסות תפוז בשוקולד",
      description: "Candied orange, half dipped in dark chocolate.",
      category: "bars",
      brand: "atelier",
      price: 1800,
      salePrice: 0,
      totalStock: 12,
      averageReview: 0,
      // Left out of the body: not featured.
      featured: false,
      // What is in it, as sent (food-fixtures' DECLARED), and answered as declared.
      ingredients: DECLARED.ingredients,
      ingredientsHe: DECLARED.ingredientsHe,
      allergens: DECLARED.allergens,
      kosher: DECLARED.kosher,
      // Free from gluten answers gluten-free.
      diets: ["glutenFree"],
      declared: true,
      foodMarks: ["kosher_parve", "diet_glutenFree", "free_treeNuts"],
    });
    const stored = (await db().collection("products").doc(product._id).get()).data();
    expect(stored).toMatchObject({ reviewCount: 0, reviewTotal: 0, effectivePrice: 1800, createdAt: expect.anything() });

    // Listing by price: b 1000, f 1200, c 1500, new 1800, d 2500, a 3000.
    expect((await storefront()).map((p) => p._id)).toEqual(["p-b", "p-f", "p-c", product._id, "p-d", "p-a"]);
    // The listing answers the card (no descriptions); the product itself answers everything.
    const { description: _description, descriptionHe: _descriptionHe, ingredients: _ingredients, ingredientsHe: _ingredientsHe, kosher: _kosher, diets: _diets, ...card } = product;
    expect(await storefront(`?category=bars`)).toContainEqual(card);
    expect((await call(api.baseUrl, `/api/shop/products/get/${product._id}`)).body.data).toEqual(product);
    expect((await search("orange slices")).map((p) => p._id)).toEqual([product._id]);
    expect((await search("תפוז")).map((p) => p._id)).toEqual([product._id]);
  });

  it("saves the featured flag, answers it, and the home page's featured section shows the product", async () => {
    const answer = await asAdmin("/api/admin/products/add", { json: chocolateOrange({ featured: true }) });
    expect(answer.status).toBe(201);
    const product = answer.body.data as Product;
    expect(product.featured).toBe(true);
    expect((await db().collection("products").doc(product._id).get()).data()?.featured).toBe(true);
    expect((await call(api.baseUrl, `/api/shop/products/get/${product._id}`)).body.data).toMatchObject({ featured: true });
    const home = (await call(api.baseUrl, "/api/shop/products/home")).body.data as HomeProducts;
    expect(home.featured.map((p) => p._id)).toEqual([product._id]);
    expect(home.recommended.map((p) => p._id)).not.toContain(product._id);
  });

  it("takes an uploaded image", async () => {
    const url = await uploadedImageUrl(api.baseUrl, admin.cookie);
    const answer = await asAdmin("/api/admin/products/add", { json: chocolateOrange({ image: url }) });
    expect(answer.status).toBe(201);
    expect((answer.body.data as Product).image).toBe(url);
  });

  it("leaves out blank Hebrew texts", async () => {
    const answer = await asAdmin("/api/admin/products/add", { json: chocolateOrange({ titleHe: "  ", descriptionHe: "" }) });
    expect(answer.status).toBe(201);
    expect(answer.body.data).not.toHaveProperty("titleHe");
    expect(answer.body.data).not.toHaveProperty("descriptionHe");
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      "missing fields",
      { image: undefined, title: undefined, description: " ", category: undefined, brand: "", price: undefined, salePrice: undefined, totalStock: undefined },
      {
        image: "Upload an image first.",
        title: "Product title is required.",
        description: "Product description is required.",
        category: "Choose a category.",
        brand: "Choose a brand.",
        price: `Price must be a whole number of minor units (cents) from 1 to ${PRODUCT_NUMBER_LIMITS.maxPrice}.`,
        salePrice: `Sale price must be a whole number of minor units (cents) from 0 to ${PRODUCT_NUMBER_LIMITS.maxPrice}.`,
        totalStock: `Stock must be a whole number from 0 to ${PRODUCT_NUMBER_LIMITS.maxStock}.`,
      },
    ],
    [
      "an unknown category and brand",
      { category: "cupcakes", brand: "nobody" },
      { category: "Choose a category this shop has.", brand: "Choose a brand this shop has." },
    ],
    ["price 0", { price: 0 }, { price: expect.stringContaining("Price must be a whole number") }],
    ["a negative price", { price: -100 }, { price: expect.stringContaining("Price must be a whole number") }],
    ["a decimal price", { price: 12.5 }, { price: expect.stringContaining("Price must be a whole number") }],
    ["a price as text", { price: "1800" }, { price: expect.stringContaining("Price must be a whole number") }],
    ["a price above the limit", { price: PRODUCT_NUMBER_LIMITS.maxPrice + 1 }, { price: expect.stringContaining("Price must be a whole number") }],
    ["a sale price equal to the price", { salePrice: 1800 }, { salePrice: "Sale price must be below the price (or 0 when not on sale)." }],
    ["a sale price above the price", { salePrice: 2000 }, { salePrice: "Sale price must be below the price (or 0 when not on sale)." }],
    ["a negative sale price", { salePrice: -1 }, { salePrice: expect.stringContaining("Sale price must be a whole number") }],
    ["negative stock", { totalStock: -1 }, { totalStock: expect.stringContaining("Stock must be a whole number") }],
    ["fractional stock", { totalStock: 2.5 }, { totalStock: expect.stringContaining("Stock must be a whole number") }],
    ["stock above the limit", { totalStock: PRODUCT_NUMBER_LIMITS.maxStock + 1 }, { totalStock: expect.stringContaining("Stock must be a whole number") }],
    ["featured as text", { featured: "true" }, { featured: "Featured must be true or false." }],
    ["featured as a number", { featured: 1 }, { featured: "Featured must be true or false." }],
    ["featured as null", { featured: null }, { featured: "Featured must be true or false." }],
    ["a foreign image URL", { image: "https://example.com/truffle.png" }, { image: "That image is not one the shop stored; upload it first." }],
    ["an upload URL nobody stored", { image: "/api/images/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png" }, { image: "That image is not one the shop stored; upload it first." }],
    ["a path out of the image folder", { image: "/api/images/../../etc/passwd" }, { image: "That image is not one the shop stored; upload it first." }],
    [
      "a too-long title",
      { title: "x".repeat(PRODUCT_TEXT_LIMITS.title + 1) },
      { title: `Product title must be at most ${PRODUCT_TEXT_LIMITS.title} characters.` },
    ],
    [
      "a too-long Hebrew description",
      { descriptionHe: "ש".repeat(PRODUCT_TEXT_LIMITS.description + 1) },
      { descriptionHe: `Hebrew description must be at most ${PRODUCT_TEXT_LIMITS.description} characters.` },
    ],
  ];

  it.each(invalid)("refuses %s with 400 field messages and writes nothing", async (_name, overrides, errors) => {
    const before = await storedProducts();
    const answer = await asAdmin("/api/admin/products/add", { json: chocolateOrange(overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(answer.body.errors).toEqual(errors);
    expect(await storedProducts()).toEqual(before);
  });

  it("refuses a body that is not an object", async () => {
    const answer = await asAdmin("/api/admin/products/add", { json: [chocolateOrange()] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ body: "Send the request body as a JSON object." });
  });

  it("answers field errors in Hebrew for a Hebrew caller", async () => {
    const answer = await asAdmin("/api/admin/products/add", { json: chocolateOrange({ category: "cupcakes" }), headers: { "Accept-Language": "he" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ category: "יש לבחור קטגוריה שקיימת בחנות." });
  });
});

describe("PUT /api/admin/products/edit/:id", () => {
  const editOfA = (overrides: Record<string, unknown> = {}) => {
    const { _id, slug: _slug, averageReview: _avg, ...fields } = testProducts.find((p) => p._id === "p-a") as Product;
    return { ...fields, ...DECLARED, ...overrides };
  };

  it("changes the price: the storefront shows the new price and sorts by it", async () => {
    expect((await storefront()).map((p) => p._id)).toEqual(["p-b", "p-f", "p-c", "p-d", "p-a"]);
    const answer = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ price: 900 }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "product.updated", message: renderMessage("product.updated"), data: { _id: "p-a", price: 900 } });
    const listing = await storefront();
    expect(listing.map((p) => p._id)).toEqual(["p-a", "p-b", "p-f", "p-c", "p-d"]);
    expect(listing[0]?.price).toBe(900);
    expect((await storefront("?sortBy=price-hightolow")).map((p) => p._id)).toEqual(["p-d", "p-c", "p-f", "p-b", "p-a"]);
  });

  it("keeps the review-derived average and counters and createdAt, whatever averageReview says", async () => {
    await db().collection("products").doc("p-a").update({ averageReview: 4.5, reviewCount: 2, reviewTotal: 9 });
    const before = (await db().collection("products").doc("p-a").get()).data();
    const answer = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ title: "Almond Praline Truffles", averageReview: 1 }) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ title: "Almond Praline Truffles", averageReview: 4.5 });
    const after = (await db().collection("products").doc("p-a").get()).data();
    expect(after).toMatchObject({ averageReview: 4.5, reviewCount: 2, reviewTotal: 9, createdAt: before?.createdAt });
    expect((await search("praline truffles")).map((p) => p._id)).toEqual(["p-a"]);
  });

  it("keeps the product's current image even if it is not an upload, and removes a Hebrew title left out", async () => {
    const { titleHe: _he, ...withoutHebrew } = editOfA();
    const answer = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: withoutHebrew });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ image: "/images/p-a.svg" });
    expect(answer.body.data).not.toHaveProperty("titleHe");
    expect((await call(api.baseUrl, "/api/shop/products/get/p-a")).body.data).not.toHaveProperty("titleHe");
    // Sorted in Hebrew by the English title now.
    expect((await db().collection("products").doc("p-a").get()).get("sortTitle")).toEqual({ en: "almond truffles", he: "almond truffles" });
  });

  it("keeps the variants of the image it keeps, takes a new upload's, and drops them for an image without any", async () => {
    const seeded = [{ width: 320, url: "/api/images/1b4e28ba-2fa1-11d2-883f-0016d3cca427-320w.webp" }];
    await db().collection("products").doc("p-a").update({ imageVariants: seeded });
    const kept = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ price: 3100 }) });
    expect(kept.body.data).toMatchObject({ image: "/images/p-a.svg", imageVariants: seeded });

    const upload = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: await smallImage("jpeg"), fileName: "new.jpg" });
    const { url, imageVariants } = upload.body.result as { url: string; imageVariants: ImageVariant[] };
    const replaced = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ image: url }) });
    expect(replaced.body.data).toMatchObject({ image: url, imageVariants });
    expect(imageVariants).toEqual([{ width: 40, url: url.replace(/\.jpg$/, "-40w.webp") }]);

    const plain = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ image: "/images/products/hand-painted-truffles-12.svg" }) });
    expect(plain.status).toBe(200);
    expect(plain.body.data).not.toHaveProperty("imageVariants");
    expect((await call(api.baseUrl, "/api/shop/products/get/p-a")).body.data).not.toHaveProperty("imageVariants");
  });

  it("sets and clears the featured flag; a body without it clears it", async () => {
    const flagged = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ featured: true }) });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data).toMatchObject({ _id: "p-a", featured: true });
    expect((await db().collection("products").doc("p-a").get()).data()?.featured).toBe(true);
    const home = async () => (await call(api.baseUrl, "/api/shop/products/home")).body.data as HomeProducts;
    expect((await home()).featured.map((p) => p._id)).toEqual(["p-a"]);

    const { featured: _featured, ...withoutFlag } = editOfA();
    const cleared = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: withoutFlag });
    expect(cleared.body.data).toMatchObject({ _id: "p-a", featured: false });
    expect((await home()).featured).toEqual([]);
    expect((await home()).recommended.map((p) => p._id)).toContain("p-a");
  });

  it("refuses a featured flag that is not a boolean with 400, changing nothing", async () => {
    const before = await storedProducts();
    const answer = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ featured: "yes" }), headers: { "Accept-Language": "he" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ featured: expect.stringContaining("מוצר נבחר") });
    expect(await storedProducts()).toEqual(before);
  });

  it("refuses another foreign image, and invalid fields, changing nothing", async () => {
    const before = await storedProducts();
    const foreign = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ image: "https://example.com/x.png" }) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ image: "That image is not one the shop stored; upload it first." });
    const sale = await asAdmin("/api/admin/products/edit/p-a", { method: "PUT", json: editOfA({ salePrice: 3000 }) });
    expect(sale.status).toBe(400);
    expect(sale.body.errors).toEqual({ salePrice: "Sale price must be below the price (or 0 when not on sale)." });
    expect(await storedProducts()).toEqual(before);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await asAdmin("/api/admin/products/edit/no-such-product", { method: "PUT", json: editOfA() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: "catalog.productNotFound", message: renderMessage("catalog.productNotFound") });
    expect((await db().collection("products").doc("no-such-product").get()).exists).toBe(false);
    const malformed = await asAdmin(`/api/admin/products/edit/${encodeURIComponent("a b")}`, { method: "PUT", json: editOfA() });
    expect(malformed.status).toBe(400);
  });
});

describe("DELETE /api/admin/products/delete/:id", () => {
  it("removes the product from the storefront and from every cart, and past orders keep their line", async () => {
    const steps = checkoutSteps(api.baseUrl);
    const noa = await registeredSession(api.baseUrl, otherShopper);

    // Dana buys one p-a (a past order), then puts p-a and p-b in her cart again.
    const address = await steps.addAddress(dana);
    await steps.addToCart(dana, "p-a", 1);
    const created = await steps.createdOrder(dana, address._id);
    const captured = await steps.capture(dana, await steps.approve(created));
    expect(captured.status).toBe(200);
    await steps.addToCart(dana, "p-a", 2);
    await steps.addToCart(dana, "p-b", 1);
    await steps.addToCart(noa, "p-c", 1);
    await call(api.baseUrl, "/api/shop/review/add", { json: { productId: "p-a", reviewMessage: "Lovely", reviewValue: 5 }, cookie: dana.cookie });
    const noasCartBefore = (await db().collection("carts").doc(noa.uid).get()).data();

    const answer = await asAdmin("/api/admin/products/delete/p-a", { method: "DELETE" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: "product.deleted", message: renderMessage("product.deleted"), data: { _id: "p-a" } });

    expect((await db().collection("products").doc("p-a").get()).exists).toBe(false);
    expect((await storefront()).map((p) => p._id)).not.toContain("p-a");
    expect(await search("almond truffles")).toEqual([]);
    expect((await call(api.baseUrl, "/api/shop/products/get/p-a")).status).toBe(404);
    expect(((await asAdmin("/api/admin/products/get")).body.data as Product[]).map((p) => p._id)).not.toContain("p-a");

    const stored = (await db().collection("carts").doc(dana.uid).get()).data();
    expect(stored).toMatchObject({ items: [{ productId: "p-b", quantity: 1 }], productIds: ["p-b"] });
    const cart = (await call(api.baseUrl, `/api/shop/cart/get/${dana.uid}`, { cookie: dana.cookie })).body.data as Cart;
    expect(cart.items.map((i) => i.productId)).toEqual(["p-b"]);
    expect((await db().collection("carts").doc(noa.uid).get()).data()).toEqual(noasCartBefore);

    const order = (await call(api.baseUrl, `/api/shop/order/details/${created.orderId}`, { cookie: dana.cookie })).body.data as Order;
    expect(order.cartItems).toEqual([expect.objectContaining({ productId: "p-a", title: "Almond Truffles", price: 3000, quantity: 1 })]);

    expect((await db().collection("reviews").where("productId", "==", "p-a").get()).empty).toBe(true);
  });

  it("answers 404 for an unknown id (and for a second delete)", async () => {
    expect((await asAdmin("/api/admin/products/delete/p-a", { method: "DELETE" })).status).toBe(200);
    const again = await asAdmin("/api/admin/products/delete/p-a", { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, code: "catalog.productNotFound", message: renderMessage("catalog.productNotFound") });
  });
});

describe("POST /api/admin/products/upload-image", () => {
  it("stores a real PNG and serves it back with its content type, nosniff and long caching", async () => {
    const png = tinyPng();
    const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: png, fileName: "bonbon.png" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, result: { url: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}\.png$/) } });
    const url = (answer.body.result as { url: string }).url;
    // The original and its one variant (2 px wide: never upscaled).
    const base = (url.split("/").pop() ?? "").replace(/\.png$/, "");
    expect(answer.body.result).toEqual({ url, imageVariants: [{ width: 2, url: `/api/images/${base}-2w.webp` }] });
    expect((await storedFiles(imageDir)).sort()).toEqual([`${base}-2w.webp`, `${base}.png`]);

    const image = await fetch(`${api.baseUrl}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toContain("max-age=31536000");
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it("names each upload anew, even for the same bytes", async () => {
    const first = await uploadedImageUrl(api.baseUrl, admin.cookie);
    const second = await uploadedImageUrl(api.baseUrl, admin.cookie);
    expect(first).not.toBe(second);
  });

  it("judges by content: JPEG, WebP and GIF bytes pass whatever their name says", async () => {
    // Real images: the variants are made from them, so bytes that only start like one are refused (below).
    const cases: [Buffer, string][] = [
      [await smallImage("jpeg"), "jpg"],
      [await smallImage("webp"), "webp"],
      [await smallImage("gif"), "gif"],
    ];
    for (const [bytes, extension] of cases) {
      const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes, fileName: "photo.txt", type: "text/plain" });
      expect(answer.status, extension).toBe(201);
      const url = (answer.body.result as { url: string }).url;
      expect(url.endsWith(`.${extension}`)).toBe(true);
      const served = await fetch(`${api.baseUrl}${url}`);
      expect(served.headers.get("content-type")).toBe(extension === "jpg" ? "image/jpeg" : `image/${extension}`);
    }
  });

  it("refuses bytes that only start like an image (sharp cannot decode them) with 400, storing nothing", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: fake, fileName: "photo.jpg", type: "image/jpeg" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: "image.undecodable", errors: { [IMAGE_UPLOAD_FIELD]: renderMessage("image.undecodable") } });
    expect(await storedFiles(imageDir)).toEqual([]);
  });

  it("turns a 4 MB photo into WebP variants at 320, 640 and 1280 px, served for a year, and keeps the original", async () => {
    const photo = await bigPhoto();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(photo.length).toBeLessThan(IMAGE_UPLOAD_MAX_BYTES);
    const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: photo, fileName: "cacao-harvest.jpg", type: "image/jpeg" });
    expect(answer.status).toBe(201);
    const { url, imageVariants } = answer.body.result as { url: string; imageVariants: ImageVariant[] };
    expect(imageVariants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(await storedFiles(imageDir)).toHaveLength(4);

    for (const variant of imageVariants) {
      expect(variant.url).toMatch(new RegExp(`^/api/images/[0-9a-f-]{36}-${variant.width}w\\.webp$`));
      const served = await fetch(`${api.baseUrl}${variant.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 2) / 3));
      expect(bytes.length).toBeLessThan(photo.length / 8);
    }
    const original = await fetch(`${api.baseUrl}${url}`);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);

    // A product saved with it carries the variants, and the storefront's listing, search and details answer them.
    const added = await asAdmin("/api/admin/products/add", { json: chocolateOrange({ image: url }) });
    expect(added.status).toBe(201);
    const product = added.body.data as Product;
    expect(product.imageVariants).toEqual(imageVariants);
    expect((await storefront("?category=bars")).find((p) => p._id === product._id)?.imageVariants).toEqual(imageVariants);
    expect((await search("orange slices"))[0]?.imageVariants).toEqual(imageVariants);
    expect((await call(api.baseUrl, `/api/shop/products/get/${product._id}`)).body.data).toMatchObject({ imageVariants });
  }, 60_000);

  it("refuses a text file renamed .png and sent as image/png, storing nothing", async () => {
    const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: Buffer.from("just some notes, not a picture\n"), fileName: "notes.png", type: "image/png" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: "Only JPEG, PNG, WebP or GIF images can be uploaded.",
      errors: { [IMAGE_UPLOAD_FIELD]: "Only JPEG, PNG, WebP or GIF images can be uploaded." },
    });
    expect(await storedFiles(imageDir)).toEqual([]);
  });

  it("refuses an SVG (it can carry script), storing nothing", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: svg, fileName: "logo.svg", type: "image/svg+xml" });
    expect(answer.status).toBe(400);
    expect(await storedFiles(imageDir)).toEqual([]);
  });

  it("refuses a file over 5 MB with 413, storing nothing", async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: big, fileName: "huge.png" });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, message: "The image is larger than 5 MB. Choose a smaller one." });
    expect(await storedFiles(imageDir)).toEqual([]);
  });

  it("stops at 5 MB on a streamed body without a length too (413), and takes exactly 5 MB", async () => {
    const send = async (size: number) => {
      const boundary = "----cocoa-boundary-7";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${IMAGE_UPLOAD_FIELD}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const png = tinyPng();
      const file = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const parts = [head, file.subarray(0, 1024 * 1024), file.subarray(1024 * 1024), tail];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = parts.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const response = await fetch(`${api.baseUrl}/api/admin/products/upload-image`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: `${SESSION_COOKIE_NAME}=${admin.cookie}` },
      } as RequestInit);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await send(IMAGE_UPLOAD_MAX_BYTES + 1)).status).toBe(413);
    expect(await storedFiles(imageDir)).toEqual([]);
    const exact = await send(IMAGE_UPLOAD_MAX_BYTES);
    expect(exact.status).toBe(201);
    // The original and its variant.
    expect(await storedFiles(imageDir)).toHaveLength(2);
  });

  it("refuses a file under another field name, and a form without a file, with 400", async () => {
    const wrongField = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: tinyPng(), field: "image" });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ success: false, errors: { [IMAGE_UPLOAD_FIELD]: "Choose an image file to upload (form field my_file)." } });

    const form = new FormData();
    form.append(IMAGE_UPLOAD_FIELD, "not a file");
    const noFile = await fetch(`${api.baseUrl}/api/admin/products/upload-image`, {
      method: "POST",
      body: form,
      headers: { Cookie: `${SESSION_COOKIE_NAME}=${admin.cookie}` },
    });
    expect(noFile.status).toBe(400);

    const json = await asAdmin("/api/admin/products/upload-image", { json: { my_file: "x" } });
    expect(json.status).toBe(400);
    expect(await storedFiles(imageDir)).toEqual([]);
  });

  it("refuses an empty file with 400", async () => {
    const answer = await uploadFile(api.baseUrl, { cookie: admin.cookie, bytes: Buffer.alloc(0) });
    expect(answer.status).toBe(400);
    expect(await storedFiles(imageDir)).toEqual([]);
  });
});

describe("GET /api/images/:name", () => {
  it("answers 404 JSON for an unknown or malformed name, never a file outside the folder", async () => {
    for (const name of ["1b4e28ba-2fa1-11d2-883f-0016d3cca427.png", "..%2F..%2Fetc%2Fpasswd", "..%2Fpackage.json", "x.svg"]) {
      const answer = await call(api.baseUrl, `/api/images/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: "Image not found" });
    }
  });
});
