import { describe, expect, it } from "vitest";
import {
  CART_LINE_ID,
  cartLineId,
  lineVariantLabel,
  optionCombinations,
  parseLineId,
  parseStockKey,
  priceRange,
  productLevelFields,
  valueAvailable,
  variantForChoice,
  variantLabel,
  type ProductOptionShape,
  type ProductVariantShape,
} from "./variant-rules";

const options: ProductOptionShape[] = [
  { name: "Size", nameHe: "גודל", values: [{ label: "100 g", labelHe: "100 גרם" }, { label: "250 g" }] },
  { name: "Cocoa", values: [{ label: "Dark", labelHe: "מריר" }, { label: "Milk", labelHe: "חלב" }] },
];
const variant = (sku: string, optionValues: string[], price: number, salePrice: number, totalStock: number): ProductVariantShape => ({ sku, optionValues, price, salePrice, totalStock });
const variants = [
  variant("S-100-D", ["100 g", "Dark"], 1200, 0, 3),
  variant("S-100-M", ["100 g", "Milk"], 1200, 1000, 0),
  variant("S-250-D", ["250 g", "Dark"], 2400, 0, 5),
];
const product = { price: 1, salePrice: 0, totalStock: 99, options, variants };

describe("productLevelFields and priceRange", () => {
  it("take the price of the variant cheapest now and every variant's stock", () => {
    // S-100-M is on sale at 1000: cheapest now, though sold out.
    expect(productLevelFields(product)).toEqual({ price: 1200, salePrice: 1000, totalStock: 8 });
    expect(priceRange(product)).toEqual({ min: 1000, max: 2400 });
  });

  it("leave a product without variants as it is", () => {
    const plain = { price: 1500, salePrice: 1200, totalStock: 4 };
    expect(productLevelFields(plain)).toEqual(plain);
    expect(priceRange(plain)).toEqual({ min: 1200, max: 1200 });
  });
});

describe("labels", () => {
  it("write a variant's values in the reader's language, falling back to English", () => {
    expect(variantLabel(product, variants[0] as ProductVariantShape, "he")).toBe("100 גרם · מריר");
    expect(variantLabel(product, variants[2] as ProductVariantShape, "he")).toBe("250 g · מריר");
    expect(variantLabel(product, variants[2] as ProductVariantShape, "en")).toBe("250 g · Dark");
    expect(lineVariantLabel({ variantLabel: "250 g · Dark", variantLabelHe: "" }, "he")).toBe("250 g · Dark");
    expect(lineVariantLabel({}, "en")).toBeUndefined();
  });
});

describe("line ids and stock keys", () => {
  it("name a product sold as itself by its id, and a variant by the id and its SKU", () => {
    expect(cartLineId("p1", undefined)).toBe("p1");
    expect(cartLineId("p1", "S-100-D")).toBe("p1~S-100-D");
    expect(parseStockKey("p1~S-100-D")).toEqual({ productId: "p1", variantSku: "S-100-D" });
    expect(parseStockKey("p1")).toEqual({ productId: "p1" });
    expect(CART_LINE_ID.test("p1~S-100-D")).toBe(true);
    expect(CART_LINE_ID.test("p1~S/../x")).toBe(false);
    expect(CART_LINE_ID.test("p1~a~b~c")).toBe(false);
    expect(CART_LINE_ID.test("p1~a~B!")).toBe(false);
  });

  it("name a filled box by its contents too, whatever order the pieces came in", () => {
    const id = cartLineId("box", "BOX-9", [{ productId: "b", quantity: 4 }, { productId: "a", quantity: 5 }]);
    expect(id).toBe(cartLineId("box", "BOX-9", [{ productId: "a", quantity: 2 }, { productId: "b", quantity: 4 }, { productId: "a", quantity: 3 }]));
    expect(id).not.toBe(cartLineId("box", "BOX-9", [{ productId: "a", quantity: 4 }, { productId: "b", quantity: 5 }]));
    expect(id).toMatch(/^box~BOX-9~[a-z0-9]+$/);
    expect(CART_LINE_ID.test(id)).toBe(true);
    expect(cartLineId("box", undefined, [{ productId: "a", quantity: 1 }])).toMatch(/^box~~[a-z0-9]+$/);
    expect(parseLineId(id)).toEqual({ productId: "box", variantSku: "BOX-9" });
    expect(parseLineId("box~~abc")).toEqual({ productId: "box" });
  });
});

describe("choosing", () => {
  it("finds the variant of a full choice, none for a partial or missing one", () => {
    expect(variantForChoice(product, ["250 g", "Dark"])?.sku).toBe("S-250-D");
    expect(variantForChoice(product, ["250 g", undefined])).toBeUndefined();
    expect(variantForChoice(product, ["250 g", "Milk"])).toBeUndefined();
  });

  it("says whether a value leads to a variant, and to one in stock, given the other choices", () => {
    expect(valueAvailable(product, ["100 g", "Dark"], 1, "Milk")).toEqual({ exists: true, inStock: false });
    expect(valueAvailable(product, ["250 g", "Dark"], 1, "Milk")).toEqual({ exists: false, inStock: false });
    expect(valueAvailable(product, ["100 g", "Milk"], 0, "250 g")).toEqual({ exists: false, inStock: false });
    expect(valueAvailable(product, [undefined, undefined], 0, "250 g")).toEqual({ exists: true, inStock: true });
  });

  it("lists every combination, first option slowest", () => {
    expect(optionCombinations(options)).toEqual([["100 g", "Dark"], ["100 g", "Milk"], ["250 g", "Dark"], ["250 g", "Milk"]]);
    expect(optionCombinations([])).toEqual([]);
  });
});
