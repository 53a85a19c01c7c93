import { afterEach, describe, expect, it, vi } from "vitest";
import INDEX_HTML from "../../index.html?raw";

/** index.html's one inline script, run in the head of every page before anything is drawn. */
const HEAD_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)?.[1] ?? "";

/**
 * Runs the head script as the browser would on a page at `address`, with `chosen` in storage: the
 * script reads `location` and `localStorage`, handed in here so jsdom's own are not navigated.
 */
function arrive(address: string, chosen: string | null | Error) {
  const location = { href: address, search: new URL(address).search, replace: vi.fn() };
  const localStorage = {
    getItem: () => {
      if (chosen instanceof Error) throw chosen;
      return chosen;
    },
  };
  new Function("location", "localStorage", HEAD_SCRIPT)(location, localStorage);
  return location.replace;
}

function servedAs(lang: string, from: "browser" | null) {
  const html = document.documentElement;
  html.lang = lang;
  html.dir = lang === "he" ? "rtl" : "ltr";
  if (from) html.setAttribute("data-language-from", from);
  else html.removeAttribute("data-language-from");
}

describe("a page rendered in the browser's language meets a language chosen earlier (index.html)", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("data-language-from");
    document.documentElement.style.visibility = "";
  });

  it("asks for the same address in the chosen language, hidden meanwhile, before anything is drawn", () => {
    servedAs("he", "browser");
    const replace = arrive("https://shop.example/shop/product/swan?variant=9#reviews", "en");
    expect(replace).toHaveBeenCalledWith("https://shop.example/shop/product/swan?variant=9&lang=en#reviews");
    expect(document.documentElement.style.visibility).toBe("hidden");
  });

  it("leaves the page alone when the choice is its language, or nothing was chosen, or storage is blocked", () => {
    servedAs("he", "browser");
    expect(arrive("https://shop.example/shop/home", "he")).not.toHaveBeenCalled();
    expect(arrive("https://shop.example/shop/home", null)).not.toHaveBeenCalled();
    expect(arrive("https://shop.example/shop/home", new Error("SecurityError"))).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe("");
  });

  it("never overrides an address that names its language (a shared ?lang= link), so it can never loop", () => {
    servedAs("he", "browser");
    expect(arrive("https://shop.example/shop/home?lang=he", "en")).not.toHaveBeenCalled();
    expect(arrive("https://shop.example/shop/home?lang=fr", "en")).not.toHaveBeenCalled();
  });

  it("leaves a page the address chose, and one the browser renders itself, to the app", () => {
    servedAs("en", null);
    expect(arrive("https://shop.example/shop/home?lang=en", "he")).not.toHaveBeenCalled();
    expect(arrive("https://shop.example/auth/login", "he")).not.toHaveBeenCalled();
  });
});
