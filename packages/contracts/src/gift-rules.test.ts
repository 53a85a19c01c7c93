import { describe, expect, it } from "vitest";
import { giftMessageEditable, giftWrapName, isGiftPhone } from "./gift-rules";

describe("isGiftPhone", () => {
  it("takes 7 to 15 digits with the signs people type around them", () => {
    expect(isGiftPhone("+972 52 555 0123")).toBe(true);
    expect(isGiftPhone("(03) 555-0147")).toBe(true);
    expect(isGiftPhone("555 01")).toBe(false); // 5 digits
    expect(isGiftPhone("+1 212 555 0147 0000 1")).toBe(false); // 16 digits
    expect(isGiftPhone("052-555-ABCD")).toBe(false);
    expect(isGiftPhone("052\u202E5550123")).toBe(false);
  });
});

describe("giftMessageEditable", () => {
  it("lets the buyer change the card until the atelier starts, never on a failed order", () => {
    expect(giftMessageEditable({ orderStatus: "pending", paymentStatus: "pending" })).toBe(true);
    expect(giftMessageEditable({ orderStatus: "confirmed", paymentStatus: "paid" })).toBe(true);
    for (const orderStatus of ["inProcess", "inShipping", "delivered", "rejected"]) expect(giftMessageEditable({ orderStatus, paymentStatus: "paid" })).toBe(false);
    expect(giftMessageEditable({ orderStatus: "pending", paymentStatus: "failed" })).toBe(false);
  });
});

describe("giftWrapName", () => {
  it("reads the Hebrew name in Hebrew when there is one", () => {
    expect(giftWrapName({ en: "Gold box", he: "קופסת זהב" }, "he")).toBe("קופסת זהב");
    expect(giftWrapName({ en: "Gold box", he: "" }, "he-IL")).toBe("Gold box");
    expect(giftWrapName({ en: "Gold box", he: "קופסת זהב" }, "en")).toBe("Gold box");
  });
});
