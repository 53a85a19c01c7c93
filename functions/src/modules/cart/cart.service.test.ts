import type { DocumentSnapshot } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { buildCart, cartAfterPurchase, storedLines } from "./cart.service";

const snapshot = (id: string, data: Record<string, unknown> | undefined) =>
  ({ id, exists: data !== undefined, data: () => data }) as unknown as DocumentSnapshot;

describe("storedLines", () => {
  it("keeps well-formed lines, merges duplicates and skips the rest", () => {
    expect(
      storedLines({
        items: [
          { productId: "a", quantity: 2 },
          { productId: "b", quantity: 0 },
          { productId: "c", quantity: 1.5 },
          { productId: 5, quantity: 1 },
          null,
          { productId: "a", quantity: 1 },
          { productId: "d", quantity: 3 },
        ],
      }),
    ).toEqual([
      { productId: "a", quantity: 3 },
      { productId: "d", quantity: 3 },
    ]);
  });
  it("reads a missing or odd cart as empty", () => {
    expect(storedLines(undefined)).toEqual([]);
    expect(storedLines({ items: "x" })).toEqual([]);
  });
});

describe("buildCart", () => {
  it("answers the products' current fields and drops lines without a product", () => {
    const products = new Map([
      [
        "a",
        snapshot("a", {
          title: "Almond",
          titleHe: "שקדים",
          image: "/a.png",
          imageVariants: [{ width: 320, url: "/a-320w.webp" }],
          price: 3000,
          salePrice: 2500,
          totalStock: 4,
          searchTokens: ["x"],
        }),
      ],
      ["gone", snapshot("gone", undefined)],
      ["f", snapshot("f", { title: "Fig", image: "/f.svg", price: 1200, salePrice: 0, totalStock: 9 })],
    ]);
    const cart = buildCart(
      "u1",
      [
        { productId: "a", quantity: 2 },
        { productId: "gone", quantity: 1 },
        { productId: "f", quantity: 1 },
      ],
      products,
    );
    expect(cart).toEqual({
      _id: "u1",
      userId: "u1",
      items: [
        // The thumbnail's variants come along, so the cart loads a 320 px WebP rather than the original.
        { lineId: "a", productId: "a", title: "Almond", titleHe: "שקדים", image: "/a.png", imageVariants: [{ width: 320, url: "/a-320w.webp" }], price: 3000, salePrice: 2500, quantity: 2, totalStock: 4 },
        { lineId: "f", productId: "f", title: "Fig", image: "/f.svg", price: 1200, salePrice: 0, quantity: 1, totalStock: 9 },
      ],
    });
  });

  it("answers a variant's line with the variant's price, stock, photo and labels, and drops a line whose variant is gone", () => {
    const products = new Map([
      [
        "t",
        snapshot("t", {
          title: "Truffles",
          image: "/t.svg",
          price: 2600,
          salePrice: 0,
          totalStock: 16,
          options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16" }] }],
          variants: [
            { sku: "T-9", optionValues: ["Box of 9"], price: 2600, salePrice: 0, totalStock: 10 },
            { sku: "T-16", optionValues: ["Box of 16"], price: 4400, salePrice: 3900, totalStock: 6, image: "/t16.svg" },
          ],
        }),
      ],
    ]);
    const cart = buildCart(
      "u1",
      [
        { productId: "t", variantSku: "T-16", quantity: 2 },
        { productId: "t", variantSku: "T-9", quantity: 1 },
        { productId: "t", variantSku: "T-gone", quantity: 1 },
        // A line stored before the product had variants names none: it can no longer be bought as it was.
        { productId: "t", quantity: 1 },
      ],
      products,
    );
    expect(cart.items).toEqual([
      { lineId: "t~T-16", productId: "t", variantSku: "T-16", variantLabel: "Box of 16", variantLabelHe: "Box of 16", title: "Truffles", image: "/t16.svg", price: 4400, salePrice: 3900, quantity: 2, totalStock: 6 },
      { lineId: "t~T-9", productId: "t", variantSku: "T-9", variantLabel: "Box of 9", variantLabelHe: "קופסה של 9", title: "Truffles", image: "/t.svg", price: 2600, salePrice: 0, quantity: 1, totalStock: 10 },
    ]);
  });
});

describe("storedLines", () => {
  it("keeps two variants of one product as two lines and merges a variant's duplicates", () => {
    expect(
      storedLines({
        items: [
          { productId: "t", variantSku: "T-9", quantity: 1 },
          { productId: "t", variantSku: "T-16", quantity: 2 },
          { productId: "t", variantSku: "T-9", quantity: 3 },
          { productId: "t", variantSku: "", quantity: 1 },
        ],
      }),
    ).toEqual([
      { productId: "t", variantSku: "T-9", quantity: 4 },
      { productId: "t", variantSku: "T-16", quantity: 2 },
      { productId: "t", quantity: 1 },
    ]);
  });
});

describe("cartAfterPurchase", () => {
  const cart = [
    { productId: "a", quantity: 5 },
    { productId: "b", quantity: 2 },
    { productId: "c", quantity: 1 },
  ];

  it("takes out only the units bought: 1 of 5 leaves 4, all of a line removes it", () => {
    expect(cartAfterPurchase(cart, new Map([["a", 1], ["b", 2]]))).toEqual([
      { productId: "a", quantity: 4 },
      { productId: "c", quantity: 1 },
    ]);
  });

  it("takes a variant's units from that variant's line only", () => {
    const lines = [
      { productId: "t", variantSku: "T-9", quantity: 2 },
      { productId: "t", variantSku: "T-16", quantity: 1 },
    ];
    expect(cartAfterPurchase(lines, new Map([["t~T-16", 1]]))).toEqual([{ productId: "t", variantSku: "T-9", quantity: 2 }]);
  });

  it("removes a line that now holds fewer units than were bought, and keeps lines the order did not touch", () => {
    expect(cartAfterPurchase(cart, new Map([["c", 3], ["gone", 1]]))).toEqual([
      { productId: "a", quantity: 5 },
      { productId: "b", quantity: 2 },
    ]);
    expect(cartAfterPurchase([], new Map([["a", 1]]))).toEqual([]);
  });
});
