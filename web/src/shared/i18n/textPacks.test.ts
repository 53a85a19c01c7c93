import { describe, expect, it } from "vitest";
import { TEXT_PACKS } from "./textPacks";
import { TEXT_PARTS, textParts, type Catalogue, type TextPart } from "./testing/localeFiles";

/**
 * Keeps the split of the texts honest: a storefront page loads only the `translation` part, an
 * account screen that and `account`, the admin area every part (router.tsx, `withTexts`). A source
 * file may name only keys of the parts its screens load, or its text shows as a raw key.
 *
 * Which screens a file belongs to, by its path under web/src (everything else is the storefront's:
 * the shop layout, its pages, toasts, error pages, shared/, the server render). A file the storefront
 * also renders belongs to the storefront, so its keys stay in `translation`.
 */
const ADMIN_FILES =
  /^(app\/layouts\/admin\/|app\/routes\/adminArea\.ts$|features\/admin-[\w-]+\/|features\/orders\/(api\/adminOrdersApi|components\/(AdminOrder\w*|OrderStatusForm|OrderStatusHistory|PackingSlip\w*|RefundForm)|hooks\/useAdminOrders|lib\/(packingSlip|refundForm|shipmentForm))\.tsx?$)/;
const ACCOUNT_FILES = /^(app\/routes\/(account|checkout|gift-cards)\/|features\/(addresses|delivery|gifts|gift-cards|profile|email-actions|orders)\/|shared\/gifts\/|features\/auth\/(components\/(?!UserMenu)|firebase\/|hooks\/useBrowserSignIn\.ts$))/;

const ABOUT_FILES = /^features\/about\//;

type Area = "storefront" | "account" | "admin" | "about";
const LOADED: Record<Area, readonly TextPart[]> = { storefront: ["translation"], account: ["translation", "account"], admin: TEXT_PARTS, about: ["translation", "about"] };

function areaOf(path: string): Area {
  if (ABOUT_FILES.test(path)) return "about";
  if (ADMIN_FILES.test(path)) return "admin";
  if (ACCOUNT_FILES.test(path)) return "account";
  return "storefront";
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A key as a call names it: a plural's base ("reviews.shown"), or the key itself. */
const named = (key: string) => key.replace(PLURAL_SUFFIX, "");

/**
 * The keys of `catalogue` a source text names: a string literal that is a key (or a plural's base,
 * or a whole subtree), and every key under the fixed start of a template (`about.${key}.title`
 * names all of `about.`). Keys handed around as values (a nav item's `labelKey`) count too.
 */
function keysNamed(source: string, catalogue: Catalogue): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/["']([A-Za-z][\w-]*(?:\.[\w-]+)+)["']/g)) {
    const literal = match[1];
    for (const key of catalogue.keys()) if (named(key) === literal || key.startsWith(`${literal}.`)) found.add(key);
  }
  for (const match of source.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]*)*\.)\$\{/g)) {
    for (const key of catalogue.keys()) if (key.startsWith(match[1])) found.add(key);
  }
  return [...found].sort();
}

/** `path: key (part)` for each key a file names that its screens do not load, in `language`. */
function keysOutOfReach(sources: Record<string, string>, parts: Record<TextPart, Catalogue>): string[] {
  const problems: string[] = [];
  for (const [path, source] of Object.entries(sources)) {
    const loaded = LOADED[areaOf(path)];
    for (const part of TEXT_PARTS.filter((p) => !loaded.includes(p))) {
      // A key also in a loaded part is found there (the parts never share a key: catalogue.test.ts).
      for (const key of keysNamed(source, parts[part])) problems.push(`${path}: ${key} (${part})`);
    }
  }
  return problems;
}

const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/**/*.test.{ts,tsx}", "!/src/test/**"], { eager: true, query: "?raw", import: "default" })).map(([path, text]) => [
    path.replace(/^\/src\//, ""),
    text,
  ]),
);

describe("text packs", () => {
  it("reads the app's sources (the storefront's, the account screens' and the admin's)", () => {
    const areas = Object.keys(sources).map(areaOf);
    expect(new Set(areas)).toEqual(new Set(["storefront", "account", "admin", "about"]));
    expect(areaOf("features/about/components/AboutPage.tsx")).toBe("about");
    expect(areaOf("app/layouts/shop/ShopHeader.tsx")).toBe("storefront");
    expect(areaOf("features/auth/components/UserMenu.tsx")).toBe("storefront");
    expect(areaOf("features/auth/components/LoginPage.tsx")).toBe("account");
    expect(areaOf("features/orders/components/OrderDetails.tsx")).toBe("account");
    expect(areaOf("features/orders/components/PackingSlip.tsx")).toBe("admin");
    expect(TEXT_PACKS).toEqual(["account", "admin", "about"]);
  });

  it.each(["en", "he"] as const)("%s: every key a file names is in a part its screens load", (language) => {
    expect(keysOutOfReach(sources, textParts(language))).toEqual([]);
  });

  it("catches a storefront key moved into a pack, and a pack key named on the storefront", () => {
    const parts = textParts("en");
    const moved = { ...parts, translation: new Map([...parts.translation].filter(([key]) => key !== "cart.title")), account: new Map([...parts.account, ["cart.title", "Your cart"]]) };
    expect(keysOutOfReach({ "features/cart/components/CartSheet.tsx": 't("cart.title")' }, moved)).toEqual(["features/cart/components/CartSheet.tsx: cart.title (account)"]);
    expect(keysOutOfReach({ "app/routes/home/HomePage.tsx": "t(`admin.settingsPage.tabs.${tab}`)" }, parts)).toEqual(
      [...parts.admin.keys()].filter((key) => key.startsWith("admin.settingsPage.tabs.")).sort().map((key) => `app/routes/home/HomePage.tsx: ${key} (admin)`),
    );
    expect(keysOutOfReach({ "features/auth/components/LoginForm.tsx": 't("adminCustomers.title")' }, parts)).toEqual(["features/auth/components/LoginForm.tsx: adminCustomers.title (admin)"]);
  });
});
