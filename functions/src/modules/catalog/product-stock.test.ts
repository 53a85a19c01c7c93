import { describe, expect, it } from "vitest";
import type { Product } from "@cocoa/contracts";
import { soldUnit, stockUpdate } from "./product-stock";
import { productDocument, productFromDocument } from "./product-document";

const plain: Product = { _id: "p", slug: "p", image: "/p.svg", title: "Bar", description: "", category: "bars", brand: "b", price: 1200, salePrice: 0, totalStock: 7, averageReview: 0, featured: false };
const boxes: Product = {
  ...plain,
  _id: "t",
  options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }] }],
  variants: [
    { sku: "T-9", optionValues: ["Box of 9"], price: 2600, salePrice: 0, totalStock: 3 },
    { sku: "T-16", optionValues: ["Box of 16"], price: 4400, salePrice: 3900, totalStock: 0, image: "/t16.svg", imageVariants: [{ width: 320, url: "/t16-320w.webp" }] },
  ],
};

describe("soldUnit", () => {
  it("sells a product without variants as itself, and refuses a SKU for it", () => {
    expect(soldUnit(plain, undefined)).toEqual({ unit: { price: 1200, salePrice: 0, totalStock: 7, image: "/p.svg" } });
    expect(soldUnit(plain, "X")).toEqual({ problem: "variantNotSold" });
  });

  it("sells a product with variants only by one of its SKUs, with that variant's price, stock, photo and labels", () => {
    expect(soldUnit(boxes, undefined)).toEqual({ problem: "variantRequired" });
    expect(soldUnit(boxes, "T-25")).toEqual({ problem: "variantNotFound" });
    expect(soldUnit(boxes, "T-16")).toEqual({
      unit: { price: 4400, salePrice: 3900, totalStock: 0, image: "/t16.svg", imageVariants: [{ width: 320, url: "/t16-320w.webp" }], variantSku: "T-16", variantLabel: "Box of 16", variantLabelHe: "קופסה של 16" },
    });
    // A variant without a photo of its own shows the product's.
    expect(soldUnit(boxes, "T-9")).toMatchObject({ unit: { image: "/p.svg", variantLabelHe: "קופסה של 9" } });
  });
});

describe("stockUpdate", () => {
  it("moves a product's own stock, never below 0", () => {
    expect(stockUpdate({ totalStock: 5 }, new Map([["p", -2]]))).toEqual({ totalStock: 3 });
    expect(stockUpdate({ totalStock: 1 }, new Map([["p", -4]]))).toEqual({ totalStock: 0 });
  });

  it("moves each named variant's stock, keeps the others and their fields, and sums the product's", () => {
    const data = { totalStock: 3, variants: [{ sku: "T-9", price: 2600, totalStock: 3 }, { sku: "T-16", price: 4400, totalStock: 0 }] };
    expect(stockUpdate(data, new Map([["t~T-9", -1], ["t~T-16", 4]]))).toEqual({
      variants: [{ sku: "T-9", price: 2600, totalStock: 2 }, { sku: "T-16", price: 4400, totalStock: 4 }],
      totalStock: 6,
      lowestVariantStock: 2,
    });
    // A SKU the product no longer has is skipped (its stock has nowhere to go).
    expect(stockUpdate(data, new Map([["t~T-25", 2]]))).toEqual({ variants: data.variants, totalStock: 3, lowestVariantStock: 0 });
  });
});

describe("productDocument with variants", () => {
  it("stores the options and variants, and takes the product's price and stock from them", () => {
    const document = productDocument("t", { ...boxes, price: 1, salePrice: 0, totalStock: 999 });
    // Box of 16 costs 3900 now, Box of 9 2600: the cheapest now gives the price the listing sorts by.
    expect(document).toMatchObject({ price: 2600, salePrice: 0, totalStock: 3, effectivePrice: 2600, lowestVariantStock: 0 });
    expect(productFromDocument("t", { ...document })).toMatchObject({ options: boxes.options, variants: boxes.variants, totalStock: 3 });
  });

  it("stores none for a product sold as itself, which answers as before", () => {
    const document = productDocument("p", plain);
    expect(document).not.toHaveProperty("variants");
    expect(document).not.toHaveProperty("lowestVariantStock");
    expect(productFromDocument("p", { ...document })).not.toHaveProperty("options");
  });
});
