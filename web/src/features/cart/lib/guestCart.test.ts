import { GUEST_CART_STORAGE_KEY, cartLineId } from "@contracts";
import { describe, expect, it, vi } from "vitest";
import {
  EMPTY_GUEST_CART,
  addGuestItem,
  clearGuestCart,
  parseGuestCart,
  readGuestCart,
  removeGuestItem,
  subscribeGuestCart,
  updateGuestItem,
  writeGuestCart,
  type GuestLine,
} from "./guestCart";
import { allergensWith } from "@/shared/food/testing/foodFixtures";

const item = (productId: string, quantity: number, extra: Partial<GuestLine> = {}): GuestLine => ({
  productId,
  quantity,
  addedAt: "2026-01-01T10:00:00.000Z",
  ...extra,
});

describe("guest cart list functions", () => {
  it("reads absent, empty, corrupt or non-list JSON as an empty list", () => {
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart(undefined)).toEqual([]);
    expect(parseGuestCart("")).toEqual([]);
    expect(parseGuestCart("{not json")).toEqual([]);
    expect(parseGuestCart('{"productId":"p1"}')).toEqual([]);
    expect(parseGuestCart("null")).toEqual([]);
  });

  it("keeps well-formed lines and drops malformed ones", () => {
    const raw = JSON.stringify([item("p1", 2), { productId: "", quantity: 1 }, { quantity: 3 }, "x", item("p2", 1)]);
    expect(parseGuestCart(raw).map((line) => line.productId)).toEqual(["p1", "p2"]);
  });

  it("adds a new product as a new line", () => {
    const before = [item("p1", 1)];
    const after = addGuestItem(before, item("p2", 2, { title: "Praline" }));
    expect(after).toEqual([item("p1", 1), item("p2", 2, { title: "Praline" })]);
    expect(before).toEqual([item("p1", 1)]); // pure
  });

  it("merges the quantity of a product already in the cart and keeps its first time", () => {
    const after = addGuestItem([item("p1", 2)], item("p1", 3, { addedAt: "2026-02-02T00:00:00.000Z", price: 900 }));
    expect(after).toEqual([item("p1", 5, { price: 900 })]);
  });

  it("updates a quantity, and removes the line at 0 or less", () => {
    const cart = [item("p1", 2), item("p2", 1)];
    expect(updateGuestItem(cart, "p1", 4)).toEqual([item("p1", 4), item("p2", 1)]);
    expect(updateGuestItem(cart, "p1", 0)).toEqual([item("p2", 1)]);
    expect(updateGuestItem(cart, "p2", -3)).toEqual([item("p1", 2)]);
    expect(updateGuestItem(cart, "unknown", 3)).toEqual(cart);
    expect(cart).toEqual([item("p1", 2), item("p2", 1)]); // pure
  });

  it("removes a line", () => {
    expect(removeGuestItem([item("p1", 2), item("p2", 1)], "p1")).toEqual([item("p2", 1)]);
    expect(removeGuestItem([item("p1", 2)], "unknown")).toEqual([item("p1", 2)]);
  });
});

describe("guest cart lines of variants", () => {
  const dark = item("p-box", 1, { variantSku: "BOX9-DARK", variantLabel: "Box of 9 · Dark", variantLabelHe: "קופסה של 9 · מריר" });
  const milk = item("p-box", 2, { variantSku: "BOX16-MILK", variantLabel: "Box of 16 · Milk" });

  it("keeps two variants of one product as two lines, and adds to the line of the same variant", () => {
    const cart = addGuestItem(addGuestItem([], dark), milk);
    expect(cart).toEqual([dark, milk]);
    expect(addGuestItem(cart, item("p-box", 3, { variantSku: "BOX16-MILK" })).map((line) => line.quantity)).toEqual([1, 5]);
    // The product sold as itself (an older line, no SKU) is a line of its own too.
    expect(addGuestItem(cart, item("p-box", 1))).toHaveLength(3);
  });

  it("updates and removes a line by its line id (product id ~ SKU), leaving the other variant", () => {
    const cart = [dark, milk];
    expect(updateGuestItem(cart, "p-box~BOX16-MILK", 4)).toEqual([dark, { ...milk, quantity: 4 }]);
    expect(updateGuestItem(cart, "p-box~BOX9-DARK", 0)).toEqual([milk]);
    expect(removeGuestItem(cart, "p-box~BOX9-DARK")).toEqual([milk]);
    // The product id alone names the line without a variant, not these.
    expect(removeGuestItem(cart, "p-box")).toEqual(cart);
  });

  it("keeps a stored line's SKU and labels, and drops a line with a blank or non-text SKU", () => {
    const raw = JSON.stringify([dark, { ...milk, variantSku: "" }, { ...milk, variantSku: 7 }]);
    expect(parseGuestCart(raw)).toEqual([dark]);
  });
});

describe("guest cart lines of filled boxes", () => {
  const gold = { productId: "piece-gold", quantity: 2, title: "Gold Leaf Dome", supplement: 150 };
  const vanilla = { productId: "piece-vanilla", quantity: 2, title: "Vanilla Snowball", supplement: 0 };
  const rose = { productId: "piece-rose", quantity: 2, title: "Rose Petal Heart", supplement: 0 };
  const goldVanilla = item("byo", 1, { variantSku: "BYO-4", pieces: [gold, vanilla] });
  const goldRose = item("byo", 1, { variantSku: "BYO-4", pieces: [gold, rose] });

  it("keeps two boxes filled differently as two lines, and adds to the line of the same filling in any order", () => {
    const cart = addGuestItem(addGuestItem([], goldVanilla), goldRose);
    expect(cart).toEqual([goldVanilla, goldRose]);
    const again = addGuestItem(cart, item("byo", 2, { variantSku: "BYO-4", pieces: [vanilla, gold] }));
    expect(again.map((line) => line.quantity)).toEqual([3, 1]);
    // An empty box of the same size is no line of these.
    expect(addGuestItem(cart, item("byo", 1, { variantSku: "BYO-4" }))).toHaveLength(3);
  });

  it("updates and removes a box's line by its line id (product ~ SKU ~ contents)", () => {
    const cart = [goldVanilla, goldRose];
    const lineId = cartLineId("byo", "BYO-4", [vanilla, gold]);
    expect(lineId).toBe(cartLineId("byo", "BYO-4", [gold, vanilla]));
    expect(lineId).toMatch(/^byo~BYO-4~[a-z0-9]+$/);
    expect(updateGuestItem(cart, lineId, 4)).toEqual([{ ...goldVanilla, quantity: 4 }, goldRose]);
    expect(removeGuestItem(cart, lineId)).toEqual([goldRose]);
    expect(removeGuestItem(cart, "byo~BYO-4")).toEqual(cart);
  });

  it("keeps a stored box's pieces and drops a line whose pieces are malformed", () => {
    const raw = JSON.stringify([goldVanilla, { ...goldRose, pieces: "gold" }, { ...goldRose, pieces: [null] }, { ...goldRose, pieces: [{ quantity: 2 }] }]);
    expect(parseGuestCart(raw)).toEqual([goldVanilla]);
  });
});

describe("guest cart storage", () => {
  it("writes JSON under guestCart, reads it back, and clears it", () => {
    expect(readGuestCart()).toEqual([]);
    writeGuestCart([item("p1", 2)]);
    expect(JSON.parse(window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? "null")).toEqual([item("p1", 2)]);
    expect(readGuestCart()).toEqual([item("p1", 2)]);
    expect(readGuestCart()).toBe(readGuestCart()); // stable while unchanged (useSyncExternalStore)
    clearGuestCart();
    expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
    expect(readGuestCart()).toEqual([]);
  });

  it("reads an empty cart (nothing stored, cleared, or an empty list) as the one empty array the server's snapshot is", () => {
    // Another array would make useSyncExternalStore re-render every cart reader right after hydration.
    window.localStorage.removeItem(GUEST_CART_STORAGE_KEY);
    expect(readGuestCart()).toBe(EMPTY_GUEST_CART);
    writeGuestCart([item("p1", 1)]);
    writeGuestCart([]);
    expect(readGuestCart()).toBe(EMPTY_GUEST_CART);
  });

  it("reads corrupt stored JSON as an empty list", () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, "[{oops");
    expect(readGuestCart()).toEqual([]);
  });

  it("tells subscribers about writes, clears and other tabs' changes", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeGuestCart(listener);
    writeGuestCart([item("p1", 1)]);
    clearGuestCart();
    window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse" }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeGuestCart([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe("guest cart lines' allergens", () => {
  const milkAndHazelnuts = { allergens: allergensWith({ milk: "contains", treeNuts: "contains" }), allergenKinds: { treeNuts: ["hazelnuts" as const] } };

  it("keeps a stored line's allergens, and forgets incomplete or malformed ones (the line then counts as undeclared)", () => {
    const raw = JSON.stringify([
      item("p1", 1, milkAndHazelnuts),
      item("p2", 1, { allergens: { milk: "contains" } } as never),
      item("p3", 1, { allergens: "milk", allergenKinds: { treeNuts: "hazelnuts" } } as never),
      item("p4", 1, { allergens: allergensWith({ gluten: "mayContain" }), allergenKinds: { treeNuts: "x", gluten: ["wheat", "rice"] } } as never),
    ]);
    expect(parseGuestCart(raw)).toEqual([
      item("p1", 1, milkAndHazelnuts),
      item("p2", 1),
      item("p3", 1),
      item("p4", 1, { allergens: allergensWith({ gluten: "mayContain" }), allergenKinds: { gluten: ["wheat"] } } as never),
    ]);
  });

  it("takes a fresh read's allergens when the same line is added again, even its having none now; a failed read keeps the old", () => {
    const cart = [item("p1", 1, { title: "Praline", ...milkAndHazelnuts })];
    expect(addGuestItem(cart, item("p1", 1, { title: "Praline", allergens: allergensWith({ soy: "mayContain" }) }))[0]).toMatchObject({ quantity: 2, allergens: allergensWith({ soy: "mayContain" }), allergenKinds: undefined });
    expect(addGuestItem(cart, item("p1", 1, { title: "Praline" }))[0]?.allergens).toBeUndefined();
    expect(addGuestItem(cart, item("p1", 1))[0]).toMatchObject({ quantity: 2, ...milkAndHazelnuts });
  });
});
