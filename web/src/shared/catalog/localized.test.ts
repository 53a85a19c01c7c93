import type { CatalogGroup, Product } from "@contracts";
import { describe, expect, it } from "vitest";
import { activeGroups, catalogLabel, productDescription, productTitle, promotionName } from "./localized";
import { effectivePrice, formatAverage, stockBadge } from "./stock";

const product = {
  title: "Champagne Truffles",
  titleHe: "טראפלס שמפניה",
  description: "Dark ganache with champagne.",
  descriptionHe: "גנאש מריר עם שמפניה.",
} as Product;

describe("localized product text", () => {
  it("shows the Hebrew title and description in Hebrew", () => {
    expect(productTitle(product, "he")).toBe("טראפלס שמפניה");
    expect(productTitle(product, "he-IL")).toBe("טראפלס שמפניה");
    expect(productDescription(product, "he")).toBe("גנאש מריר עם שמפניה.");
  });
  it("shows English in English", () => {
    expect(productTitle(product, "en")).toBe("Champagne Truffles");
    expect(productDescription(product, "en")).toBe("Dark ganache with champagne.");
  });
  it("falls back to English where a product has no (or a blank) Hebrew text", () => {
    expect(productTitle({ title: "Ruby Bar" }, "he")).toBe("Ruby Bar");
    expect(productTitle({ title: "Ruby Bar", titleHe: "  " }, "he")).toBe("Ruby Bar");
    expect(productDescription({ description: "Fruity.", descriptionHe: "" }, "he")).toBe("Fruity.");
  });
  it("labels categories and brands in the current language with fallbacks", () => {
    const group = { id: "bars", label: "Chocolate Bars", labelHe: "טבלאות שוקולד" } as CatalogGroup;
    expect(catalogLabel(group, "he")).toBe("טבלאות שוקולד");
    expect(catalogLabel(group, "en")).toBe("Chocolate Bars");
    expect(catalogLabel({ id: "x", label: "X" }, "he")).toBe("X");
    expect(catalogLabel(undefined, "en", "unknown-id")).toBe("unknown-id");
  });
  it("keeps only active groups, in sortOrder", () => {
    const groups = [
      { id: "b", sortOrder: 2, isActive: true },
      { id: "a", sortOrder: 1, isActive: true },
      { id: "c", sortOrder: 0, isActive: false },
    ] as CatalogGroup[];
    expect(activeGroups(groups).map((g) => g.id)).toEqual(["a", "b"]);
  });
});

describe("stock badges and prices", () => {
  it("follows spec 4: out of stock, then low stock below 10, then sale", () => {
    expect(stockBadge({ price: 1000, salePrice: 800, totalStock: 0 })).toEqual({ kind: "outOfStock" });
    expect(stockBadge({ price: 1000, salePrice: 800, totalStock: 9 })).toEqual({ kind: "lowStock", count: 9 });
    expect(stockBadge({ price: 1000, salePrice: 800, totalStock: 10 })).toEqual({ kind: "sale" });
    expect(stockBadge({ price: 1000, salePrice: 0, totalStock: 10 })).toBeNull();
  });
  it("charges the sale price only when it is below the price", () => {
    expect(effectivePrice({ price: 1000, salePrice: 800 })).toBe(800);
    expect(effectivePrice({ price: 1000, salePrice: 0 })).toBe(1000);
  });
  it("shows the average with two decimals", () => {
    expect(formatAverage(4.333333)).toBe("4.33");
    expect(formatAverage(0)).toBe("0.00");
    expect(formatAverage(undefined)).toBe("0.00");
  });
});

describe("promotionName", () => {
  it("names a promotion in the reader's language, falling back to English", () => {
    expect(promotionName({ name: "Bar Friday", nameHe: "שישי של טבלאות" }, "he")).toBe("שישי של טבלאות");
    expect(promotionName({ name: "Bar Friday", nameHe: "שישי של טבלאות" }, "en")).toBe("Bar Friday");
    expect(promotionName({ name: "Bar Friday", nameHe: " " }, "he-IL")).toBe("Bar Friday");
  });
});
