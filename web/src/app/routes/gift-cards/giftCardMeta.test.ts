import { DEFAULT_SHOP_SETTINGS } from "@contracts";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import type { RouteMetaContext } from "@/shared/seo";
import { giftCardBalanceMeta, giftCardPurchaseMeta } from "./giftCardMeta";

function context(language: "en" | "he", pathname: string): RouteMetaContext {
  const t = i18n.getFixedT(language);
  return { pathname, params: {}, searchParams: new URLSearchParams(), language, settings: DEFAULT_SHOP_SETTINGS, t: (key) => t(key), origin: "https://shop.test", cached: () => undefined };
}

describe("the gift-card pages' head", () => {
  it("names each page with its own description, out of search results", () => {
    const purchase = giftCardPurchaseMeta(context("en", "/shop/gift-cards"));
    expect(purchase.title).toBe(`Gift cards · ${DEFAULT_SHOP_SETTINGS.siteName}`);
    expect(purchase.description).toMatch(/^Give a chocolate gift card/);
    expect(purchase).toMatchObject({ noindex: true, canonicalPath: undefined, alternates: [] });

    const balance = giftCardBalanceMeta(context("he", "/shop/gift-cards/balance"));
    expect(balance.title).toBe(`יתרת כרטיס מתנה · ${DEFAULT_SHOP_SETTINGS.siteName}`);
    expect(balance.description).toMatch(/^בדקו כמה נשאר/);
    expect(balance.noindex).toBe(true);
  });
});
