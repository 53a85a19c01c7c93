import { describe, expect, it } from "vitest";
import { GIFT_CARD_CODE, isGiftCardCode } from "@cocoa/contracts";
import { codeHash, codeLast4, giftCardFromDocument, newGiftCardCode } from "./gift-cards.store";

describe("gift card codes", () => {
  it("makes codes of 20 characters of the alphabet, each character uniform over it", () => {
    const counts = new Map<string, number>();
    const codes = Array.from({ length: 2000 }, newGiftCardCode);
    for (const code of codes) {
      expect(code).toHaveLength(GIFT_CARD_CODE.length);
      expect(isGiftCardCode(code)).toBe(true);
      for (const character of code) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // 40,000 characters over 32: 1,250 each expected; a biased draw (a modulo, a missing letter) shows far outside ±20%.
    expect([...counts.keys()].sort().join("")).toBe([...GIFT_CARD_CODE.alphabet].sort().join(""));
    for (const count of counts.values()) expect(Math.abs(count - 1250)).toBeLessThan(250);
  });

  it("hashes a code however it is typed, and names it by its last four", () => {
    const hash = codeHash("7KQ2M9XD4HNPB3TR6WCE");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash("7kq2-m9xd-4hnp-b3tr-6wce")).toBe(hash);
    expect(codeHash("7KQ2 M9XD 4HNP B3TR 6WCE")).toBe(hash);
    expect(codeHash("COCO-A000-G1FT-CARD-2026")).toBe(codeHash("C0C0A000GIFTCARD2026"));
    expect(codeLast4("7kq2-m9xd-4hnp-b3tr-6wce")).toBe("6WCE");
  });

  it("reads a stored card without its code's hash, unknown fields or bookkeeping", () => {
    const card = giftCardFromDocument("c1", { codeHash: "abc", ledgerEntries: 3, buyerLanguage: "he", status: "active", balance: 1200.4, buyerName: "", last4: "6WCE", extra: 1 });
    expect(card).not.toHaveProperty("codeHash");
    expect(card).not.toHaveProperty("ledgerEntries");
    expect(card).not.toHaveProperty("buyerName");
    expect(card).toMatchObject({ _id: "c1", status: "active", balance: 1200, last4: "6WCE" });
  });
});
