import { describe, expect, it } from "vitest";
import { signInReason } from "./LoginPage";

describe("signInReason", () => {
  it("explains checkout and reviews, and nothing for other pages or no page", () => {
    expect(signInReason("/shop/checkout")).toBe("checkout");
    expect(signInReason("/shop/checkout/")).toBe("checkout");
    expect(signInReason("/shop/listing?category=truffles&product=p1&review=1")).toBe("review");
    expect(signInReason("/shop/account")).toBeNull();
    expect(signInReason(undefined)).toBeNull();
    expect(signInReason(42)).toBeNull();
  });
});
