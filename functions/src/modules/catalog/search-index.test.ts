import { describe, expect, it } from "vitest";
import type { CatalogGroup, Product } from "@cocoa/contracts";
import { postingKey, productIdOfPostingKey, searchEntries } from "./search-index";

const group = (id: string, label: string, labelHe?: string): CatalogGroup => ({ id, label, labelHe, translationKey: id, icon: "Shirt", isActive: true, sortOrder: 0 });
const settings = { categories: [group("truffles", "Truffles", "טראפלס")], brands: [group("atelier", "Atelier")] };
const fields: Omit<Product, "_id"> = {
  slug: "salted-caramel",
  image: "/x.svg",
  title: "Salted Caramel",
  titleHe: "קרמל מלוח",
  description: "Dark chocolate with caramel.",
  category: "truffles",
  brand: "atelier",
  price: 1000,
  salePrice: 0,
  totalStock: 1,
  averageReview: 0,
  featured: false,
};

describe("postingKey", () => {
  it("makes any product id a plain field name and back", () => {
    for (const id of ["p-a", "9abcDEF", "hand-painted-truffles-12", "a_b", "x.y"]) {
      const key = postingKey(id);
      expect(key).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(productIdOfPostingKey(key)).toBe(id);
    }
  });
});

describe("searchEntries", () => {
  const entries = searchEntries(fields, settings);

  it("puts title words and their prefixes in the title tier, with the category", () => {
    for (const token of ["salted", "salt", "caramel", "cara", "קרמל", "מלוח"]) expect(entries.get(token)).toBe("2truffles~0");
  });

  it("puts description and label words in the text tier", () => {
    for (const token of ["dark", "chocolate", "choc", "truffles", "טראפלס", "atelier"]) expect(entries.get(token)).toBe("1truffles~0");
  });

  it("leaves out words of 3 characters or fewer", () => {
    expect(entries.has("dar")).toBe(false);
    expect([...entries.keys()].every((token) => token.length >= 4)).toBe(true);
  });
});
