import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, lineRefundAmount, normalizePromoCode, priceWithPromotions, type PricedLine, type PricingContext, type PromotionTerms } from "./promotion-rules";

const NOW = Date.parse("2026-12-01T10:00:00Z");

const promotion = (overrides: Partial<PromotionTerms>): PromotionTerms => ({
  id: "p1",
  kind: "code",
  code: "WELCOME10",
  name: "Welcome 10%",
  nameHe: "10% הנחה",
  status: "active",
  benefit: { type: "percent", percent: 10 },
  scope: { type: "order" },
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  uses: 0,
  oncePerCustomer: false,
  firstOrderOnly: false,
  combinable: false,
  ...overrides,
});

const context = (overrides: Partial<PricingContext> = {}): PricingContext => ({
  now: NOW,
  method: "shipping",
  deliveryFee: 1500,
  shopper: { paidOrders: 0, usedPromotionIds: new Set() },
  money: (n) => `$${(n / 100).toFixed(2)}`,
  ...overrides,
});

const bars: PricedLine = { lineId: "bar", productId: "bar", category: "bars", price: 1250, quantity: 2 };
const box: PricedLine = { lineId: "box", productId: "box", category: "boxes", price: 4999, quantity: 1 };

describe("priceWithPromotions", () => {
  it("takes a percentage off the whole order, spread over the lines to the unit", () => {
    const priced = priceWithPromotions({ lines: [bars, box], automatic: [], code: "welcome10", codePromotion: promotion({}), context: context() });
    expect(priced.subtotal).toBe(7499);
    expect(priced.discountAmount).toBe(750); // 749.9, a half up
    expect([...priced.lineDiscounts.values()].reduce((a, b) => a + b, 0)).toBe(750);
    expect(priced.code).toEqual({ code: "WELCOME10", applied: true });
  });

  it("says why a code does not apply, and names the minimum", () => {
    const priced = priceWithPromotions({ lines: [bars], automatic: [], code: "WELCOME10", codePromotion: promotion({ minSubtotal: 5000 }), context: context() });
    expect(priced.discountAmount).toBe(0);
    expect(priced.code?.refusal).toEqual({ code: "promo.minimum", params: { amount: "$50.00" } });
    const cases: [Partial<PromotionTerms>, string][] = [
      [{ endsAt: NOW - 1 }, "promo.expired"],
      [{ status: "ended" }, "promo.expired"],
      [{ status: "paused" }, "promo.paused"],
      [{ startsAt: NOW + 1 }, "promo.notStarted"],
      [{ usageLimit: 5, uses: 5 }, "promo.usedUp"],
      [{ scope: { type: "categories", categoryIds: ["truffles"] } }, "promo.notForItems"],
    ];
    for (const [overrides, code] of cases) {
      expect(priceWithPromotions({ lines: [bars], automatic: [], code: "WELCOME10", codePromotion: promotion(overrides), context: context() }).code?.refusal?.code).toBe(code);
    }
    const used = context({ shopper: { paidOrders: 1, usedPromotionIds: new Set(["p1"]) } });
    expect(priceWithPromotions({ lines: [bars], automatic: [], code: "x", codePromotion: promotion({ oncePerCustomer: true }), context: used }).code?.refusal?.code).toBe("promo.alreadyUsed");
    expect(priceWithPromotions({ lines: [bars], automatic: [], code: "x", codePromotion: promotion({ firstOrderOnly: true }), context: used }).code?.refusal?.code).toBe("promo.firstOrderOnly");
    expect(priceWithPromotions({ lines: [bars], automatic: [], code: "nope", codePromotion: undefined, context: context() }).code?.refusal?.code).toBe("promo.unknown");
  });

  it("takes a fixed amount off the covered category only, never more than it costs", () => {
    const fixed = promotion({ benefit: { type: "amount", amount: 10_000 }, scope: { type: "categories", categoryIds: ["bars"] } });
    const priced = priceWithPromotions({ lines: [bars, box], automatic: [], code: "X", codePromotion: fixed, context: context() });
    expect(priced.discountAmount).toBe(2500);
    expect(priced.lineDiscounts.get("bar")).toBe(2500);
    expect(priced.lineDiscounts.has("box")).toBe(false);
  });

  it("gives free delivery for the ways it names, never for a pickup", () => {
    const free = promotion({ benefit: { type: "freeDelivery", methods: ["courier"] } });
    expect(priceWithPromotions({ lines: [bars], automatic: [], code: "X", codePromotion: free, context: context({ method: "courier", deliveryFee: 2000 }) }).shippingDiscount).toBe(2000);
    expect(priceWithPromotions({ lines: [bars], automatic: [], code: "X", codePromotion: free, context: context({ method: "shipping" }) }).code?.refusal?.code).toBe("promo.notForDelivery");
    expect(priceWithPromotions({ lines: [bars], automatic: [], code: "X", codePromotion: promotion({ benefit: { type: "freeDelivery", methods: [] } }), context: context({ method: "pickup", deliveryFee: 0 }) }).code?.refusal?.code).toBe("promo.notForDelivery");
  });

  it("applies the best automatic promotion, and a code beside it only when both allow it", () => {
    const small = promotion({ id: "a1", kind: "automatic", code: undefined, name: "Bars 10%", scope: { type: "categories", categoryIds: ["bars"] }, combinable: true });
    const big = promotion({ id: "a2", kind: "automatic", code: undefined, name: "Boxes 20%", benefit: { type: "percent", percent: 20 }, scope: { type: "categories", categoryIds: ["boxes"] } });
    const auto = priceWithPromotions({ lines: [bars, box], automatic: [small, big], context: context() });
    expect(auto.discounts.map((d) => d.promotionId)).toEqual(["a2"]);
    expect(auto.discountAmount).toBe(1000);

    // The code does not combine and is worth less than the automatic one: the automatic one stays.
    const weak = priceWithPromotions({ lines: [bars, box], automatic: [big], code: "X", codePromotion: promotion({ benefit: { type: "percent", percent: 5 } }), context: context() });
    expect(weak.discounts.map((d) => d.promotionId)).toEqual(["a2"]);
    expect(weak.code?.refusal).toEqual({ code: "promo.betterOffer", params: { name: "Boxes 20%" } });

    // Both combinable: the automatic one first, the code on what is left.
    const both = priceWithPromotions({ lines: [bars], automatic: [small], code: "X", codePromotion: promotion({ combinable: true }), context: context() });
    expect(both.discounts.map((d) => d.promotionId)).toEqual(["a1", "p1"]);
    expect(both.discountAmount).toBe(250 + 225);
  });

  it("never discounts a line below zero, whatever the promotions", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 20 }), category: fc.constantFrom("a", "b") }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (raw, percent, amount) => {
          const lines = raw.map((line, index) => ({ ...line, lineId: `l${index}`, productId: `p${index}` }));
          const priced = priceWithPromotions({
            lines,
            automatic: [promotion({ id: "a", kind: "automatic", code: undefined, benefit: { type: "percent", percent }, scope: { type: "categories", categoryIds: ["a"] }, combinable: true })],
            code: "X",
            codePromotion: promotion({ benefit: { type: "amount", amount }, combinable: true }),
            context: context(),
          });
          for (const line of lines) expect(priced.lineDiscounts.get(line.lineId) ?? 0).toBeLessThanOrEqual(line.price * line.quantity);
          expect([...priced.lineDiscounts.values()].reduce((a, b) => a + b, 0)).toBe(priced.discountAmount);
          expect(priced.discountAmount).toBeLessThanOrEqual(priced.subtotal);
        },
      ),
    );
  });
});

describe("allocate", () => {
  it("splits in proportion and adds up exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 10 }), (total, weights) => {
      expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }));
  });
});

describe("lineRefundAmount", () => {
  it("gives back the discounted share, unit by unit adding up to what the line cost", () => {
    const line = { price: 1000, quantity: 3, discount: 100 };
    expect(lineRefundAmount(line, 0, 1)).toBe(966);
    expect(lineRefundAmount(line, 1, 1) + lineRefundAmount(line, 2, 1) + lineRefundAmount(line, 0, 1)).toBe(2900);
    expect(lineRefundAmount(line, 0, 3)).toBe(2900);
    expect(lineRefundAmount({ price: 500, quantity: 2 }, 0, 1)).toBe(500);
  });
});

describe("normalizePromoCode", () => {
  it("compares codes without regard to case or spaces around them", () => {
    expect(normalizePromoCode("  welcome10 ")).toBe("WELCOME10");
  });
});
