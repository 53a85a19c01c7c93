import { describe, expect, it } from "vitest";
import { currencyCode, formatPrice, moneyLocale } from "./money";

describe("formatPrice", () => {
  it("shows minor units with the currency's sign and two decimals, grouping thousands in English", () => {
    expect(formatPrice(1250, "USD")).toBe("$12.50");
    expect(formatPrice(100, "USD")).toBe("$1.00");
    expect(formatPrice(5, "USD")).toBe("$0.05");
    expect(formatPrice(123456, "USD", "en-US")).toBe("$1,234.56");
  });

  it("shows shekels (ILS) with the shekel sign", () => {
    expect(formatPrice(4990, "ILS")).toBe("₪49.90");
  });

  it("shows Hebrew readers the amount first and the sign after it, as Intl's he-IL does", () => {
    expect(formatPrice(4500, "ILS", "he-IL")).toBe(new Intl.NumberFormat("he-IL", { style: "currency", currency: "ILS" }).format(45));
    expect(formatPrice(4500, "ILS", "he-IL")).toMatch(/^\u200f45\.00\s\u200f?₪$/);
  });

  it("shows 0 for a missing or non-numeric amount", () => {
    expect(formatPrice(undefined, "USD")).toBe("$0.00");
    expect(formatPrice(null, "USD")).toBe("$0.00");
    expect(formatPrice(Number.NaN, "USD")).toBe("$0.00");
    expect(formatPrice(Number.POSITIVE_INFINITY, "USD")).toBe("$0.00");
    expect(formatPrice("abc", "ILS")).toBe("₪0.00");
    expect(formatPrice("", "USD")).toBe("$0.00");
    expect(formatPrice({} as unknown as number, "USD")).toBe("$0.00");
  });

  it("accepts a numeric string of minor units", () => {
    expect(formatPrice("1999", "USD")).toBe("$19.99");
  });

  it("shows zero and rounds stray fractions of a minor unit", () => {
    expect(formatPrice(0, "USD")).toBe("$0.00");
    expect(formatPrice(1999.6, "USD")).toBe("$20.00");
  });

  it("puts the minus sign before the symbol", () => {
    expect(formatPrice(-500, "USD")).toBe("-$5.00");
  });

  it("picks the locale from the page language and knows only the shop's currencies", () => {
    expect(moneyLocale("he")).toBe("he-IL");
    expect(moneyLocale("en")).toBe("en-US");
    expect(currencyCode("ILS")).toBe("ILS");
    expect(currencyCode("EUR")).toBeUndefined();
  });
});

describe("formatPrice without ICU", () => {
  it("writes the shop's locales exactly as Intl.NumberFormat does, over many amounts, signs and sizes", () => {
    // A fixed pseudo-random walk over amounts from cents to billions, both signs.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const amounts = [0, 1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 100000000, -1, -99, -100, -123456];
    for (let i = 0; i < 2000; i += 1) amounts.push((next() % 10 ** (1 + (i % 12))) * (i % 3 === 0 ? -1 : 1) || 0);
    for (const locale of ["en-US", "he-IL"]) {
      for (const currency of ["USD", "ILS"] as const) {
        const intl = new Intl.NumberFormat(locale, { style: "currency", currency });
        for (const amount of amounts) expect(formatPrice(amount, currency, locale), `${amount} ${currency} ${locale}`).toBe(intl.format(amount / 100));
      }
    }
  });

  it("leaves any other locale to Intl", () => {
    expect(formatPrice(123456, "USD", "de-DE")).toBe(new Intl.NumberFormat("de-DE", { style: "currency", currency: "USD" }).format(1234.56));
  });

  it("writes a negative fraction of a cent as zero, not minus zero", () => {
    expect(formatPrice(-0.4, "USD")).toBe("$0.00");
  });
});

