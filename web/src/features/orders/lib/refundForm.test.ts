import { describe, expect, it } from "vitest";
import type { OrderRefund } from "@contracts";
import { orderFixture } from "@/test/shopFixtures";
import { checkRefund, linesRefundAmount, refundableAmount, refundableLines, type RefundDraft } from "./refundForm";

const earlier: OrderRefund = { key: "o-1-a", refundId: "R1", amount: 900, status: "completed", reason: "partial", lines: [{ productId: "p1", quantity: 1 }], at: "2026-03-06T10:00:00.000Z" };
const paid = orderFixture("o-1", { orderStatus: "confirmed", paymentStatus: "paid", refunds: [earlier] });
const draft = (overrides: Partial<RefundDraft>): RefundDraft => ({ mode: "amount", amount: "", quantities: {}, note: "", ...overrides });
const REQUEST = "req-12345678";

describe("what is left to refund", () => {
  it("is the total less the refunds of a paid, live order, and nothing of an unpaid or rejected one", () => {
    expect(refundableAmount(paid)).toBe(3850 - 900);
    expect(refundableAmount({ ...paid, paymentStatus: "pending" })).toBe(0);
    expect(refundableAmount({ ...paid, orderStatus: "rejected" })).toBe(0);
  });

  it("counts each product's units left after the lines already refunded", () => {
    expect(refundableLines(paid).map((line) => [line.productId, line.left, line.price])).toEqual([
      ["p1", 1, 900],
      ["p2", 1, 1050],
    ]);
  });
});

describe("checking a refund before sending it", () => {
  it("turns a typed amount into minor units, with the request id and a trimmed note", () => {
    expect(checkRefund(paid, draft({ amount: "12.50", note: "  broken swan " }), REQUEST)).toEqual({ ok: true, request: { requestId: REQUEST, amount: 1250, note: "broken swan" } });
  });

  it("refuses a blank, zero or unreadable amount, and one above what is left", () => {
    for (const amount of ["", "0", "abc", "-3"]) expect(checkRefund(paid, draft({ amount }), REQUEST)).toEqual({ ok: false, problems: { amount: "amountRequired" } });
    expect(checkRefund(paid, draft({ amount: "29.51" }), REQUEST)).toEqual({ ok: false, problems: { amount: "amountTooMuch" } });
    expect(checkRefund(paid, draft({ amount: "29.50" }), REQUEST).ok).toBe(true);
  });

  it("sends the chosen units of items, and asks for at least one", () => {
    expect(checkRefund(paid, draft({ mode: "lines", quantities: { p1: 1, p2: 0 } }), REQUEST)).toEqual({ ok: true, request: { requestId: REQUEST, lines: [{ productId: "p1", quantity: 1 }] } });
    expect(checkRefund(paid, draft({ mode: "lines", quantities: { p1: 0 } }), REQUEST)).toEqual({ ok: false, problems: { lines: "linesRequired" } });
  });

  it("refuses a note longer than the server takes", () => {
    expect(checkRefund(paid, draft({ amount: "1", note: "x".repeat(201) }), REQUEST)).toEqual({ ok: false, problems: { note: "noteTooLong" } });
  });
});

describe("refunding variants (issue 34)", () => {
  const line = (variantSku: string, label: string, labelHe: string, price: number, quantity: number) => ({
    productId: "p1",
    variantSku,
    variantLabel: label,
    variantLabelHe: labelHe,
    title: "Hazelnut praline",
    titleHe: "פרלין אגוזי לוז",
    image: "/p1.jpg",
    price,
    quantity,
  });
  const order = orderFixture("o-2", {
    orderStatus: "confirmed",
    paymentStatus: "paid",
    cartItems: [line("HP-9", "Box of 9", "קופסה של 9", 3600, 2), line("HP-16", "Box of 16", "קופסה של 16", 4800, 1), { productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, quantity: 1 }],
    subtotal: 13050,
    totalAmount: 14050,
    refunds: [{ key: "o-2-a", refundId: "R1", amount: 3600, status: "completed", reason: "partial", lines: [{ productId: "p1", variantSku: "HP-9", quantity: 1 }], at: "2026-03-06T10:00:00.000Z" }],
  });

  it("makes two variants of one product two lines, each counting its own refunded units", () => {
    expect(refundableLines(order).map((l) => [l.key, l.variantSku, l.variantLabel, l.left, l.price])).toEqual([
      ["p1~HP-9", "HP-9", "Box of 9", 1, 3600],
      ["p1~HP-16", "HP-16", "Box of 16", 1, 4800],
      ["p2", undefined, undefined, 1, 1050],
    ]);
  });

  it("names each variant's line by its product and SKU in the request", () => {
    expect(checkRefund(order, draft({ mode: "lines", quantities: { "p1~HP-16": 1, "p1~HP-9": 0, p2: 1 } }), REQUEST)).toEqual({
      ok: true,
      request: { requestId: REQUEST, lines: [{ productId: "p1", variantSku: "HP-16", quantity: 1 }, { productId: "p2", quantity: 1 }] },
    });
  });
});

describe("refunding lines a promotion took something off (issue 36)", () => {
  // 3 × $10.00 with $2.00 off the line: the units gave $28.00 together ($9.33, $9.33, $9.34).
  const order = orderFixture("o-3", {
    orderStatus: "confirmed",
    paymentStatus: "paid",
    cartItems: [
      { productId: "p1", title: "Hazelnut praline", image: "/p1.jpg", price: 1000, quantity: 3, discount: 200 },
      { productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, quantity: 1 },
    ],
    subtotal: 4050,
    discountAmount: 200,
    totalAmount: 4850,
  });

  it("says what a unit gives back now, less its share of the discount", () => {
    expect(refundableLines(order).map((line) => [line.key, line.left, line.price, line.unitRefund, line.discounted])).toEqual([
      ["p1", 3, 1000, 933, true],
      ["p2", 1, 1050, 1050, false],
    ]);
  });

  it("sums the units chosen as the server does, so all of a line's units give back what it cost", () => {
    expect(linesRefundAmount(order, { p1: 1 })).toBe(933);
    expect(linesRefundAmount(order, { p1: 3 })).toBe(2800);
    expect(linesRefundAmount(order, { p1: 2, p2: 1 })).toBe(1866 + 1050);
    expect(linesRefundAmount(order, { p1: 0 })).toBe(0);
    // After two units went back, the last gives back what is left of the line.
    const later = { ...order, refunds: [{ key: "o-3-a", refundId: "R1", amount: 1866, status: "completed" as const, reason: "partial" as const, lines: [{ productId: "p1", quantity: 2 }], at: "2026-03-06T10:00:00.000Z" }] };
    expect(refundableLines(later)[0]).toMatchObject({ left: 1, unitRefund: 934 });
    expect(linesRefundAmount(later, { p1: 1 })).toBe(934);
  });
});
