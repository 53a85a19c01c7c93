import type { MinorUnits } from "./api";
import { CURRENCIES, type CurrencyCode } from "./settings-defaults";

/** The locale a page language formats money in: Hebrew readers expect `‏45.00 ₪`, English readers `$1,234.56`. */
export function moneyLocale(language: string | undefined): string {
  return language?.startsWith("he") ? "he-IL" : "en-US";
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, found);
  }
  return found;
}

/**
 * THE one money formatter, of the SPA and the server's emails alike. Money travels as integer minor units (cents, agorot); this shows it in the
 * reader's locale with the currency's own sign and two decimals, by `Intl.NumberFormat`
 * (`formatPrice(123456, "USD", "en-US")` → `"$1,234.56"`; `formatPrice(4500, "ILS", "he-IL")` → `"‏45.00 ‏₪"`).
 * A missing or non-numeric amount shows as 0.
 */
export function formatPrice(minorUnits: MinorUnits | string | null | undefined, currency: CurrencyCode, locale = "en-US"): string {
  return formatter(locale, currency).format(toMinorUnits(minorUnits) / 100);
}

/** A currency code the shop knows (an order carries its own), or undefined. */
export function currencyCode(value: string | undefined): CurrencyCode | undefined {
  return value !== undefined && Object.hasOwn(CURRENCIES, value) ? (value as CurrencyCode) : undefined;
}

function toMinorUnits(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return 0;
  return Math.round(number);
}
