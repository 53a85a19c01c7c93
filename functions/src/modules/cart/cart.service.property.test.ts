/** Properties of the cart after a paid order: it loses exactly the units bought, never a line of 0 or less. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartAfterPurchase, type StoredCartLine } from "./cart.service";

const PRODUCT_IDS = ["a", "b", "c", "d", "e"] as const;

const cart = fc.uniqueArray(fc.record({ productId: fc.constantFrom(...PRODUCT_IDS), quantity: fc.integer({ min: 1, max: 99 }) }), { selector: (line) => line.productId });
const bought = fc.dictionary(fc.constantFrom(...PRODUCT_IDS), fc.integer({ min: 1, max: 120 })).map((units) => new Map(Object.entries(units)));

describe("cartAfterPurchase (properties)", () => {
  it("takes the units bought from each line, drops a line left with none, and keeps the rest as they were, in order", () => {
    fc.assert(
      fc.property(cart, bought, (lines: StoredCartLine[], units) => {
        const left = cartAfterPurchase(lines, units);
        const held = (items: readonly StoredCartLine[], productId: string) => items.find((line) => line.productId === productId)?.quantity ?? 0;
        for (const productId of PRODUCT_IDS) expect(held(left, productId)).toBe(Math.max(0, held(lines, productId) - (units.get(productId) ?? 0)));
        for (const line of left) expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
        // The lines that stay keep their order (the cart sheet lists them as added).
        const order = lines.map((line) => line.productId).filter((productId) => left.some((line) => line.productId === productId));
        expect(left.map((line) => line.productId)).toEqual(order);
      }),
    );
  });

  it("takes two purchases in either order to the same cart", () => {
    fc.assert(
      fc.property(cart, bought, bought, (lines: StoredCartLine[], first, second) => {
        expect(cartAfterPurchase(cartAfterPurchase(lines, first), second)).toEqual(cartAfterPurchase(cartAfterPurchase(lines, second), first));
      }),
    );
  });
});
