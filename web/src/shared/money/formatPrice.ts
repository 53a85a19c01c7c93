import { formatMoney, type MinorUnits } from "@contracts";

/**
 * THE one money formatter. Money travels as integer minor units (cents, agorot); this turns it into
 * the shop's display form: the currency symbol followed by the amount with two decimals
 * (`formatPrice(1250, "$")` → `"$12.50"`), by the contracts' `formatMoney`, which the API's pages
 * use too. A missing or non-numeric amount shows as 0.
 */
export function formatPrice(minorUnits: MinorUnits | string | null | undefined, currencySymbol: string): string {
  return formatMoney(toMinorUnits(minorUnits), currencySymbol ?? "");
}

function toMinorUnits(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return 0;
  return Math.round(number);
}
