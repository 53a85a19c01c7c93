import { describe, expect, it } from "vitest";
import { formatGiftCardCode, giftCardPayments, isGiftCardCode, normalizeGiftCardCode, refundSplit } from "./gift-card-rules";

describe("gift card codes", () => {
  it("reads a code typed in any case, with dashes or spaces, confusable letters as digits", () => {
    expect(normalizeGiftCardCode("7kq2-m9xd 4hnp-b3tr-6wce")).toBe("7KQ2M9XD4HNPB3TR6WCE");
    expect(normalizeGiftCardCode("O0IL")).toBe("0011");
    expect(isGiftCardCode("7kq2-m9xd-4hnp-b3tr-6wce")).toBe(true);
    expect(isGiftCardCode("7KQ2-M9XD-4HNP-B3TR")).toBe(false); // 16
    expect(isGiftCardCode("7KQ2-M9XD-4HNP-B3TR-6WCU")).toBe(false); // U is not in the alphabet
  });

  it("shows a code in groups of four for reading aloud", () => {
    expect(formatGiftCardCode("7KQ2M9XD4HNPB3TR6WCE")).toBe("7KQ2-M9XD-4HNP-B3TR-6WCE");
  });
});

describe("giftCardPayments", () => {
  it("spends the cards in order until nothing is due", () => {
    const paid = giftCardPayments(7000, [{ balance: 5000 }, { balance: 5000 }, { balance: 900 }]).map((part) => part.amount);
    expect(paid).toEqual([5000, 2000, 0]);
    expect(giftCardPayments(0, [{ balance: 5000 }])[0]?.amount).toBe(0);
  });
});

describe("refundSplit", () => {
  it("gives back to the cards first, never more than they paid", () => {
    expect(refundSplit(3000, 2000, 0)).toEqual({ toCards: 2000, toProvider: 1000 });
    expect(refundSplit(3000, 2000, 2000)).toEqual({ toCards: 0, toProvider: 3000 });
    expect(refundSplit(500, 2000, 1000)).toEqual({ toCards: 500, toProvider: 0 });
  });
});
