import { en as apiEn, he as apiHe } from "@contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient, errorMessage, readyToShow } from "@/shared/api";
import { jsonResponse } from "@/test/fakeApi";
import { addAllCatalogues } from "./catalogues/all";
import { i18n, withTexts } from "./index";
import { allTexts, flattenCatalogue, type Tree } from "./testing/localeFiles";

/**
 * What the browser loads when (the test set-up holds every text, as the server does; these tests take
 * the packs and `api` out again and watch i18next's own loading bring them back through the backend).
 */
const LAZY_NAMESPACES = ["account", "admin", "about", "api"];
const english = allTexts("en");
const hebrew = allTexts("he");
const apiText = (catalogue: unknown, key: string, count: number) => (flattenCatalogue(catalogue as Tree).get(key) ?? key).replace("{{count}}", String(count));

/** i18next's record of what its backend has loaded, which the set-up's bundles filled in. */
const loadStates = () => (i18n.services.backendConnector as unknown as { state: Record<string, number> }).state;

beforeEach(() => {
  for (const language of ["en", "he"]) {
    for (const namespace of LAZY_NAMESPACES) {
      i18n.removeResourceBundle(language, namespace);
      delete loadStates()[`${language}|${namespace}`];
    }
  }
  i18n.options.ns = ["translation"];
});

afterEach(() => {
  vi.unstubAllGlobals();
  addAllCatalogues(i18n);
});

const loaded = (language: string, namespace: string) => i18n.hasResourceBundle(language, namespace);

describe("text packs", () => {
  it("opens a screen only once its packs are loaded, and loads them with every later language change", async () => {
    const key = "adminCustomers.title";
    expect(i18n.t(key)).toBe(key); // not on a storefront page
    await expect(withTexts(["account", "admin"], Promise.resolve("the screen"))).resolves.toBe("the screen");
    expect(i18n.t(key)).toBe(english.get(key));
    expect(i18n.t("addresses.addTitle")).toBe(english.get("addresses.addTitle"));
    expect([loaded("he", "admin"), loaded("he", "api")]).toEqual([false, false]);

    await i18n.changeLanguage("he");
    expect(i18n.t(key)).toBe(hebrew.get(key));
    expect([loaded("he", "account"), loaded("he", "api")]).toEqual([true, false]);
  });

  it("loads a pack in every language for a screen that shows both (the packing slip)", async () => {
    await withTexts(["admin"], Promise.resolve(null), { everyLanguage: true });
    expect([loaded("en", "admin"), loaded("he", "admin"), loaded("he", "account")]).toEqual([true, true, false]);
    expect(i18n.getFixedT("he")("admin.packingSlip.slip.shipTo")).toBe(hebrew.get("admin.packingSlip.slip.shipTo"));
  });
});

describe("the api namespace", () => {
  it("loads when the API client meets its first error answer, before the error reaches the screen, then with every language change", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ success: false, code: "cart.stockLimit", params: { count: 2 }, message: "the server's words" }, 409)));
    expect(loaded("en", "api")).toBe(false);
    const error = await apiClient.post("/cart/items", {}).catch((e: unknown) => e);
    expect(errorMessage(error, "fallback")).toBe(apiText(apiEn, "cart.stockLimit_other", 2));

    await i18n.changeLanguage("he");
    expect(loaded("he", "api")).toBe(true);
    expect(errorMessage(error, "fallback")).toBe(apiText(apiHe, "cart.stockLimit_two", 2));
  });

  it("readies an ApiError made outside the client too (the browser sign-in's)", async () => {
    const error = await readyToShow(new ApiError(401, undefined, { code: "auth.invalidCredentials" }));
    expect(errorMessage(error, "fallback")).toBe(apiText(apiEn, "auth.invalidCredentials", 0));
  });

  it("stays unloaded for an error without an answer (no code to translate)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    await apiClient.get("/x").catch(() => undefined);
    expect(loaded("en", "api")).toBe(false);
  });
});
