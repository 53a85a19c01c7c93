import { minorUnitsToDecimal, type MinorUnits } from "@contracts";

/**
 * Money typed by a person <-> integer minor units. Forms show and take decimals ("12.50"); the wire
 * and Firestore hold minor units (1250). Both shop currencies have two decimals. The conversion is
 * done on the digits (no floating point), so "0.29" is 29, never 28.999….
 */

/** What a money field shows for an amount: "12.50" for 1250. */
export function moneyInputValue(minorUnits: MinorUnits | null | undefined): string {
  return minorUnitsToDecimal(typeof minorUnits === "number" ? minorUnits : 0);
}

/**
 * Minor units for what a person typed: "12", "12.5", "12.50", ".5", "1,234.50" (thousands commas) or
 * "12,50" (a decimal comma) → 1200, 1250, 1250, 50, 123450, 1250. Blank, negative, more than two
 * decimals or anything else that is not an amount → null, so the form can say so.
 */
export function parseMoneyInput(text: string | null | undefined): MinorUnits | null {
  let value = (text ?? "").trim().replace(/\s+/g, "");
  if (value === "") return null;
  // "12,50" is a decimal comma; "1,234.50" and "1,234" carry thousands separators.
  if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(",", ".");
  else if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(value)) value = value.replace(/,/g, "");
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  const minor = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}
