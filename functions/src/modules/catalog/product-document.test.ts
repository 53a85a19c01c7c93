import { describe, expect, it } from "vitest";
import type { CatalogGroup, Product } from "@cocoa/contracts";
import { effectivePriceOf, priceSortKey, productDocument, productFromDocument, titleSortKey } from "./product-document";
import { searchEntries } from "./search-index";

const group = (id: string, label: string, labelHe?: string): CatalogGroup => ({
  id,
  label,
  labelHe,
  translationKey: id,
  icon: "Shirt",
  isActive: true,
  sortOrder: 0,
});
const settings = {
  categories: [group("gift-boxes", "Gift Boxes", "מארזי מתנה")],
  brands: [group("origin-series", "Origin Series", "סדרת המקור")],
};
const fields: Omit<Product, "_id"> = {
  slug: "ecuador-bar",
  image: "/x.svg",
  title: "Ecuador Bar",
  titleHe: "טבלת אקוודור חד־זנית",
  description: "Single-origin cacao.",
  category: "gift-boxes",
  brand: "origin-series",
  price: 1500,
  salePrice: 1200,
  totalStock: 5,
  averageReview: 0,
  featured: true,
};

describe("productDocument", () => {
  const doc = productDocument("ecuador", fields);

  it("keeps the product fields and adds the derived ones", () => {
    expect(doc).toMatchObject(fields);
    expect(doc.effectivePrice).toBe(1200);
    expect(doc.sortTitle).toEqual({ en: "ecuador bar", he: "טבלת אקוודור חד זנית" });
    expect(doc.priceSortKey).toBe(priceSortKey(1200, "ecuador"));
    expect(doc.titleSortKeyEn).toBe(titleSortKey("ecuador bar", "ecuador"));
    expect(doc).not.toHaveProperty("_id");
  });

  it("stores no search tokens: they live in the search index, out of the listing's reads", () => {
    expect(doc).not.toHaveProperty("searchTokens");
  });

  it("indexes titles, descriptions and the category and brand ids and labels in both languages, titles in the title tier", () => {
    const entries = searchEntries(fields, settings);
    for (const token of ["ecuador", "אקוודור", "חדזנית"]) expect(entries.get(token)).toBe("2gift-boxes~0");
    for (const token of ["single", "origin", "gift", "boxes", "מארזי", "מתנה", "series", "סדרת", "המקור"]) {
      expect(entries.get(token)).toBe("1gift-boxes~0");
    }
  });

  it("falls back to the English title for the Hebrew sort and drops undefined fields", () => {
    const { titleHe: _t, ...english } = fields;
    const plain = productDocument("p", { ...english, titleHe: undefined });
    expect(plain.sortTitle.he).toBe("ecuador bar");
    expect(Object.keys(plain)).not.toContain("titleHe");
  });

  it("ignores an _id or stale derived fields passed in", () => {
    const polluted = { ...fields, _id: "other", effectivePrice: 1, searchTokens: ["junk"] } as Omit<Product, "_id">;
    expect(productDocument("ecuador", polluted)).toEqual(doc);
  });
});

describe("the featured flag", () => {
  it("is stored as a boolean whatever a writer gives: left out or not true, not featured", () => {
    expect(productDocument("ecuador", fields).featured).toBe(true);
    const { featured: _featured, ...unflagged } = fields;
    expect(productDocument("ecuador", unflagged).featured).toBe(false);
    expect(productDocument("ecuador", { ...fields, featured: "yes" as unknown as boolean }).featured).toBe(false);
  });

  it("answers false for a product stored before the flag, and the flag as stored otherwise", () => {
    const { featured: _featured, ...older } = productDocument("ecuador", fields);
    expect(productFromDocument("ecuador", older).featured).toBe(false);
    expect(productFromDocument("ecuador", { ...older, featured: "true" }).featured).toBe(false);
    expect(productFromDocument("ecuador", { ...productDocument("ecuador", fields) }).featured).toBe(true);
  });
});

describe("sort keys", () => {
  it("uses the sale price when there is one", () => {
    expect(effectivePriceOf({ price: 1000, salePrice: 0 })).toBe(1000);
    expect(effectivePriceOf({ price: 1000, salePrice: 800 })).toBe(800);
  });
  it("orders prices numerically and ties by id", () => {
    expect(priceSortKey(900, "b") < priceSortKey(1000, "a")).toBe(true);
    expect(priceSortKey(1000, "a") < priceSortKey(1000, "b")).toBe(true);
  });
  it("orders a title before the titles it is a prefix of", () => {
    expect(titleSortKey("dark", "z") < titleSortKey("dark bar", "a")).toBe(true);
  });
});

describe("productFromDocument", () => {
  it("gives the contract's fields only", () => {
    const product = productFromDocument("ecuador", { ...productDocument("ecuador", fields), reviewCount: 2 });
    expect(product).toEqual({ _id: "ecuador", ...fields, declared: false });
  });
});

describe("image variants", () => {
  const imageVariants = [
    { width: 320, url: "/api/images/1b4e28ba-2fa1-11d2-883f-0016d3cca427-320w.webp" },
    { width: 640, url: "/api/images/1b4e28ba-2fa1-11d2-883f-0016d3cca427-640w.webp" },
  ];

  it("are stored with the product and answered back", () => {
    const doc = productDocument("ecuador", { ...fields, imageVariants });
    expect(doc.imageVariants).toEqual(imageVariants);
    expect(productFromDocument("ecuador", { ...doc }).imageVariants).toEqual(imageVariants);
  });

  it("are left out when there are none, and for a document stored before them or holding junk", () => {
    expect("imageVariants" in productDocument("ecuador", { ...fields, imageVariants: [] })).toBe(false);
    expect("imageVariants" in productFromDocument("ecuador", { ...fields, imageVariants: [] })).toBe(false);
    expect("imageVariants" in productFromDocument("ecuador", { ...fields, imageVariants: "x" })).toBe(false);
    expect(productFromDocument("ecuador", { ...fields, imageVariants: [{ width: 0, url: "a" }, { width: 320 }, ...imageVariants, 7] }).imageVariants).toEqual(
      imageVariants,
    );
  });
});
