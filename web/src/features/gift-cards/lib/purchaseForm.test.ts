import { GIFT_CARD_LIMITS } from "@contracts";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { checkPurchase, chosenAmount, deliveryWindow, draftAmount, EMPTY_GIFT_CARD_DRAFT, purchaseProblemText, type GiftCardDraft, type PurchaseContext } from "./purchaseForm";
import { addDays, shopToday } from "./shopDate";

const GIFT_CARDS = { amounts: [2500, 5000, 10000], min: 1000, max: 50000 };
const TODAY = "2026-03-05";
const CONTEXT: PurchaseContext = { giftCards: GIFT_CARDS, language: "he", today: TODAY };
const FILLED: GiftCardDraft = { ...EMPTY_GIFT_CARD_DRAFT, recipientName: "  Dana Levi ", recipientEmail: " Dana@Example.COM " };

describe("the amount", () => {
  it("is the first offered amount until the shopper picks one, and one no longer offered is not kept", () => {
    expect(chosenAmount(EMPTY_GIFT_CARD_DRAFT, GIFT_CARDS)).toBe(2500);
    expect(chosenAmount({ amountChoice: 5000 }, GIFT_CARDS)).toBe(5000);
    expect(chosenAmount({ amountChoice: 7500 }, GIFT_CARDS)).toBe(2500);
    expect(chosenAmount({ amountChoice: "other" }, GIFT_CARDS)).toBe("other");
    expect(chosenAmount(EMPTY_GIFT_CARD_DRAFT, { amounts: [] })).toBe("other");
  });

  it("of one's own is typed as a decimal and sent as minor units", () => {
    const own = (otherAmount: string) => draftAmount({ amountChoice: "other", otherAmount }, GIFT_CARDS);
    expect(own("75.50")).toBe(7550);
    expect(own("75")).toBe(7500);
    expect(own("0.29")).toBe(29);
    expect(own("  ")).toBeUndefined();
    expect(own("12.345")).toBe("12.345");
    // The typed text is ignored while an offered amount is chosen.
    expect(draftAmount({ amountChoice: 10000, otherAmount: "75" }, GIFT_CARDS)).toBe(10000);
  });
});

describe("checkPurchase", () => {
  it("answers the request the server reads: the chosen amount, trimmed names, the email in lower case, today and the page's language by default", () => {
    expect(checkPurchase({ ...FILLED, amountChoice: 5000 }, CONTEXT)).toEqual({
      ok: true,
      problems: {},
      request: { amount: 5000, recipientName: "Dana Levi", recipientEmail: "dana@example.com", senderName: "", message: "", deliverOn: TODAY, language: "he" },
    });
  });

  it("sends an amount of one's own in minor units, with the chosen day, language, message and sender", () => {
    const draft: GiftCardDraft = { ...FILLED, amountChoice: "other", otherAmount: "75.50", deliverOn: "2026-03-06", language: "en", message: "Happy birthday!\nLove", senderName: " Noa " };
    const check = checkPurchase(draft, CONTEXT);
    expect(check.ok && check.request).toEqual({
      amount: 7550,
      recipientName: "Dana Levi",
      recipientEmail: "dana@example.com",
      senderName: "Noa",
      message: "Happy birthday!\nLove",
      deliverOn: "2026-03-06",
      language: "en",
    });
  });

  it("refuses an amount of one's own outside the shop's bounds, blank or not an amount", () => {
    const own = (otherAmount: string) => checkPurchase({ ...FILLED, amountChoice: "other", otherAmount }, CONTEXT).problems.amount;
    expect(own("9.99")).toEqual({ kind: "tooLow", minimum: 1000 });
    expect(own("500.01")).toEqual({ kind: "tooHigh", maximum: 50000 });
    expect(own("10")).toBeUndefined();
    expect(own("500")).toBeUndefined();
    expect(own("")).toEqual({ kind: "required" });
    expect(own("ten")).toEqual({ kind: "format" });
    expect(own("-5")).toEqual({ kind: "format" });
  });

  it("takes a day from today to a year ahead on the shop's clock", () => {
    const day = (deliverOn: string) => checkPurchase({ ...FILLED, deliverOn }, CONTEXT).problems.deliverOn;
    expect(deliveryWindow(TODAY)).toEqual({ min: TODAY, max: "2027-03-05" });
    expect(day(TODAY)).toBeUndefined();
    expect(day(addDays(TODAY, GIFT_CARD_LIMITS.deliverWithinDays))).toBeUndefined();
    expect(day("2026-03-04")).toEqual({ kind: "past" });
    expect(day(addDays(TODAY, GIFT_CARD_LIMITS.deliverWithinDays + 1))).toEqual({ kind: "tooFar", maximum: GIFT_CARD_LIMITS.deliverWithinDays });
    expect(day("5 March")).toEqual({ kind: "format" });
  });

  it("names the recipient's missing name and a wrong email, and the texts too long", () => {
    const check = checkPurchase({ ...EMPTY_GIFT_CARD_DRAFT, recipientEmail: "dana@", senderName: "x".repeat(GIFT_CARD_LIMITS.senderName + 1) }, CONTEXT);
    expect(check.ok).toBe(false);
    expect(check.problems).toMatchObject({
      recipientName: { kind: "required" },
      recipientEmail: { kind: "invalid" },
      senderName: { kind: "tooLong", maximum: GIFT_CARD_LIMITS.senderName },
    });
  });
});

describe("purchaseProblemText", () => {
  const t = i18n.getFixedT("en");
  const bounds = { min: "$10.00", max: "$500.00" };
  it("says each problem in the reader's words, the bounds in the shop's currency", () => {
    expect(purchaseProblemText(t, "amount", { kind: "tooLow", minimum: 1000 }, bounds)).toBe("Choose an amount from $10.00 to $500.00.");
    expect(purchaseProblemText(t, "amount", { kind: "format" }, bounds)).toBe("Enter an amount like 75 or 75.50.");
    expect(purchaseProblemText(t, "recipientName", { kind: "required" }, bounds)).toBe("Enter the recipient's name.");
    expect(purchaseProblemText(t, "recipientEmail", { kind: "invalid" }, bounds)).toBe("Enter the recipient's email address, like name@example.com.");
    expect(purchaseProblemText(t, "deliverOn", { kind: "past" }, bounds)).toBe("The day cannot be before today.");
    expect(purchaseProblemText(t, "deliverOn", { kind: "tooFar", maximum: 365 }, bounds)).toBe("Choose a day at most 365 days from today.");
    expect(purchaseProblemText(t, "message", undefined, bounds)).toBeUndefined();
  });

  it("counts the days in Hebrew with its plural forms", () => {
    const he = i18n.getFixedT("he");
    expect(purchaseProblemText(he, "deliverOn", { kind: "tooFar", maximum: 2 }, bounds)).toBe("אפשר לבחור יום עד 2 ימים מהיום.");
    expect(purchaseProblemText(he, "deliverOn", { kind: "tooFar", maximum: 365 }, bounds)).toBe("אפשר לבחור יום עד 365 ימים מהיום.");
  });
});

describe("shopToday", () => {
  it("is the date on the shop's clock, not the reader's", () => {
    // 22:30 UTC on 5 March is already 6 March in Jerusalem.
    expect(shopToday(new Date("2026-03-05T22:30:00Z"))).toBe("2026-03-06");
    expect(shopToday(new Date("2026-03-05T22:30:00Z"), "America/New_York")).toBe("2026-03-05");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
