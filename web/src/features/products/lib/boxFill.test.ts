import { describe, expect, it } from "vitest";
import { addPiece, boxContents, canAdd, countOf, emptyBox, fillAtRandom, filledCount, pieceLeft, removeAt, removeOne, resizeBox, supplementsOf, withSupplements } from "./boxFill";

const gold = { _id: "gold", totalStock: 20, supplement: 150 };
const rose = { _id: "rose", totalStock: 2, supplement: 0 };
const gone = { _id: "gone", totalStock: 0, supplement: 50 };

describe("boxFill", () => {
  it("adds into the first empty slot, empties a slot where it is, and removes the last of a piece", () => {
    let fill = emptyBox(4);
    fill = addPiece(addPiece(addPiece(fill, gold), rose), gold);
    expect(fill).toEqual(["gold", "rose", "gold", null]);
    fill = removeAt(fill, 0);
    expect(fill).toEqual([null, "rose", "gold", null]);
    // The hole is filled first.
    expect(addPiece(fill, rose)).toEqual(["rose", "rose", "gold", null]);
    expect(removeOne(["gold", "rose", "gold", null], "gold")).toEqual(["gold", "rose", null, null]);
    expect(removeOne(fill, "nothing")).toBe(fill);
    expect(filledCount(fill)).toBe(2);
    expect(countOf(fill, "gold")).toBe(1);
  });

  it("adds no piece beyond its stock, none sold out, and none into a full box", () => {
    const fill = addPiece(addPiece(emptyBox(4), rose), rose);
    expect(pieceLeft(fill, rose)).toBe(0);
    expect(canAdd(fill, rose)).toBe(false);
    expect(addPiece(fill, rose)).toBe(fill);
    expect(canAdd(emptyBox(4), gone)).toBe(false);
    const full = ["gold", "gold", "gold", "gold"];
    expect(canAdd(full, gold)).toBe(false);
    expect(pieceLeft(full, gold)).toBe(16);
  });

  it("fills the empty slots at random within the stocks, keeping the chosen ones", () => {
    // random() = 0 always draws the first piece still available.
    expect(fillAtRandom(["gold", null, null, null, null], [rose, gold, gone], () => 0)).toEqual(["gold", "rose", "rose", "gold", "gold"]);
    // Not enough stock for every slot: as many as there is.
    expect(fillAtRandom(emptyBox(4), [rose, gone], () => 0.99)).toEqual(["rose", "rose", null, null]);
    const random = fillAtRandom(emptyBox(9), [gold, rose]);
    expect(filledCount(random)).toBe(9);
    expect(countOf(random, "rose")).toBeLessThanOrEqual(2);
  });

  it("keeps what fits when the size changes", () => {
    expect(resizeBox(["gold", null, "rose"], 5)).toEqual(["gold", null, "rose", null, null]);
    // Smaller: the pieces beyond the new size move into its empty slots, then the rest is dropped.
    expect(resizeBox(["gold", null, "rose", "gold", "rose"], 3)).toEqual(["gold", "gold", "rose"]);
    expect(resizeBox(["gold", "gold", "rose", "rose"], 2)).toEqual(["gold", "gold"]);
    expect(resizeBox([], 2)).toEqual([null, null]);
  });

  it("answers the contents in canonical form and the supplements they add", () => {
    const fill = ["rose", "gold", null, "gold"];
    expect(boxContents(fill)).toEqual([
      { productId: "gold", quantity: 2 },
      { productId: "rose", quantity: 1 },
    ]);
    expect(boxContents(["gold", "rose", "gold"])).toEqual(boxContents(["rose", "gold", "gold"]));
    expect(supplementsOf(fill, [gold, rose])).toBe(300);
    expect(withSupplements({ price: 5200, salePrice: 0 }, 300)).toEqual({ price: 5500, salePrice: 0 });
    expect(withSupplements({ price: 5200, salePrice: 4800 }, 300)).toEqual({ price: 5500, salePrice: 5100 });
  });
});
