import { DEFAULT_SHOP_SETTINGS, type CatalogGroup } from "@contracts";
import { describe, expect, it } from "vitest";
import {
  GENERAL_FIELD_PATHS,
  coerceMaxItems,
  coerceLowStockThreshold,
  coerceTaxRate,
  errorsOnFields,
  generalDraftFrom,
  generalSettingsFrom,
  groupsToSave,
  groupsWithoutLabel,
  homePageSectionsFrom,
  checkNewGroup,
  moveGroup,
  newGroupProblem,
  sameGroups,
  sectionsDraftFrom,
  settingsTabFrom,
} from "./settingsForm";

const group = (id: string, sortOrder: number, extra: Partial<CatalogGroup> = {}): CatalogGroup => ({
  id,
  label: id,
  translationKey: `categories.${id}`,
  icon: "ShirtIcon",
  isActive: true,
  sortOrder,
  ...extra,
});

describe("number coercion (spec 5)", () => {
  it("keeps a tax rate from 0 to 100 and makes anything else 0", () => {
    expect(coerceTaxRate("17")).toBe(17);
    expect(coerceTaxRate("17.5")).toBe(17.5);
    expect(coerceTaxRate("0")).toBe(0);
    expect(coerceTaxRate("100")).toBe(100);
    for (const invalid of ["", " ", "abc", "-1", "100.01", "1e9", "Infinity"]) expect(coerceTaxRate(invalid)).toBe(0);
    expect(coerceTaxRate(Number.NaN)).toBe(0);
  });

  it("keeps a whole low-stock threshold from 0 to 1000 and makes anything else 3", () => {
    expect(coerceLowStockThreshold("0")).toBe(0);
    expect(coerceLowStockThreshold("12")).toBe(12);
    expect(coerceLowStockThreshold(1000)).toBe(1000);
    for (const invalid of ["", "-1", "2.5", "1001", "few"]) expect(coerceLowStockThreshold(invalid)).toBe(3);
  });

  it("keeps a whole maxItems from 1 to 20 and makes anything else 4", () => {
    expect(coerceMaxItems("1")).toBe(1);
    expect(coerceMaxItems("20")).toBe(20);
    expect(coerceMaxItems(6)).toBe(6);
    for (const invalid of ["", "0", "21", "-3", "2.5", "many"]) expect(coerceMaxItems(invalid)).toBe(4);
  });
});

describe("general settings", () => {
  it("round-trips the settings through the draft: money in minor units, keywords as a list", () => {
    const draft = generalDraftFrom(DEFAULT_SHOP_SETTINGS);
    expect(draft.freeShippingThreshold).toBe("100.00");
    expect(draft.defaultShippingCost).toBe("10.00");
    expect(draft.keywords).toBe("chocolate, truffles, pralines, chocolate art, gift boxes");
    const result = generalSettingsFrom(draft);
    const { homePageSections: _h, categories: _c, brands: _b, carriers: _r, giftWrap: _g, giftCards: _gc, ...general } = DEFAULT_SHOP_SETTINGS;
    expect(result).toEqual({ ok: true, settings: general });
  });

  it("sends the symbol of the chosen currency, the coerced tax rate and trimmed text", () => {
    const draft = { ...generalDraftFrom(DEFAULT_SHOP_SETTINGS), currency: "ILS" as const, taxRate: "250", siteName: "  Atelier  ", freeShippingThreshold: "49.9" };
    const result = generalSettingsFrom(draft);
    expect(result.ok && result.settings).toMatchObject({
      siteName: "Atelier",
      currency: "ILS",
      currencySymbol: "₪",
      taxRate: 0,
      shippingSettings: { freeShippingThreshold: 4990, defaultShippingCost: 1000 },
    });
  });

  it("keeps the allergen switches as loaded, and sends them as set", () => {
    const loaded = { ...DEFAULT_SHOP_SETTINGS, allergenPrinting: { packingSlip: false, giftCard: true } };
    const draft = generalDraftFrom(loaded);
    expect(draft.allergenPrinting).toEqual({ packingSlip: false, giftCard: true });
    expect(generalSettingsFrom(draft)).toMatchObject({ ok: true, settings: { allergenPrinting: { packingSlip: false, giftCard: true } } });
    const switched = { ...draft, allergenPrinting: { ...draft.allergenPrinting, packingSlip: true } };
    expect(generalSettingsFrom(switched)).toMatchObject({ ok: true, settings: { allergenPrinting: { packingSlip: true, giftCard: true } } });
    // Settings answered before the switches existed: the shop's defaults.
    const { allergenPrinting: _gone, ...older } = DEFAULT_SHOP_SETTINGS;
    expect(generalDraftFrom(older as typeof DEFAULT_SHOP_SETTINGS).allergenPrinting).toEqual(DEFAULT_SHOP_SETTINGS.allergenPrinting);
  });

  it("reads and sends the tax mode and the business's details (issue 37), an older answer as the server reads it", () => {
    const business = { name: "Cocoa Ltd", registrationNumber: "515123456", address: "1 Herzl St\nTel Aviv", vatRegistered: true };
    const draft = generalDraftFrom({ ...DEFAULT_SHOP_SETTINGS, currency: "ILS", taxMode: "included", business });
    expect(draft).toMatchObject({ taxMode: "included", businessName: "Cocoa Ltd", registrationNumber: "515123456", businessAddress: "1 Herzl St\nTel Aviv", vatRegistered: true });
    expect(generalSettingsFrom({ ...draft, taxMode: "added", registrationNumber: " 514 " })).toMatchObject({ ok: true, settings: { taxMode: "added", business: { ...business, registrationNumber: "514" } } });
    const { taxMode: _mode, business: _business, ...older } = { ...DEFAULT_SHOP_SETTINGS, currency: "ILS" as const, siteName: "Shokolad" };
    expect(generalDraftFrom(older as typeof DEFAULT_SHOP_SETTINGS)).toMatchObject({ taxMode: "included", businessName: "Shokolad", registrationNumber: "", vatRegistered: false });
  });

  it("refuses money that is not an amount, naming the field", () => {
    const draft = { ...generalDraftFrom(DEFAULT_SHOP_SETTINGS), defaultShippingCost: "ten" };
    expect(generalSettingsFrom(draft)).toEqual({ ok: false, errors: { defaultShippingCost: "invalidAmount" } });
  });

  it("splits keywords on commas, trimmed, without blanks or repeats", () => {
    const keywords = (text: string) => {
      const result = generalSettingsFrom({ ...generalDraftFrom(DEFAULT_SHOP_SETTINGS), keywords: text });
      return result.ok && result.settings.seoSettings.keywords;
    };
    expect(keywords(" truffles, pralines,, Truffles ,  dark   bars ,")).toEqual(["truffles", "pralines", "dark bars"]);
    expect(keywords("")).toEqual([]);
  });

  it("leaves what else the schema refuses to the server, whose words the form shows under the field", () => {
    const draft = { ...generalDraftFrom(DEFAULT_SHOP_SETTINGS), email: "not-an-email" };
    expect(generalSettingsFrom(draft)).toMatchObject({ ok: true, settings: { contactInfo: { email: "not-an-email" } } });
  });

  it("places the server's dotted field errors on the form's fields", () => {
    expect(
      errorsOnFields({ "contactInfo.email": "Enter an email", "seoSettings.keywords.3": "Too long", "contactInfo.socialMedia.twitter": "Enter a URL", other: "x" }, GENERAL_FIELD_PATHS),
    ).toEqual({ email: "Enter an email", keywords: "Too long", twitter: "Enter a URL" });
  });
});

describe("homepage sections", () => {
  it("coerces maxItems and keeps the translation keys", () => {
    const draft = sectionsDraftFrom(DEFAULT_SHOP_SETTINGS.homePageSections);
    draft.shopByBrand = { ...draft.shopByBrand, maxItems: "0", title: "  Brands  " };
    draft.featuredProducts = { ...draft.featuredProducts, maxItems: "12", enabled: false };
    const sections = homePageSectionsFrom(draft);
    expect(sections.shopByBrand).toEqual({ enabled: true, title: "Brands", maxItems: 4, translationKey: "home.shopByBrand" });
    expect(sections.featuredProducts).toMatchObject({ enabled: false, maxItems: 12 });
    expect(sections.shopByCategory).toEqual(DEFAULT_SHOP_SETTINGS.homePageSections.shopByCategory);
  });
});

describe("categories and brands", () => {
  it("moves one place up or down and stays put at the ends", () => {
    expect(moveGroup(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveGroup(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveGroup(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveGroup(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("numbers sortOrder by position, trims labels and drops a blank Hebrew label", () => {
    const saved = groupsToSave([group("bars", 4, { label: " Bars ", labelHe: "  " }), group("truffles", 0, { labelHe: " טראפלס " })]);
    expect(saved.map((g) => [g.id, g.sortOrder, g.label, g.labelHe])).toEqual([
      ["bars", 0, "Bars", undefined],
      ["truffles", 1, "truffles", "טראפלס"],
    ]);
    expect("labelHe" in saved[0]!).toBe(false);
    expect(sameGroups([group("a", 0), group("b", 1)], [group("a", 5), group("b", 9)])).toBe(true);
    expect(sameGroups([group("a", 0), group("b", 1)], [group("b", 0), group("a", 1)])).toBe(false);
  });

  it("finds the entries without a label (blank after trimming)", () => {
    expect(groupsWithoutLabel("brands", [group("a", 0), group("b", 1, { label: "  " }), group("c", 2, { label: "" })])).toEqual(["b", "c"]);
    expect(groupsWithoutLabel("categories", [group("a", 0)])).toEqual([]);
  });

  it("needs an id and a label, and an id of lowercase letters, digits and single hyphens", () => {
    expect(newGroupProblem({ id: "", label: "Bars", labelHe: "" })).toBe("required");
    expect(newGroupProblem({ id: "bars", label: "  ", labelHe: "" })).toBe("required");
    expect(newGroupProblem({ id: "Dark Bars", label: "Bars", labelHe: "" })).toBe("invalidId");
    expect(newGroupProblem({ id: "dark--bars", label: "Bars", labelHe: "" })).toBe("invalidId");
    expect(newGroupProblem({ id: "dark-bars-70", label: "Bars", labelHe: "" })).toBeNull();
    expect(newGroupProblem({ id: "x".repeat(200), label: "Bars", labelHe: "" }, "brands")).toBe("invalidId");
    expect(checkNewGroup({ id: " bars ", label: " Bars ", labelHe: "  " })).toEqual({ problem: null, missing: [], group: { id: "bars", label: "Bars" } });
    expect(checkNewGroup({ id: "", label: " ", labelHe: "" }).missing).toEqual(["id", "label"]);
  });
});

describe("settings tab", () => {
  it("reads ?tab= and falls back to general", () => {
    expect(settingsTabFrom(new URLSearchParams("tab=brands"))).toBe("brands");
    expect(settingsTabFrom(new URLSearchParams("tab=nope"))).toBe("general");
    expect(settingsTabFrom(new URLSearchParams())).toBe("general");
  });
});
