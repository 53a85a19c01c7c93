/**
 * Bad input never reaches a 500: malformed percent-encoding, ids far past any real id, odd query
 * shapes and unusable forwarded hosts all answer a 4xx JSON body a person can act on, on every
 * route that takes them, as a guest, a shopper and the admin.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../src/platform/firebase";
import { adminSession } from "./admin-support";
import { checkoutSteps } from "./checkout-support";
import { call, registeredSession, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let shopperCookie: string;
let shopperId: string;
let adminCookie: string;

beforeEach(async () => {
  ({ cookie: shopperCookie, uid: shopperId } = await registeredSession(api.baseUrl));
  adminCookie = (await adminSession(api.baseUrl)).cookie;
});

const BAD_SEGMENTS = {
  "a malformed percent-escape": "%ZZ",
  "a cut-off UTF-8 escape": "%E0%A4%A",
  "an id of 5,000 characters": "x".repeat(5000),
  "an id of 1,000 Hebrew letters": encodeURIComponent("ש".repeat(1000)),
  "a NUL": "a%00b",
  "a path climb": "..%2F..%2Fsecret",
} as const;

/** Every route with a path parameter; `{}` marks the parameter tried, `{me}` the shopper's own id. */
const ROUTES: { method: string; path: string; as: "guest" | "shopper" | "admin"; json?: unknown }[] = [
  { method: "GET", path: "/api/shop/products/get/{}", as: "guest" },
  { method: "GET", path: "/api/shop/review/{}", as: "guest" },
  { method: "GET", path: "/api/images/{}", as: "guest" },
  { method: "GET", path: "/api/shop/cart/get/{}", as: "shopper" },
  { method: "DELETE", path: "/api/shop/cart/{me}/{}", as: "shopper" },
  { method: "DELETE", path: "/api/shop/cart/{}/p-a", as: "shopper" },
  { method: "GET", path: "/api/shop/address/get/{}", as: "shopper" },
  { method: "PUT", path: "/api/shop/address/update/{me}/{}", as: "shopper", json: { address: "a", city: "b", pincode: "1", phone: "1", notes: "n" } },
  { method: "DELETE", path: "/api/shop/address/delete/{me}/{}", as: "shopper" },
  { method: "GET", path: "/api/shop/order/list/{}", as: "shopper" },
  { method: "GET", path: "/api/shop/order/details/{}", as: "shopper" },
  { method: "GET", path: "/api/admin/orders/details/{}", as: "admin" },
  { method: "PUT", path: "/api/admin/orders/update/{}", as: "admin", json: { orderStatus: "inProcess" } },
  { method: "PUT", path: "/api/admin/products/edit/{}", as: "admin", json: {} },
  { method: "DELETE", path: "/api/admin/products/delete/{}", as: "admin" },
  { method: "DELETE", path: "/api/common/feature/delete/{}", as: "admin" },
  { method: "DELETE", path: "/api/admin/settings/categories/{}", as: "admin" },
  { method: "DELETE", path: "/api/admin/settings/brands/{}", as: "admin" },
];

describe("path parameters", () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path} answers 4xx JSON for each bad segment`, async () => {
      const cookie = route.as === "shopper" ? shopperCookie : route.as === "admin" ? adminCookie : undefined;
      for (const [what, segment] of Object.entries(BAD_SEGMENTS)) {
        const path = route.path.replace("{me}", shopperId).replace("{}", segment);
        // `call` itself fails on any answer that is not JSON.
        const answer = await call(api.baseUrl, path, { method: route.method, cookie, json: route.json });
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        expect(answer.body.success).toBe(false);
        expect(typeof answer.body.message).toBe("string");
      }
    });
  }

  it("GET /api/shop/search/{} answers JSON below 500: any text is a keyword, too long or malformed is 400", async () => {
    for (const [what, segment] of Object.entries(BAD_SEGMENTS)) {
      const answer = await call(api.baseUrl, `/api/shop/search/${segment}`);
      expect(answer.status, what).toBeLessThan(500);
    }
    expect((await call(api.baseUrl, "/api/shop/search/%ZZ")).status).toBe(400);
    expect((await call(api.baseUrl, `/api/shop/search/${"x".repeat(5000)}`)).status).toBe(400);
  });

  it("GET /api/payments/sandbox/{} (the provider's HTML page) answers 4xx for each bad segment", async () => {
    for (const [what, segment] of Object.entries(BAD_SEGMENTS)) {
      const response = await fetch(`${api.baseUrl}/api/payments/sandbox/${segment}`);
      await response.arrayBuffer();
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
    }
  });

  it("names the problem of a malformed escape, in the caller's language", async () => {
    const english = await call(api.baseUrl, "/api/shop/review/%ZZ");
    expect(english.status).toBe(400);
    expect(english.body.message).toBe("The address holds a malformed %-escape. Check the link and try again.");
    const hebrew = await call(api.baseUrl, "/api/shop/review/%ZZ", { headers: { "Accept-Language": "he" } });
    expect(hebrew.body.message).toBe("בכתובת יש קידוד %- שגוי. בדקו את הקישור ונסו שוב.");
  });
});

describe("query strings", () => {
  it.each([
    "/api/shop/products/get?category=truffles&category=bars",
    "/api/shop/products/get?sortBy=title-atoz&sortBy=title-ztoa",
    "/api/shop/products/get?pageSize=%ZZ",
    "/api/shop/products/get?cursor=" + "A".repeat(5000),
    "/api/shop/products/get?brand=" + "x,".repeat(3000),
  ])("answers %s with 400 JSON", async (path) => {
    const answer = await call(api.baseUrl, path);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe("POST /api/shop/order/create with an unusable forwarded host", () => {
  const steps = () => checkoutSteps(api.baseUrl);

  it.each(["a b", "shop.example:99999", "exa mple.com, shop.example", "<script>", "[::1"])(
    "falls back to a usable origin or refuses with 400, never 500 (X-Forwarded-Host: %j)",
    async (host) => {
      const shopper = { cookie: shopperCookie, uid: shopperId };
      await steps().addToCart(shopper, "p-a", 1);
      const address = await steps().addAddress(shopper);
      const answer = await steps().createOrder(shopper, { addressId: address._id }, { "X-Forwarded-Host": host });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("The shop's address could not be read from this request. Open the shop from its usual address and try again.");
      expect((await db().collection("orders").get()).size).toBe(0);
    },
  );
});

describe("control characters in one-line text fields", () => {
  const ONE_LINE_MESSAGE = (label: string) => `${label} must be one line of text, without control characters.`;

  it.each([
    ["NUL", "Dana\u0000Levi"],
    ["BEL", "Dana\u0007Levi"],
    ["CR/LF", "Dana\r\nLevi"],
  ])("refuses a user name with %s and creates no account", async (_what, userName) => {
    const answer = await call(api.baseUrl, "/api/auth/register", { json: { userName, email: "new@example.com", password: "cocoa-bean-42" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ userName: ONE_LINE_MESSAGE("User name") });
    expect((await db().collection("users").where("email", "==", "new@example.com").get()).size).toBe(0);
  });

  it("drops a bidi override from a user name", async () => {
    const answer = await call(api.baseUrl, "/api/auth/register", {
      json: { userName: "Dana \u202Eevil\u202C", email: "new@example.com", password: "cocoa-bean-42" },
    });
    expect(answer.status).toBe(201);
    const stored = await db().collection("users").where("email", "==", "new@example.com").get();
    expect(stored.docs[0]?.get("userName")).toBe("Dana evil");
  });

  it("refuses a contact name with CR/LF, so nothing flows into the mail's subject", async () => {
    const answer = await call(api.baseUrl, "/api/common/contact/send", {
      json: { name: "Dana\r\nBcc: everyone@example.com", email: "dana@example.com", subject: "general", message: "Hello" },
      headers: { "Accept-Language": "he" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ name: "בשדה „שם“ מותרת שורת טקסט אחת בלבד, בלי תווי בקרה." });
    expect((await db().collection("mail").get()).size).toBe(0);
  });

  it("refuses control characters in the address fields, and keeps line breaks in the notes", async () => {
    const fields = { address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6578401", phone: "+972 3 555 0147", notes: "Ring twice" };
    for (const field of ["address", "city", "pincode"] as const) {
      const answer = await call(api.baseUrl, "/api/shop/address/add", {
        json: { userId: shopperId, ...fields, [field]: `${fields[field]}\u0000` },
        cookie: shopperCookie,
      });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors as object)).toEqual([field]);
    }
    expect((await db().collection("addresses").get()).size).toBe(0);
    const notes = await call(api.baseUrl, "/api/shop/address/add", {
      json: { userId: shopperId, ...fields, notes: "Ring twice\nthen knock" },
      cookie: shopperCookie,
    });
    expect(notes.status).toBe(201);
  });

  it("refuses a product title with a line break and a site name with a NUL, and changes nothing", async () => {
    const before = (await db().collection("products").doc("p-a").get()).data();
    const product = await call(api.baseUrl, "/api/admin/products/edit/p-a", {
      method: "PUT",
      cookie: adminCookie,
      json: { ...before, title: "Almond\nTruffles" },
    });
    expect(product.status).toBe(400);
    expect(product.body.errors).toMatchObject({ title: ONE_LINE_MESSAGE("Product title") });
    expect((await db().collection("products").doc("p-a").get()).data()).toEqual(before);

    const settings = (await call(api.baseUrl, "/api/admin/settings/get", { cookie: adminCookie })).body.data as Record<string, unknown>;
    const { homePageSections: _h, categories: _c, brands: _b, ...general } = settings;
    const answer = await call(api.baseUrl, "/api/admin/settings/general", {
      method: "PUT",
      cookie: adminCookie,
      json: { ...general, siteName: "Cocoa\u0000Atelier" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ siteName: ONE_LINE_MESSAGE("Site name") });
  });
});
