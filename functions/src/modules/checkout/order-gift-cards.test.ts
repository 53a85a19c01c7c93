import { describe, expect, it } from "vitest";
import type { OrderRefund } from "@cocoa/contracts";
import type { HeldGiftCard } from "../gift-cards";
import { cardPaymentsFor, cardReturns, refundedAtProvider, refundedToCards, settledMethod, settledPaymentId } from "./order-gift-cards";

const card = (id: string, last4: string, balance: number) => ({ _id: id, last4, balance }) as HeldGiftCard;
const payments = [
  { cardId: "a", last4: "AAAA", amount: 3000 },
  { cardId: "b", last4: "BBBB", amount: 2000 },
];

describe("gift cards paying an order", () => {
  it("pays in the order given, each as much as it holds, and leaves off a card with nothing to pay", () => {
    expect(cardPaymentsFor(4000, [card("a", "AAAA", 3000), card("b", "BBBB", 5000), card("c", "CCCC", 100)])).toEqual({
      payments: [
        { cardId: "a", last4: "AAAA", amount: 3000 },
        { cardId: "b", last4: "BBBB", amount: 1000 },
      ],
      amount: 4000,
    });
    expect(cardPaymentsFor(0, [card("a", "AAAA", 3000)])).toEqual({ payments: [], amount: 0 });
    expect(cardPaymentsFor(8000, [])).toEqual({ payments: [], amount: 0 });
  });

  it("names an order with nothing left for a provider by how it was paid", () => {
    expect(settledMethod(100)).toBe("giftCard");
    expect(settledMethod(0)).toBe("none");
    expect(settledPaymentId("o1", "giftCard")).toBe("GC-o1");
    expect(settledPaymentId("o1", "none")).toBe("NONE-o1");
  });

  it("gives refunds back to the cards in the order they paid, never more than each paid, however split", () => {
    expect(cardReturns(payments, 0, 1000)).toEqual([{ cardId: "a", last4: "AAAA", amount: 1000 }]);
    expect(cardReturns(payments, 1000, 3000)).toEqual([
      { cardId: "a", last4: "AAAA", amount: 2000 },
      { cardId: "b", last4: "BBBB", amount: 1000 },
    ]);
    expect(cardReturns(payments, 4000, 5000)).toEqual([{ cardId: "b", last4: "BBBB", amount: 1000 }]);
    expect(cardReturns(payments, 5000, 100)).toEqual([]);
    // In any number of parts, each card gets back exactly what it paid.
    let before = 0;
    const back = new Map<string, number>();
    for (const part of [700, 1, 2299, 1500, 9999]) {
      for (const returned of cardReturns(payments, before, part)) back.set(returned.cardId, (back.get(returned.cardId) ?? 0) + returned.amount);
      before = Math.min(5000, before + part);
    }
    expect(Object.fromEntries(back)).toEqual({ a: 3000, b: 2000 });
  });

  it("tells what the refunds gave back to the cards and at the provider", () => {
    const refunds = [
      { amount: 2000, toGiftCards: 2000 },
      { amount: 4000, toGiftCards: 3000 },
      { amount: 500 },
    ] as OrderRefund[];
    expect(refundedToCards({ refunds })).toBe(5000);
    expect(refundedAtProvider({ refunds })).toBe(1500);
    expect(refundedToCards({})).toBe(0);
  });
});
