import type { Product } from "@contracts";
import { describe, expect, it } from "vitest";
import { pickFeatured, pickRecommended } from "./pickProducts";

const p = (id: string, fields: Partial<Product>): Product =>
  ({ _id: id, title: id, description: "", image: "", category: "c", brand: "b", price: 1000, salePrice: 0, totalStock: 20, averageReview: 0, ...fields }) as Product;

const catalog = [
  p("plain-cheap", { price: 500 }),
  p("half-off", { price: 2000, salePrice: 1000 }),
  p("small-discount", { price: 2000, salePrice: 1800 }),
  p("sold-out-sale", { price: 2000, salePrice: 500, totalStock: 0 }),
  p("signature", { price: 9000, averageReview: 4.9 }),
  p("loved", { price: 1500, averageReview: 4.8 }),
  p("liked", { price: 1200, averageReview: 4.2 }),
];

describe("home product picks", () => {
  it("features in-stock sales by discount, then the priciest pieces", () => {
    expect(pickFeatured(catalog, 4).map((x) => x._id)).toEqual(["half-off", "small-discount", "signature", "loved"]);
  });
  it("recommends the best rated ones not already featured", () => {
    const featured = pickFeatured(catalog, 2);
    expect(pickRecommended(catalog, 3, featured).map((x) => x._id)).toEqual(["signature", "loved", "liked"]);
  });
  it("respects maxItems and tops up with featured ones when nothing else is left", () => {
    expect(pickRecommended(catalog.slice(1, 3), 2, catalog.slice(1, 3))).toHaveLength(2);
    expect(pickFeatured(catalog, 0)).toEqual([]);
  });
});
