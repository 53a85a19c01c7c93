import { describe, expect, it } from "vitest";
import { formatPrice } from "./formatPrice";

describe("formatPrice", () => {
  it("shows minor units as the symbol and two decimals", () => {
    expect(formatPrice(1250, "$")).toBe("$12.50");
    expect(formatPrice(100, "$")).toBe("$1.00");
    expect(formatPrice(5, "$")).toBe("$0.05");
    expect(formatPrice(123456, "$")).toBe("$1234.56");
  });

  it("uses the symbol it is given (shekel sign for ILS)", () => {
    expect(formatPrice(4990, "₪")).toBe("₪49.90");
  });

  it("shows 0 with the symbol for a missing or non-numeric amount", () => {
    expect(formatPrice(undefined, "$")).toBe("$0.00");
    expect(formatPrice(null, "$")).toBe("$0.00");
    expect(formatPrice(Number.NaN, "$")).toBe("$0.00");
    expect(formatPrice(Number.POSITIVE_INFINITY, "$")).toBe("$0.00");
    expect(formatPrice("abc", "₪")).toBe("₪0.00");
    expect(formatPrice("", "$")).toBe("$0.00");
    expect(formatPrice({} as unknown as number, "$")).toBe("$0.00");
  });

  it("accepts a numeric string of minor units", () => {
    expect(formatPrice("1999", "$")).toBe("$19.99");
  });

  it("shows zero and rounds stray fractions of a minor unit", () => {
    expect(formatPrice(0, "$")).toBe("$0.00");
    expect(formatPrice(1999.6, "$")).toBe("$20.00");
  });

  it("puts the minus sign before the symbol", () => {
    expect(formatPrice(-500, "$")).toBe("-$5.00");
  });
});
