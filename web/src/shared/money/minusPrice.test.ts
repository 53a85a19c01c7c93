import { formatPrice } from "@contracts";
import { describe, expect, it } from "vitest";
import { minusPrice } from "./minusPrice";

describe("minusPrice", () => {
  it("writes an amount off with a minus sign, the number's direction kept in Hebrew", () => {
    expect(minusPrice((n) => formatPrice(n, "USD", "en-US"), 500)).toBe("\u2212$5.00");
    expect(minusPrice((n) => formatPrice(n, "USD", "en-US"), -500)).toBe("\u2212$5.00");
    // The Hebrew negative: a left-to-right mark keeps the sign on the number's left.
    expect(minusPrice((n) => formatPrice(n, "ILS", "he-IL"), 4500)).toBe("\u200f\u200e\u221245.00\u00a0\u200f₪");
  });
});
