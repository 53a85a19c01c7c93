import { describe, expect, it } from "vitest";
import type { PromotionTerms } from "@cocoa/contracts";
import { productOfferOf, promotionsOnOffer } from "./promotion-offers";

const NOW = Date.UTC(2026, 5, 1, 12);
const HOUR = 3_600_000;

function automatic(id: string, overrides: Partial<PromotionTerms> = {}): PromotionTerms {
  return {
    id,
    kind: "automatic",
    name: `Offer ${id}`,
    nameHe: `מבצע ${id}`,
    status: "active",
    benefit: { type: "percent", percent: 10 },
    scope: { type: "categories", categoryIds: ["bars"] },
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    uses: 0,
    oncePerCustomer: false,
    firstOrderOnly: false,
    combinable: false,
    ...overrides,
  };
}

const bar = { _id: "p-bar", category: "bars" };
const truffle = { _id: "p-truffle", category: "truffles" };

describe("promotionsOnOffer", () => {
  it("keeps the automatic promotions that apply now, whatever the per-customer conditions", () => {
    const list = [
      automatic("a"),
      automatic("paused", { status: "paused" }),
      automatic("ended", { status: "ended" }),
      automatic("later", { startsAt: NOW + HOUR }),
      automatic("over", { endsAt: NOW }),
      automatic("usedUp", { usageLimit: 5, uses: 5 }),
      automatic("once", { oncePerCustomer: true, firstOrderOnly: true }),
      automatic("code", { kind: "code", code: "X10" }),
      automatic("window", { startsAt: NOW - HOUR, endsAt: NOW + HOUR }),
    ];
    expect(promotionsOnOffer(list, NOW).map((p) => p.id)).toEqual(["a", "once", "window"]);
  });
});

describe("productOfferOf", () => {
  it("answers the promotion covering the product, with what the badge says", () => {
    const offer = productOfferOf(bar, [automatic("a", { minSubtotal: 5000 })]);
    expect(offer).toEqual({ promotionId: "a", name: "Offer a", nameHe: "מבצע a", benefit: { type: "percent", percent: 10 }, minSubtotal: 5000 });
    expect(productOfferOf(truffle, [automatic("a")])).toBeUndefined();
    expect(productOfferOf(truffle, [automatic("all", { scope: { type: "order" } })])?.promotionId).toBe("all");
    expect(productOfferOf(truffle, [automatic("mine", { scope: { type: "products", productIds: ["p-truffle"] } })])?.promotionId).toBe("mine");
  });

  it("prefers the larger benefit of one kind, and across kinds the first by id", () => {
    const ten = automatic("b-ten");
    const twenty = automatic("c-twenty", { benefit: { type: "percent", percent: 20 } });
    expect(productOfferOf(bar, [ten, twenty])?.promotionId).toBe("c-twenty");
    const amount = automatic("a-amount", { benefit: { type: "amount", amount: 500 } });
    const bigger = automatic("z-amount", { benefit: { type: "amount", amount: 900 } });
    expect(productOfferOf(bar, [twenty, ten, bigger])?.promotionId).toBe("c-twenty");
    expect(productOfferOf(bar, [twenty, amount, bigger])?.promotionId).toBe("c-twenty");
    expect(productOfferOf(bar, [amount, ten])?.promotionId).toBe("a-amount");
    // Order given does not matter.
    expect(productOfferOf(bar, [bigger, twenty, amount, ten])).toEqual(productOfferOf(bar, [ten, amount, twenty, bigger]));
  });
});
