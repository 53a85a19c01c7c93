/** GET /api/shop/products/get, /get/:id and /api/shop/search/:keyword over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_PAGE_SIZE_MAX, type Product } from "@cocoa/contracts";
import { call, resetEmulators, startApi, type RunningApi } from "./helpers";
import { ACTIVE_IDS, seedTestShop, testProducts } from "./shop-fixtures";

let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
  await resetEmulators();
  await seedTestShop();
});
afterAll(async () => {
  await resetEmulators();
  await api.close();
});

const ids = (body: Record<string, unknown>) => (body.data as Product[]).map((p) => p._id);
const list = (query: string, headers?: Record<string, string>) => call(api.baseUrl, `/api/shop/products/get${query}`, { headers });

describe("GET /api/shop/products/get", () => {
  it("lists the active categories' products by effective price, low to high, by default", async () => {
    const answer = await list("");
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(ids(answer.body)).toEqual(["p-b", "p-f", "p-c", "p-d", "p-a"]);
    // Always a page (the default size here holds all five), with its total and cursor.
    expect(answer.body).toMatchObject({ total: 5, nextCursor: null });
  });

  it("answers cards in the contract's shape: no descriptions, no derived fields", async () => {
    const answer = await list("?category=bars&brand=atelier");
    const { _id, description: _description, descriptionHe: _descriptionHe, ...card } = testProducts.find((p) => p._id === "p-c")!;
    expect(answer.body.data).toEqual([{ _id, ...card, declared: false }]);
  });

  it.each([
    ["price-lowtohigh", ["p-b", "p-f", "p-c", "p-d", "p-a"]],
    ["price-hightolow", ["p-a", "p-d", "p-c", "p-f", "p-b"]],
    ["title-atoz", ["p-a", "p-b", "p-c", "p-d", "p-f"]],
    ["title-ztoa", ["p-f", "p-d", "p-c", "p-b", "p-a"]],
  ])("sorts by %s", async (sortBy, expected) => {
    expect(ids((await list(`?sortBy=${sortBy}`)).body)).toEqual(expected);
  });

  it("sorts titles in Hebrew (falling back to English) for a Hebrew caller", async () => {
    const he = { "Accept-Language": "he" };
    expect(ids((await list("?sortBy=title-atoz", he)).body)).toEqual(["p-f", "p-b", "p-c", "p-d", "p-a"]);
    expect(ids((await list("?sortBy=title-ztoa", he)).body)).toEqual(["p-a", "p-d", "p-c", "p-b", "p-f"]);
  });

  it.each([
    ["?category=truffles", ["p-f", "p-d", "p-a"]],
    ["?category=bars,truffles", ["p-b", "p-f", "p-c", "p-d", "p-a"]],
    ["?brand=origin", ["p-b", "p-d"]],
    ["?brand=atelier,origin", ["p-b", "p-f", "p-c", "p-d", "p-a"]],
    ["?category=truffles&brand=atelier", ["p-f", "p-a"]],
    ["?category=seasonal", []],
    ["?category=seasonal,bars&brand=atelier", ["p-c"]],
    ["?category=&brand=", ["p-b", "p-f", "p-c", "p-d", "p-a"]],
  ])("filters %s", async (query, expected) => {
    const answer = await list(query);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(expected);
  });

  it("never shows a product of an inactive category", async () => {
    expect(ids((await list("?brand=atelier&sortBy=price-lowtohigh")).body)).not.toContain("p-e");
  });

  it("walks every page with pageSize and the cursor, and reports the total", async () => {
    for (const sortBy of ["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"]) {
      const all = ids((await list(`?sortBy=${sortBy}`)).body);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer: Awaited<ReturnType<typeof list>> = await list(
          `?sortBy=${sortBy}&pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        expect(answer.status).toBe(200);
        expect(answer.body.total).toBe(ACTIVE_IDS.length);
        seen.push(...ids(answer.body));
        cursor = answer.body.nextCursor as string | null;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(all);
    }
  });

  it("pages a filtered list and ends with a null cursor", async () => {
    const first = await list("?category=truffles&pageSize=2");
    expect(ids(first.body)).toEqual(["p-f", "p-d"]);
    expect(first.body.total).toBe(3);
    const second = await list(`?category=truffles&pageSize=2&cursor=${first.body.nextCursor as string}`);
    expect(ids(second.body)).toEqual(["p-a"]);
    expect(second.body.nextCursor).toBeNull();
    const exact = await list(`?pageSize=${PRODUCT_PAGE_SIZE_MAX}`);
    expect(exact.body).toMatchObject({ total: 5, nextCursor: null });
  });

  it.each([
    ["?sortBy=cheapest", "sortBy"],
    ["?category=socks", "category"],
    ["?brand=nobody", "brand"],
    ["?pageSize=0", "pageSize"],
    ["?pageSize=999", "pageSize"],
    ["?pageSize=two", "pageSize"],
    ["?pageSize=2&cursor=garbage!!", "cursor"],
    [`?pageSize=2&cursor=${Buffer.from('{"s":"price-lowtohigh","l":"en"}').toString("base64url")}`, "cursor"],
  ])("answers 400 with a message for %s", async (query, field) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(typeof answer.body.message).toBe("string");
    expect(answer.body.errors).toHaveProperty(field);
  });

  it("refuses a cursor made for another sort", async () => {
    const first = await list("?sortBy=title-atoz&pageSize=2");
    const answer = await list(`?sortBy=price-lowtohigh&pageSize=2&cursor=${first.body.nextCursor as string}`);
    expect(answer.status).toBe(400);
  });

  it("answers the 400 message in Hebrew for a Hebrew caller", async () => {
    const answer = await list("?category=socks", { "Accept-Language": "he" });
    expect(answer.body.message).toBe("הסינון לפי קטגוריה כולל קטגוריה שאינה קיימת בחנות.");
  });
});

describe("GET /api/shop/products/get/:id", () => {
  it("answers the product", async () => {
    const answer = await call(api.baseUrl, "/api/shop/products/get/p-d");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: "p-d", title: "Dark Truffles", titleHe: "טראפלס מריר חד־זני" });
    expect(answer.body.data).not.toHaveProperty("searchTokens");
  });
  it("answers 404 JSON for an unknown id", async () => {
    const answer = await call(api.baseUrl, "/api/shop/products/get/no-such-product");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, message: "Product not found" });
  });
  it("answers 400 for an absurd id", async () => {
    expect((await call(api.baseUrl, `/api/shop/products/get/${"x".repeat(300)}`)).status).toBe(400);
    expect((await call(api.baseUrl, "/api/shop/products/get/%24%7Bbad%7D")).status).toBe(400);
  });
});

describe("GET /api/shop/search/:keyword", () => {
  const search = async (keyword: string) => {
    const answer = await call(api.baseUrl, `/api/shop/search/${encodeURIComponent(keyword)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    return ids(answer.body).sort();
  };

  it("finds English titles, case-insensitively and by prefix", async () => {
    expect(await search("TRUFFLES")).toEqual(["p-a", "p-d", "p-f"]);
    expect(await search("Almo")).toEqual(["p-a"]);
    expect(await search("dark truff")).toEqual(["p-d"]);
  });
  it("finds Hebrew titles, with maqaf, hyphen or space", async () => {
    expect(await search("מריר")).toEqual(["p-b", "p-d"]); // מרירה starts with מריר
    expect(await search("חד־זני")).toEqual(["p-d"]);
    expect(await search("חד-זני")).toEqual(["p-d"]);
    expect(await search("חד זני")).toEqual(["p-d"]);
  });
  it("matches category and brand labels in both languages", async () => {
    expect(await search("שוקולד")).toEqual(["p-b", "p-c"]);
    expect(await search("chocolate bars")).toEqual(["p-b", "p-c"]);
    expect(await search("סדרת המקור")).toEqual(["p-b", "p-d"]);
  });
  it("hides products of inactive categories", async () => {
    expect(await search("Easter")).toEqual([]);
  });
  it("answers an empty list for 3 trimmed characters or fewer, and for no match", async () => {
    expect(await search("bar")).toEqual([]);
    expect(await search("  bar   ")).toEqual([]);
    expect(await search("nothing-like-this")).toEqual([]);
  });
});
