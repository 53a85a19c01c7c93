/**
 * Who may keep the API's answers (Cache-Control) and compressed JSON, over real HTTP: public reads
 * that do not depend on the session are shared (the CDN's `s-maxage`), the same for a guest and a
 * signed-in shopper; everything about a session stays `private, no-store`; errors are never shared.
 */
import { describe, expect, it } from "vitest";
import type { Product } from "@cocoa/contracts";
import { call, registeredSession, useTestApi } from "./helpers";
import { adminSession } from "./admin-support";
import { db } from "../../src/platform/firebase";
import { productDocument } from "../../src/modules/catalog/product-document";
import { testProducts } from "./shop-fixtures";

const api = useTestApi({ seed: true });

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
const PRIVATE = "private, no-store";

const PUBLIC_READS = [
  "/api/common/settings/get",
  "/api/common/feature/get",
  "/api/shop/products/get",
  "/api/shop/products/get?category=truffles&sortBy=title-atoz&pageSize=2",
  "/api/shop/products/get/p-a",
  "/api/shop/products/by-slug/almond-truffles",
  "/api/shop/search/truffles",
];

describe("Cache-Control", () => {
  it.each(PUBLIC_READS)("%s is shared, and the same answer for a guest and a signed-in shopper", async (path) => {
    const { cookie } = await registeredSession(api.baseUrl);
    const guest = await call(api.baseUrl, path);
    const signedIn = await call(api.baseUrl, path, { cookie });
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    expect(guest.headers.get("cache-control")).toMatch(SHARED);
    expect(signedIn.headers.get("cache-control")).toBe(guest.headers.get("cache-control"));
    expect(signedIn.body).toEqual(guest.body);
    // Each language its own copy: the answers' messages and title sorts follow Accept-Language.
    expect(guest.headers.get("vary")).toMatch(/Accept-Language/i);
  });

  it("keeps settings and banners at the CDN for a minute, the catalogue as long as its pages", async () => {
    expect((await call(api.baseUrl, "/api/common/settings/get")).headers.get("cache-control")).toContain("s-maxage=60,");
    expect((await call(api.baseUrl, "/api/shop/products/get")).headers.get("cache-control")).toContain("s-maxage=300,");
  });

  it("never shares an error", async () => {
    for (const path of ["/api/shop/products/get/unknown-product", "/api/shop/products/get?sortBy=cheapest", "/api/shop/products/by-slug/no-such-thing", "/api/no-such-route"]) {
      const answer = await call(api.baseUrl, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get("cache-control"), path).toBe(PRIVATE);
    }
  });

  it("keeps everything about a session private: cart, addresses, orders, check-auth, admin", async () => {
    const { cookie, uid } = await registeredSession(api.baseUrl);
    for (const path of [`/api/shop/cart/get/${uid}`, `/api/shop/address/get/${uid}`, `/api/shop/order/list/${uid}`, "/api/auth/check-auth"]) {
      const answer = await call(api.baseUrl, path, { cookie });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe(PRIVATE);
    }
    const admin = await adminSession(api.baseUrl);
    for (const path of ["/api/admin/settings/get", "/api/admin/products/get", "/api/admin/orders/get", "/api/common/feature/all", "/api/admin/overview"]) {
      const answer = await call(api.baseUrl, path, { cookie: admin.cookie });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe(PRIVATE);
    }
  });
});

describe("compression", () => {
  it("gzips a listing answer for a caller that accepts it", async () => {
    const answer = await call(api.baseUrl, "/api/shop/products/get", { headers: { "Accept-Encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(answer.body).toMatchObject({ success: true, total: 5 });
  });

  it("answers plain JSON to a caller that does not", async () => {
    const answer = await call(api.baseUrl, "/api/shop/products/get", { headers: { "Accept-Encoding": "identity" } });
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.body).toMatchObject({ success: true, total: 5 });
  });
});

describe("the listing's total", () => {
  const listing = async (query = "") => {
    const answer = await call(api.baseUrl, `/api/shop/products/get${query}`);
    return { total: answer.body.total, ids: (answer.body.data as Product[]).map((p) => p._id) };
  };

  it("is counted once per filter, not on every page, and again at once after an admin's change", async () => {
    expect(await listing()).toMatchObject({ total: 5 });
    // Written behind the API's back: listed at once, but the total is the one counted before.
    const { _id, ...fields } = { ...testProducts[0]!, _id: "p-g", slug: "ganache-truffles", title: "Ganache Truffles" };
    await db().collection("products").doc(_id).set(productDocument(_id, fields));
    const later = await listing();
    expect(later.ids).toContain("p-g");
    expect(later.total).toBe(5);
    // Every sort and page of the filter shares the count; another filter counts its own.
    expect(await listing("?sortBy=title-ztoa&pageSize=2")).toMatchObject({ total: 5 });
    expect(await listing("?category=truffles")).toMatchObject({ total: 4 });
    // An admin's deletes: this instance counts again (6 stored, 2 deleted).
    const admin = await adminSession(api.baseUrl);
    for (const id of ["p-a", "p-b"]) {
      expect((await call(api.baseUrl, `/api/admin/products/delete/${id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    }
    expect(await listing()).toEqual({ total: 4, ids: expect.not.arrayContaining(["p-a", "p-b"]) });
  });
});
