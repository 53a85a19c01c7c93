import { describe, expect, it, vi } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "@cocoa/contracts";
import { withDefaults } from "./settings.service";

vi.mock("../../platform/firebase", () => ({
  db: () => {
    throw new Error("unit tests must not reach Firestore");
  },
}));

describe("withDefaults", () => {
  it("gives the defaults when nothing is stored, as a copy", () => {
    const settings = withDefaults(undefined);
    expect(settings).toEqual(DEFAULT_SHOP_SETTINGS);
    settings.categories.push({
      id: "x",
      label: "X",
      translationKey: "x",
      icon: "ShirtIcon",
      isActive: true,
      sortOrder: 0,
    });
    expect(DEFAULT_SHOP_SETTINGS.categories).toEqual([]);
  });

  it("keeps stored values, fills missing ones and drops unknown fields", () => {
    const settings = withDefaults({
      siteName: "Choco",
      currency: "ILS",
      currencySymbol: "₪",
      homePageSections: { shopByBrand: { enabled: false, title: "Brands", maxItems: 3 } },
      updatedAt: "2026-01-01",
    });
    expect(settings.siteName).toBe("Choco");
    expect(settings.currency).toBe("ILS");
    expect(settings.taxRate).toBe(DEFAULT_SHOP_SETTINGS.taxRate);
    expect(settings.homePageSections.shopByBrand).toEqual({ enabled: false, title: "Brands", maxItems: 3 });
    expect(settings.homePageSections.featuredProducts).toEqual(DEFAULT_SHOP_SETTINGS.homePageSections.featuredProducts);
    expect(settings).not.toHaveProperty("updatedAt");
  });

  it("reads a document saved before the tax mode by its currency (ILS: prices include VAT), and keeps a stored mode", () => {
    expect(withDefaults({ currency: "ILS" }).taxMode).toBe("included");
    expect(withDefaults({ currency: "USD" }).taxMode).toBe("added");
    expect(withDefaults({}).taxMode).toBe("added");
    expect(withDefaults({ currency: "ILS", taxMode: "added" }).taxMode).toBe("added");
    expect(withDefaults({ currency: "USD", taxMode: "included" }).taxMode).toBe("included");
    expect(withDefaults({ currency: "ILS", taxMode: "sometimes" }).taxMode).toBe("included");
  });

  it("names the business after the shop until its details are saved, and keeps saved ones", () => {
    expect(withDefaults({ siteName: "Choco" }).business).toEqual({ name: "Choco", registrationNumber: "", address: "", vatRegistered: false });
    const business = { name: "Choco Ltd", registrationNumber: "515123456", address: "1 Herzl St, Tel Aviv", vatRegistered: true };
    expect(withDefaults({ siteName: "Choco", business }).business).toEqual(business);
  });
});
