/** GET /api/common/settings/get over real HTTP against the Node Firestore emulator. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { call, resetEmulators, startApi, type RunningApi } from "./helpers";
import { adminSession } from "./admin-support";

let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await resetEmulators();
});

const stored: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  siteName: "Cocoa Atelier TLV",
  currency: "ILS",
  currencySymbol: "₪",
  defaultLanguage: "he",
  taxRate: 17,
  shippingSettings: { freeShippingThreshold: 25000, defaultShippingCost: 2500 },
  homePageSections: {
    ...DEFAULT_SHOP_SETTINGS.homePageSections,
    shopByBrand: { enabled: false, title: "Brands", maxItems: 3 },
  },
  categories: [
    { id: "truffles", label: "Truffles", labelHe: "טראפלס", translationKey: "categories.truffles", icon: "ShirtIcon", isActive: true, sortOrder: 1 },
  ],
  brands: [{ id: "atelier", label: "Atelier", translationKey: "brands.atelier", icon: "Shirt", isActive: true, sortOrder: 1 }],
};

describe("GET /api/common/settings/get", () => {
  it("answers the defaults when no settings are stored", async () => {
    const answer = await call(api.baseUrl, "/api/common/settings/get");
    expect(answer.status).toBe(200);
    // checkoutPayment: which provider checkout uses (the sandbox under the emulators), never stored.
    expect(answer.body).toMatchObject({ success: true, data: { ...DEFAULT_SHOP_SETTINGS, checkoutPayment: "sandbox" } });
  });

  it("answers the stored settings", async () => {
    await db().collection("settings").doc("public").set(stored);
    const answer = await call(api.baseUrl, "/api/common/settings/get");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { ...stored, checkoutPayment: "sandbox" } });
  });

  it("fills fields a stored document lacks with their defaults", async () => {
    await db().collection("settings").doc("public").set({ siteName: "Only a name" });
    const answer = await call(api.baseUrl, "/api/common/settings/get");
    expect(answer.body).toMatchObject({ success: true, data: { ...DEFAULT_SHOP_SETTINGS, siteName: "Only a name", business: { ...DEFAULT_SHOP_SETTINGS.business, name: "Only a name" }, checkoutPayment: "sandbox" } });
  });

  it("needs no session and ignores a bad cookie", async () => {
    const answer = await call(api.baseUrl, "/api/common/settings/get", { cookie: "garbage" });
    expect(answer.status).toBe(200);
  });
});

describe("settings read once per instance", () => {
  const siteName = async () => ((await call(api.baseUrl, "/api/common/settings/get")).body.data as ShopSettings).siteName;

  it("keeps the settings it read: a change written behind the API's back shows only after the cache", async () => {
    await db().collection("settings").doc("public").set(stored);
    expect(await siteName()).toBe("Cocoa Atelier TLV");
    await db().collection("settings").doc("public").update({ siteName: "Written behind its back" });
    expect(await siteName()).toBe("Cocoa Atelier TLV");
  });

  it("shows an admin's save at once to the next storefront request", async () => {
    await db().collection("settings").doc("public").set(stored);
    const admin = await adminSession(api.baseUrl);
    expect(await siteName()).toBe("Cocoa Atelier TLV");
    const { homePageSections: _h, categories: _c, brands: _b, checkoutPayment: _p, ...general } = stored;
    const saved = await call(api.baseUrl, "/api/admin/settings/general", { method: "PUT", json: { ...general, siteName: "Saved by the owner" }, cookie: admin.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await siteName()).toBe("Saved by the owner");
  });
});
