import { CART_QUANTITY_MAX } from "@contracts";
import { describe, expect, it } from "vitest";
import { cartItemCount, cartTotal, checkAdd, checkStep, quantityLimit, unitPrice } from "./cartRules";

describe("cart money", () => {
  it("charges the sale price when on sale, otherwise the price", () => {
    expect(unitPrice({ price: 1000, salePrice: 800 })).toBe(800);
    expect(unitPrice({ price: 1000, salePrice: 0 })).toBe(1000);
    expect(unitPrice({ price: 1000, salePrice: 1200 })).toBe(1000);
    expect(unitPrice({})).toBe(0);
  });

  it("totals in minor units, sale prices counted, lines without prices as 0", () => {
    expect(
      cartTotal([
        { quantity: 3, price: 1999, salePrice: 1499 },
        { quantity: 2, price: 1050, salePrice: 0 },
        { quantity: 4 },
      ]),
    ).toBe(3 * 1499 + 2 * 1050);
    expect(cartTotal([])).toBe(0);
  });

  it("counts items as the sum of quantities", () => {
    expect(cartItemCount([{ quantity: 3 }, { quantity: 2 }])).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });
});

describe("stock rules", () => {
  it("refuses an add when the cart quantity plus the added one exceeds the stock, naming the cart quantity", () => {
    expect(checkAdd(0, 1, 1)).toEqual({ ok: true });
    expect(checkAdd(4, 1, 5)).toEqual({ ok: true });
    expect(checkAdd(5, 1, 5)).toEqual({ ok: false, inCart: 5 });
    expect(checkAdd(0, 1, 0)).toEqual({ ok: false, inCart: 0 });
  });

  it("never lets a line exceed the cart maximum", () => {
    expect(quantityLimit(500)).toBe(CART_QUANTITY_MAX);
    expect(quantityLimit(undefined)).toBe(CART_QUANTITY_MAX);
    expect(checkAdd(CART_QUANTITY_MAX, 1, 500)).toEqual({ ok: false, inCart: CART_QUANTITY_MAX });
  });

  it("keeps the stepper at 1 or more and refuses beyond the stock with the stock limit", () => {
    expect(checkStep(0, 5)).toEqual({ ok: false, reason: "belowOne" });
    expect(checkStep(1, 5)).toEqual({ ok: true });
    expect(checkStep(5, 5)).toEqual({ ok: true });
    expect(checkStep(6, 5)).toEqual({ ok: false, reason: "stock", limit: 5 });
    expect(checkStep(7, undefined)).toEqual({ ok: true }); // a guest line whose details could not be loaded
  });
});
