import type { Promotion } from "@contracts";
import { describe, expect, it } from "vitest";
import { EMPTY_PROMOTION_DRAFT, placeServerErrors, promotionDraftFrom, promotionInputFrom, typedCode, type PromotionDraft } from "./promotionForm";

const draft = (extra: Partial<PromotionDraft>): PromotionDraft => ({ ...EMPTY_PROMOTION_DRAFT, code: "WELCOME10", name: "Welcome", percent: "10", ...extra });

describe("promotionInputFrom", () => {
  it("sends money as minor units, open dates and no limit as null, and only the chosen benefit and scope", () => {
    const check = promotionInputFrom(
      draft({ benefitType: "amount", amount: "20.50", percent: "", minSubtotal: "60", scopeType: "categories", categoryIds: ["bars"], productIds: ["left-over"], startsAt: "2026-02-14T00:00" }),
    );
    expect(check).toEqual({
      ok: true,
      input: {
        kind: "code",
        code: "WELCOME10",
        name: "Welcome",
        nameHe: "",
        benefit: { type: "amount", amount: 2050 },
        scope: { type: "categories", categoryIds: ["bars"] },
        minSubtotal: 6000,
        startsAt: "2026-02-14T00:00",
        endsAt: null,
        usageLimit: null,
        oncePerCustomer: false,
        firstOrderOnly: false,
        combinable: false,
      },
    });
  });

  it("leaves out the code of an automatic promotion, and a blank minimum is none", () => {
    const check = promotionInputFrom(draft({ kind: "automatic", code: "TYPED", benefitType: "freeDelivery", methods: ["courier"], usageLimit: "5" }));
    expect(check.ok && check.input).toMatchObject({ kind: "automatic", code: undefined, benefit: { type: "freeDelivery", methods: ["courier"] }, minSubtotal: 0, usageLimit: 5 });
  });

  it("names each problem at its field, in the form's words", () => {
    const check = promotionInputFrom(
      draft({ code: "", name: " ", percent: "12.5", scopeType: "products", productIds: [], usageLimit: "0", startsAt: "2026-03-01T10:00", endsAt: "2026-02-01T10:00" }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual({
      code: { key: "codeRequired" },
      name: { key: "nameRequired" },
      percent: { key: "percent", min: 1, max: 100 },
      targets: { key: "productsRequired" },
      usageLimit: { key: "usageLimit", min: 1, max: 1_000_000 },
      endsAt: { key: "endBeforeStart" },
    });
  });

  it("refuses a code that is not letters, digits, - or _, an amount of nothing, and no category", () => {
    const check = promotionInputFrom(draft({ code: "NO SPACES", benefitType: "amount", amount: "0", scopeType: "categories" }));
    expect(check.ok || check.problems).toEqual({
      code: { key: "codeFormat", min: 3, max: 32 },
      amount: { key: "amount", min: "0.01", max: "100000.00" },
      targets: { key: "categoriesRequired" },
    });
  });
});

describe("the draft", () => {
  it("upper-cases a code as it is typed", () => {
    expect(typedCode("welcome-10")).toBe("WELCOME-10");
  });

  it("shows a stored promotion's amounts as decimals and round-trips to the same request", () => {
    const stored: Promotion = {
      _id: "p1",
      kind: "code",
      code: "SPRING",
      name: "Spring",
      nameHe: "אביב",
      status: "active",
      benefit: { type: "amount", amount: 1500 },
      scope: { type: "products", productIds: ["a", "b"] },
      minSubtotal: 5000,
      startsAt: null,
      endsAt: "2026-04-30T23:59",
      usageLimit: 100,
      oncePerCustomer: true,
      firstOrderOnly: false,
      combinable: true,
      uses: 3,
      revenue: 30000,
      discountGiven: 4500,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const edited = promotionDraftFrom(stored);
    expect(edited).toMatchObject({ amount: "15.00", minSubtotal: "50.00", usageLimit: "100", productIds: ["a", "b"], startsAt: "", endsAt: "2026-04-30T23:59" });
    const check = promotionInputFrom(edited);
    expect(check.ok && check.input).toMatchObject({ benefit: stored.benefit, scope: stored.scope, minSubtotal: 5000, usageLimit: 100, startsAt: null, endsAt: "2026-04-30T23:59", oncePerCustomer: true, combinable: true });
  });
});

describe("placeServerErrors", () => {
  it("puts the server's field errors at the form's fields, and keeps the rest", () => {
    expect(placeServerErrors({ code: "Taken", "benefit.amount": "Too much", "scope.productIds.1": "No such product", startsAt: "Bad date", weird: "Something else" })).toEqual({
      fields: { code: "Taken", amount: "Too much", targets: "No such product", startsAt: "Bad date" },
      other: ["Something else"],
    });
  });
});
