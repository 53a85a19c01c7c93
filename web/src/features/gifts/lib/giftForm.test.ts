import { giftMessageCharactersLeft } from "@contracts";
import { i18n } from "@/shared/i18n";
import { describe, expect, it } from "vitest";
import {
  EMPTY_GIFT_DRAFT,
  checkGift,
  giftAddressChoice,
  giftAddressComplete,
  giftDestination,
  giftProblem,
  giftProblemText,
  giftWrapCost,
  usesOneOffAddress,
  type GiftContext,
  type GiftDraft,
} from "./giftForm";

const ADDRESS = { address: " 4 Rose St ", city: "Haifa", pincode: "3100001", phone: "04-555-1234", notes: "Ring twice" };
const DRAFT: GiftDraft = { ...EMPTY_GIFT_DRAFT, enabled: true, recipientName: " Dana Levi ", recipientPhone: "050-123-4567", message: "Happy birthday!\nWith love", from: "Noa" };
const CONTEXT: GiftContext = { method: "courier", hasSavedAddresses: true, giftWrap: { enabled: true, price: 800 }, language: "en" };

describe("where a gift goes", () => {
  it("is picked up by the recipient when the way is pickup, else the shopper's choice, else a saved address when there is one", () => {
    expect(giftDestination(DRAFT, { method: "pickup", hasSavedAddresses: true })).toBe("pickup");
    expect(giftDestination({ addressChoice: "oneOff" }, { method: "pickup", hasSavedAddresses: true })).toBe("pickup");
    expect(giftDestination(DRAFT, { method: "shipping", hasSavedAddresses: true })).toBe("saved");
    expect(giftDestination(DRAFT, { method: null, hasSavedAddresses: false })).toBe("oneOff");
    expect(giftDestination({ addressChoice: "oneOff" }, { method: "courier", hasSavedAddresses: true })).toBe("oneOff");
    expect(giftAddressChoice({ addressChoice: "saved" }, false)).toBe("saved");
  });

  it("leaves the saved address aside only for a gift sent to an address typed for it", () => {
    expect(usesOneOffAddress({ enabled: true, addressChoice: "oneOff" }, true)).toBe(true);
    expect(usesOneOffAddress({ enabled: true, addressChoice: null }, false)).toBe(true);
    expect(usesOneOffAddress({ enabled: true, addressChoice: null }, true)).toBe(false);
    expect(usesOneOffAddress({ enabled: false, addressChoice: "oneOff" }, true)).toBe(false);
  });
});

describe("the gift's request", () => {
  it("for a saved address: trimmed, no address, prices hidden by default, the page's language, no email", () => {
    const check = checkGift(DRAFT, CONTEXT);
    expect(check).toEqual({
      ok: true,
      problems: {},
      request: { recipientName: "Dana Levi", recipientPhone: "050-123-4567", message: "Happy birthday!\nWith love", from: "Noa", wrap: false, hidePrices: true, recipientLanguage: "en" },
    });
  });

  it("for a one-off address: the address and whether to save it", () => {
    const check = checkGift({ ...DRAFT, addressChoice: "oneOff", address: ADDRESS, saveAddress: true }, CONTEXT);
    expect(check.ok && check.request).toMatchObject({ address: { ...ADDRESS, address: "4 Rose St" }, saveAddress: true });
  });

  it("for a pickup: no address even when one was typed", () => {
    const check = checkGift({ ...DRAFT, addressChoice: "oneOff", address: ADDRESS, saveAddress: true }, { ...CONTEXT, method: "pickup" });
    expect(check.ok).toBe(true);
    expect(check.ok && "address" in check.request).toBe(false);
    expect(check.ok && "saveAddress" in check.request).toBe(false);
  });

  it("wraps only when the shop offers it, and writes to the recipient in the language chosen, at the email given", () => {
    const wrapped = { ...DRAFT, wrap: true, hidePrices: false, recipientEmail: " Dana@Example.com ", recipientLanguage: "he" as const };
    expect(checkGift(wrapped, CONTEXT)).toMatchObject({ ok: true, request: { wrap: true, hidePrices: false, recipientEmail: "dana@example.com", recipientLanguage: "he" } });
    expect(checkGift(wrapped, { ...CONTEXT, giftWrap: { enabled: false, price: 800 } })).toMatchObject({ ok: true, request: { wrap: false } });
  });

  it("prices the wrapping only when chosen and offered (free is a price too)", () => {
    expect(giftWrapCost({ enabled: true, wrap: true }, { enabled: true, price: 800 })).toBe(800);
    expect(giftWrapCost({ enabled: true, wrap: true }, { enabled: true, price: 0 })).toBe(0);
    expect(giftWrapCost({ enabled: true, wrap: false }, { enabled: true, price: 800 })).toBeNull();
    expect(giftWrapCost({ enabled: false, wrap: true }, { enabled: true, price: 800 })).toBeNull();
    expect(giftWrapCost({ enabled: true, wrap: true }, { enabled: false, price: 800 })).toBeNull();
  });
});

describe("the gift's problems", () => {
  it("names each field the server would refuse, by its path", () => {
    const check = checkGift(
      { ...EMPTY_GIFT_DRAFT, enabled: true, recipientPhone: "call me", addressChoice: "oneOff", address: { ...ADDRESS, city: " ", phone: "abc" }, from: "x".repeat(81), recipientEmail: "not-an-email" },
      CONTEXT,
    );
    expect(check.ok).toBe(false);
    expect(check.problems).toMatchObject({
      recipientName: { kind: "required" },
      recipientPhone: { kind: "invalid" },
      "address.city": { kind: "required" },
      "address.phone": { kind: "format" },
      from: { kind: "tooLong", maximum: 80 },
      recipientEmail: { kind: "invalid" },
    });
    expect(giftProblem(check.problems)).toBe("recipient");
    expect(giftAddressComplete(check.problems)).toBe(false);
  });

  it("says the recipient first, then the typed address, then the rest", () => {
    expect(giftProblem({})).toBeNull();
    expect(giftProblem({ "address.city": { kind: "required" }, message: { kind: "tooLong" } })).toBe("address");
    expect(giftProblem({ recipientEmail: { kind: "invalid" } })).toBe("details");
    expect(giftAddressComplete({ recipientEmail: { kind: "invalid" } })).toBe(true);
  });

  it("counts the characters left of the card's message", () => {
    expect(giftMessageCharactersLeft("")).toBe(300);
    expect(giftMessageCharactersLeft("Hello")).toBe(295);
    expect(giftMessageCharactersLeft("x".repeat(301))).toBe(0);
    // The browser's measure: an emoji is two.
    expect(giftMessageCharactersLeft("🎁")).toBe(298);
  });

  it("says each problem in the reader's words", async () => {
    const t = i18n.getFixedT("en");
    expect(giftProblemText(t, "recipientName", { kind: "required" })).toBe("Enter the recipient's name.");
    expect(giftProblemText(t, "recipientPhone", { kind: "invalid" })).toBe("Enter 7 to 15 digits; +, spaces, dashes and brackets are fine.");
    expect(giftProblemText(t, "recipientEmail", { kind: "invalid" })).toBe("Enter an email address like name@example.com, or leave it empty.");
    expect(giftProblemText(t, "from", { kind: "tooLong", maximum: 80 })).toBe("At most 80 characters.");
    expect(giftProblemText(t, "address.city", { kind: "required" })).toBe("This field is required.");
    expect(giftProblemText(t, "address.phone", { kind: "format" })).toBe("Use only digits, spaces and + ( ) - .");
    expect(giftProblemText(t, "message", undefined)).toBeUndefined();
    const he = i18n.getFixedT("he");
    expect(giftProblemText(he, "recipientName", { kind: "required" })).toBe("יש להזין את שם מקבל המתנה.");
  });
});
