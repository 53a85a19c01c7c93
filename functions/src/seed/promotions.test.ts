import { describe, expect, it } from "vitest";
import { normalizePromoCode, priceWithPromotions, promotionInputSchema, type PromotionTerms } from "@cocoa/contracts";
import { seedCategories, seedProducts } from "./catalog";
import { seedPromotions } from "./promotions";

const HEBREW = /[\u0590-\u05FF]/;
const parsed = seedPromotions.map(({ _id, input }) => ({ _id, input: promotionInputSchema.parse(input) }));

describe("seed promotions", () => {
  it("pass the admin's schema, with unique ids and names in both languages", () => {
    for (const { input } of seedPromotions) expect(promotionInputSchema.safeParse(input).success).toBe(true);
    expect(new Set(seedPromotions.map((p) => p._id)).size).toBe(seedPromotions.length);
    for (const { input } of parsed) {
      expect(input.name.trim()).not.toBe("");
      expect(input.nameHe).toMatch(HEBREW);
    }
  });

  it("have the issue's code: WELCOME10, 10% off the whole order from $50.00, once per customer", () => {
    const welcome = parsed.find(({ input }) => input.kind === "code");
    expect(welcome?.input).toMatchObject({
      code: "WELCOME10",
      benefit: { type: "percent", percent: 10 },
      scope: { type: "order" },
      minSubtotal: 5000,
      oncePerCustomer: true,
      combinable: false,
    });
    expect(normalizePromoCode("welcome10")).toBe(welcome?.input.code);
  });

  it("have one automatic promotion, on a seeded category that holds products", () => {
    const automatic = parsed.filter(({ input }) => input.kind === "automatic");
    expect(automatic).toHaveLength(1);
    const scope = automatic[0]!.input.scope;
    expect(scope.type).toBe("categories");
    const ids = scope.type === "categories" ? scope.categoryIds : [];
    for (const id of ids) {
      expect(seedCategories.map((c) => c.id)).toContain(id);
      expect(seedProducts.some((product) => product.category === id)).toBe(true);
    }
  });

  it("do not combine: a cart of bars over $50.00 with WELCOME10 gets one of the two", () => {
    const terms: PromotionTerms[] = parsed.map(({ _id, input }) => ({
      id: _id,
      kind: input.kind,
      code: input.code,
      name: input.name,
      nameHe: input.nameHe,
      status: "active",
      benefit: input.benefit,
      scope: input.scope,
      minSubtotal: input.minSubtotal,
      startsAt: null,
      endsAt: null,
      usageLimit: input.usageLimit,
      uses: 0,
      oncePerCustomer: input.oncePerCustomer,
      firstOrderOnly: input.firstOrderOnly,
      combinable: input.combinable,
    }));
    const lines = [{ lineId: "bar", productId: "bar", category: "bars", price: 3000, quantity: 2 }];
    const priced = priceWithPromotions({
      lines,
      automatic: terms.filter((t) => t.kind === "automatic"),
      code: "welcome10",
      codePromotion: terms.find((t) => t.kind === "code"),
      context: { now: Date.now(), deliveryFee: 0, shopper: { paidOrders: 0, usedPromotionIds: new Set() }, money: String },
    });
    expect(priced.discounts).toHaveLength(1);
    expect(priced.discountAmount).toBe(600);
  });
});
