/** The settings' tax mode and business details (issue 37): the one reader, the defaults, the admin's input. */
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS, defaultBusinessDetails, taxModeOf } from "./settings-defaults";
import { generalSettingsSchema } from "./schemas/settings";
import { shopSettingsSchema } from "./settings";

const general = {
  siteName: "Cocoa",
  currency: "ILS",
  defaultLanguage: "he",
  taxRate: 17,
  contactInfo: { email: "a@b.co", phone: "", address: "", socialMedia: {} },
  shippingSettings: { freeShippingThreshold: 0, defaultShippingCost: 0 },
  seoSettings: { metaTitle: "", metaDescription: "", keywords: [] },
};

describe("taxModeOf", () => {
  it("answers the stored mode, else the currency's custom: ILS prices include VAT, others have it added", () => {
    expect(taxModeOf({ currency: "ILS" })).toBe("included");
    expect(taxModeOf({ currency: "USD" })).toBe("added");
    expect(taxModeOf({})).toBe("added");
    expect(taxModeOf({ currency: "ILS", taxMode: "added" })).toBe("added");
    expect(taxModeOf({ currency: "USD", taxMode: "included" })).toBe("included");
    expect(taxModeOf({ currency: "ILS", taxMode: "neither" })).toBe("included");
  });

  it("gives a new (USD) shop tax added and a business named after it, not VAT-registered", () => {
    expect(DEFAULT_SHOP_SETTINGS.taxMode).toBe("added");
    expect(DEFAULT_SHOP_SETTINGS.business).toEqual(defaultBusinessDetails(DEFAULT_SHOP_SETTINGS.siteName));
    expect(DEFAULT_SHOP_SETTINGS.business).toEqual({ name: "Cocoa Atelier", registrationNumber: "", address: "", vatRegistered: false });
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
  });
});

describe("generalSettingsSchema: tax mode and business", () => {
  it("takes neither (an older admin screen keeps the stored ones)", () => {
    const parsed = generalSettingsSchema.parse(general);
    expect(parsed).not.toHaveProperty("taxMode");
    expect(parsed).not.toHaveProperty("business");
  });

  it("takes a mode and the business's details, trimmed, the address over several lines", () => {
    const parsed = generalSettingsSchema.parse({
      ...general,
      taxMode: "included",
      business: { name: " Cocoa Ltd ", registrationNumber: " 515123456 ", address: "1 Herzl St\nTel Aviv", vatRegistered: true },
    });
    expect(parsed.taxMode).toBe("included");
    expect(parsed.business).toEqual({ name: "Cocoa Ltd", registrationNumber: "515123456", address: "1 Herzl St\nTel Aviv", vatRegistered: true });
    expect(generalSettingsSchema.parse({ ...general, business: { vatRegistered: false } }).business).toEqual({ name: "", registrationNumber: "", address: "", vatRegistered: false });
  });

  it("refuses another mode, a registration number over lines or too long, and a VAT flag that is not one", () => {
    const codes = (body: unknown) => {
      const result = generalSettingsSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(codes({ ...general, taxMode: "sometimes" })).toEqual(["settings.taxMode"]);
    expect(codes({ ...general, business: { registrationNumber: "51\n5", vatRegistered: true } })).toEqual(["field.registrationNumber.notOneLine"]);
    expect(codes({ ...general, business: { registrationNumber: "1".repeat(41), vatRegistered: true } })).toEqual(["field.registrationNumber.tooLong"]);
    expect(codes({ ...general, business: { vatRegistered: "yes" } })).toEqual(["settings.vatRegistered"]);
    expect(codes({ ...general, business: "Cocoa" })).toEqual(["settings.business"]);
  });
});
