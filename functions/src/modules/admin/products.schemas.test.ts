import { describe, expect, it } from "vitest";
import { ALLERGENS, renderMessage, PRODUCT_NUMBER_LIMITS, PRODUCT_TEXT_LIMITS, productInputSchema, addFeatureImageSchema } from "@cocoa/contracts";
import { fieldTexts, isRendered } from "../../test/schema-messages";

const valid = {
  image: "/images/products/x.svg",
  title: " Dark Bar ",
  description: "Seventy percent.",
  category: "bars",
  brand: "atelier",
  price: 1200,
  salePrice: 900,
  totalStock: 0,
  ingredients: "Cocoa mass, sugar, cocoa butter.",
  allergens: Object.fromEntries(ALLERGENS.map((key) => [key, "free"])),
  kosher: { status: "parve", certifier: "Rabbinate of Haifa", passover: false },
};

const errorsOf = (input: unknown) => {
  const result = productInputSchema.safeParse(input);
  return result.success ? {} : fieldTexts(result.error);
};

describe("productInputSchema", () => {
  it("trims, drops averageReview and blank Hebrew texts", () => {
    const parsed = productInputSchema.parse({ ...valid, titleHe: " ", descriptionHe: " תיאור ", averageReview: 3 });
    expect(parsed).toEqual({
      ...valid,
      title: "Dark Bar",
      descriptionHe: "תיאור",
      titleHe: undefined,
      averageReview: undefined,
      featured: false,
      leadDays: 0,
      ingredientsHe: undefined,
      kosher: { ...valid.kosher, certifierHe: undefined },
      diets: [],
      storage: undefined,
      storageHe: undefined,
    });
  });

  it("takes the featured flag as a boolean, not featured when left out, and refuses anything else", () => {
    expect(productInputSchema.parse({ ...valid, featured: true }).featured).toBe(true);
    expect(productInputSchema.parse({ ...valid, featured: false }).featured).toBe(false);
    expect(productInputSchema.parse(valid).featured).toBe(false);
    for (const featured of ["true", 1, null, {}]) {
      expect(errorsOf({ ...valid, featured })).toEqual({ featured: renderMessage("product.featured") });
    }
  });

  it("takes the bounds themselves", () => {
    expect(errorsOf({ ...valid, price: PRODUCT_NUMBER_LIMITS.maxPrice, salePrice: 0, totalStock: PRODUCT_NUMBER_LIMITS.maxStock })).toEqual({});
    expect(errorsOf({ ...valid, price: 1, salePrice: 0, title: "x".repeat(PRODUCT_TEXT_LIMITS.title) })).toEqual({});
  });

  it("refuses bad amounts with one message per field", () => {
    expect(errorsOf({ ...valid, price: 0 })).toEqual({ price: renderMessage("product.price", { min: 1, max: PRODUCT_NUMBER_LIMITS.maxPrice }) });
    expect(errorsOf({ ...valid, price: 10.5 })).toEqual({ price: renderMessage("product.price", { min: 1, max: PRODUCT_NUMBER_LIMITS.maxPrice }) });
    expect(errorsOf({ ...valid, price: Number.NaN })).toEqual({ price: renderMessage("product.price", { min: 1, max: PRODUCT_NUMBER_LIMITS.maxPrice }) });
    expect(errorsOf({ ...valid, salePrice: 1200 })).toEqual({ salePrice: renderMessage("product.saleNotBelowPrice") });
    expect(errorsOf({ ...valid, salePrice: 0.5 })).toEqual({ salePrice: renderMessage("product.salePrice", { min: 0, max: PRODUCT_NUMBER_LIMITS.maxPrice }) });
    expect(errorsOf({ ...valid, totalStock: -1 })).toEqual({ totalStock: renderMessage("product.totalStock", { min: 0, max: PRODUCT_NUMBER_LIMITS.maxStock }) });
    expect(errorsOf({ ...valid, totalStock: "5" })).toEqual({ totalStock: renderMessage("product.totalStock", { min: 0, max: PRODUCT_NUMBER_LIMITS.maxStock }) });
  });

  it("does not compare the sale price with a price that is itself wrong", () => {
    expect(errorsOf({ ...valid, price: -5, salePrice: 900 })).toEqual({ price: renderMessage("product.price", { min: 1, max: PRODUCT_NUMBER_LIMITS.maxPrice }) });
  });

  it("refuses a body that is not an object with one message", () => {
    expect(errorsOf([valid])).toEqual({ body: "Send the request body as a JSON object." });
    expect(errorsOf("x")).toEqual({ body: "Send the request body as a JSON object." });
  });
});

describe("addFeatureImageSchema", () => {
  it("wants a non-blank image", () => {
    expect(addFeatureImageSchema.parse({ image: " /images/banners/a.svg " })).toMatchObject({ image: "/images/banners/a.svg" });
    expect(addFeatureImageSchema.safeParse({ image: " " }).success).toBe(false);
  });
});

describe("Hebrew for the product schema's messages", () => {
  it("writes every message the schema answers, numbers carried over", () => {
    const inputs = [{}, { title: 1, description: 2, titleHe: 3, descriptionHe: 4 }, { title: "x".repeat(999), description: "x".repeat(9999), titleHe: "x".repeat(999), descriptionHe: "x".repeat(9999) }];
    for (const input of inputs) {
      const result = productInputSchema.safeParse(input);
      if (result.success) throw new Error("expected the input to be refused");
      expect(Object.values(fieldTexts(result.error, "he")).filter((text) => !isRendered(text))).toEqual([]);
    }
    expect(renderMessage("product.totalStock", { min: 0, max: PRODUCT_NUMBER_LIMITS.maxStock }, "he")).toBe(`המלאי חייב להיות מספר שלם בין 0 ל־${PRODUCT_NUMBER_LIMITS.maxStock}.`);
  });
});
