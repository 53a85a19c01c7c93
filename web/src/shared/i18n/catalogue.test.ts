import { API_MESSAGES } from "@contracts";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "./languages";
import { LOCALE_FILES, TEXT_PARTS, allTexts, flattenCatalogue, partFile, textParts, type Catalogue, type Tree } from "./testing/localeFiles";

/**
 * Walks both catalogues the way i18next reads them: a counted string is a base key with one
 * `_<category>` suffix per form, and i18next picks the form with `Intl.PluralRules(language)`.
 * A missing form makes i18next fall back to English (Hebrew's dual showed "Show 2 products").
 * Each language's texts are the storefront's part and every pack's (textPacks.ts), read together.
 */

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

const english = allTexts("en");
const hebrew = allTexts("he");
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

describe("text parts", () => {
  it("has one file per part and language under locales/, and no other", () => {
    const expected = SUPPORTED_LANGUAGES.flatMap((language) => TEXT_PARTS.map((part) => partFile(part, language)));
    expect(Object.keys(LOCALE_FILES).sort()).toEqual(expected.sort());
  });

  it.each(SUPPORTED_LANGUAGES)("%s keeps each key in one part only", (language) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, catalogue] of Object.entries(textParts(language))) {
      for (const key of catalogue.keys()) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${part}`);
        seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
  });

  it("puts a message in the same part in both languages", () => {
    const partOf = (language: "en" | "he") =>
      new Map(Object.entries(textParts(language)).flatMap(([part, catalogue]) => [...catalogue.keys()].map((key) => [messageId(key), part] as const)));
    const english = partOf("en");
    const elsewhere = [...partOf("he")].filter(([id, part]) => english.has(id) && english.get(id) !== part).map(([id, part]) => `${id}: he ${part}, en ${english.get(id)}`);
    expect(elsewhere).toEqual([]);
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
