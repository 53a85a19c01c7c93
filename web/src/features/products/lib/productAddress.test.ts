import { describe, expect, it } from "vitest";
import { addressedProduct, reviewReturnPath, withoutProductAddress } from "./productAddress";

describe("product address", () => {
  it("keeps the page's own parameters and adds the product with its review form", () => {
    const path = reviewReturnPath("/shop/listing", "?category=truffles", "p 1");
    expect(path).toBe("/shop/listing?category=truffles&product=p+1&review=1");
    const params = new URLSearchParams(path.split("?")[1]);
    expect(addressedProduct(params)).toEqual({ productId: "p 1", review: true });
    expect(withoutProductAddress(params).toString()).toBe("category=truffles");
  });

  it("addresses nothing without a product id", () => {
    expect(addressedProduct(new URLSearchParams("review=1&product="))).toBeNull();
    expect(addressedProduct(new URLSearchParams("product=p2"))).toEqual({ productId: "p2", review: false });
  });
});
