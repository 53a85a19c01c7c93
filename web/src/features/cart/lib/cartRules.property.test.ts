/**
 * Properties of the cart's money: the sheet's and the checkout summary's subtotal (`cartTotal`) is the
 * server's (createOrder: each line's effective price times its quantity), so the shopper is shown what
 * they are charged.
 */
import { CART_LINES_MAX, CART_QUANTITY_MAX, PRODUCT_NUMBER_LIMITS, effectivePrice } from "@contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartItemCount, cartTotal } from "./cartRules";

const MAX_PRICE = PRODUCT_NUMBER_LIMITS.maxPrice;

/** Server cart lines, priced as the product schema allows (a sale price of 0 means none). */
const lines = fc.array(
  fc.record({
    productId: fc.string({ minLength: 1, maxLength: 8 }),
    price: fc.integer({ min: 1, max: MAX_PRICE }),
    salePrice: fc.integer({ min: 0, max: MAX_PRICE }),
    quantity: fc.integer({ min: 1, max: CART_QUANTITY_MAX }),
  }),
  { maxLength: CART_LINES_MAX },
);

/** createOrder's subtotal. */
const serverSubtotal = (items: readonly { price: number; salePrice: number; quantity: number }[]) =>
  items.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0);

describe("cartTotal (properties)", () => {
  it("is the server's subtotal: a non-negative safe integer, the same in any line order", () => {
    fc.assert(
      fc.property(lines, (items) => {
        const total = cartTotal(items);
        expect(total).toBe(serverSubtotal(items));
        expect(Number.isSafeInteger(total) && total >= 0).toBe(true);
        expect(cartTotal([...items].reverse())).toBe(total);
        expect(cartItemCount(items)).toBe(items.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });

  it("counts a guest line whose prices could not be fetched as nothing, and a fraction of a unit not at all", () => {
    // A guest line's details are fetched; until then (or when the product is gone) it has no numbers.
    const missing = fc.constantFrom(undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    const unpriced = fc.record({ productId: fc.constant("gone"), price: missing, salePrice: missing, quantity: fc.integer({ min: 1, max: CART_QUANTITY_MAX }) });
    const fractional = lines.chain((items) => fc.tuple(fc.constant(items), fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: items.length, maxLength: items.length })));
    fc.assert(
      fc.property(fractional, fc.array(unpriced, { maxLength: 5 }), ([items, fractions], gone) => {
        const guest: Parameters<typeof cartTotal>[0] = [...items.map((line, index) => ({ ...line, quantity: line.quantity + (fractions[index] ?? 0) })), ...gone];
        expect(cartTotal(guest)).toBe(serverSubtotal(items));
      }),
    );
  });
});
