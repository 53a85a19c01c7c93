/**
 * Properties of the one money formatter: for the shop's two locales it writes amounts by hand (no ICU
 * on a storefront's first load), so it must stay character for character what Intl.NumberFormat writes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";
import type { CurrencyCode } from "./settings-defaults";

const LOCALES = ["en-US", "he-IL"] as const;
const CURRENCY_CODES: readonly CurrencyCode[] = ["USD", "ILS"];

const intlFormatters = new Map<string, Intl.NumberFormat>();
function intl(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = intlFormatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { style: "currency", currency });
    intlFormatters.set(key, found);
  }
  return found;
}

/**
 * Minor units as an exact decimal string ("-1234.05"): Intl formats a string without going through a
 * double, so the reference stays exact past 2^53 / 100, where `amount / 100` no longer is.
 */
function exactDecimal(minorUnits: number): string {
  const digits = Math.abs(minorUnits).toString().padStart(3, "0");
  return `${minorUnits < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// Intl's `format` takes a decimal string (Intl.NumberFormat v3); typed as number in older lib files.
const formatDecimal = (format: Intl.NumberFormat, decimal: string) => format.format(decimal as unknown as number);

const locale = fc.constantFrom(...LOCALES);
const currency = fc.constantFrom(...CURRENCY_CODES);

describe("formatPrice (properties)", () => {
  it("equals Intl.NumberFormat for every safe integer amount, both locales and currencies, zero and negatives included", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), locale, currency, (amount, loc, code) => {
        expect(formatPrice(amount, code, loc)).toBe(formatDecimal(intl(loc, code), exactDecimal(amount)));
      }),
      { numRuns: 1000, examples: [[0, "en-US", "USD"], [0, "he-IL", "ILS"], [-1, "he-IL", "USD"], [Number.MIN_SAFE_INTEGER, "en-US", "ILS"]] },
    );
  });

  it("equals Intl.NumberFormat given amount / 100, as the app's callers would, up to ten trillion", () => {
    // 10^15 minor units: `amount / 100` is still exact to the cent as a double there.
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), locale, currency, (amount, loc, code) => {
        expect(formatPrice(amount, code, loc)).toBe(intl(loc, code).format(amount / 100));
      }),
      { numRuns: 1000 },
    );
  });

  it("rounds a fraction of a minor unit to the nearest one and never writes minus zero", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), locale, currency, (amount, loc, code) => {
        expect(formatPrice(amount, code, loc)).toBe(formatPrice(Math.round(amount) || 0, code, loc));
        expect(formatPrice(amount, code, loc)).not.toMatch(/-\D*0\.00/u);
      }),
    );
  });

  it("reads a numeric string of minor units as that number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), locale, currency, (amount, loc, code) => {
        expect(formatPrice(String(amount), code, loc)).toBe(formatPrice(amount, code, loc));
      }),
    );
  });
});
