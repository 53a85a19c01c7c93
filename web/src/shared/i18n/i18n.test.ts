import { describe, expect, it } from "vitest";
import { applyDocumentLanguage, i18n, preferredLanguage } from "./index";
import { LANGUAGE_STORAGE_KEY, languageDirection } from "./languages";
import { allTexts } from "./testing/localeFiles";

/** Each language's texts: the storefront's and every pack's (textPacks.ts). */
const english = allTexts("en");
const hebrew = allTexts("he");
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("locales", () => {
  it("every English key exists in Hebrew", () => {
    expect([...english.keys()].filter((key) => !hebrew.has(key))).toEqual([]);
  });

  it("every Hebrew key exists in English, but for the plural forms only Hebrew has", () => {
    // Hebrew counts one, two and other (Intl.PluralRules("he")); English has no `_two` form.
    const hebrewOnlyPlural = (key: string) => key.endsWith("_two") && english.has(key.replace(/_two$/, "_other"));
    expect([...hebrew.keys()].filter((key) => !english.has(key) && !hebrewOnlyPlural(key))).toEqual([]);
    expect(new Intl.PluralRules("he").resolvedOptions().pluralCategories).toEqual(expect.arrayContaining(["one", "two", "other"]));
  });

  it("gives a Hebrew `_two` form the same {{variables}} as its `_other`", () => {
    for (const [key, text] of hebrew) {
      if (key.endsWith("_two")) expect(variables(text), key).toEqual(variables(hebrew.get(key.replace(/_two$/, "_other")) ?? ""));
    }
  });

  it("shows the paging counts in Hebrew's own plural forms", async () => {
    await i18n.changeLanguage("he");
    expect(i18n.t("reviews.shown", { count: 1 })).toBe("מוצגת ביקורת 1");
    expect(i18n.t("reviews.shown", { count: 2 })).toBe((hebrew.get("reviews.shown_two") ?? "").replace("{{count}}", "2"));
    expect(i18n.t("orders.shown", { count: 20 })).toBe("מוצגות 20 הזמנות");
    await i18n.changeLanguage("en");
    expect(i18n.t("orders.shown", { count: 2 })).toBe("Showing 2 orders");
  });

  it("has no empty strings and the same {{variables}} in both languages", () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe("");
      expect(hebrew.get(key)?.trim(), key).not.toBe("");
      expect(variables(hebrew.get(key) ?? ""), key).toEqual(variables(text));
    }
  });

  it("translates the Hebrew texts (only brand names may stay in Latin letters)", () => {
    const untranslated = [...hebrew].filter(([key, text]) => text === english.get(key) && /[A-Za-z]/.test(text.replace(/\{\{\w+\}\}/g, "")));
    expect(untranslated).toEqual([]);
  });

  it("keeps the accessible names the end-to-end tests use", () => {
    expect(english.get("auth.fields.email")).toBe("Email");
    expect(english.get("auth.fields.password")).toBe("Password");
    expect(english.get("auth.fields.userName")).toBe("User name");
    expect(english.get("auth.login.submit")).toBe("Sign in");
    expect(english.get("auth.register.submit")).toBe("Sign up");
    expect(english.get("header.accountMenu")).toBe("Account menu");
    expect(english.get("header.logout")).toBe("Logout");
    expect(english.get("admin.logout")).toBe("Logout");
    expect(english.get("language.change")).toBe("Change language");
    expect(hebrew.get("language.change")).toBe("שינוי שפה");
    expect(english.get("nav.openMenu")).toBe("Open menu");
    expect(english.get("header.cart")).toBe("Cart");
    expect(english.get("cart.title")).toBe("Your cart");
    expect(english.get("cart.added")).toBe("Product is added to cart");
    expect(english.get("cart.checkout")).toBe("Checkout");
  });
});

describe("i18n", () => {
  it("prefers ?lang= (and remembers it), then the stored choice, then the browser; English otherwise", () => {
    // English stands in for languages the shop lacks, never for Hebrew (whose page would download both).
    const fallback = i18n.options.fallbackLng as (code: string) => string[];
    expect([fallback("fr"), fallback("he"), fallback("he-IL"), fallback("en")]).toEqual([["en"], [], [], []]);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "he");
    expect(preferredLanguage()).toBe("he");
    window.history.replaceState(null, "", "/shop/home?lang=en");
    try {
      expect(preferredLanguage()).toBe("en");
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("sets <html lang> and <html dir> on every language change", async () => {
    await i18n.changeLanguage("he");
    expect(document.documentElement.lang).toBe("he");
    expect(document.documentElement.dir).toBe("rtl");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("he");
    expect(i18n.t("nav.home")).toBe("דף הבית");

    await i18n.changeLanguage("en");
    expect(document.documentElement.lang).toBe("en");
    expect(document.documentElement.dir).toBe("ltr");
    expect(i18n.t("nav.home")).toBe("Home");
  });

  it("leaves <html lang> and <html dir> untouched when they already say the language", async () => {
    // Writing lang, even the same value, restyles every element in Chromium: a server-rendered page
    // already carries the right ones when the app starts.
    await i18n.changeLanguage("he");
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? "")));
    observer.observe(document.documentElement, { attributes: true });
    applyDocumentLanguage("he-IL");
    await i18n.changeLanguage("he");
    applyDocumentLanguage("en");
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual(["lang", "dir"]);
    expect(document.documentElement.lang).toBe("en");
  });

  it("falls back to English for a language it does not support", async () => {
    await i18n.changeLanguage("fr");
    expect(i18n.resolvedLanguage).toBe("en");
    expect(i18n.t("nav.home")).toBe("Home");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("maps a regional code to its language", async () => {
    await i18n.changeLanguage("he-IL");
    expect(i18n.resolvedLanguage).toBe("he");
    expect(document.documentElement.lang).toBe("he");
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("writes Hebrew and Arabic right to left, everything else left to right", () => {
    expect(languageDirection("he")).toBe("rtl");
    expect(languageDirection("he-IL")).toBe("rtl");
    expect(languageDirection("ar")).toBe("rtl");
    expect(languageDirection("ar-EG")).toBe("rtl");
    expect(languageDirection("en")).toBe("ltr");
    expect(languageDirection("en-US")).toBe("ltr");
    expect(languageDirection(undefined)).toBe("ltr");
  });
});
