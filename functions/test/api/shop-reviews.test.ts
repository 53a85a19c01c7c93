/** POST /api/shop/review/add and GET /api/shop/review/:productId over real HTTP. */
import { beforeEach, describe, expect, it } from "vitest";
import type { Review } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { call, docCount, register, registeredSession, shopper, signIn, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let cookie: string;
let uid: string;

beforeEach(async () => {
  ({ cookie, uid } = await registeredSession(api.baseUrl));
});

const add = (json: unknown, as: string | undefined = cookie) => call(api.baseUrl, "/api/shop/review/add", { json, cookie: as });
const valid = { productId: "p-a", reviewMessage: "  Silky and rich.  ", reviewValue: 4 };

describe("POST /api/shop/review/add", () => {
  it("adds the review as the session's user and updates the average", async () => {
    const answer = await add({ ...valid, userId: "someone-else", userName: "Mallory" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: "Review added successfully!", averageReview: 4 });
    const review = answer.body.data as Review;
    expect(review).toMatchObject({
      _id: `p-a_${uid}`,
      productId: "p-a",
      userId: uid,
      userName: shopper.userName,
      reviewMessage: "Silky and rich.",
      reviewValue: 4,
      verifiedPurchase: false,
    });
    expect(new Date(review.createdAt).toISOString()).toBe(review.createdAt);
    const stored = (await db().collection("reviews").doc(`p-a_${uid}`).get()).data()!;
    expect(stored.userId).toBe(uid);
    expect(stored.userName).toBe(shopper.userName);
    const product = (await db().collection("products").doc("p-a").get()).data()!;
    expect(product).toMatchObject({ reviewCount: 1, reviewTotal: 4, averageReview: 4 });
  });

  it("refuses guests with 401 and writes nothing", async () => {
    const answer = await add(valid, "");
    expect(answer.status).toBe(401);
    expect(await docCount("reviews")).toBe(0);
  });

  it.each([0, 6, 2.5, "4", null])("refuses the rating %j with 400 and writes nothing", async (reviewValue) => {
    const answer = await add({ ...valid, reviewValue });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("reviewValue");
    expect(await docCount("reviews")).toBe(0);
    expect((await db().collection("products").doc("p-a").get()).get("reviewCount")).toBe(0);
  });

  it("refuses a blank or missing message with 400", async () => {
    expect((await add({ ...valid, reviewMessage: "   " })).status).toBe(400);
    expect((await add({ productId: "p-a", reviewValue: 3 })).status).toBe(400);
    expect(await docCount("reviews")).toBe(0);
  });

  it("answers 404 for an unknown product and writes nothing", async () => {
    const answer = await add({ ...valid, productId: "no-such-product" });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Product not found");
    expect(await docCount("reviews")).toBe(0);
  });

  it("refuses a second review by the same user with 409", async () => {
    expect((await add(valid)).status).toBe(201);
    const again = await add({ ...valid, reviewValue: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: "You have already reviewed this product." });
    expect((await db().collection("products").doc("p-a").get()).data()).toMatchObject({ reviewCount: 1, averageReview: 4 });
    const hebrew = await call(api.baseUrl, "/api/shop/review/add", { json: valid, cookie, headers: { "Accept-Language": "he" } });
    expect(hebrew.body.message).toBe("כבר כתבת ביקורת על המוצר הזה.");
  });

  it("keeps the average exact over several reviewers (2 decimals)", async () => {
    await add({ ...valid, reviewValue: 5 });
    const others = [
      { userName: "Noa Cohen", email: "noa@example.com", password: "cocoa-bean-43", value: 4 },
      { userName: "Eli Katz", email: "eli@example.com", password: "cocoa-bean-44", value: 4 },
    ];
    let last: Record<string, unknown> = {};
    for (const other of others) {
      await register(api.baseUrl, other);
      const session = await signIn(api.baseUrl, other);
      last = (await add({ ...valid, reviewValue: other.value }, session.cookie)).body;
    }
    expect(last.averageReview).toBe(4.33);
    const product = (await call(api.baseUrl, "/api/shop/products/get/p-a")).body.data as { averageReview: number };
    expect(product.averageReview).toBe(4.33);
  });

  it("marks a review as a verified purchase when the user has a paid order with the product", async () => {
    await db().collection("orders").doc("o1").set({ userId: uid, paymentStatus: "paid", productIds: ["p-b"], cartItems: [{ productId: "p-b" }] });
    await db().collection("orders").doc("o2").set({ userId: uid, paymentStatus: "pending", productIds: ["p-a"] });
    expect(((await add({ ...valid, productId: "p-b" })).body.data as Review).verifiedPurchase).toBe(true);
    expect(((await add(valid)).body.data as Review).verifiedPurchase).toBe(false);
  });
});

describe("GET /api/shop/review/:productId", () => {
  it("lists a product's reviews newest first", async () => {
    await db().collection("reviews").doc("p-c_old").set({
      productId: "p-c", userId: "old", userName: "Old", reviewMessage: "First!", reviewValue: 3,
      verifiedPurchase: false, createdAt: new Date("2024-01-01T00:00:00Z"),
    });
    await add({ ...valid, productId: "p-c" });
    await db().collection("reviews").doc("p-a_x").set({
      productId: "p-a", userId: "x", userName: "X", reviewMessage: "Other product", reviewValue: 5,
      verifiedPurchase: false, createdAt: new Date(),
    });
    const answer = await call(api.baseUrl, "/api/shop/review/p-c");
    expect(answer.status).toBe(200);
    const reviews = answer.body.data as Review[];
    expect(reviews.map((r) => r.userId)).toEqual([uid, "old"]);
    expect(reviews[1]).toMatchObject({ _id: "p-c_old", createdAt: "2024-01-01T00:00:00.000Z", reviewMessage: "First!" });
  });

  it("answers an empty list for a product without reviews and 400 for an absurd id", async () => {
    expect((await call(api.baseUrl, "/api/shop/review/p-f")).body).toMatchObject({ success: true, data: [], nextCursor: null });
    expect((await call(api.baseUrl, `/api/shop/review/${"y".repeat(300)}`)).status).toBe(400);
  });
});
