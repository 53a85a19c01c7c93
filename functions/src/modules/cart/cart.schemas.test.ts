import { describe, expect, it } from "vitest";
import { CART_QUANTITY_MAX, issueMessage } from "@cocoa/contracts";
import { addToCartSchema, cartItemParamsSchema, cartUserParamsSchema, updateCartSchema } from "@cocoa/contracts";

const valid = { userId: "Uid123abcXYZ", productId: "dark-bar_1", quantity: 2 };

describe.each([
  ["addToCartSchema", addToCartSchema],
  ["updateCartSchema", updateCartSchema],
])("%s", (_name, schema) => {
  it("accepts a valid line and drops any other field (a price, a title)", () => {
    expect(schema.parse({ ...valid, price: 1, salePrice: 0, title: "Free chocolate" })).toEqual(valid);
  });

  it("accepts the bounds 1 and CART_QUANTITY_MAX", () => {
    expect(schema.safeParse({ ...valid, quantity: 1 }).success).toBe(true);
    expect(schema.safeParse({ ...valid, quantity: CART_QUANTITY_MAX }).success).toBe(true);
  });

  it.each([0, -1, 2.5, "3", null, CART_QUANTITY_MAX + 1, Number.NaN, undefined])("refuses the quantity %j", (quantity) => {
    const result = schema.safeParse({ ...valid, quantity });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["quantity"]);
    expect(issueMessage(result.error!.issues[0]!)).toEqual({ code: "cart.quantity", params: { min: 1, max: CART_QUANTITY_MAX } });
  });

  it.each(["", "../x", "a b", "a".repeat(200), 42, undefined])("refuses the product id %j", (productId) => {
    const result = schema.safeParse({ ...valid, productId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["productId"]);
  });

  it.each(["", "a/b", " Uid123", "x".repeat(129), 7, undefined])("refuses the user id %j", (userId) => {
    const result = schema.safeParse({ ...valid, userId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["userId"]);
  });

  it.each([null, [], "text"])("refuses the body %j", (body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});

describe("cart route params", () => {
  it("reads the user and product ids", () => {
    expect(cartUserParamsSchema.parse({ userId: "abc" })).toEqual({ userId: "abc" });
    expect(cartItemParamsSchema.parse({ userId: "abc", productId: "p-a" })).toEqual({ userId: "abc", productId: "p-a" });
  });
  it("refuses malformed ids", () => {
    expect(cartUserParamsSchema.safeParse({ userId: "a.b" }).success).toBe(false);
    expect(cartItemParamsSchema.safeParse({ userId: "abc", productId: "../p" }).success).toBe(false);
  });
});
