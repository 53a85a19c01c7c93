import { DELIVERY_LIMITS, PRODUCT_NUMBER_LIMITS, type Product } from "@contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_PRODUCT_DRAFT,
  canSubmitProduct,
  placeServerErrors,
  productDraftFrom,
  productInputFrom,
  type ProductDraft,
  type ProductField,
} from "./productForm";
import { DECLARED, DECLARED_FOOD } from "./foodFixtures";

/** Spec 5: every field but the image and the average review must be filled; the Hebrew texts are optional. */
const REQUIRED_PRODUCT_FIELDS = ["title", "description", "category", "brand", "price", "salePrice", "totalStock"] as const satisfies readonly ProductField[];

const PRODUCT: Product = {
  _id: "p1",
  slug: "p1",
  image: "https://cdn.test/p1.png",
  title: "Hazelnut praline",
  titleHe: "פרלין אגוזי לוז",
  description: "Roasted hazelnuts in milk chocolate.",
  category: "pralines",
  brand: "atelier",
  price: 1250,
  salePrice: 990,
  totalStock: 7,
  averageReview: 4.5,
  featured: false,
  ...DECLARED,
};

/** One photo, as an upload leaves it. */
const PHOTO = { id: "ph-a", image: "https://cdn.test/a.png", saved: "", alt: "", altHe: "" };

const COMPLETE: ProductDraft = {
  ...EMPTY_PRODUCT_DRAFT,
  food: DECLARED_FOOD,
  photos: [PHOTO],
  title: "Dark bar",
  description: "70% single origin.",
  category: "bars",
  brand: "atelier",
  price: "12.50",
  salePrice: "0",
  totalStock: "20",
};

describe("productDraftFrom", () => {
  it("is empty in add mode", () => {
    expect(productDraftFrom(null)).toEqual(EMPTY_PRODUCT_DRAFT);
  });

  it("prefills edit mode, money as decimals", () => {
    expect(productDraftFrom(PRODUCT)).toEqual({
      title: "Hazelnut praline",
      titleHe: "פרלין אגוזי לוז",
      description: "Roasted hazelnuts in milk chocolate.",
      descriptionHe: "",
      category: "pralines",
      brand: "atelier",
      price: "12.50",
      salePrice: "9.90",
      totalStock: "7",
      leadDays: "0",
      supplement: "",
      featured: false,
      options: [],
      variants: [],
      photos: [{ id: expect.any(String), image: "https://cdn.test/p1.png", saved: "https://cdn.test/p1.png", alt: "", altHe: "" }],
      food: DECLARED_FOOD,
      box: false,
      boxSlots: "",
      boxPieceIds: [],
    });
  });

  it("takes the product's preparation time, and 0 for a product saved before it existed", () => {
    expect(productDraftFrom({ ...PRODUCT, leadDays: 3 }).leadDays).toBe("3");
    expect(productDraftFrom(PRODUCT).leadDays).toBe("0");
  });

  it("starts unflagged in add mode and takes the product's flag in edit mode", () => {
    expect(productDraftFrom(null).featured).toBe(false);
    expect(productDraftFrom({ ...PRODUCT, featured: true }).featured).toBe(true);
  });
});

describe("canSubmitProduct (spec 5)", () => {
  const ready = { draft: COMPLETE, uploading: false, saving: false };

  it("allows a complete form with an image", () => {
    expect(canSubmitProduct(ready)).toBe(true);
  });

  it.each(REQUIRED_PRODUCT_FIELDS)("is disabled while %s is empty or blank", (field) => {
    expect(canSubmitProduct({ ...ready, draft: { ...COMPLETE, [field]: "" } })).toBe(false);
    expect(canSubmitProduct({ ...ready, draft: { ...COMPLETE, [field]: "   " } })).toBe(false);
  });

  it("does not need the Hebrew texts", () => {
    expect(REQUIRED_PRODUCT_FIELDS).not.toContain("titleHe");
    expect(REQUIRED_PRODUCT_FIELDS).not.toContain("descriptionHe");
    expect(canSubmitProduct({ ...ready, draft: { ...COMPLETE, titleHe: "", descriptionHe: "" } })).toBe(true);
  });

  it("counts 0 as filled (a sale price of 0 means not on sale)", () => {
    expect(canSubmitProduct({ ...ready, draft: { ...COMPLETE, salePrice: "0", totalStock: "0" } })).toBe(true);
  });

  it("is disabled without a photo, while an upload runs, and while saving", () => {
    expect(canSubmitProduct({ ...ready, draft: { ...COMPLETE, photos: [] } })).toBe(false);
    expect(canSubmitProduct({ ...ready, uploading: true })).toBe(false);
    expect(canSubmitProduct({ ...ready, saving: true })).toBe(false);
  });
});

describe("productInputFrom", () => {
  it("converts decimal prices to minor units exactly once, and trims texts", () => {
    const result = productInputFrom({ ...COMPLETE, title: "  Dark bar ", price: "12.5", salePrice: "0.29", totalStock: " 20 " });
    expect(result).toEqual({
      ok: true,
      input: {
        image: "https://cdn.test/a.png",
        title: "Dark bar",
        description: "70% single origin.",
        category: "bars",
        brand: "atelier",
        price: 1250,
        salePrice: 29,
        totalStock: 20,
        // The schema's default: ready from the shelf (the sheet has no preparation time field yet).
        leadDays: 0,
        averageReview: 0,
        featured: false,
        // What is in it, as declared (foodForm.ts).
        ingredients: "Cocoa mass, sugar, cocoa butter.",
        allergens: DECLARED.allergens,
        kosher: { status: "notKosher", passover: false },
        diets: [],
      },
    });
  });

  it("sends the featured flag as the checkbox holds it", () => {
    const flagged = productInputFrom({ ...COMPLETE, featured: true });
    expect(flagged.ok && flagged.input.featured).toBe(true);
    const unflagged = productInputFrom(productDraftFrom({ ...PRODUCT, featured: false }));
    expect(unflagged.ok && unflagged.input.featured).toBe(false);
  });

  it("sends the Hebrew texts only when given, and keeps the product's average review", () => {
    const result = productInputFrom({ ...COMPLETE, titleHe: " טבלה מרירה ", descriptionHe: "70% מקור יחיד" }, 4.5);
    expect(result.ok && result.input).toMatchObject({ titleHe: "טבלה מרירה", descriptionHe: "70% מקור יחיד", averageReview: 4.5 });
    const blank = productInputFrom({ ...COMPLETE, titleHe: "  " });
    expect(blank.ok && "titleHe" in blank.input).toBe(false);
  });

  it("names what is wrong with amounts and stock", () => {
    expect(productInputFrom({ ...COMPLETE, price: "12.505" })).toEqual({ ok: false, problems: { price: { key: "invalidAmount" } } });
    expect(productInputFrom({ ...COMPLETE, price: "0" })).toEqual({ ok: false, problems: { price: { key: "priceZero" } } });
    expect(productInputFrom({ ...COMPLETE, price: "100000.01" })).toEqual({ ok: false, problems: { price: { key: "tooHigh", max: "100000.00" } } });
    expect(productInputFrom({ ...COMPLETE, salePrice: "12.50" })).toEqual({ ok: false, problems: { salePrice: { key: "saleNotBelowPrice" } } });
    expect(productInputFrom({ ...COMPLETE, salePrice: "-1" })).toEqual({ ok: false, problems: { salePrice: { key: "invalidAmount" } } });
    expect(productInputFrom({ ...COMPLETE, totalStock: "2.5" })).toEqual({ ok: false, problems: { totalStock: { key: "invalidStock" } } });
    expect(productInputFrom({ ...COMPLETE, totalStock: String(PRODUCT_NUMBER_LIMITS.maxStock + 1) })).toEqual({
      ok: false,
      problems: { totalStock: { key: "stockTooHigh", max: String(PRODUCT_NUMBER_LIMITS.maxStock) } },
    });
  });

  it("sends the preparation time, so saving a sculpture keeps its days, and names what is wrong with it", () => {
    const kept = productInputFrom(productDraftFrom({ ...PRODUCT, leadDays: 3 }));
    expect(kept.ok && kept.input.leadDays).toBe(3);
    expect(productInputFrom({ ...COMPLETE, leadDays: "1.5" })).toEqual({ ok: false, problems: { leadDays: { key: "invalidLeadDays" } } });
    expect(productInputFrom({ ...COMPLETE, leadDays: String(DELIVERY_LIMITS.leadDays.max + 1) })).toEqual({
      ok: false,
      problems: { leadDays: { key: "leadDaysTooHigh", max: String(DELIVERY_LIMITS.leadDays.max) } },
    });
  });

  it("accepts a sale price below the price", () => {
    const result = productInputFrom({ ...COMPLETE, salePrice: "9.99" });
    expect(result.ok && result.input.salePrice).toBe(999);
  });
});

describe("productInputFrom: the rest of the server's schema (a gain)", () => {
  it("refuses a sale price above the largest price, and texts with control characters", () => {
    expect(productInputFrom({ ...COMPLETE, price: "", salePrice: "100000.01" })).toMatchObject({
      ok: false,
      problems: { salePrice: { key: "tooHigh", max: "100000.00" } },
    });
    expect(productInputFrom({ ...COMPLETE, title: "Dark\u0007bar" })).toEqual({ ok: false, problems: { title: { key: "invalidText" } } });
  });
});

describe("placeServerErrors", () => {
  it("puts field errors under their fields, the image's under the upload, the rest aside", () => {
    expect(placeServerErrors({ title: "Title is required.", image: "Upload an image first.", "foo.bar": "Odd" }, { options: [], variants: [], photos: [PHOTO] })).toEqual({
      fields: { title: "Title is required." },
      variants: {},
      photos: { "ph-a.image": "Upload an image first." },
      box: {},
      food: {},
      other: ["Odd"],
    });
  });
});
