import { BOX_LIMITS, type Product } from "@contracts";
import { describe, expect, it } from "vitest";
import { boxDraftFrom, boxPlace, isPieceChoice, withPieceChosen } from "./boxForm";
import { EMPTY_PRODUCT_DRAFT, placeServerErrors, productDraftFrom, productInputFrom, type ProductDraft } from "./productForm";
import { DECLARED, DECLARED_FOOD } from "./foodFixtures";
import { addOption, setValueLabel, setOptionName, fillVariants, setVariantField } from "./variantForm";

const COMPLETE: ProductDraft = {
  ...EMPTY_PRODUCT_DRAFT,
  food: DECLARED_FOOD,
  title: "Build Your Own Box",
  description: "Choose every piece.",
  category: "gift-boxes",
  brand: "atelier",
  price: "30",
  salePrice: "0",
  totalStock: "10",
  photos: [{ id: "ph-a", image: "https://cdn.test/box.png", saved: "", alt: "", altHe: "" }],
};

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  _id: id,
  slug: id,
  image: `/${id}.png`,
  title: id,
  description: `About ${id}`,
  category: "pieces",
  brand: "atelier",
  price: 300,
  salePrice: 0,
  totalStock: 5,
  averageReview: 0,
  featured: false,
  ...DECLARED,
  ...overrides,
});

describe("the box's choices and draft", () => {
  it("offers only products sold as themselves: no options, no box, not the box itself", () => {
    expect(isPieceChoice(product("dome"), "box")).toBe(true);
    expect(isPieceChoice(product("box"), "box")).toBe(false);
    expect(isPieceChoice(product("other-box", { box: { pieceIds: ["dome"] } }), "box")).toBe(false);
    expect(isPieceChoice(product("bar", { options: [{ name: "Cocoa", values: [{ label: "Dark" }] }], variants: [{ sku: "B", optionValues: ["Dark"], price: 1, salePrice: 0, totalStock: 1 }] }), "box")).toBe(false);
    expect(isPieceChoice(product("dome"), undefined)).toBe(true);
  });

  it("keeps the pieces in the order chosen, each once, up to the limit", () => {
    expect(withPieceChosen(["a"], "b", true)).toEqual(["a", "b"]);
    expect(withPieceChosen(["a", "b"], "a", true)).toEqual(["a", "b"]);
    expect(withPieceChosen(["a", "b"], "a", false)).toEqual(["b"]);
    const full = Array.from({ length: BOX_LIMITS.pieceChoices }, (_, i) => `p${i}`);
    expect(withPieceChosen(full, "more", true)).toEqual(full);
  });

  it("starts from a saved box", () => {
    expect(boxDraftFrom(product("box", { box: { slots: 9, pieceIds: ["a", "b"] } }))).toEqual({ box: true, boxSlots: "9", boxPieceIds: ["a", "b"] });
    expect(boxDraftFrom(product("box", { box: { pieceIds: ["a"] } })).boxSlots).toBe("");
    expect(boxDraftFrom(product("plain"))).toEqual({ box: false, boxSlots: "", boxPieceIds: [] });
  });

  it("places the request's box paths", () => {
    expect(boxPlace("box.slots")).toBe("box.slots");
    expect(boxPlace("box.pieceIds")).toBe("box.pieceIds");
    expect(boxPlace("box.pieceIds.3")).toBe("box.pieceIds");
    expect(boxPlace("box")).toBe("box");
    expect(boxPlace("boxes")).toBeNull();
  });
});

describe("sending a box", () => {
  it("sends its slots and pieces, and nothing of a box while the switch is off", () => {
    const result = productInputFrom({ ...COMPLETE, box: true, boxSlots: " 9 ", boxPieceIds: ["dome", "heart"] });
    expect(result.ok && result.input.box).toEqual({ slots: 9, pieceIds: ["dome", "heart"] });
    const off = productInputFrom({ ...COMPLETE, box: false, boxSlots: "9", boxPieceIds: ["dome"] });
    expect(off.ok && "box" in off.input).toBe(false);
  });

  it("says at their places what is missing or out of bounds", () => {
    expect(productInputFrom({ ...COMPLETE, box: true, boxSlots: "", boxPieceIds: [] })).toEqual({
      ok: false,
      problems: {},
      boxProblems: { "box.slots": { key: "slotsRequired" }, "box.pieceIds": { key: "piecesRequired" } },
    });
    expect(productInputFrom({ ...COMPLETE, box: true, boxSlots: "50", boxPieceIds: ["dome"] })).toMatchObject({ ok: false, boxProblems: { "box.slots": { key: "slotsInvalid", max: "49" } } });
    expect(productInputFrom({ ...COMPLETE, box: true, boxSlots: "2.5", boxPieceIds: ["dome"] })).toMatchObject({ ok: false, boxProblems: { "box.slots": { key: "slotsInvalid" } } });
  });

  it("gives each size its pieces, a blank one required at its row", () => {
    let draft: ProductDraft = addOption({ ...COMPLETE, box: true, boxPieceIds: ["dome"] });
    const size = draft.options[0]!;
    draft = setOptionName(draft, size.id, "name", "Size");
    draft = setValueLabel(draft, size.values[0]!.id, "label", "Box of 9");
    draft = fillVariants(draft, { price: "30", salePrice: "0", totalStock: "4" });
    const row = draft.variants[0]!;
    expect(productInputFrom(draft)).toEqual({ ok: false, problems: {}, variantProblems: { [`${row.key}.slots`]: { key: "slotsRequired" } } });
    const result = productInputFrom(setVariantField(draft, row.key, "slots", "9"));
    expect(result.ok && result.input.box).toEqual({ pieceIds: ["dome"] });
    expect(result.ok && result.input.variants![0]!.slots).toBe(9);
  });

  it("loads a box sold by size with each size's pieces", () => {
    const box = product("box", {
      box: { pieceIds: ["dome"] },
      options: [{ name: "Size", values: [{ label: "Box of 9" }, { label: "Box of 16" }] }],
      variants: [
        { sku: "BYO-9", optionValues: ["Box of 9"], price: 3000, salePrice: 0, totalStock: 5, slots: 9 },
        { sku: "BYO-16", optionValues: ["Box of 16"], price: 5000, salePrice: 0, totalStock: 5, slots: 16 },
      ],
    });
    const draft = productDraftFrom(box);
    expect(draft.variants.map((row) => row.slots)).toEqual(["9", "16"]);
    const result = productInputFrom(draft);
    expect(result.ok && result.input.variants!.map((variant) => variant.slots)).toEqual([9, 16]);
  });

  it("puts the server's box and gallery errors at their places", () => {
    const draft = { ...COMPLETE, photos: [...COMPLETE.photos, { id: "ph-b", image: "/b.png", saved: "/b.png", alt: "", altHe: "" }] };
    expect(placeServerErrors({ "box.pieceIds": "Unknown piece", "box.slots": "Missing", "gallery.1.image": "Twice" }, draft)).toEqual({
      fields: {},
      variants: {},
      photos: { "ph-b.image": "Twice" },
      box: { "box.pieceIds": "Unknown piece", "box.slots": "Missing" },
      food: {},
      other: [],
    });
  });
});

describe("a piece's supplement", () => {
  it("is sent in minor units when given, left out when blank, and checked like a price", () => {
    const given = productInputFrom({ ...COMPLETE, supplement: "1.50" });
    expect(given.ok && given.input.supplement).toBe(150);
    const blank = productInputFrom({ ...COMPLETE, supplement: "  " });
    expect(blank.ok && "supplement" in blank.input).toBe(false);
    expect(productInputFrom({ ...COMPLETE, supplement: "1.505" })).toEqual({ ok: false, problems: { supplement: { key: "invalidAmount" } } });
    expect(productInputFrom({ ...COMPLETE, supplement: "100000.01" })).toEqual({ ok: false, problems: { supplement: { key: "tooHigh", max: "100000.00" } } });
    expect(productDraftFrom(product("dome", { supplement: 150 })).supplement).toBe("1.50");
    expect(productDraftFrom(product("dome")).supplement).toBe("");
  });
});
