import { describe, expect, it } from "vitest";
import { orderTotals } from "./order-rules";

const shop = (taxRate: number, freeShippingThreshold = 0, defaultShippingCost = 0) => ({ taxRate, shippingSettings: { freeShippingThreshold, defaultShippingCost } });

describe("orderTotals", () => {
  it("adds the tax and, below the free-shipping threshold, the shipping cost", () => {
    expect(orderTotals(10_000, shop(17, 20_000, 1_500))).toEqual({ subtotal: 10_000, shippingCost: 1_500, wrapCost: 0, discountAmount: 0, shippingDiscount: 0, taxAmount: 1_700, taxIncluded: false, totalAmount: 13_200 });
    expect(orderTotals(20_000, shop(17, 20_000, 1_500))).toEqual({ subtotal: 20_000, shippingCost: 0, wrapCost: 0, discountAmount: 0, shippingDiscount: 0, taxAmount: 3_400, taxIncluded: false, totalAmount: 23_400 });
  });

  it("adds a gift's wrapping to the total, untaxed like delivery", () => {
    expect(orderTotals(10_000, shop(17, 20_000, 1_500), undefined, 800)).toEqual({ subtotal: 10_000, shippingCost: 1_500, wrapCost: 800, discountAmount: 0, shippingDiscount: 0, taxAmount: 1_700, taxIncluded: false, totalAmount: 14_000 });
    expect(orderTotals(10_000, shop(0), 0, 0).wrapCost).toBe(0);
  });

  it("rounds a tax of exactly half a minor unit up, though the rate is no exact double", () => {
    // Found by order-rules.property.test.ts: these came out one minor unit short (34, 28, 76).
    expect(orderTotals(1_500, shop(2.3)).taxAmount).toBe(35); // 34.5
    expect(orderTotals(1_250, shop(2.28)).taxAmount).toBe(29); // 28.5
    expect(orderTotals(375, shop(20.4)).taxAmount).toBe(77); // 76.5
    expect(orderTotals(1_500, shop(2.29)).taxAmount).toBe(34); // 34.35
  });

  it("with prices that include VAT, charges the shelf prices and tells the VAT inside everything charged", () => {
    const ils = { ...shop(17, 20_000, 1_500), taxMode: "included" as const };
    // 100.00 of items + 15.00 delivery + 8.00 wrapping = 123.00, of which 17/117 is VAT: 17.87 (17.871…).
    expect(orderTotals(10_000, ils, undefined, 800)).toEqual({ subtotal: 10_000, shippingCost: 1_500, wrapCost: 800, discountAmount: 0, shippingDiscount: 0, taxAmount: 1_787, taxIncluded: true, totalAmount: 12_300 });
    // 117.00 holds exactly 17.00; discounts come off before the VAT is worked out.
    expect(orderTotals(11_700, ils, 0).taxAmount).toBe(1_700);
    expect(orderTotals(12_700, ils, 1_000, 0, { items: 1_000, shipping: 1_000 })).toMatchObject({ taxAmount: 1_700, totalAmount: 11_700 });
    // A half rounds up: at 100% VAT, 0.01 holds half a minor unit.
    expect(orderTotals(1, { ...ils, taxRate: 100 }, 0).taxAmount).toBe(1);
    expect(orderTotals(3, { ...ils, taxRate: 100 }, 0).taxAmount).toBe(2);
    expect(orderTotals(0, ils, 0)).toMatchObject({ taxAmount: 0, totalAmount: 0, taxIncluded: true });
  });

  it("keeps tax added on top when the mode says so, or says nothing (as before issue 37)", () => {
    expect(orderTotals(10_000, { ...shop(17, 20_000, 1_500), taxMode: "added" })).toEqual(orderTotals(10_000, shop(17, 20_000, 1_500)));
  });
});
