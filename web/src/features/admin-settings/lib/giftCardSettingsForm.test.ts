import { DEFAULT_GIFT_CARDS, GIFT_CARD_AMOUNTS_MAX } from "@contracts";
import { describe, expect, it } from "vitest";
import { errorsOnFields } from "./settingsForm";
import { GIFT_CARD_SETTINGS_FIELD_PATHS, amountRow, canAddAmount, checkGiftCardSettings, giftCardSettingsDraftFrom, sameGiftCardSettings, type GiftCardSettingsDraft } from "./giftCardSettingsForm";

const draftOf = (amounts: string[], min = "10", max = "500", enabled = true): GiftCardSettingsDraft => ({ enabled, amounts: amounts.map((value) => amountRow(value)), min, max });

describe("the gift card settings form", () => {
  it("shows the amounts as money and sends them in minor units, without repeats, smallest first", () => {
    const draft = giftCardSettingsDraftFrom(DEFAULT_GIFT_CARDS);
    expect(draft.amounts.map((row) => row.value)).toEqual(["25.00", "50.00", "100.00"]);
    expect(new Set(draft.amounts.map((row) => row.key)).size).toBe(3);
    expect(draft).toMatchObject({ enabled: true, min: "10.00", max: "500.00" });
    expect(checkGiftCardSettings(draft)).toEqual({ ok: true, giftCards: DEFAULT_GIFT_CARDS });
    expect(checkGiftCardSettings(draftOf(["100", "25.5", "100.00"], "10", "1,000", false))).toEqual({ ok: true, giftCards: { enabled: false, amounts: [2550, 10000], min: 1000, max: 100000 } });
  });

  it("names each row's problem, and the amounts' together", () => {
    expect(checkGiftCardSettings(draftOf(["25", "", "ten"]))).toEqual({ ok: false, problems: { rows: { 1: "invalidAmount", 2: "invalidAmount" } } });
    expect(checkGiftCardSettings(draftOf([]))).toEqual({ ok: false, problems: { amounts: "required" } });
    expect(checkGiftCardSettings(draftOf(["11", "12", "13", "14", "15", "16", "17"]))).toEqual({ ok: false, problems: { amounts: "tooMany" } });
    expect(checkGiftCardSettings(draftOf(["5", "50"]))).toEqual({ ok: false, problems: { amounts: "outside" } });
  });

  it("names the bounds' problems", () => {
    expect(checkGiftCardSettings(draftOf(["25"], "", "abc"))).toEqual({ ok: false, problems: { min: "invalidAmount", max: "invalidAmount" } });
    expect(checkGiftCardSettings(draftOf(["25"], "100", "50"))).toEqual({ ok: false, problems: { max: "bounds", amounts: "outside" } });
    expect(checkGiftCardSettings(draftOf(["25"], "0", "50"))).toEqual({ ok: false, problems: { max: "bounds" } });
  });

  it("offers at most six amounts", () => {
    expect(GIFT_CARD_AMOUNTS_MAX).toBe(6);
    expect(canAddAmount(draftOf(["1", "2", "3", "4", "5"]))).toBe(true);
    expect(canAddAmount(draftOf(["1", "2", "3", "4", "5", "6"]))).toBe(false);
  });

  it("tells a change from the stored settings by what it says", () => {
    const saved = giftCardSettingsDraftFrom(DEFAULT_GIFT_CARDS);
    const same = { ...saved, min: "10", amounts: saved.amounts.map((row) => ({ ...row, value: row.value.replace(".00", "") })) };
    expect(sameGiftCardSettings(same, saved)).toBe(true);
    expect(sameGiftCardSettings({ ...saved, enabled: false }, saved)).toBe(false);
    expect(sameGiftCardSettings({ ...saved, amounts: saved.amounts.slice(1) }, saved)).toBe(false);
    expect(sameGiftCardSettings({ ...saved, max: "five hundred" }, saved)).toBe(false);
  });

  it("places the server's field errors on the fields (a row's under the amounts)", () => {
    expect(errorsOnFields({ "amounts.1": "No.", max: "Too big.", giftCards: "Whole." }, GIFT_CARD_SETTINGS_FIELD_PATHS)).toEqual({ amounts: "No.", max: "Too big." });
  });
});
