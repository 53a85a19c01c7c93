import { describe, expect, it } from "vitest";
import { ADMIN_PRODUCT_MESSAGES, FEATURE_IMAGE_MESSAGES, PRODUCT_NUMBER_LIMITS, PRODUCT_TEXT_LIMITS } from "@cocoa/contracts";
import { HEBREW_MESSAGES } from "../../platform/i18n/messages.he";
import { translateMessage } from "../../platform/i18n/translate";
import { fieldErrors } from "../../platform/http/validate";
import { ADMIN_PRODUCT_FIELD_MESSAGES } from "./products.service";
import { IMAGE_URL_MESSAGES, IMAGE_UPLOAD_MESSAGES, IMAGE_ROUTE_MESSAGES } from "../catalog";
import { PRODUCT_FIELD_MESSAGES, productInputSchema } from "@cocoa/contracts";
import { addFeatureImageSchema } from "@cocoa/contracts";

const valid = {
  image: "/images/products/x.svg",
  title: " Dark Bar ",
  description: "Seventy percent.",
  category: "bars",
  brand: "atelier",
  price: 1200,
  salePrice: 900,
  totalStock: 0,
};

const errorsOf = (input: unknown) => {
  const result = productInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("productInputSchema", () => {
  it("trims, drops averageReview and blank Hebrew texts", () => {
    const parsed = productInputSchema.parse({ ...valid, titleHe: " ", descriptionHe: " תיאור ", averageReview: 3 });
    expect(parsed).toEqual({ ...valid, title: "Dark Bar", descriptionHe: "תיאור", titleHe: undefined, averageReview: undefined });
  });

  it("takes the bounds themselves", () => {
    expect(errorsOf({ ...valid, price: PRODUCT_NUMBER_LIMITS.maxPrice, salePrice: 0, totalStock: PRODUCT_NUMBER_LIMITS.maxStock })).toEqual({});
    expect(errorsOf({ ...valid, price: 1, salePrice: 0, title: "x".repeat(PRODUCT_TEXT_LIMITS.title) })).toEqual({});
  });

  it("refuses bad amounts with one message per field", () => {
    expect(errorsOf({ ...valid, price: 0 })).toEqual({ price: PRODUCT_FIELD_MESSAGES.price });
    expect(errorsOf({ ...valid, price: 10.5 })).toEqual({ price: PRODUCT_FIELD_MESSAGES.price });
    expect(errorsOf({ ...valid, price: Number.NaN })).toEqual({ price: PRODUCT_FIELD_MESSAGES.price });
    expect(errorsOf({ ...valid, salePrice: 1200 })).toEqual({ salePrice: PRODUCT_FIELD_MESSAGES.saleNotBelowPrice });
    expect(errorsOf({ ...valid, salePrice: 0.5 })).toEqual({ salePrice: PRODUCT_FIELD_MESSAGES.salePrice });
    expect(errorsOf({ ...valid, totalStock: -1 })).toEqual({ totalStock: PRODUCT_FIELD_MESSAGES.totalStock });
    expect(errorsOf({ ...valid, totalStock: "5" })).toEqual({ totalStock: PRODUCT_FIELD_MESSAGES.totalStock });
  });

  it("does not compare the sale price with a price that is itself wrong", () => {
    expect(errorsOf({ ...valid, price: -5, salePrice: 900 })).toEqual({ price: PRODUCT_FIELD_MESSAGES.price });
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

describe("Hebrew for the admin product, image and banner messages", () => {
  it("has every fixed message", () => {
    const messages = [
      ...Object.values(ADMIN_PRODUCT_MESSAGES),
      ...Object.values(FEATURE_IMAGE_MESSAGES),
      ...Object.values(ADMIN_PRODUCT_FIELD_MESSAGES),
      ...Object.values(IMAGE_URL_MESSAGES),
      ...Object.values(IMAGE_UPLOAD_MESSAGES),
      ...Object.values(IMAGE_ROUTE_MESSAGES),
      ...Object.values(PRODUCT_FIELD_MESSAGES),
      "That is not a valid feature image id.",
    ];
    expect(messages.filter((m) => translateMessage(m, "he") === m)).toEqual([]);
  });

  it("has the schema's generated messages, numbers carried over", () => {
    const generated = [
      ...Object.values(errorsOf({})),
      ...Object.values(errorsOf({ title: 1, description: 2, titleHe: 3, descriptionHe: 4 })),
      ...Object.values(errorsOf({ title: "x".repeat(999), description: "x".repeat(9999), titleHe: "x".repeat(999), descriptionHe: "x".repeat(9999) })),
    ];
    expect(generated.filter((m) => translateMessage(m, "he") === m)).toEqual([]);
    expect(translateMessage(PRODUCT_FIELD_MESSAGES.totalStock, "he")).toBe(`המלאי חייב להיות מספר שלם בין 0 ל־${PRODUCT_NUMBER_LIMITS.maxStock}.`);
    expect(HEBREW_MESSAGES[IMAGE_UPLOAD_MESSAGES.tooLarge.replace("5", "{n}")]).toBeDefined();
  });
});
