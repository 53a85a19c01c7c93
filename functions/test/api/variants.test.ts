/**
 * Products sold by variant over real HTTP (issue 34): a product's answer lists its options and
 * variants; the cart and orders carry the variant's SKU and labels; stock is per variant with the
 * shop's guarantees (no overselling under racing buyers, stock back on rejection); search finds a
 * product by a variant's SKU; the admin saves options and variants, validated on the server; and a
 * product without options answers, sells and is stocked exactly as before.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Cart, Order, Product } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, clientAddressOf, otherShopper, registeredSession, useTestApi } from "./helpers";
import { seedTestShop, testProducts, testSettings } from "./shop-fixtures";
import { clearInbox, waitForEmail } from "./inbox";
import { DECLARED } from "./food-fixtures";

const api = useTestApi();
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;

/** Truffles in three boxes: 9 ($26), 16 ($44, on sale at $39), 25 ($65); the 25 has one box left. */
const truffleBoxes: Product = {
  ...(testProducts[0] as Product),
  _id: "p-v",
  slug: "truffle-boxes",
  title: "Truffle Boxes",
  titleHe: "קופסאות טראפלס",
  price: 1,
  salePrice: 0,
  totalStock: 999,
  options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }, { label: "Box of 25", labelHe: "קופסה של 25" }] }],
  variants: [
    { sku: "TRF-9", optionValues: ["Box of 9"], price: 2600, salePrice: 0, totalStock: 10, weight: 120 },
    { sku: "TRF-16", optionValues: ["Box of 16"], price: 4400, salePrice: 3900, totalStock: 6 },
    { sku: "TRF-25", optionValues: ["Box of 25"], price: 6500, salePrice: 0, totalStock: 1 },
  ],
};

const productDoc = async (id: string) => (await db().collection("products").doc(id).get()).data() ?? {};
const variantStock = async (id: string) =>
  Object.fromEntries(((await productDoc(id)).variants as { sku: string; totalStock: number }[]).map((variant) => [variant.sku, variant.totalStock]));
const cartCall = (who: Shopper, path: string, json?: unknown, method?: string) => call(api.baseUrl, `/api/shop/cart${path}`, { json, cookie: who.cookie, ...(method ? { method } : {}) });
const addVariant = (who: Shopper, variantSku: string | undefined, quantity = 1, productId = "p-v") =>
  cartCall(who, "/add", { userId: who.uid, productId, quantity, ...(variantSku === undefined ? {} : { variantSku }) });

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  await seedTestShop(testSettings, [...testProducts, truffleBoxes]);
  dana = await registeredSession(api.baseUrl);
});

describe("a product's answer", () => {
  it("lists the options and variants, with the product's price the cheapest now and its stock every variant's", async () => {
    const answer = await call(api.baseUrl, "/api/shop/products/get/p-v");
    expect(answer.status).toBe(200);
    const product = answer.body.data as Product;
    expect(product.options).toEqual(truffleBoxes.options);
    expect(product.variants?.map(({ sku, price, salePrice, totalStock }) => ({ sku, price, salePrice, totalStock }))).toEqual([
      { sku: "TRF-9", price: 2600, salePrice: 0, totalStock: 10 },
      { sku: "TRF-16", price: 4400, salePrice: 3900, totalStock: 6 },
      { sku: "TRF-25", price: 6500, salePrice: 0, totalStock: 1 },
    ]);
    expect(product).toMatchObject({ price: 2600, salePrice: 0, totalStock: 17 });
    // The listing sorts it by its lowest price: after the $25.00 Dark Truffles, before the $30.00 Almond.
    const listing = (await call(api.baseUrl, "/api/shop/products/get?category=truffles&sortBy=price-lowtohigh")).body.data as Product[];
    expect(listing.map((item) => item._id)).toEqual(["p-f", "p-d", "p-v", "p-a"]);
  });

  it("answers a product without options exactly as before: no options, no variants", async () => {
    const product = (await call(api.baseUrl, "/api/shop/products/get/p-a")).body.data as Record<string, unknown>;
    expect(product).not.toHaveProperty("options");
    expect(product).not.toHaveProperty("variants");
    expect(product).toMatchObject({ price: 3000, salePrice: 0, totalStock: 20 });
  });
});

describe("the cart", () => {
  it("holds two variants of one product as two lines, each with its price, stock and labels", async () => {
    expect((await addVariant(dana, "TRF-16", 2)).status).toBe(200);
    const answer = await addVariant(dana, "TRF-9", 1);
    expect(answer.status).toBe(200);
    const cart = answer.body.data as Cart;
    expect(cart.items.map(({ lineId, variantSku, variantLabel, variantLabelHe, price, salePrice, totalStock, quantity }) => ({ lineId, variantSku, variantLabel, variantLabelHe, price, salePrice, totalStock, quantity }))).toEqual([
      { lineId: "p-v~TRF-16", variantSku: "TRF-16", variantLabel: "Box of 16", variantLabelHe: "קופסה של 16", price: 4400, salePrice: 3900, totalStock: 6, quantity: 2 },
      { lineId: "p-v~TRF-9", variantSku: "TRF-9", variantLabel: "Box of 9", variantLabelHe: "קופסה של 9", price: 2600, salePrice: 0, totalStock: 10, quantity: 1 },
    ]);
  });

  it("refuses a variant product without a SKU, an unknown SKU, and a SKU for a product sold as itself, writing nothing", async () => {
    const missing = await addVariant(dana, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "cart.variantRequired" });
    const unknown = await addVariant(dana, "TRF-100");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "cart.variantNotFound" });
    const plain = await addVariant(dana, "TRF-9", 1, "p-a");
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ code: "cart.variantNotSold" });
    const malformed = await addVariant(dana, "TRF/../9");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCodes).toMatchObject({ variantSku: { code: "cart.variantInvalid" } });
    expect((await db().collection("carts").doc(dana.uid).get()).exists).toBe(false);
  });

  it("limits a variant's line by that variant's stock, not the product's", async () => {
    const answer = await addVariant(dana, "TRF-25", 2);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "cart.stockLimit", message: "only 1 quantity can be added" });
  });

  it("changes and removes a line by its line id, leaving the other variant's line", async () => {
    await addVariant(dana, "TRF-16", 1);
    await addVariant(dana, "TRF-9", 1);
    const updated = await cartCall(dana, "/update-cart", { userId: dana.uid, productId: "p-v", lineId: "p-v~TRF-16", quantity: 3 }, "PUT");
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((updated.body.data as Cart).items.map((item) => [item.lineId, item.quantity])).toEqual([["p-v~TRF-16", 3], ["p-v~TRF-9", 1]]);
    // The same line named by product and SKU.
    const bySku = await cartCall(dana, "/update-cart", { userId: dana.uid, productId: "p-v", variantSku: "TRF-9", quantity: 2 }, "PUT");
    expect((bySku.body.data as Cart).items.map((item) => [item.lineId, item.quantity])).toEqual([["p-v~TRF-16", 3], ["p-v~TRF-9", 2]]);
    const tooMany = await cartCall(dana, "/update-cart", { userId: dana.uid, productId: "p-v", lineId: "p-v~TRF-16", quantity: 7 }, "PUT");
    expect(tooMany.status).toBe(400);
    // A line id of another product than the one named is no line of it.
    const mismatch = await cartCall(dana, "/update-cart", { userId: dana.uid, productId: "p-a", lineId: "p-v~TRF-16", quantity: 1 }, "PUT");
    expect(mismatch.status).toBe(404);
    const removed = await call(api.baseUrl, `/api/shop/cart/${dana.uid}/${encodeURIComponent("p-v~TRF-16")}`, { method: "DELETE", cookie: dana.cookie });
    expect(removed.status).toBe(200);
    expect((removed.body.data as Cart).items.map((item) => item.lineId)).toEqual(["p-v~TRF-9"]);
    const again = await call(api.baseUrl, `/api/shop/cart/${dana.uid}/p-v~TRF-16`, { method: "DELETE", cookie: dana.cookie });
    expect(again.status).toBe(404);
  });

  it("keeps a product sold as itself working as before: added, changed and removed by its product id", async () => {
    expect((await addVariant(dana, undefined, 2, "p-a")).status).toBe(200);
    const updated = await cartCall(dana, "/update-cart", { userId: dana.uid, productId: "p-a", quantity: 4 }, "PUT");
    expect((updated.body.data as Cart).items).toEqual([expect.objectContaining({ lineId: "p-a", productId: "p-a", quantity: 4, price: 3000 })]);
    expect((updated.body.data as Cart).items[0]).not.toHaveProperty("variantSku");
    const removed = await call(api.baseUrl, `/api/shop/cart/${dana.uid}/p-a`, { method: "DELETE", cookie: dana.cookie });
    expect((removed.body.data as Cart).items).toEqual([]);
  });
});

describe("orders and stock per variant", () => {
  async function paidVariantOrder(who: Shopper, lines: [string, number][]): Promise<Order> {
    for (const [sku, quantity] of lines) expect((await addVariant(who, sku, quantity)).status).toBe(200);
    const address = await steps.addAddress(who);
    const created = await steps.createdOrder(who, address._id);
    const captured = await steps.capture(who, await steps.approve(created));
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    return steps.orderOf(captured);
  }

  it("copies the variant and its labels into the order, charges the variant's price and takes its stock only", async () => {
    await clearInbox();
    const order = await paidVariantOrder(dana, [["TRF-16", 2], ["TRF-9", 1]]);
    expect(order.cartItems.map(({ productId, variantSku, variantLabel, variantLabelHe, price, quantity }) => ({ productId, variantSku, variantLabel, variantLabelHe, price, quantity }))).toEqual([
      { productId: "p-v", variantSku: "TRF-16", variantLabel: "Box of 16", variantLabelHe: "קופסה של 16", price: 3900, quantity: 2 },
      { productId: "p-v", variantSku: "TRF-9", variantLabel: "Box of 9", variantLabelHe: "קופסה של 9", price: 2600, quantity: 1 },
    ]);
    expect(order.subtotal).toBe(3900 * 2 + 2600);
    expect(await variantStock("p-v")).toEqual({ "TRF-9": 9, "TRF-16": 4, "TRF-25": 1 });
    expect((await productDoc("p-v")).totalStock).toBe(14);
    // The units bought leave the cart, line by line.
    expect(((await cartCall(dana, `/get/${dana.uid}`)).body.data as Cart).items).toEqual([]);
    // The receipt names the variant under its line.
    const receipt = await waitForEmail({ to: "dana@example.com", subjectIncludes: order.orderNumber });
    expect(receipt.text).toContain("Truffle Boxes (Box of 16) × 2");
  });

  it("gives the last box of a variant to one of two racing buyers; the other is told and not charged", async () => {
    const noa = await registeredSession(api.baseUrl, otherShopper, clientAddressOf(7));
    const bodies = [];
    for (const who of [dana, noa]) {
      expect((await addVariant(who, "TRF-25", 1)).status).toBe(200);
      const address = await steps.addAddress(who);
      bodies.push(await steps.approve(await steps.createdOrder(who, address._id)));
    }
    const answers = await Promise.all([steps.capture(dana, bodies[0]), steps.capture(noa, bodies[1])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe('Sorry, "Truffle Boxes (Box of 25)" sold out. You have not been charged.');
    expect(await variantStock("p-v")).toEqual({ "TRF-9": 10, "TRF-16": 6, "TRF-25": 0 });
    const captured = (await db().collection("sandboxPayments").where("status", "==", "captured").get()).size;
    expect(captured).toBe(1);
  });

  it("gives the variant's stock back when the owner rejects a paid order", async () => {
    const order = await paidVariantOrder(dana, [["TRF-16", 2]]);
    expect(await variantStock("p-v")).toMatchObject({ "TRF-16": 4 });
    const admin = await adminSession(api.baseUrl);
    const rejected = await call(api.baseUrl, `/api/admin/orders/update/${order._id}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await variantStock("p-v")).toEqual({ "TRF-9": 10, "TRF-16": 6, "TRF-25": 1 });
    expect((await productDoc("p-v")).totalStock).toBe(17);
  });

  it("refunds one variant's line without touching the other's, by product and SKU", async () => {
    const order = await paidVariantOrder(dana, [["TRF-16", 1], ["TRF-9", 2]]);
    const admin = await adminSession(api.baseUrl);
    const refund = (lines: unknown, requestId: string) =>
      call(api.baseUrl, `/api/admin/orders/refund/${order._id}`, { json: { requestId, lines }, cookie: admin.cookie });
    const first = await refund([{ productId: "p-v", variantSku: "TRF-9", quantity: 2 }], "refund-variant-0001");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const refunded = (first.body.data as Order).refunds?.[0];
    expect(refunded).toMatchObject({ amount: 5200, lines: [{ productId: "p-v", variantSku: "TRF-9", quantity: 2 }] });
    const more = await refund([{ productId: "p-v", variantSku: "TRF-9", quantity: 1 }], "refund-variant-0002");
    expect(more.status).toBe(409);
    const other = await refund([{ productId: "p-v", variantSku: "TRF-16", quantity: 1 }], "refund-variant-0003");
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });
});

describe("search", () => {
  it("finds a product by any of its variants' SKUs, with or without the dash", async () => {
    for (const keyword of ["TRF-16", "trf25", "TRF 9"]) {
      const found = (await call(api.baseUrl, `/api/shop/search/${encodeURIComponent(keyword)}`)).body.data as Product[];
      expect(found.map((product) => product._id), keyword).toEqual(["p-v"]);
    }
  });
});

describe("the admin's product sheet", () => {
  let admin: { cookie: string; uid: string };
  beforeEach(async () => {
    admin = await adminSession(api.baseUrl);
  });

  const sizes = { name: "Size", nameHe: "גודל", values: [{ label: "100 g" }, { label: "250 g", labelHe: "250 גרם" }] };
  const cocoa = { name: "Cocoa", values: [{ label: "Dark" }, { label: "Milk" }, { label: "White", labelHe: "לבן" }] };
  const sixVariants = ["100 g", "250 g"].flatMap((size, i) =>
    ["Dark", "Milk", "White"].map((level, j) => ({ sku: `SLAB-${size.replace(" g", "")}-${level.toUpperCase()}`, optionValues: [size, level], price: 1200 + i * 1000 + j * 100, salePrice: 0, totalStock: 5 + j, weight: i ? 250 : 100 })),
  );
  const slab = (overrides: Record<string, unknown> = {}) => ({
    image: "/images/products/madagascar-72-bar.svg",
    title: "Atelier Slab",
    description: "A thick slab in two sizes and three cocoa levels.",
    category: "bars",
    brand: "atelier",
    price: 1200,
    salePrice: 0,
    totalStock: 0,
    options: [sizes, cocoa],
    variants: sixVariants,
    ...DECLARED,
    ...overrides,
  });
  const add = (json: unknown, headers?: Record<string, string>) => call(api.baseUrl, "/api/admin/products/add", { json, cookie: admin.cookie, headers });

  it("creates a product with two options and six variants; its price and stock come from them", async () => {
    const answer = await add(slab());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const product = answer.body.data as Product;
    expect(product.variants).toHaveLength(6);
    expect(product).toMatchObject({ price: 1200, totalStock: 2 * (5 + 6 + 7) });
    expect(product.options?.[1]?.values[2]).toEqual({ label: "White", labelHe: "לבן" });
    // Sold at once, by SKU.
    const cart = await addVariant(dana, "SLAB-250-MILK", 2, product._id);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect((cart.body.data as Cart).items[0]).toMatchObject({ price: 2300, variantLabel: "250 g · Milk", variantLabelHe: "250 גרם · Milk" });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["two variants with one SKU", { variants: sixVariants.map((variant, i) => (i === 4 ? { ...variant, sku: "slab-100-dark" } : variant)) }, "variants.4.sku", "product.variantSkuTwice"],
    ["a variant naming a value no option has", { variants: [{ ...sixVariants[0], optionValues: ["500 g", "Dark"] }] }, "variants.0.optionValues", "product.variantValues"],
    ["a variant missing an option's value", { variants: [{ ...sixVariants[0], optionValues: ["100 g"] }] }, "variants.0.optionValues", "product.variantValues"],
    ["two variants with one combination", { variants: [sixVariants[0], { ...sixVariants[0], sku: "OTHER" }] }, "variants.1.optionValues", "product.variantTwice"],
    ["options without a variant", { variants: [] }, "variants", "product.variantsWithoutOptions"],
    ["a SKU with a slash", { variants: [{ ...sixVariants[0], sku: "A/B" }] }, "variants.0.sku", "product.variantSku"],
    ["a variant's sale price above its price", { variants: [{ ...sixVariants[0], salePrice: 5000 }] }, "variants.0.salePrice", "product.saleNotBelowPrice"],
    ["a variant's stock below 0", { variants: [{ ...sixVariants[0], totalStock: -1 }] }, "variants.0.totalStock", "product.totalStock"],
    ["an option without values", { options: [{ name: "Size", values: [] }], variants: [] }, "options.0.values", "product.optionValues"],
    ["four kinds of option", { options: [sizes, cocoa, sizes, cocoa] }, "options", "product.optionsTooMany"],
    ["a value named twice", { options: [{ ...sizes, values: [{ label: "100 g" }, { label: "100 G" }] }, cocoa] }, "options.0.values", "product.optionValueTwice"],
    ["a variant photo the shop did not store", { variants: [{ ...sixVariants[0], image: "https://elsewhere.example/x.png" }] }, "variants.0.image", "product.imageNotStored"],
  ];

  it.each(refusals)("refuses %s, with nothing written", async (_name, change, field, code) => {
    const before = (await db().collection("products").get()).size;
    const answer = await add(slab(change));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errorCodes, JSON.stringify(answer.body)).toMatchObject({ [field]: { code } });
    expect((await db().collection("products").get()).size).toBe(before);
  });

  it("says what is wrong in Hebrew to a Hebrew caller", async () => {
    const answer = await add(slab({ variants: sixVariants.map((variant) => ({ ...variant, sku: "SAME" })) }), { "Accept-Language": "he" });
    expect(answer.status).toBe(400);
    expect((answer.body.errors as Record<string, string>)["variants.1.sku"]).toContain("SAME");
    expect((answer.body.errors as Record<string, string>)["variants.1.sku"]).toContain("מק\"ט");
  });

  it("sells a product as itself again when its options are taken away on edit", async () => {
    const created = (await add(slab())).body.data as Product;
    const edited = await call(api.baseUrl, `/api/admin/products/edit/${created._id}`, { method: "PUT", json: slab({ options: [], variants: [], price: 1500, totalStock: 9 }), cookie: admin.cookie });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const product = (await call(api.baseUrl, `/api/shop/products/get/${created._id}`)).body.data as Record<string, unknown>;
    expect(product).not.toHaveProperty("variants");
    expect(product).toMatchObject({ price: 1500, totalStock: 9 });
    expect((await addVariant(dana, undefined, 1, created._id)).status).toBe(200);
  });
});

describe("a product's gallery", () => {
  let admin: { cookie: string; uid: string };
  beforeEach(async () => {
    admin = await adminSession(api.baseUrl);
  });
  const photos = ["hand-painted-truffles-12", "hand-painted-truffles-12-detail", "hand-painted-truffles-12-side"].map((name, i) => ({
    image: `/images/products/${name}.svg`,
    alt: `Truffles, view ${i + 1}`,
    altHe: i === 2 ? "" : `טראפלס, מבט ${i + 1}`,
  }));
  const painted = (overrides: Record<string, unknown> = {}) => ({
    image: "/images/products/madagascar-72-bar.svg",
    title: "Painted Truffles",
    description: "Twelve painted truffles.",
    category: "truffles",
    brand: "atelier",
    price: 4200,
    salePrice: 0,
    totalStock: 5,
    gallery: photos,
    ...DECLARED,
    ...overrides,
  });
  const add = (json: unknown) => call(api.baseUrl, "/api/admin/products/add", { json, cookie: admin.cookie });

  it("keeps up to 8 photos in the owner's order, the first the product's image; cards leave the gallery out", async () => {
    const answer = await add(painted());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const saved = answer.body.data as Product;
    // The first photo is the tile's, whatever `image` the request named.
    expect(saved.image).toBe(photos[0]?.image);
    const product = (await call(api.baseUrl, `/api/shop/products/get/${saved._id}`)).body.data as Product;
    expect(product.gallery?.map(({ image, alt, altHe }) => ({ image, alt, altHe }))).toEqual([
      { image: photos[0]?.image, alt: "Truffles, view 1", altHe: "טראפלס, מבט 1" },
      { image: photos[1]?.image, alt: "Truffles, view 2", altHe: "טראפלס, מבט 2" },
      // A blank Hebrew alt is none (the reader falls back).
      { image: photos[2]?.image, alt: "Truffles, view 3", altHe: undefined },
    ]);
    const listing = (await call(api.baseUrl, "/api/shop/products/get?category=truffles")).body.data as Record<string, unknown>[];
    const card = listing.find((item) => item._id === saved._id);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty("gallery");
  });

  it("refuses a ninth photo, a photo twice and a photo the shop did not store, with nothing written", async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ image: `/images/products/${["hand-painted-truffles-12", "champagne-truffles", "salted-caramel-truffles"][i % 3]}.svg`, alt: "" }));
    const cases: [unknown, string, string][] = [
      [nine, "gallery", "product.galleryTooMany"],
      [[photos[0], photos[0]], "gallery.1.image", "product.galleryImageTwice"],
      [[photos[0], { image: "https://elsewhere.example/a.png", alt: "" }], "gallery.1.image", "product.imageNotStored"],
    ];
    for (const [gallery, field, code] of cases) {
      const answer = await add(painted({ gallery }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errorCodes).toMatchObject({ [field]: { code } });
    }
    expect((await db().collection("products").where("title", "==", "Painted Truffles").get()).size).toBe(0);
  });

  it("goes back to one image when the gallery is taken away on edit", async () => {
    const saved = (await add(painted())).body.data as Product;
    const edited = await call(api.baseUrl, `/api/admin/products/edit/${saved._id}`, { method: "PUT", json: painted({ gallery: [], image: "/images/products/madagascar-72-bar.svg" }), cookie: admin.cookie });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const product = (await call(api.baseUrl, `/api/shop/products/get/${saved._id}`)).body.data as Record<string, unknown>;
    expect(product).not.toHaveProperty("gallery");
    expect(product.image).toBe("/images/products/madagascar-72-bar.svg");
  });
});

describe("a box the shopper fills", () => {
  const piece = (id: string, title: string, totalStock: number, supplement?: number): Product => ({
    ...(testProducts[0] as Product),
    _id: id,
    slug: id,
    title,
    titleHe: `${title} (he)`,
    price: 300,
    totalStock,
    ...(supplement ? { supplement } : {}),
  });
  const box: Product = {
    ...(testProducts[0] as Product),
    _id: "p-box",
    slug: "fill-a-box",
    title: "Fill a Box",
    price: 1,
    totalStock: 0,
    box: { pieceIds: ["p-pa", "p-pb", "p-pc", "p-gone"] },
    options: [{ name: "Size", values: [{ label: "Box of 3" }, { label: "Box of 4" }] }],
    variants: [
      { sku: "BOX-3", optionValues: ["Box of 3"], price: 1000, salePrice: 0, totalStock: 5, slots: 3 },
      { sku: "BOX-4", optionValues: ["Box of 4"], price: 1300, salePrice: 0, totalStock: 5, slots: 4 },
    ],
  };
  const pieces = [piece("p-pa", "Gold Dome", 5, 100), piece("p-pb", "Rose Heart", 2), piece("p-pc", "Dark Ganache", 10)];

  beforeEach(async () => {
    await seedTestShop(testSettings, [...testProducts, box, ...pieces]);
  });

  const fill = (who: Shopper, variantSku: string, chosen: [string, number][], quantity = 1, productId = "p-box") =>
    cartCall(who, "/add", { userId: who.uid, productId, quantity, variantSku, pieces: chosen.map(([id, count]) => ({ productId: id, quantity: count })) });
  const stockOf = async (id: string) => (await productDoc(id)).totalStock as number;

  it("answers the pieces its page offers with the box's own read (a deleted piece left out), and not in cards", async () => {
    const product = (await call(api.baseUrl, "/api/shop/products/get/p-box")).body.data as Product;
    expect(product.box).toEqual({ pieceIds: ["p-pa", "p-pb", "p-pc", "p-gone"] });
    expect(product.boxPieces?.map(({ _id, supplement, totalStock }) => ({ _id, supplement, totalStock }))).toEqual([
      { _id: "p-pa", supplement: 100, totalStock: 5 },
      { _id: "p-pb", supplement: 0, totalStock: 2 },
      { _id: "p-pc", supplement: 0, totalStock: 10 },
    ]);
    expect(product.variants?.map((variant) => variant.slots)).toEqual([3, 4]);
    const listing = (await call(api.baseUrl, "/api/shop/products/get?category=truffles&pageSize=50")).body.data as Record<string, unknown>[];
    expect(listing.find((item) => item._id === "p-box")).not.toHaveProperty("boxPieces");
  });

  it("takes a full box only, of its own pieces, within their stock; nothing is written on a refusal", async () => {
    const refusals: [unknown, string][] = [
      [fill(dana, "BOX-3", [["p-pa", 2]]), "cart.boxNotFull"],
      [fill(dana, "BOX-3", [["p-pa", 2], ["p-pc", 2]]), "cart.boxNotFull"],
      [fill(dana, "BOX-3", [["p-pa", 2], ["p-a", 1]]), "cart.pieceNotInBox"],
      [fill(dana, "BOX-3", [["p-pb", 3]]), "cart.pieceLow"],
      [cartCall(dana, "/add", { userId: dana.uid, productId: "p-box", quantity: 1, variantSku: "BOX-3" }), "cart.boxEmpty"],
      [fill(dana, "TRF-9", [["p-pa", 1]], 1, "p-v"), "cart.notABox"],
    ];
    for (const [pending, code] of refusals) {
      const answer = await (pending as ReturnType<typeof fill>);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(code);
    }
    const low = await fill(dana, "BOX-3", [["p-pb", 3]], 1);
    expect(low.body.message).toBe('Only 2 of "Rose Heart" are left for boxes. Choose fewer of them.');
    expect((await db().collection("carts").doc(dana.uid).get()).exists).toBe(false);
  });

  it("prices a filled box as the box plus its pieces' supplements, one line per filling", async () => {
    const first = await fill(dana, "BOX-3", [["p-pa", 2], ["p-pc", 1]]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The same pieces in another order are the same box.
    await fill(dana, "BOX-3", [["p-pc", 1], ["p-pa", 2]]);
    const other = await fill(dana, "BOX-3", [["p-pb", 1], ["p-pc", 2]]);
    const items = (other.body.data as Cart).items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ productId: "p-box", variantSku: "BOX-3", price: 1000 + 2 * 100, quantity: 2 });
    expect(items[0]?.pieces?.map(({ productId, quantity, title, supplement }) => ({ productId, quantity, title, supplement }))).toEqual([
      { productId: "p-pa", quantity: 2, title: "Gold Dome", supplement: 100 },
      { productId: "p-pc", quantity: 1, title: "Dark Ganache", supplement: 0 },
    ]);
    // Two boxes of this filling take 4 Gold Domes: 5 in stock allow 2 such boxes.
    expect(items[0]?.totalStock).toBe(2);
    expect(items[1]).toMatchObject({ price: 1000, totalStock: 2 });
    expect(items[0]?.lineId).not.toBe(items[1]?.lineId);
    // The line is changed and removed by its id.
    const removed = await call(api.baseUrl, `/api/shop/cart/${dana.uid}/${encodeURIComponent(items[1]?.lineId ?? "")}`, { method: "DELETE", cookie: dana.cookie });
    expect((removed.body.data as Cart).items.map((item) => item.lineId)).toEqual([items[0]?.lineId]);
    const tooMany = await cartCall(dana, "/update-cart", { userId: dana.uid, productId: "p-box", lineId: items[0]?.lineId, quantity: 3 }, "PUT");
    expect(tooMany.status).toBe(400);
  });

  async function boxOrder(who: Shopper) {
    expect((await fill(who, "BOX-4", [["p-pa", 1], ["p-pb", 1], ["p-pc", 2]])).status).toBe(200);
    const address = await steps.addAddress(who);
    return steps.approve(await steps.createdOrder(who, address._id));
  }

  it("takes the box's and every piece's stock in the payment's transaction, and the order keeps the pieces", async () => {
    const captured = await steps.capture(dana, await boxOrder(dana));
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    const order = steps.orderOf(captured);
    expect(order.cartItems[0]).toMatchObject({ productId: "p-box", variantSku: "BOX-4", price: 1300 + 100, quantity: 1 });
    expect(order.cartItems[0]?.pieces).toEqual([
      { productId: "p-pa", title: "Gold Dome", titleHe: "Gold Dome (he)", quantity: 1, supplement: 100 },
      { productId: "p-pb", title: "Rose Heart", titleHe: "Rose Heart (he)", quantity: 1, supplement: 0 },
      { productId: "p-pc", title: "Dark Ganache", titleHe: "Dark Ganache (he)", quantity: 2, supplement: 0 },
    ]);
    expect(await variantStock("p-box")).toEqual({ "BOX-3": 5, "BOX-4": 4 });
    expect([await stockOf("p-pa"), await stockOf("p-pb"), await stockOf("p-pc")]).toEqual([4, 1, 8]);
    expect(((await cartCall(dana, `/get/${dana.uid}`)).body.data as Cart).items).toEqual([]);
  });

  it("tells the shopper which piece ran out meanwhile, charges nothing and takes no stock", async () => {
    const body = await boxOrder(dana);
    await db().collection("products").doc("p-pb").update({ totalStock: 0 });
    const captured = await steps.capture(dana, body);
    expect(captured.status).toBe(409);
    expect(captured.body.message).toBe('Sorry, "Rose Heart" sold out. You have not been charged.');
    expect((await db().collection("sandboxPayments").where("status", "==", "captured").get()).size).toBe(0);
    expect(await variantStock("p-box")).toEqual({ "BOX-3": 5, "BOX-4": 5 });
    expect([await stockOf("p-pa"), await stockOf("p-pc")]).toEqual([5, 10]);
  });

  it("gives the pieces' stock back with the box's when the owner rejects the paid order", async () => {
    const captured = await steps.capture(dana, await boxOrder(dana));
    const admin = await adminSession(api.baseUrl);
    const rejected = await call(api.baseUrl, `/api/admin/orders/update/${steps.orderOf(captured)._id}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await variantStock("p-box")).toEqual({ "BOX-3": 5, "BOX-4": 5 });
    expect([await stockOf("p-pa"), await stockOf("p-pb"), await stockOf("p-pc")]).toEqual([5, 2, 10]);
  });

  it("lets the owner save a box only of pieces sold as themselves, and each size with its slots", async () => {
    const admin = await adminSession(api.baseUrl);
    const add = (json: unknown) => call(api.baseUrl, "/api/admin/products/add", { json, cookie: admin.cookie });
    const boxInput = (overrides: Record<string, unknown>) => ({
      image: "/images/products/hand-painted-truffles-12.svg",
      title: "Owner's Box",
      description: "Filled by the shopper.",
      category: "truffles",
      brand: "atelier",
      price: 2000,
      salePrice: 0,
      totalStock: 5,
      box: { slots: 6, pieceIds: ["p-pa", "p-pc"] },
      ...DECLARED,
    ...overrides,
    });
    const made = await add(boxInput({}));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((made.body.data as Product).box).toEqual({ slots: 6, pieceIds: ["p-pa", "p-pc"] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ box: { slots: 6, pieceIds: ["p-pa", "p-v"] } }, "box.pieceIds", "product.boxPieceUnknown"],
      [{ box: { slots: 6, pieceIds: ["p-pa", "nope"] } }, "box.pieceIds", "product.boxPieceUnknown"],
      [{ box: { pieceIds: ["p-pa"] } }, "box.slots", "product.boxSlotsMissing"],
      [{ box: { slots: 0, pieceIds: ["p-pa"] } }, "box.slots", "product.boxSlots"],
      [{ box: { slots: 6, pieceIds: [] } }, "box.pieceIds", "product.boxPieces"],
      [{ supplement: -5 }, "supplement", "product.supplement"],
    ];
    for (const [change, field, code] of cases) {
      const answer = await add(boxInput(change));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errorCodes, JSON.stringify(change)).toMatchObject({ [field]: { code } });
    }
  });
});
