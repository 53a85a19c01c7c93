import { describe, expect, it } from "vitest";
import { renderMessage, DEFAULT_HOME_PAGE_SECTIONS, DEFAULT_SHOP_SETTINGS, HOME_SECTION_MAX_ITEMS, PRODUCT_NUMBER_LIMITS, SETTINGS_TEXT_LIMITS, TAX_RATE_RANGE, type CatalogGroupKind, type GeneralSettings } from "@cocoa/contracts";
import { fieldTexts, isRendered } from "../../test/schema-messages";
import { MAX_PRODUCTS_REINDEXED } from "./settings.service";
import { addCatalogGroupSchema, catalogGroupParamsSchema, catalogGroupsSchema, generalSettingsSchema, homePageSectionsSchema, isWebAddress } from "@cocoa/contracts";

const { homePageSections: _h, categories: _c, brands: _b, carriers: _r, giftWrap: _g, giftCards: _gc, ...defaults } = DEFAULT_SHOP_SETTINGS;
const general = (): GeneralSettings => structuredClone(defaults);

/** The per-kind texts of the category and brand checks. */
const groupTexts = (kind: CatalogGroupKind) => {
  const one = kind === "categories" ? "category" : "brand";
  return {
    list: renderMessage(`settings.${one}List`),
    tooMany: renderMessage(kind === "categories" ? "settings.tooManyCategories" : "settings.tooManyBrands", { max: SETTINGS_TEXT_LIMITS.groups }),
    item: renderMessage(`settings.${one}Item`),
    idRequired: renderMessage(`settings.${one}IdRequired`),
    idPattern: renderMessage(`settings.${one}IdPattern`),
    idTooLong: renderMessage(`settings.${one}IdTooLong`, { max: SETTINGS_TEXT_LIMITS.groupId }),
    isActive: renderMessage(`settings.${one}IsActive`),
  };
};
const CATALOG_GROUP_MESSAGES = { categories: groupTexts("categories"), brands: groupTexts("brands") };

const errorsOf = (schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldTexts(result.error as Parameters<typeof fieldTexts>[0]);
};

describe("generalSettingsSchema", () => {
  it("takes the defaults as they are", () => {
    expect(generalSettingsSchema.parse(general())).toEqual(general());
  });

  it("sets the currency symbol from the currency, whatever was sent", () => {
    expect(generalSettingsSchema.parse({ ...general(), currency: "ILS", currencySymbol: "$" }).currencySymbol).toBe("₪");
    const { currencySymbol: _, ...withoutSymbol } = general();
    expect(generalSettingsSchema.parse(withoutSymbol).currencySymbol).toBe("$");
  });

  it("trims text, rounds the tax rate and cleans the keywords", () => {
    const input = general();
    input.siteName = "  Cocoa  ";
    input.taxRate = 17.456;
    input.seoSettings.keywords = [" truffles ", "", "Truffles", "dark   chocolate"];
    const parsed = generalSettingsSchema.parse(input);
    expect(parsed.siteName).toBe("Cocoa");
    expect(parsed.taxRate).toBe(17.46);
    expect(parsed.seoSettings.keywords).toEqual(["truffles", "dark chocolate"]);
  });

  it("takes empty optional text, and missing optional text as empty", () => {
    const input = general() as unknown as Record<string, Record<string, unknown>>;
    input.contactInfo = { email: "a@b.co", socialMedia: { facebook: "" } };
    input.seoSettings = {};
    const parsed = generalSettingsSchema.parse(input);
    expect(parsed.contactInfo).toEqual({ email: "a@b.co", phone: "", address: "", socialMedia: { facebook: "", instagram: "", twitter: "", linkedin: "" } });
    expect(parsed.seoSettings).toEqual({ metaTitle: "", metaDescription: "", keywords: [] });
  });

  it("refuses each bad field with a message under its dotted path", () => {
    const input = general() as unknown as Record<string, unknown>;
    Object.assign(input, { currency: "EUR", defaultLanguage: "fr", taxRate: 101, siteName: " " });
    input.contactInfo = { ...DEFAULT_SHOP_SETTINGS.contactInfo, email: "nope", phone: "call me", socialMedia: { ...DEFAULT_SHOP_SETTINGS.contactInfo.socialMedia, twitter: "ftp://x.com" } };
    input.shippingSettings = { freeShippingThreshold: -1, defaultShippingCost: 9.5 };
    input.seoSettings = { metaTitle: "x".repeat(SETTINGS_TEXT_LIMITS.short + 1), metaDescription: "", keywords: ["ok", 3] };
    expect(errorsOf(generalSettingsSchema, input)).toEqual({
      siteName: "Site name is required.",
      currency: renderMessage("settings.currency"),
      defaultLanguage: renderMessage("settings.defaultLanguage"),
      taxRate: renderMessage("settings.taxRate", TAX_RATE_RANGE),
      "contactInfo.email": renderMessage("auth.emailFormat"),
      "contactInfo.phone": renderMessage("address.phoneCharacters"),
      "contactInfo.socialMedia.twitter": "Twitter link must be a web address starting with https:// or http://, or left empty.",
      "shippingSettings.freeShippingThreshold": renderMessage("settings.freeShippingThreshold", { min: 0, max: PRODUCT_NUMBER_LIMITS.maxPrice }),
      "shippingSettings.defaultShippingCost": renderMessage("settings.defaultShippingCost", { min: 0, max: PRODUCT_NUMBER_LIMITS.maxPrice }),
      "seoSettings.metaTitle": `Meta title must be at most ${SETTINGS_TEXT_LIMITS.short} characters.`,
      "seoSettings.keywords.1": renderMessage("settings.keywordText"),
    });
  });

  it("takes the bounds themselves and refuses just past them", () => {
    expect(errorsOf(generalSettingsSchema, { ...general(), taxRate: 0 })).toEqual({});
    expect(errorsOf(generalSettingsSchema, { ...general(), taxRate: 100 })).toEqual({});
    expect(errorsOf(generalSettingsSchema, { ...general(), taxRate: -0.01 })).toEqual({ taxRate: renderMessage("settings.taxRate", TAX_RATE_RANGE) });
    expect(errorsOf(generalSettingsSchema, { ...general(), taxRate: "5" })).toEqual({ taxRate: renderMessage("settings.taxRate", TAX_RATE_RANGE) });
    const keywords = (n: number) => ({ ...general(), seoSettings: { ...defaults.seoSettings, keywords: Array.from({ length: n }, (_, i) => `k${i}`) } });
    expect(errorsOf(generalSettingsSchema, keywords(SETTINGS_TEXT_LIMITS.keywords))).toEqual({});
    expect(errorsOf(generalSettingsSchema, keywords(SETTINGS_TEXT_LIMITS.keywords + 1))).toEqual({ "seoSettings.keywords": renderMessage("settings.tooManyKeywords", { max: SETTINGS_TEXT_LIMITS.keywords }) });
    const longKeyword = { ...general(), seoSettings: { ...defaults.seoSettings, keywords: ["k".repeat(SETTINGS_TEXT_LIMITS.keyword + 1)] } };
    expect(errorsOf(generalSettingsSchema, longKeyword)).toEqual({ "seoSettings.keywords.0": renderMessage("settings.keywordTooLong", { max: SETTINGS_TEXT_LIMITS.keyword }) });
  });

  it("refuses missing parts and a body that is not an object", () => {
    const { shippingSettings: _, ...withoutShipping } = general();
    expect(errorsOf(generalSettingsSchema, withoutShipping)).toEqual({ shippingSettings: renderMessage("settings.shippingSettings") });
    expect(errorsOf(generalSettingsSchema, [])).toEqual({ body: "Send the request body as a JSON object." });
  });
});

describe("isWebAddress", () => {
  it.each(["https://facebook.com/cocoa", "http://example.co.il/x?y=1", "http://localhost:3000"])("takes %s", (url) => expect(isWebAddress(url)).toBe(true));
  it.each(["facebook.com/cocoa", "javascript:alert(1)", "ftp://x.com", "https://nodot", "https://"])("refuses %s", (url) => expect(isWebAddress(url)).toBe(false));
});

describe("homePageSectionsSchema", () => {
  const sections = () => structuredClone(DEFAULT_HOME_PAGE_SECTIONS);

  it("takes the four sections and keeps the default translation key only with the default title", () => {
    const input = sections();
    input.shopByBrand = { enabled: false, title: " Our makers ", maxItems: 3, translationKey: "home.shopByBrand" };
    input.featuredProducts = { enabled: true, title: "", maxItems: 20 };
    const parsed = homePageSectionsSchema.parse({ homePageSections: input }).homePageSections;
    expect(parsed.shopByCategory).toEqual(DEFAULT_HOME_PAGE_SECTIONS.shopByCategory);
    expect(parsed.shopByBrand).toEqual({ enabled: false, title: "Our makers", maxItems: 3 });
    expect(parsed.featuredProducts).toEqual({ ...DEFAULT_HOME_PAGE_SECTIONS.featuredProducts, maxItems: 20 });
  });

  it.each([0, 21, 4.5, "4", null])("refuses maxItems %s", (maxItems) => {
    const input = sections() as unknown as Record<string, Record<string, unknown>>;
    input.recommendedProducts = { ...input.recommendedProducts, maxItems };
    expect(errorsOf(homePageSectionsSchema, { homePageSections: input })).toEqual({ "homePageSections.recommendedProducts.maxItems": renderMessage("settings.maxItems", HOME_SECTION_MAX_ITEMS) });
  });

  it("refuses a missing section, an unknown one and a missing switch", () => {
    const { shopByBrand: _, ...three } = sections();
    expect(errorsOf(homePageSectionsSchema, { homePageSections: three })).toEqual({ "homePageSections.shopByBrand": "The homepage section shopByBrand is missing." });
    expect(errorsOf(homePageSectionsSchema, { homePageSections: { ...sections(), bestSellers: sections().shopByBrand } })).toEqual({
      homePageSections: renderMessage("settings.unknownSection"),
    });
    const input = sections() as unknown as Record<string, Record<string, unknown>>;
    input.shopByCategory = { title: "x", maxItems: 4 };
    expect(errorsOf(homePageSectionsSchema, { homePageSections: input })).toEqual({ "homePageSections.shopByCategory.enabled": renderMessage("settings.sectionEnabled") });
    expect(errorsOf(homePageSectionsSchema, {})).toEqual({ homePageSections: renderMessage("settings.homePageSections") });
  });
});

describe("catalogGroupsSchema", () => {
  const schema = catalogGroupsSchema("categories");
  const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, label: `  ${id} label `, translationKey: `categories.${id}`, icon: "Shirt", isActive: true, sortOrder: 9, ...extra });

  it("sets sortOrder from the position, trims labels, fills the translation key and drops a blank Hebrew label", () => {
    const parsed = schema.parse({ categories: [item("bars", { labelHe: " " }), item("truffles", { labelHe: " טראפלס ", translationKey: undefined })] });
    expect(parsed).toEqual([
      { id: "bars", label: "bars label", translationKey: "categories.bars", icon: "Shirt", isActive: true, sortOrder: 0 },
      { id: "truffles", label: "truffles label", labelHe: "טראפלס", translationKey: "categories.truffles", icon: "Shirt", isActive: true, sortOrder: 1 },
    ]);
    expect(schema.parse({ categories: [] })).toEqual([]);
  });

  it("refuses a repeated id, a bad id, a missing label, a bad icon and a missing isActive, each at its path", () => {
    const messages = CATALOG_GROUP_MESSAGES.categories;
    const body = {
      categories: [
        item("bars"),
        item("bars"),
        item("Dark Chocolate"),
        item("gifts", { label: "  " }),
        item("boxes", { icon: "Rocket" }),
        item("eggs", { isActive: "yes" }),
        item("x".repeat(SETTINGS_TEXT_LIMITS.groupId + 1)),
      ],
    };
    expect(errorsOf(schema, body)).toEqual({
      "categories.2.id": messages.idPattern,
      "categories.3.label": "Category name is required.",
      "categories.4.icon": renderMessage("settings.icon"),
      "categories.5.isActive": messages.isActive,
      "categories.6.id": messages.idTooLong,
    });
    // The repeated id shows once the items themselves are valid.
    expect(errorsOf(schema, { categories: [item("bars"), item("truffles"), item("bars")] })).toEqual({ "categories.2.id": renderMessage("settings.duplicateId") });
  });

  it("names the list after its kind and bounds its length", () => {
    expect(errorsOf(catalogGroupsSchema("brands"), { categories: [] })).toEqual({ brands: CATALOG_GROUP_MESSAGES.brands.list });
    const many = Array.from({ length: SETTINGS_TEXT_LIMITS.groups + 1 }, (_, i) => item(`c${i}`));
    expect(errorsOf(schema, { categories: many })).toEqual({ categories: CATALOG_GROUP_MESSAGES.categories.tooMany });
    expect(errorsOf(schema, { categories: ["bars"] })).toEqual({ "categories.0": CATALOG_GROUP_MESSAGES.categories.item });
  });
});

describe("addCatalogGroupSchema", () => {
  it("fills the kind's default icon, the translation key, active and a place holder order", () => {
    expect(addCatalogGroupSchema("categories").parse({ id: "gift-boxes", label: "Gift Boxes" })).toEqual({
      id: "gift-boxes",
      label: "Gift Boxes",
      translationKey: "categories.gift-boxes",
      icon: "ShirtIcon",
      isActive: true,
      sortOrder: 0,
    });
    expect(addCatalogGroupSchema("brands").parse({ id: "atelier", label: "Atelier", labelHe: "אטלייה" })).toMatchObject({ icon: "Shirt", labelHe: "אטלייה" });
    expect(addCatalogGroupSchema("brands").parse({ id: "atelier", label: "Atelier", icon: "Heater" }).icon).toBe("Heater");
  });

  it("requires id and label and refuses a bad id or icon", () => {
    const schema = addCatalogGroupSchema("brands");
    expect(errorsOf(schema, {})).toEqual({ id: CATALOG_GROUP_MESSAGES.brands.idRequired, label: "Brand name is required." });
    expect(errorsOf(schema, { id: "Dark Chocolate", label: "Dark", icon: "Rocket" })).toEqual({
      id: CATALOG_GROUP_MESSAGES.brands.idPattern,
      icon: renderMessage("settings.icon"),
    });
  });
});

describe("catalogGroupParamsSchema", () => {
  it("takes any stored id up to a bound", () => {
    expect(catalogGroupParamsSchema("categories").parse({ id: "Old Id" })).toEqual({ id: "Old Id" });
    expect(errorsOf(catalogGroupParamsSchema("categories"), { id: "x".repeat(201) })).toEqual({ id: renderMessage("settings.categoryIdInvalid") });
  });
});

describe("messages", () => {
  it("writes the in-use messages with their counts, in both languages", () => {
    expect(renderMessage("settings.categoryInUse", { id: "bars", count: 3 })).toBe('Category "bars" is used by 3 products. Move them to another category first.');
    expect(renderMessage("settings.brandInUse", { id: "atelier", count: 1 })).toBe('Brand "atelier" is used by 1 product. Move it to another brand first.');
    expect(renderMessage("settings.categoryInUse", { id: "bars", count: 3 }, "he")).toBe('הקטגוריה "bars" משויכת ל־3 מוצרים. יש להעביר אותם לקטגוריה אחרת קודם.');
    expect(renderMessage("settings.tooManyProductsToReindex", { max: MAX_PRODUCTS_REINDEXED }, "he")).toContain(String(MAX_PRODUCTS_REINDEXED));
  });

  it("has Hebrew for every message the settings schemas answer", () => {
    const refusals: [{ safeParse(input: unknown): { success: boolean; error?: unknown } }, unknown][] = [
      [generalSettingsSchema, {}],
      [generalSettingsSchema, { ...general(), siteName: 3, taxRate: 200, seoSettings: { keywords: ["x".repeat(99)] } }],
      [homePageSectionsSchema, { homePageSections: {} }],
      [catalogGroupsSchema("categories"), { categories: [{}] }],
      [addCatalogGroupSchema("brands"), { id: "Bad Id", label: 4, icon: "Rocket" }],
    ];
    for (const [schema, input] of refusals) {
      const result = schema.safeParse(input);
      if (result.success) throw new Error("expected the input to be refused");
      expect(Object.values(fieldTexts(result.error as Parameters<typeof fieldTexts>[0], "he")).filter((text) => !isRendered(text))).toEqual([]);
    }
  });
});
