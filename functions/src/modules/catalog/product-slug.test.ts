import { describe, expect, it } from "vitest";
import { lastResortSlug, SLUG_MAX_LENGTH, slugCandidates, slugOf } from "./product-slug";

describe("slugOf", () => {
  it("makes lower-case ASCII words joined by dashes from an English title", () => {
    expect(slugOf("Dark Chocolate Swan")).toBe("dark-chocolate-swan");
    expect(slugOf("  Hand-Painted Truffle Collection (12 pcs)  ")).toBe("hand-painted-truffle-collection-12-pcs");
    expect(slugOf("Pralines & Bonbons!!")).toBe("pralines-bonbons");
  });

  it("folds accents to plain letters", () => {
    expect(slugOf("Crème Brûlée Café")).toBe("creme-brulee-cafe");
  });

  it("spells a Hebrew-only title in Latin letters", () => {
    expect(slugOf("שוקולד מריר")).toBe("shvkvld-mryr");
    expect(slugOf("ברבור שוקולד 70%")).toBe("brbvr-shvkvld-70");
  });

  it("answers 'product' for a title with nothing spellable", () => {
    expect(slugOf("🍫🍫")).toBe("product");
    expect(slugOf("---")).toBe("product");
  });

  it("cuts a long title at a word boundary", () => {
    const slug = slugOf("A very long chocolate title ".repeat(6));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect("a-very-long-chocolate-title-".repeat(6).startsWith(`${slug}-`)).toBe(true);
  });

  it("cuts a single long word at the limit", () => {
    expect(slugOf("x".repeat(200))).toBe("x".repeat(SLUG_MAX_LENGTH));
  });
});

describe("slug collisions", () => {
  it("tries the slug itself, then -2, -3 …", () => {
    const candidates = slugCandidates("swan");
    expect(candidates.slice(0, 3)).toEqual(["swan", "swan-2", "swan-3"]);
    expect(new Set(candidates).size).toBe(candidates.length);
  });

  it("falls back to the product id's start, lower-cased", () => {
    expect(lastResortSlug("swan", "AbC_d12345678")).toBe("swan-abcd1234");
  });
});
