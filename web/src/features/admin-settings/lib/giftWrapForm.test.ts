import { DEFAULT_SHOP_SETTINGS, GIFT_WRAP_NAME_MAX_LENGTH } from "@contracts";
import { describe, expect, it } from "vitest";
import { checkGiftWrap, giftWrapDraftFrom, sameGiftWrap } from "./giftWrapForm";
import { errorsOnFields } from "./settingsForm";
import { GIFT_WRAP_FIELD_PATHS } from "./giftWrapForm";

describe("the gift wrapping form", () => {
  const stored = DEFAULT_SHOP_SETTINGS.giftWrap;

  it("shows the price as money and sends it in minor units, the names trimmed", () => {
    const draft = giftWrapDraftFrom(stored);
    expect(draft).toEqual({ enabled: stored.enabled, name: stored.name, nameHe: stored.nameHe, price: "8.00" });
    expect(checkGiftWrap(draft)).toEqual({ ok: true, giftWrap: stored });
    expect(checkGiftWrap({ enabled: false, name: " Ribbon ", nameHe: "  ", price: "0" })).toEqual({ ok: true, giftWrap: { enabled: false, name: "Ribbon", nameHe: "", price: 0 } });
    expect(checkGiftWrap({ ...draft, price: "1,234.5" })).toMatchObject({ ok: true, giftWrap: { price: 123450 } });
  });

  it("starts off, empty and free when the settings have none", () => {
    expect(giftWrapDraftFrom(undefined)).toEqual({ enabled: false, name: "", nameHe: "", price: "0.00" });
  });

  it("names each field's problem", () => {
    const draft = giftWrapDraftFrom(stored);
    expect(checkGiftWrap({ ...draft, name: " ", price: "" })).toEqual({ ok: false, problems: { name: "required", price: "invalidAmount" } });
    expect(checkGiftWrap({ ...draft, nameHe: "א".repeat(GIFT_WRAP_NAME_MAX_LENGTH + 1), price: "-1" })).toEqual({ ok: false, problems: { nameHe: "tooLong", price: "invalidAmount" } });
    expect(checkGiftWrap({ ...draft, name: "Box\nribbon", price: "8.005" })).toEqual({ ok: false, problems: { name: "notOneLine", price: "invalidAmount" } });
    expect(checkGiftWrap({ ...draft, price: "99999999" })).toEqual({ ok: false, problems: { price: "invalidAmount" } });
  });

  it("tells a change from the stored wrapping by what it says", () => {
    const saved = giftWrapDraftFrom(stored);
    expect(sameGiftWrap({ ...saved, price: "8", name: ` ${saved.name} ` }, saved)).toBe(true);
    expect(sameGiftWrap({ ...saved, enabled: !saved.enabled }, saved)).toBe(false);
    expect(sameGiftWrap({ ...saved, price: "8.5" }, saved)).toBe(false);
    expect(sameGiftWrap({ ...saved, price: "eight" }, saved)).toBe(false);
  });

  it("places the server's field errors on the fields", () => {
    expect(errorsOnFields({ price: "No.", nameHe: "Too long.", giftWrap: "Whole." }, GIFT_WRAP_FIELD_PATHS)).toEqual({ price: "No.", nameHe: "Too long." });
  });
});
