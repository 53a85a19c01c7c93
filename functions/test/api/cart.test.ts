/** The server cart, /api/shop/cart, over real HTTP: owner checks, stock limits, current prices. */
import { beforeEach, describe, expect, it } from "vitest";
import type { Cart } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { call, otherShopper, registeredSession, type ApiAnswer, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let cookie: string;
let uid: string;
let otherCookie: string;
let otherUid: string;

beforeEach(async () => {
  ({ cookie, uid } = await registeredSession(api.baseUrl));
  ({ cookie: otherCookie, uid: otherUid } = await registeredSession(api.baseUrl, otherShopper));
});

type Who = string | undefined;
const add = (json: unknown, as: Who = cookie) => call(api.baseUrl, "/api/shop/cart/add", { json, cookie: as });
const update = (json: unknown, as: Who = cookie) =>
  call(api.baseUrl, "/api/shop/cart/update-cart", { method: "PUT", json, cookie: as });
const get = (userId: string, as: Who = cookie) => call(api.baseUrl, `/api/shop/cart/get/${userId}`, { cookie: as });
const remove = (userId: string, productId: string, as: Who = cookie) =>
  call(api.baseUrl, `/api/shop/cart/${userId}/${productId}`, { method: "DELETE", cookie: as });

const cartOf = (answer: ApiAnswer) => answer.body.data as Cart;
const stored = async (userId: string) => (await db().collection("carts").doc(userId).get()).data();
const setStock = (productId: string, totalStock: number) => db().collection("products").doc(productId).update({ totalStock });

describe("who may touch a cart", () => {
  it("answers 401 without a session on every route, and writes nothing", async () => {
    const answers = await Promise.all([
      add({ userId: uid, productId: "p-a", quantity: 1 }, ""),
      get(uid, ""),
      update({ userId: uid, productId: "p-a", quantity: 1 }, ""),
      remove(uid, "p-a", ""),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
    }
    expect(await stored(uid)).toBeUndefined();
  });

  it("answers 403 for another user's id on every route, and leaves that cart alone", async () => {
    expect((await add({ userId: otherUid, productId: "p-a", quantity: 2 }, otherCookie)).status).toBe(200);
    const before = await stored(otherUid);

    const answers = [
      await add({ userId: otherUid, productId: "p-b", quantity: 1 }),
      await get(otherUid),
      await update({ userId: otherUid, productId: "p-a", quantity: 5 }),
      await remove(otherUid, "p-a"),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: "You can only change your own cart." });
    }
    expect(await stored(otherUid)).toEqual(before);
    expect(await stored(uid)).toBeUndefined();
    expect(cartOf(await get(otherUid, otherCookie)).items).toMatchObject([{ productId: "p-a", quantity: 2 }]);
  });

  it("answers the 403 in Hebrew for a Hebrew caller", async () => {
    const answer = await call(api.baseUrl, `/api/shop/cart/get/${otherUid}`, { cookie, headers: { "Accept-Language": "he" } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("אפשר לשנות רק את העגלה שלך.");
  });
});

describe("GET /api/shop/cart/get/:userId", () => {
  it("answers an empty cart for a user without one, and writes nothing", async () => {
    const answer = await get(uid);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { _id: uid, userId: uid, items: [] } });
    expect(await stored(uid)).toBeUndefined();
  });
});

describe("POST /api/shop/cart/add", () => {
  it("adds a line with the product's current fields and stores only ids and quantities", async () => {
    const answer = await add({ userId: uid, productId: "p-b", quantity: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        _id: uid,
        userId: uid,
        items: [
          {
            // A product sold as itself is its own line.
            lineId: "p-b",
            productId: "p-b",
            title: "Bitter Bar",
            titleHe: "טבלה מרירה",
            image: "/images/p-b.svg",
            price: 2000,
            salePrice: 1000,
            quantity: 2,
            totalStock: 20,
          },
        ],
      },
    });
    const doc = await stored(uid);
    expect(doc?.userId).toBe(uid);
    expect(doc?.items).toEqual([{ productId: "p-b", quantity: 2 }]);
    expect(doc?.updatedAt).toBeDefined();
  });

  it("accumulates a second add of the same product, keeping the lines in order", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 2 });
    await add({ userId: uid, productId: "p-f", quantity: 1 });
    const answer = await add({ userId: uid, productId: "p-a", quantity: 3 });
    expect(answer.status).toBe(200);
    expect(cartOf(answer).items.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: "p-a", quantity: 5 },
      { productId: "p-f", quantity: 1 },
    ]);
    expect(cartOf(answer).items[1]).not.toHaveProperty("titleHe");
    expect((await stored(uid))?.items).toEqual([
      { productId: "p-a", quantity: 5 },
      { productId: "p-f", quantity: 1 },
    ]);
  });

  it("refuses more than the stock with 'only N quantity can be added' and writes nothing", async () => {
    await setStock("p-a", 5);
    await add({ userId: uid, productId: "p-a", quantity: 3 });
    const before = await stored(uid);

    const answer = await add({ userId: uid, productId: "p-a", quantity: 3 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: "only 2 quantity can be added" });
    expect(await stored(uid)).toEqual(before);

    expect((await add({ userId: uid, productId: "p-a", quantity: 2 })).status).toBe(200);
    const full = await add({ userId: uid, productId: "p-a", quantity: 1 });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe("only 0 quantity can be added");
  });

  it("refuses a sold-out product with n = 0, in Hebrew too, and creates no cart", async () => {
    await setStock("p-c", 0);
    const answer = await add({ userId: uid, productId: "p-c", quantity: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("only 0 quantity can be added");
    const hebrew = await call(api.baseUrl, "/api/shop/cart/add", {
      json: { userId: uid, productId: "p-c", quantity: 1 },
      cookie,
      headers: { "Accept-Language": "he" },
    });
    expect(hebrew.body.message).toBe("ניתן להוסיף רק 0 יחידות");
    expect(await stored(uid)).toBeUndefined();
  });

  it("answers 404 for an unknown product and writes nothing", async () => {
    const answer = await add({ userId: uid, productId: "no-such-product", quantity: 1 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Product not found");
    expect(await stored(uid)).toBeUndefined();
  });

  it.each([0, -1, 2.5, "3", 100, null])("refuses the quantity %j with 400 and writes nothing", async (quantity) => {
    const answer = await add({ userId: uid, productId: "p-a", quantity });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("quantity");
    expect(await stored(uid)).toBeUndefined();
  });

  it("refuses a malformed product id with 400", async () => {
    const answer = await add({ userId: uid, productId: "../users/x", quantity: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("productId");
  });

  it("ignores a price, title or stock sent in the body", async () => {
    const answer = await add({ userId: uid, productId: "p-a", quantity: 1, price: 1, salePrice: 1, title: "Free", totalStock: 999 });
    expect(answer.status).toBe(200);
    expect(cartOf(answer).items[0]).toMatchObject({ price: 3000, salePrice: 0, title: "Almond Truffles", totalStock: 20 });
    expect((await stored(uid))?.items).toEqual([{ productId: "p-a", quantity: 1 }]);
  });
});

describe("PUT /api/shop/cart/update-cart", () => {
  it("sets the line's quantity", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 4 });
    const answer = await update({ userId: uid, productId: "p-a", quantity: 2 });
    expect(answer.status).toBe(200);
    expect(cartOf(answer).items).toMatchObject([{ productId: "p-a", quantity: 2 }]);
    expect((await stored(uid))?.items).toEqual([{ productId: "p-a", quantity: 2 }]);
  });

  it("refuses more than the stock with n = the stock, and writes nothing", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 1 });
    await setStock("p-a", 3);
    const before = await stored(uid);
    const answer = await update({ userId: uid, productId: "p-a", quantity: 4 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("only 3 quantity can be added");
    expect(await stored(uid)).toEqual(before);
    expect((await update({ userId: uid, productId: "p-a", quantity: 3 })).status).toBe(200);
  });

  it("answers 404 'Cart item not found' for a product not in the cart", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 1 });
    const answer = await update({ userId: uid, productId: "p-b", quantity: 1 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Cart item not found");
    expect((await stored(uid))?.items).toEqual([{ productId: "p-a", quantity: 1 }]);
  });

  it.each([0, -1, 2.5, "3"])("refuses the quantity %j with 400", async (quantity) => {
    await add({ userId: uid, productId: "p-a", quantity: 2 });
    const answer = await update({ userId: uid, productId: "p-a", quantity });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("quantity");
    expect((await stored(uid))?.items).toEqual([{ productId: "p-a", quantity: 2 }]);
  });
});

describe("DELETE /api/shop/cart/:userId/:productId", () => {
  it("removes the line", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 1 });
    await add({ userId: uid, productId: "p-b", quantity: 2 });
    const answer = await remove(uid, "p-a");
    expect(answer.status).toBe(200);
    expect(cartOf(answer).items).toMatchObject([{ productId: "p-b", quantity: 2 }]);
    expect((await stored(uid))?.items).toEqual([{ productId: "p-b", quantity: 2 }]);
  });

  it("answers 404 'Cart item not found' for a line the cart does not hold", async () => {
    expect((await remove(uid, "p-a")).status).toBe(404);
    await add({ userId: uid, productId: "p-b", quantity: 1 });
    const answer = await remove(uid, "p-a");
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Cart item not found");
  });
});

describe("answers built from the current products", () => {
  it("carries a product's current price after it changed in Firestore", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 1 });
    await db().collection("products").doc("p-a").update({ price: 3500, salePrice: 2900, title: "Almond Truffles XL", totalStock: 7 });
    const answer = await get(uid);
    expect(cartOf(answer).items).toEqual([
      {
        lineId: "p-a",
        productId: "p-a",
        title: "Almond Truffles XL",
        titleHe: "טראפלס שקדים",
        image: "/images/p-a.svg",
        price: 3500,
        salePrice: 2900,
        quantity: 1,
        totalStock: 7,
      },
    ]);
  });

  it("drops a deleted product from the answer and from the stored cart on the next write", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 1 });
    await add({ userId: uid, productId: "p-b", quantity: 1 });
    await db().collection("products").doc("p-a").delete();

    expect(cartOf(await get(uid)).items.map((i) => i.productId)).toEqual(["p-b"]);
    expect((await stored(uid))?.items).toHaveLength(2);

    const answer = await add({ userId: uid, productId: "p-c", quantity: 1 });
    expect(cartOf(answer).items.map((i) => i.productId)).toEqual(["p-b", "p-c"]);
    expect((await stored(uid))?.items).toEqual([
      { productId: "p-b", quantity: 1 },
      { productId: "p-c", quantity: 1 },
    ]);
  });

  it("lets the shopper remove the line of a deleted product", async () => {
    await add({ userId: uid, productId: "p-a", quantity: 1 });
    await db().collection("products").doc("p-a").delete();
    const answer = await remove(uid, "p-a");
    expect(answer.status).toBe(200);
    expect(cartOf(answer).items).toEqual([]);
    expect((await stored(uid))?.items).toEqual([]);
  });
});
