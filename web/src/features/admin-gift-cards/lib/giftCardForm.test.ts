import { GIFT_CARD_LIMITS } from "@contracts";
import { describe, expect, it } from "vitest";
import { checkAdjust, checkIssue, checkVoid, errorsOnFields, fieldOfCode, issueDraft, parseSignedMoney, type IssueDraft } from "./giftCardForm";

const filled: IssueDraft = {
  ...issueDraft("2026-05-01", "he"),
  amount: "50",
  recipientName: "  Dana Levi ",
  recipientEmail: " Dana@Example.com ",
  message: "Happy birthday!\nWith love",
  senderName: "Noa",
  note: "Sorry for the late parcel",
};

describe("the issue form", () => {
  it("starts blank, arriving today, in the language given", () => {
    expect(issueDraft("2026-05-01", "en")).toEqual({ amount: "", recipientName: "", recipientEmail: "", language: "en", message: "", senderName: "", deliverOn: "2026-05-01", note: "" });
  });

  it("sends the amount in minor units, the texts trimmed, the email in lower case", () => {
    expect(checkIssue(filled)).toEqual({
      ok: true,
      body: { amount: 5000, recipientName: "Dana Levi", recipientEmail: "dana@example.com", language: "he", message: "Happy birthday!\nWith love", senderName: "Noa", deliverOn: "2026-05-01", note: "Sorry for the late parcel" },
    });
    expect(checkIssue({ ...filled, amount: "1,234.56", senderName: "", note: "" })).toMatchObject({ ok: true, body: { amount: 123456, senderName: "", note: "" } });
  });

  it("names each field's problem", () => {
    expect(checkIssue(issueDraft("", "en"))).toEqual({ ok: false, problems: { amount: "required", recipientName: "required", recipientEmail: "required", deliverOn: "required" } });
    expect(
      checkIssue({ ...filled, amount: "0", recipientName: "a\nb", recipientEmail: "dana@", message: "bell\u0007", senderName: "x".repeat(GIFT_CARD_LIMITS.senderName + 1), deliverOn: "01/05/2026", note: "n".repeat(GIFT_CARD_LIMITS.note + 1) }),
    ).toEqual({ ok: false, problems: { amount: "amount", recipientName: "notOneLine", recipientEmail: "email", message: "controlCharacters", senderName: "tooLong", deliverOn: "date", note: "tooLong" } });
    expect(checkIssue({ ...filled, amount: "12.345" })).toEqual({ ok: false, problems: { amount: "amount" } });
    expect(checkIssue({ ...filled, amount: String(GIFT_CARD_LIMITS.maxBalance) })).toEqual({ ok: false, problems: { amount: "amount" } });
  });
});

describe("the adjust form", () => {
  it("reads a signed amount typed as money", () => {
    expect(parseSignedMoney("5")).toBe(500);
    expect(parseSignedMoney("+5.25")).toBe(525);
    expect(parseSignedMoney("-12.00")).toBe(-1200);
    expect(parseSignedMoney("\u2212 12.5")).toBe(-1250);
    expect(parseSignedMoney("--1")).toBeNull();
    expect(parseSignedMoney("ten")).toBeNull();
  });

  it("sends signed minor units and the note", () => {
    expect(checkAdjust({ amount: "-12", note: " Damaged box " })).toEqual({ ok: true, body: { amount: -1200, note: "Damaged box" } });
    expect(checkAdjust({ amount: "+5.00", note: "Goodwill" })).toEqual({ ok: true, body: { amount: 500, note: "Goodwill" } });
  });

  it("needs an amount other than 0, and a note", () => {
    expect(checkAdjust({ amount: "", note: "" })).toEqual({ ok: false, problems: { amount: "required", note: "required" } });
    expect(checkAdjust({ amount: "0", note: "x" })).toEqual({ ok: false, problems: { amount: "amount" } });
    expect(checkAdjust({ amount: "-0.001", note: "a\nb" })).toEqual({ ok: false, problems: { amount: "amount", note: "notOneLine" } });
    expect(checkAdjust({ amount: "200000", note: "x" })).toEqual({ ok: false, problems: { amount: "amount" } });
  });
});

describe("the void form", () => {
  it("needs a note", () => {
    expect(checkVoid("  Lost card ")).toEqual({ ok: true, body: { note: "Lost card" } });
    expect(checkVoid("   ")).toEqual({ ok: false, problem: "required" });
    expect(checkVoid("n".repeat(GIFT_CARD_LIMITS.note + 1))).toEqual({ ok: false, problem: "tooLong" });
  });
});

describe("the server's refusals", () => {
  it("go under the field they are about", () => {
    expect(errorsOnFields({ amount: "No.", "note.0": "Long.", other: "x", recipientName: "" }, ["amount", "note", "recipientName"] as const)).toEqual({ amount: "No.", note: "Long." });
    expect(fieldOfCode("giftCard.adjustBelowZero")).toBe("amount");
    expect(fieldOfCode("giftCard.deliverPast")).toBe("deliverOn");
    expect(fieldOfCode("giftCard.alreadyVoided")).toBeUndefined();
    expect(fieldOfCode(undefined)).toBeUndefined();
  });
});
