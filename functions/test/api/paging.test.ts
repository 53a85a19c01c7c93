/**
 * Every list route answers a page at a time (README "Lists"): the requests that used to read a whole
 * collection — the listing and the admin's products without a page size, a product's reviews, a
 * shopper's and the admin's orders, the banners — now answer at most a page, and following
 * `nextCursor` walks every item exactly once, in order, even where many share a time. A bad page
 * size or cursor is a 400 with a sentence, never a 500.
 *
 * The many products, reviews, orders and banners are written with the Admin SDK: registration and
 * reviews through the API are limited per client, and these tests are about reading.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMessage, FEATURE_IMAGE_LIMIT, PAGE_SIZES, type Product } from "@cocoa/contracts";
import { db, firestoreModule } from "../../src/platform/firebase";
import { productDocument } from "../../src/modules/catalog/product-document";
import { adminSession } from "./admin-support";
import { call, registeredSession, resetEmulators, startApi, type ApiAnswer, type RunningApi } from "./helpers";
import { seedTestShop, testProducts } from "./shop-fixtures";

let api: RunningApi;
let admin: { cookie: string; uid: string };
let dana: { cookie: string; uid: string };

// Before any real clock the tests run on, so what the tests add through the API is always newer.
const BASE_MS = Date.parse("2021-03-01T10:00:00.000Z");
/** `count` ids, padded so their text order is their number order. */
const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(3, "0")}`);
/** Newest first, ties by id (descending): the order of every "newest first" list. */
const newestFirst = (items: { id: string; at: number }[]) => [...items].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((i) => i.id);

const BULK_PRODUCTS = numbered("bulk", 70);
const REVIEWS = numbered("p-a_shopper", 23);
const DANAS_ORDERS = numbered("dana-order", 45);

// Groups of three (products), four (reviews) and five (orders) share one time, so only the id tie-breaker orders them.
const productTime = (i: number) => BASE_MS + Math.floor(i / 3) * 1000;
const reviewTime = (i: number) => BASE_MS + Math.floor(i / 4) * 1000;
const orderTime = (i: number) => BASE_MS + Math.floor(i / 5) * 60_000;

async function writeAll(writes: [string, string, Record<string, unknown>][]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db().batch();
    for (const [collection, id, data] of writes.slice(i, i + 400)) batch.set(db().collection(collection).doc(id), data);
    await batch.commit();
  }
}

beforeAll(async () => {
  api = await startApi();
  await resetEmulators();
  await seedTestShop();
  admin = await adminSession(api.baseUrl);
  dana = await registeredSession(api.baseUrl);
  const { Timestamp } = firestoreModule();
  const writes: [string, string, Record<string, unknown>][] = [];
  BULK_PRODUCTS.forEach((id, i) => {
    const fields = { ...testProducts[2]!, title: `Bulk Bar ${i}`, price: 5000 + i } as Partial<Product>;
    delete fields._id;
    const at = Timestamp.fromMillis(productTime(i));
    writes.push(["products", id, { ...productDocument(id, fields as Omit<Product, "_id">), reviewCount: 0, reviewTotal: 0, createdAt: at, updatedAt: at }]);
  });
  REVIEWS.forEach((id, i) => {
    writes.push(["reviews", id, { productId: "p-a", userId: id.split("_")[1]!, userName: `Shopper ${i}`, reviewMessage: `Review ${i}`, reviewValue: 1 + (i % 5), verifiedPurchase: false, createdAt: Timestamp.fromMillis(reviewTime(i)) }]);
  });
  writes.push(["reviews", "p-b_other", { productId: "p-b", userId: "other", userName: "Other", reviewMessage: "Elsewhere", reviewValue: 5, verifiedPurchase: false, createdAt: Timestamp.fromMillis(BASE_MS) }]);
  const order = (userId: string, at: number) => ({
    userId,
    userName: "Copied Name",
    cartItems: [{ productId: "p-a", title: "Almond Truffles", image: "/images/p-a.svg", price: 3000, quantity: 1 }],
    orderStatus: "pending",
    paymentStatus: "pending",
    paymentMethod: "sandbox",
    currency: "USD",
    subtotal: 3000,
    shippingCost: 1000,
    taxAmount: 0,
    totalAmount: 4000,
    orderDate: new Date(at).toISOString(),
    orderUpdateDate: new Date(at).toISOString(),
    statusHistory: [{ status: "pending", at: new Date(at).toISOString() }],
  });
  DANAS_ORDERS.forEach((id, i) => writes.push(["orders", id, order(dana.uid, orderTime(i))]));
  numbered("someone-order", 7).forEach((id, i) => writes.push(["orders", id, order("someone-else", orderTime(i) + 30_000)]));
  await writeAll(writes);
});
afterAll(async () => {
  await resetEmulators();
  await api.close();
});

const get = (path: string, options: { cookie?: string; headers?: Record<string, string> } = {}) => call(api.baseUrl, path, options);
const idsOf = (answer: ApiAnswer) => (answer.body.data as { _id: string }[]).map((item) => item._id);
const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

/**
 * Follows nextCursor from the first page to the last: every page but the last holds exactly
 * `pageSize` items; answers every id in the order met.
 */
async function walk(path: string, pageSize: number, cookie?: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const query: string = `pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const answer = await get(withQuery(path, query), { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = idsOf(answer);
    cursor = answer.body.nextCursor as string | null;
    if (cursor !== null) expect(ids).toHaveLength(pageSize);
    else expect(ids.length).toBeLessThanOrEqual(pageSize);
    seen.push(...ids);
    if (cursor === null) return seen;
  }
  throw new Error(`${path} never reached its last page`);
}

function expectEachOnce(ids: string[]): void {
  expect(new Set(ids).size).toBe(ids.length);
}

/** The 400 text of a page size outside 1..max. */
const pageSizeText = (max: number) => renderMessage("paging.pageSize", { min: 1, max });

describe("GET /api/shop/products/get without pageSize", () => {
  const path = "/api/shop/products/get";
  const allByPrice = () => [...["p-b", "p-f", "p-c", "p-d", "p-a"], ...BULK_PRODUCTS];

  it("answers the default page, not the whole catalogue, with the total and a cursor", async () => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual(allByPrice().slice(0, PAGE_SIZES.products.default));
    expect(answer.body.total).toBe(75);
    expect(typeof answer.body.nextCursor).toBe("string");
  });

  it("pages through every active product once, in price order, at any page size up to the max", async () => {
    for (const pageSize of [7, PAGE_SIZES.products.max]) {
      const ids = await walk(path, pageSize);
      expectEachOnce(ids);
      expect(ids).toEqual(allByPrice());
    }
    expect((await get(`${path}?pageSize=${PAGE_SIZES.products.max + 1}`)).status).toBe(400);
  });
});

describe("GET /api/admin/products/get", () => {
  const path = "/api/admin/products/get";
  const expected = () => {
    const seedAt = Number.MAX_SAFE_INTEGER; // seedTestShop writes its products now, after every bulk time
    return newestFirst([
      ...testProducts.map((p) => ({ id: p._id, at: seedAt })),
      ...BULK_PRODUCTS.map((id, i) => ({ id, at: productTime(i) })),
    ]);
  };

  it("answers the default page of the newest products, inactive categories included", async () => {
    const answer = await get(path, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual(expected().slice(0, PAGE_SIZES.adminProducts.default));
    expect(typeof answer.body.nextCursor).toBe("string");
  });

  it("pages through all 76 products exactly once, newest first, ties by id", async () => {
    const ids = await walk(path, 10, admin.cookie);
    expectEachOnce(ids);
    expect(ids).toEqual(expected());
    expect(ids).toContain("p-e");
  });
});

describe("GET /api/shop/review/:productId", () => {
  const expected = () => newestFirst(REVIEWS.map((id, i) => ({ id, at: reviewTime(i) })));

  it("answers the default page of the newest reviews of that product only", async () => {
    const answer = await get("/api/shop/review/p-a");
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual(expected().slice(0, PAGE_SIZES.reviews.default));
    expect(typeof answer.body.nextCursor).toBe("string");
  });

  it("pages through every review once, newest first, where four share each time", async () => {
    for (const pageSize of [3, 4, 5, PAGE_SIZES.reviews.max]) {
      const ids = await walk("/api/shop/review/p-a", pageSize);
      expectEachOnce(ids);
      expect(ids).toEqual(expected());
    }
  });

  it("refuses another product's cursor", async () => {
    const first = await get("/api/shop/review/p-a?pageSize=2");
    const answer = await get(`/api/shop/review/p-b?cursor=${first.body.nextCursor as string}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: renderMessage("paging.badCursor"), errors: { cursor: renderMessage("paging.badCursor") } });
  });
});

describe("GET /api/shop/order/list/:userId", () => {
  const path = () => `/api/shop/order/list/${dana.uid}`;
  const expected = () => newestFirst(DANAS_ORDERS.map((id, i) => ({ id, at: orderTime(i) })));

  it("answers the default page of the shopper's newest orders, and only theirs", async () => {
    const answer = await get(path(), { cookie: dana.cookie });
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual(expected().slice(0, PAGE_SIZES.orders.default));
  });

  it("pages through all 45 orders once, newest first, where five share each time", async () => {
    for (const pageSize of [4, 5, 6, PAGE_SIZES.orders.max]) {
      const ids = await walk(path(), pageSize, dana.cookie);
      expectEachOnce(ids);
      expect(ids).toEqual(expected());
    }
  });

  it("refuses another shopper's cursor, and another shopper's list stays 403", async () => {
    const first = await get(`${path()}?pageSize=2`, { cookie: dana.cookie });
    const answer = await get(`/api/shop/order/list/${admin.uid}?cursor=${first.body.nextCursor as string}`, { cookie: admin.cookie });
    expect(answer.status).toBe(400);
    expect((await get(`${path()}?pageSize=2`, { cookie: admin.cookie })).status).toBe(403);
  });
});

describe("GET /api/admin/orders/get", () => {
  const path = "/api/admin/orders/get";
  const expected = () =>
    newestFirst([
      ...DANAS_ORDERS.map((id, i) => ({ id, at: orderTime(i) })),
      ...numbered("someone-order", 7).map((id, i) => ({ id, at: orderTime(i) + 30_000 })),
    ]);

  it("pages through every shopper's orders once, newest first, each with a customer name", async () => {
    const ids = await walk(path, 9, admin.cookie);
    expectEachOnce(ids);
    expect(ids).toEqual(expected());
    const page = await get(`${path}?pageSize=3`, { cookie: admin.cookie });
    expect((page.body.data as { userName: string }[]).every((o) => o.userName.length > 0)).toBe(true);
  });

  it("refuses a cursor of the shopper's own list (another list)", async () => {
    const own = await get(`/api/shop/order/list/${dana.uid}?pageSize=2`, { cookie: dana.cookie });
    expect((await get(`${path}?cursor=${own.body.nextCursor as string}`, { cookie: admin.cookie })).status).toBe(400);
  });
});

describe("banners: a hard cap of FEATURE_IMAGE_LIMIT, and GET /api/common/feature/get pages", () => {
  const path = "/api/common/feature/get";

  it("refuses the banner beyond the cap with 409, in English and Hebrew", async () => {
    const { Timestamp } = firestoreModule();
    const ids = numbered("banner", FEATURE_IMAGE_LIMIT - 1);
    await writeAll(ids.map((id, i) => ["features", id, { image: "/images/banners/ruby-season.svg", active: true, order: i, createdAt: Timestamp.fromMillis(BASE_MS + i) }]));
    const add = (headers?: Record<string, string>) =>
      call(api.baseUrl, "/api/common/feature/add", { json: { image: "/images/banners/gift-collection.svg" }, cookie: admin.cookie, headers });
    expect((await add()).status).toBe(201); // the tenth
    const refused = await add();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: "banner.limit", params: { max: FEATURE_IMAGE_LIMIT }, message: renderMessage("banner.limit", { max: FEATURE_IMAGE_LIMIT }) });
    expect((await add({ "Accept-Language": "he" })).body.message).toBe(`דף הבית מציג עד ${FEATURE_IMAGE_LIMIT} באנרים. יש למחוק באנר לפני שמוסיפים חדש.`);
    const all = await get(path);
    expect(idsOf(all)).toHaveLength(FEATURE_IMAGE_LIMIT);
    expect(all.body.nextCursor).toBeNull();
  });

  it("answers at most a page of banners stored beyond the cap some other way, and the rest after the cursor", async () => {
    const { Timestamp } = firestoreModule();
    const extra = numbered("old-banner", 5);
    // Same time for all five: the id orders them.
    await writeAll(extra.map((id) => ["features", id, { image: "/images/banners/atelier-truffles.svg", active: true, order: 0, createdAt: Timestamp.fromMillis(BASE_MS - 1) }]));
    const first = await get(path);
    expect(idsOf(first)).toHaveLength(PAGE_SIZES.featureImages.default);
    expect(idsOf(first).slice(0, 5)).toEqual(extra);
    const ids = await walk(path, 4);
    expectEachOnce(ids);
    expect(ids).toHaveLength(FEATURE_IMAGE_LIMIT + extra.length);
    expect(ids.slice(0, 5)).toEqual(extra);
  });
});

describe("bad page sizes and cursors answer 400 JSON on every list route", () => {
  const routes = (): { path: string; cookie?: string; max: number }[] => [
    { path: "/api/shop/products/get", max: PAGE_SIZES.products.max },
    { path: "/api/admin/products/get", cookie: admin.cookie, max: PAGE_SIZES.adminProducts.max },
    { path: "/api/shop/review/p-a", max: PAGE_SIZES.reviews.max },
    { path: `/api/shop/order/list/${dana.uid}`, cookie: dana.cookie, max: PAGE_SIZES.orders.max },
    { path: "/api/admin/orders/get", cookie: admin.cookie, max: PAGE_SIZES.adminOrders.max },
    { path: "/api/common/feature/get", max: PAGE_SIZES.featureImages.max },
  ];
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  it("refuses a page size that is not a whole number from 1 to the list's max", async () => {
    for (const { path, cookie, max } of routes()) {
      for (const pageSize of ["0", "-3", String(max + 1), "2.5", "ten", "1e2", ""]) {
        const answer = await get(withQuery(path, `pageSize=${encodeURIComponent(pageSize)}`), { cookie });
        expect(answer.status, `${path} pageSize=${pageSize}`).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code: "request.validation", message: pageSizeText(max), errors: { pageSize: pageSizeText(max) } });
      }
      const twice = await get(withQuery(path, "pageSize=2&pageSize=3"), { cookie });
      expect(twice.status).toBe(400);
    }
  });

  it("refuses a cursor that is garbage, forged for another list, or holds what Firestore could not take", async () => {
    const cursors = [
      "garbage!!",
      "x".repeat(3000),
      forged({ l: "nothing", s: "", v: [] }),
      forged({ l: "reviews", s: "p-a", v: [{ t: [1, 0] }, "a/b"] }),
      forged({ l: "reviews", s: "p-a", v: [{ t: [1, 2e9] }, "x"] }),
      forged({ l: "adminOrders", s: "", v: ["2026-01-01T00:00:00.000Z", "__x__"] }),
      forged({ l: "products", s: "price-lowtohigh", v: [{ deep: { er: 1 } }] }),
    ];
    for (const { path, cookie } of routes()) {
      for (const cursor of cursors) {
        const answer = await get(withQuery(path, `cursor=${encodeURIComponent(cursor)}`), { cookie });
        expect(answer.status, `${path} cursor=${cursor.slice(0, 40)}`).toBe(400);
        expect(answer.headers.get("content-type")).toContain("application/json");
        expect(answer.body).toMatchObject({ success: false, message: renderMessage("paging.badCursor") });
      }
    }
  });

  it("lets a hand-made cursor of the right list only position the page (200, never 500)", async () => {
    const cursor = forged({ l: "reviews", s: "p-a", v: ["not a time", "zzz"] });
    const answer = await get(`/api/shop/review/p-a?cursor=${cursor}`);
    expect(answer.status).toBe(200);
    expect((answer.body.data as { productId: string }[]).every((r) => r.productId === "p-a")).toBe(true);
  });

  it("answers the paging messages in Hebrew for a Hebrew caller", async () => {
    const he = { "Accept-Language": "he" };
    expect((await get("/api/shop/review/p-a?pageSize=0", { headers: he })).body.message).toBe("גודל העמוד חייב להיות מספר שלם בין 1 ל־50.");
    expect((await get("/api/shop/review/p-a?cursor=nope!", { headers: he })).body.message).toBe("סמן העמוד אינו תקין; טענו את הרשימה מחדש.");
  });
});
