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
 * The shop's two money locales, written out character for character as `Intl.NumberFormat` writes them
 * (money.test.ts holds them equal over thousands of amounts). A browser's first `Intl.NumberFormat` loads
 * ICU's number data: 35-85 ms on this machine, one task of 150-340 ms on a 4x slower phone, in the middle
 * of hydrating a storefront page, just to write prices the server has already written.
 */
const MONEY_PATTERNS: Record<string, (negative: boolean, amount: string, symbol: string) => string> = {
  "en-US": (negative, amount, symbol) => `${negative ? "-" : ""}${symbol}${amount}`,
  // Right-to-left marks around the number and before the sign, a no-break space between them.
  "he-IL": (negative, amount, symbol) => `\u200f${negative ? "\u200e-" : ""}${amount}\u00a0\u200f${symbol}`,
};

/** 123456 minor units as "1,234.56": thousands grouped by commas, two decimals. */
function groupedAmount(minorUnits: number): string {
  const whole = Math.floor(minorUnits / 100).toString();
  const cents = (minorUnits % 100).toString().padStart(2, "0");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
}

/**
 * THE one money formatter, of the SPA and the server's emails alike. Money travels as integer minor units (cents, agorot); this shows it in the
 * reader's locale with the currency's own sign and two decimals, exactly as `Intl.NumberFormat` does
 * (`formatPrice(123456, "USD", "en-US")` → `"$1,234.56"`; `formatPrice(4500, "ILS", "he-IL")` → `"‏45.00 ‏₪"`):
 * the shop's own locales (`moneyLocale`) without loading ICU, any other through Intl.
 * A missing or non-numeric amount shows as 0.
 */
export function formatPrice(minorUnits: MinorUnits | string | null | undefined, currency: CurrencyCode, locale = "en-US"): string {
  const amount = toMinorUnits(minorUnits);
  const pattern = MONEY_PATTERNS[locale];
  const symbol = CURRENCIES[currency];
  if (!pattern || !symbol || !Number.isSafeInteger(amount)) return formatter(locale, currency).format(amount / 100);
  return pattern(amount < 0, groupedAmount(Math.abs(amount)), symbol);
}

/** A currency code the shop knows (an order carries its own), or undefined. */
export function currencyCode(value: string | undefined): CurrencyCode | undefined {
  return value !== undefined && Object.hasOwn(CURRENCIES, value) ? (value as CurrencyCode) : undefined;
}

function toMinorUnits(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return 0;
  return Math.round(number) || 0; // never -0, which Intl writes as "-$0.00"
}
