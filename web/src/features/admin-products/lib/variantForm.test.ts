import { SKU_PATTERN, VARIANT_LIMITS, type Product } from "@contracts";
import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCT_DRAFT, placeServerErrors, productDraftFrom, productInputFrom, variantSummary, withProductField, type ProductDraft } from "./productForm";
import { DECLARED, DECLARED_FOOD } from "./foodFixtures";
import {
  addOption,
  addValue,
  fillVariants,
  removeOption,
  removeValue,
  rowLabel,
  setOptionName,
  setValueLabel,
  setVariantField,
  setVariantImage,
  suggestSku,
  variantImageOf,
  variantPhotoChoices,
  type VariantDraft,
} from "./variantForm";

const BASE: ProductDraft = {
  ...EMPTY_PRODUCT_DRAFT,
  food: DECLARED_FOOD,
  photos: [{ id: "ph-a", image: "https://cdn.test/a.png", saved: "", alt: "", altHe: "" }],
  title: "Hazelnut praline",
  description: "Roasted hazelnuts.",
  category: "pralines",
  brand: "atelier",
  // What the owner typed before the product had variants: the variants' amounts replace it.
  price: "99.00",
  salePrice: "0",
  totalStock: "1",
};

/** A kind named `name` with `labels` as its values, added the way the sheet adds them (a blank value comes with the kind). */
function withKind(draft: ProductDraft, name: string, labels: string[], labelsHe: string[] = []): ProductDraft {
  let next = addOption(draft);
  const option = next.options[next.options.length - 1]!;
  next = setOptionName(next, option.id, "name", name);
  labels.forEach((label, index) => {
    if (index > 0) next = addValue(next, option.id);
    const value = next.options.find((o) => o.id === option.id)!.values[index]!;
    next = setValueLabel(next, value.id, "label", label);
    if (labelsHe[index]) next = setValueLabel(next, value.id, "labelHe", labelsHe[index]);
  });
  return next;
}

const SIZES_AND_COCOA = withKind(withKind(BASE, "Size", ["Box of 9", "Box of 16"], ["קופסה של 9", "קופסה של 16"]), "Cocoa", ["Dark", "Milk", "White"], ["מריר", "חלב", "לבן"]);
const labels = (draft: ProductDraft, language = "en") => draft.variants.map((row) => rowLabel(draft.options, row, language, "?"));
const row = (draft: ProductDraft, label: string): VariantDraft => draft.variants.find((candidate) => rowLabel(draft.options, candidate, "en", "?") === label)!;
const type = (draft: ProductDraft, label: string, values: Partial<Record<"sku" | "price" | "salePrice" | "totalStock" | "weight", string>>) =>
  Object.entries(values).reduce((next, [field, text]) => setVariantField(next, row(next, label).key, field as "sku", text), draft);

describe("the table of variants", () => {
  it("has a row for each combination: two kinds of 2 and 3 values make six, first kind slowest", () => {
    expect(labels(SIZES_AND_COCOA)).toEqual(["Box of 9 · Dark", "Box of 9 · Milk", "Box of 9 · White", "Box of 16 · Dark", "Box of 16 · Milk", "Box of 16 · White"]);
    expect(labels(SIZES_AND_COCOA, "he")[4]).toBe("קופסה של 16 · חלב");
  });

  it("keeps what was typed in a row when values are added or renamed, and drops the rows of a removed value", () => {
    let draft = type(SIZES_AND_COCOA, "Box of 16 · Dark", { price: "48", totalStock: "5", sku: "PRALINE-16-D" });
    const cocoa = draft.options[1]!;
    draft = addValue(draft, cocoa.id);
    draft = setValueLabel(draft, draft.options[1]!.values[3]!.id, "label", "Ruby");
    expect(draft.variants).toHaveLength(8);
    expect(row(draft, "Box of 16 · Dark")).toMatchObject({ price: "48", totalStock: "5", sku: "PRALINE-16-D" });
    expect(row(draft, "Box of 16 · Ruby")).toMatchObject({ price: "", totalStock: "" });

    draft = setValueLabel(draft, cocoa.values[0]!.id, "label", "Extra dark");
    expect(row(draft, "Box of 16 · Extra dark")).toMatchObject({ price: "48", sku: "PRALINE-16-D" });

    draft = removeValue(draft, cocoa.id, cocoa.values[1]!.id);
    expect(labels(draft)).toEqual(["Box of 9 · Extra dark", "Box of 9 · White", "Box of 9 · Ruby", "Box of 16 · Extra dark", "Box of 16 · White", "Box of 16 · Ruby"]);
    expect(row(draft, "Box of 16 · Extra dark")).toMatchObject({ price: "48" });
  });

  it("carries the rows over when a kind is added or removed", () => {
    let draft = withKind(BASE, "Size", ["Box of 9", "Box of 16"]);
    draft = type(draft, "Box of 16", { price: "48", totalStock: "5" });
    draft = withKind(draft, "Cocoa", ["Dark"]);
    expect(row(draft, "Box of 16 · Dark")).toMatchObject({ price: "48", totalStock: "5" });
    draft = removeOption(draft, draft.options[1]!.id);
    expect(row(draft, "Box of 16")).toMatchObject({ price: "48", totalStock: "5" });
  });

  it("leaves out a kind whose values were all removed rather than leaving no rows", () => {
    let draft = withKind(BASE, "Size", ["Box of 9", "Box of 16"]);
    draft = addOption(draft);
    const empty = draft.options[1]!;
    draft = removeValue(draft, empty.id, empty.values[0]!.id);
    expect(labels(draft)).toEqual(["Box of 9", "Box of 16"]);
  });

  it("takes up to three kinds and ten values a kind", () => {
    let draft = withKind(withKind(withKind(BASE, "A", ["a"]), "B", ["b"]), "C", ["c"]);
    expect(addOption(draft)).toBe(draft);
    draft = withKind(BASE, "Size", Array.from({ length: VARIANT_LIMITS.values }, (_, i) => `S${i}`));
    expect(addValue(draft, draft.options[0]!.id)).toBe(draft);
  });

  it("fills every row at once, leaving what is left blank", () => {
    let draft = type(SIZES_AND_COCOA, "Box of 9 · Milk", { weight: "120" });
    draft = fillVariants(draft, { price: "36.00", salePrice: " ", totalStock: "10" });
    expect(draft.variants.every((r) => r.price === "36.00" && r.totalStock === "10" && r.salePrice === "")).toBe(true);
    expect(row(draft, "Box of 9 · Milk").weight).toBe("120");
  });
});

describe("suggested SKUs", () => {
  it("are the title and values in upper-case ASCII joined by dashes, within the pattern", () => {
    expect(suggestSku("Hazelnut praline", ["Box of 16", "Dark"])).toBe("HAZELNUT-PRALINE-BOX-OF-16-DARK");
    expect(suggestSku("Crème brûlée bonbons", ["70%"])).toBe("CREME-BRULEE-BON-70");
    expect(suggestSku("פרלין", ["מריר"])).toBe("SKU");
    const long = suggestSku("A".repeat(60), ["B".repeat(30), "C".repeat(30), "D".repeat(30)]);
    expect(long.length).toBeLessThanOrEqual(VARIANT_LIMITS.skuLength);
    for (const sku of [long, ...SIZES_AND_COCOA.variants.map((r) => r.sku)]) expect(sku).toMatch(SKU_PATTERN);
  });

  it("are made for each new row, unique, follow the title until the owner types one", () => {
    expect(SIZES_AND_COCOA.variants.map((r) => r.sku)[3]).toBe("HAZELNUT-PRALINE-BOX-OF-16-DARK");
    // Values whose labels make the same suggestion are told apart.
    const twins = withKind(BASE, "Size", ["Box/9", "Box 9"]);
    expect(twins.variants.map((r) => r.sku)).toEqual(["HAZELNUT-PRALINE-BOX-9", "HAZELNUT-PRALINE-BOX-9-2"]);

    let draft = type(SIZES_AND_COCOA, "Box of 9 · Dark", { sku: "MINE-1" });
    draft = withProductField(draft, "title", "Gianduja");
    expect(row(draft, "Box of 9 · Dark").sku).toBe("MINE-1");
    expect(row(draft, "Box of 9 · Milk").sku).toBe("GIANDUJA-BOX-OF-9-MILK");
  });
});

describe("sending a product with variants", () => {
  const filled = () => {
    let draft = fillVariants(SIZES_AND_COCOA, { price: "36.00", salePrice: "0", totalStock: "4" });
    draft = type(draft, "Box of 16 · Dark", { price: "48.00", salePrice: "44.00", weight: "250" });
    return type(draft, "Box of 9 · White", { price: "30.00", salePrice: "0", totalStock: "0" });
  };

  it("sends the options and variants, and as the product's own the cheapest variant's price and sale price and all the stock", () => {
    const result = productInputFrom(filled());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({ price: 3000, salePrice: 0, totalStock: 20 });
    expect(result.input.options).toEqual([
      { name: "Size", nameHe: undefined, values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }] },
      { name: "Cocoa", nameHe: undefined, values: [{ label: "Dark", labelHe: "מריר" }, { label: "Milk", labelHe: "חלב" }, { label: "White", labelHe: "לבן" }] },
    ]);
    expect(result.input.variants).toHaveLength(6);
    expect(result.input.variants![3]).toEqual({ sku: "HAZELNUT-PRALINE-BOX-OF-16-DARK", optionValues: ["Box of 16", "Dark"], price: 4800, salePrice: 4400, totalStock: 4, weight: 250, image: undefined });
    expect(result.input.variants![0]).not.toHaveProperty("weight", expect.anything());
  });

  it("shows the product's own amounts as the variants make them", () => {
    expect(variantSummary(filled())).toEqual({ price: "30.00", salePrice: "0.00", totalStock: "20" });
    expect(variantSummary(BASE)).toBeNull();
  });

  it("names each row's problem at its row, and the kinds' at their fields", () => {
    let draft = type(filled(), "Box of 9 · Milk", { sku: "hazelnut-praline-box-of-9-dark" });
    draft = type(draft, "Box of 16 · Milk", { salePrice: "36.00", weight: "0" });
    draft = setValueLabel(draft, draft.options[1]!.values[2]!.id, "label", " ");
    draft = setOptionName(draft, draft.options[0]!.id, "name", "");
    const result = productInputFrom(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual({});
    expect(result.variantProblems).toMatchObject({
      [`${draft.options[0]!.id}.name`]: { key: "optionNameRequired" },
      [`${draft.options[1]!.values[2]!.id}.label`]: { key: "valueRequired" },
      [`${row(draft, "Box of 16 · Milk").key}.salePrice`]: { key: "saleNotBelowPrice" },
      [`${row(draft, "Box of 16 · Milk").key}.weight`]: { key: "weightInvalid", max: String(VARIANT_LIMITS.maxWeight) },
    });
  });

  it("refuses a SKU two rows share (whatever its case), at the second row", () => {
    const draft = type(filled(), "Box of 9 · Milk", { sku: "hazelnut-praline-box-of-9-dark" });
    const result = productInputFrom(draft);
    expect(result).toEqual({ ok: false, problems: {}, variantProblems: { [`${row(draft, "Box of 9 · Milk").key}.sku`]: { key: "skuTwice" } } });
  });

  it("asks for each row's amounts and a SKU that fits the pattern, but lets the form be sent to show them", () => {
    const draft = type(SIZES_AND_COCOA, "Box of 9 · Dark", { sku: "no spaces" });
    const result = productInputFrom(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.variantProblems![`${row(draft, "Box of 9 · Dark").key}.sku`]).toEqual({ key: "skuFormat" });
    expect(result.variantProblems![`${row(draft, "Box of 9 · Milk").key}.price`]).toEqual({ key: "invalidAmount" });
  });

  it("says when two values of a kind share a label", () => {
    const draft = withKind(BASE, "Size", ["Box", "box"]);
    const result = productInputFrom(fillVariants(draft, { price: "1", salePrice: "0", totalStock: "1" }));
    expect(result.ok === false && result.variantProblems).toEqual({ [`${draft.options[0]!.id}.values`]: { key: "valueTwice" } });
  });

  it("says the stock of every variant together is above what a product holds", () => {
    const draft = fillVariants(SIZES_AND_COCOA, { price: "1", salePrice: "0", totalStock: "90000" });
    expect(productInputFrom(draft)).toMatchObject({ ok: false, problems: { totalStock: { key: "stockSumTooHigh", max: "100000" } } });
  });

  it("puts the server's errors of options and rows at their places", () => {
    const draft = filled();
    expect(placeServerErrors({ "variants.2.sku": "Taken", "options.1.values.0.labelHe": "Too long", "options.0.nameHe": "Odd" }, draft)).toEqual({
      fields: {},
      variants: { [`${draft.variants[2]!.key}.sku`]: "Taken", [`${draft.options[1]!.values[0]!.id}.labelHe`]: "Too long", [`${draft.options[0]!.id}.nameHe`]: "Odd" },
      photos: {},
      box: {},
      food: {},
      other: [],
    });
  });
});

describe("editing a product with variants", () => {
  const PRODUCT: Product = {
    _id: "p1",
    slug: "p1",
    image: "https://cdn.test/p1.png",
    title: "Hazelnut praline",
    description: "Roasted hazelnuts.",
    category: "pralines",
    brand: "atelier",
    price: 3600,
    salePrice: 0,
    totalStock: 7,
    averageReview: 4,
    featured: false,
    ...DECLARED,
    options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }] }],
    variants: [
      { sku: "HP-9", optionValues: ["Box of 9"], price: 3600, salePrice: 0, totalStock: 3, image: "https://cdn.test/p1-9.png" },
      { sku: "HP-16", optionValues: ["Box of 16"], price: 4800, salePrice: 4400, totalStock: 4, weight: 250 },
    ],
  };

  it("starts from its options and variants, and sends them back as they were", () => {
    const draft = productDraftFrom(PRODUCT);
    expect(draft.options.map((o) => [o.name, o.nameHe, o.values.map((v) => [v.label, v.labelHe])])).toEqual([["Size", "גודל", [["Box of 9", ""], ["Box of 16", "קופסה של 16"]]]]);
    expect(draft.variants.map(({ sku, price, salePrice, totalStock, weight, skuEdited }) => ({ sku, price, salePrice, totalStock, weight, skuEdited }))).toEqual([
      { sku: "HP-9", price: "36.00", salePrice: "0.00", totalStock: "3", weight: "", skuEdited: true },
      { sku: "HP-16", price: "48.00", salePrice: "44.00", totalStock: "4", weight: "250", skuEdited: true },
    ]);
    const result = productInputFrom(draft, PRODUCT.averageReview);
    expect(result.ok && result.input).toMatchObject({
      price: 3600,
      totalStock: 7,
      variants: [
        { sku: "HP-9", optionValues: ["Box of 9"], price: 3600, salePrice: 0, totalStock: 3, image: "https://cdn.test/p1-9.png" },
        { sku: "HP-16", optionValues: ["Box of 16"], price: 4800, salePrice: 4400, totalStock: 4, weight: 250 },
      ],
    });
  });

  it("keeps a variant's own photo, offered as its own while the product's photos do not have it", () => {
    const draft = productDraftFrom(PRODUCT);
    expect(variantPhotoChoices(draft.variants[0]!, ["https://cdn.test/p1.png"])).toEqual([
      { image: "", kind: "product" },
      { image: "https://cdn.test/p1.png", kind: "photo", number: 1 },
      { image: "https://cdn.test/p1-9.png", kind: "own" },
    ]);
    expect(variantPhotoChoices(draft.variants[1]!, ["https://cdn.test/p1.png"])).toHaveLength(2);
    // Set to the product's photo and back: still its own.
    const back = setVariantImage(setVariantImage(draft, draft.variants[0]!.key, ""), draft.variants[0]!.key, "https://cdn.test/p1-9.png");
    const result = productInputFrom(back, PRODUCT.averageReview);
    expect(result.ok && result.input.variants![0]!.image).toBe("https://cdn.test/p1-9.png");
  });

  it("keeps saved SKUs when the title changes", () => {
    const draft = withProductField(productDraftFrom(PRODUCT), "title", "Gianduja");
    expect(draft.variants.map((r) => r.sku)).toEqual(["HP-9", "HP-16"]);
  });
});

describe("a variant's photo", () => {
  const PHOTOS = [
    { id: "ph-a", image: "https://cdn.test/a.png", saved: "", alt: "", altHe: "" },
    { id: "ph-b", image: "https://cdn.test/b.png", saved: "", alt: "", altHe: "" },
  ];
  const filled = () => fillVariants(withKind({ ...BASE, photos: PHOTOS }, "Size", ["Box of 9", "Box of 16"]), { price: "36.00", salePrice: "0", totalStock: "4" });

  it("offers the product's photo and each of its photos by number", () => {
    expect(variantPhotoChoices(row(filled(), "Box of 16"), ["https://cdn.test/a.png", "https://cdn.test/b.png"])).toEqual([
      { image: "", kind: "product" },
      { image: "https://cdn.test/a.png", kind: "photo", number: 1 },
      { image: "https://cdn.test/b.png", kind: "photo", number: 2 },
    ]);
  });

  it("sends photo 2's image as the image of the row that chose it, and none for the others", () => {
    const draft = filled();
    const chosen = setVariantImage(draft, row(draft, "Box of 16").key, "https://cdn.test/b.png");
    const result = productInputFrom(chosen);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.variants!.map((variant) => variant.image)).toEqual([undefined, "https://cdn.test/b.png"]);
  });

  it("goes back to the product's photo once the photo chosen is removed", () => {
    const draft = filled();
    const chosen = setVariantImage(draft, row(draft, "Box of 16").key, "https://cdn.test/b.png");
    const removed = { ...chosen, photos: PHOTOS.slice(0, 1) };
    expect(variantImageOf(row(removed, "Box of 16"), ["https://cdn.test/a.png"])).toBe("");
    const result = productInputFrom(removed);
    expect(result.ok && result.input.variants!.map((variant) => variant.image)).toEqual([undefined, undefined]);
  });
});
