/**
 * Intl formatters, each made once per language and options and kept for the visit. Making one costs
 * far more than formatting with it (the first for a language loads its locale data): made per call,
 * the product page's allergen and nutrition lines spent some 15 ms of its hydration on the bench host
 * in `new Intl.ListFormat` alone.
 */
const lists = new Map<string, Intl.ListFormat>();
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

function kept<T>(made: Map<string, T>, language: string, options: object, make: () => T): T {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = made.get(key);
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function listFormat(language: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return kept(lists, language, options, () => new Intl.ListFormat(language, options));
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numbers, language, options, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dates, language, options, () => new Intl.DateTimeFormat(language, options));
}
