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
        { productId: "a", title: "Almond", titleHe: "שקדים", image: "/a.png", imageVariants: [{ width: 320, url: "/a-320w.webp" }], price: 3000, salePrice: 2500, quantity: 2, totalStock: 4 },
        { productId: "f", title: "Fig", image: "/f.svg", price: 1200, salePrice: 0, quantity: 1, totalStock: 9 },
      ],
    });
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

  it("removes a line that now holds fewer units than were bought, and keeps lines the order did not touch", () => {
    expect(cartAfterPurchase(cart, new Map([["c", 3], ["gone", 1]]))).toEqual([
      { productId: "a", quantity: 5 },
      { productId: "b", quantity: 2 },
    ]);
    expect(cartAfterPurchase([], new Map([["a", 1]]))).toEqual([]);
  });
});
