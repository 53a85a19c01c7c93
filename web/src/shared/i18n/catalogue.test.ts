import { API_MESSAGES } from "@contracts";
import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import he from "./locales/he.json";

/**
 * Walks both catalogues the way i18next reads them: a counted string is a base key with one
 * `_<category>` suffix per form, and i18next picks the form with `Intl.PluralRules(language)`.
 * A missing form makes i18next fall back to English (Hebrew's dual showed "Show 2 products").
 */
type Tree = { [key: string]: string | Tree };
type Catalogue = Map<string, string>;

function flattenCatalogue(tree: Tree, prefix = "", entries: Catalogue = new Map()): Catalogue {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else flattenCatalogue(value, path, entries);
  }
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The counts the issue names; together they reach every category English and Hebrew have. */
const SAMPLE_COUNTS = [0, 1, 2, 3, 11, 20, 100];

/** The base of a plural key ("listing.count_two" -> "listing.count"), or the key itself. */
const messageId = (key: string) => key.replace(PLURAL_SUFFIX, "");

function pluralBases(catalogue: Catalogue): Set<string> {
  return new Set([...catalogue.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(messageId));
}

/** Every plural form a language can need: the categories its rules select for the sample counts. */
function neededForms(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(SAMPLE_COUNTS.map((count) => rules.select(count)))];
}

/** "base_form" keys a counted string lacks in this language. */
function missingPluralForms(catalogue: Catalogue, language: string, bases: Iterable<string>): string[] {
  const forms = neededForms(language);
  return [...bases].flatMap((base) => forms.map((form) => `${base}_${form}`)).filter((key) => !catalogue.has(key)).sort();
}

/** Plural forms the language's rules never select: dead text nobody reads, usually a typo. */
function unusedPluralForms(catalogue: Catalogue, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return [...catalogue.keys()].filter((key) => {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    return form !== undefined && !categories.includes(form);
  });
}

/** Message ids (plural bases count once) that one catalogue has and the other lacks. */
function oneLanguageOnly(a: Catalogue, b: Catalogue): string[] {
  const ids = (catalogue: Catalogue) => new Set([...catalogue.keys()].map(messageId));
  const inB = ids(b);
  return [...ids(a)].filter((id) => !inB.has(id));
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]);

/**
 * Placeholders a translation uses that its English counterpart does not: the caller passes only
 * what English needs, so such a placeholder renders raw ("1 מתוך {{total}}").
 * The counterpart of a Hebrew-only form (`_two`) is English's `_other`.
 */
function strayPlaceholders(translation: Catalogue, english: Catalogue): string[] {
  const stray: string[] = [];
  for (const [key, text] of translation) {
    const counterpart = english.get(key) ?? english.get(`${messageId(key)}_other`) ?? english.get(messageId(key));
    if (counterpart === undefined) continue; // reported by oneLanguageOnly
    const passed = new Set(placeholders(counterpart));
    if (PLURAL_SUFFIX.test(key)) passed.add("count"); // i18next always passes count to a plural
    for (const name of placeholders(text)) if (!passed.has(name)) stray.push(`${key}: {{${name}}}`);
  }
  return stray;
}

/**
 * A number followed by a Latin unit ("{{max}} MB") inside right-to-left text: the bidi algorithm
 * puts the unit on the number's left unless a left-to-right isolate (U+2066 … U+2069) holds both.
 */
function unisolatedUnits(catalogue: Catalogue): string[] {
  const found: string[] = [];
  for (const [key, text] of catalogue) {
    for (const match of text.matchAll(/(\u2066?)({{\s*\w+\s*}} [A-Za-z]{1,3}\b)(\u2069?)/g)) {
      if (!match[1] || !match[3]) found.push(`${key}: ${match[2]}`);
    }
  }
  return found;
}

const english = flattenCatalogue(en as Tree);
const hebrew = flattenCatalogue(he as Tree);
const catalogues = { en: english, he: hebrew };
const allBases = new Set([...pluralBases(english), ...pluralBases(hebrew)]);

describe("catalogue", () => {
  it.each(Object.entries(catalogues))("%s has every plural form its rules select for 0, 1, 2, 3, 11, 20 and 100", (language, catalogue) => {
    expect(missingPluralForms(catalogue, language, allBases)).toEqual([]);
  });

  it.each(Object.entries(catalogues))("%s has no plural form its rules never select", (language, catalogue) => {
    expect(unusedPluralForms(catalogue, language)).toEqual([]);
  });

  it("Hebrew needs the dual and English does not (the rules the test leans on)", () => {
    expect(neededForms("he").sort()).toEqual(["one", "other", "two"]);
    expect(neededForms("en").sort()).toEqual(["one", "other"]);
  });

  it("has every message in both languages", () => {
    expect(oneLanguageOnly(english, hebrew)).toEqual([]);
    expect(oneLanguageOnly(hebrew, english)).toEqual([]);
  });

  it("uses in Hebrew only the {{placeholders}} English passes", () => {
    expect(strayPlaceholders(hebrew, english)).toEqual([]);
  });

  it("isolates a number with its Latin unit in Hebrew, so \"5 MB\" does not read \"MB 5\"", () => {
    expect(unisolatedUnits(hebrew)).toEqual([]);
    expect(unisolatedUnits(new Map([["a", "עד {{max}} MB."]]))).toEqual(["a: {{max}} MB"]);
  });

  describe("catches", () => {
    const broken = (entries: Record<string, string>) => new Map(Object.entries(entries));

    it("a missing dual", () => {
      const catalogue = broken({ "listing.count_one": "מוצר {{count}}", "listing.count_other": "{{count}} מוצרים" });
      expect(missingPluralForms(catalogue, "he", pluralBases(catalogue))).toEqual(["listing.count_two"]);
      expect(missingPluralForms(catalogue, "en", pluralBases(catalogue))).toEqual([]);
    });

    it("a counted string only one language pluralises", () => {
      expect(missingPluralForms(broken({ "cart.items": "x" }), "en", ["cart.items"])).toEqual(["cart.items_one", "cart.items_other"]);
    });

    it("a key in one language only", () => {
      expect(oneLanguageOnly(broken({ "a.b": "x", "a.c_one": "y", "a.c_two": "y" }), broken({ "a.c_other": "z" }))).toEqual(["a.b"]);
    });

    it("a stray placeholder, also in a Hebrew-only form", () => {
      const source = broken({ "home.carousel.slideLabel": "{{index}} of {{count}}", "listing.count_other": "{{count}} products" });
      const translation = broken({
        "home.carousel.slideLabel": "{{index}} מתוך {{total}}",
        "listing.count_two": "{{count}} מוצרים {{keyword}}",
      });
      expect(strayPlaceholders(translation, source)).toEqual(["home.carousel.slideLabel: {{total}}", "listing.count_two: {{keyword}}"]);
    });

    it("an English form English never selects", () => {
      expect(unusedPluralForms(broken({ "a_two": "x", "a_other": "y" }), "en")).toEqual(["a_two"]);
    });
  });
});

/** The API's message catalogue, loaded as the `api` namespace: the same rules hold for it. */
describe("api namespace", () => {
  const apiEnglish = flattenCatalogue(API_MESSAGES.en as Tree);
  const apiHebrew = flattenCatalogue(API_MESSAGES.he as Tree);
  const apiCatalogues = { en: apiEnglish, he: apiHebrew };
  const apiBases = new Set([...pluralBases(apiEnglish), ...pluralBases(apiHebrew)]);

  it.each(Object.entries(apiCatalogues))("%s has every plural form its rules select, and none they never do", (language, catalogue) => {
    expect(missingPluralForms(catalogue, language, apiBases)).toEqual([]);
    expect(unusedPluralForms(catalogue, language)).toEqual([]);
  });

  it("has every message in both languages, with only the placeholders English passes", () => {
    expect(oneLanguageOnly(apiEnglish, apiHebrew)).toEqual([]);
    expect(oneLanguageOnly(apiHebrew, apiEnglish)).toEqual([]);
    expect(strayPlaceholders(apiHebrew, apiEnglish)).toEqual([]);
    expect(unisolatedUnits(apiHebrew)).toEqual([]);
  });
});
