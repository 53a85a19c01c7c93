import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  FILTERS_STORAGE_KEY,
  applyFiltersToSearchParams,
  filtersFromSearchParams,
  keepKnown,
  listingHref,
  parseStoredFilters,
  readStoredFilters,
  resolveFilters,
  sortAfterCategoryChange,
  storeFilters,
  toggleFilter,
} from "./filters";

describe("listing filters in the URL", () => {
  it("reads comma-joined lists, trimming and dropping blanks and repeats", () => {
    expect(filtersFromSearchParams(new URLSearchParams("category=truffles,bars&brand=origin-series"))).toEqual({
      category: ["truffles", "bars"],
      brand: ["origin-series"],
    });
    expect(filtersFromSearchParams(new URLSearchParams("category=%20a%20,,a"))).toEqual({ category: ["a"], brand: [] });
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual(EMPTY_FILTERS);
  });

  it("writes the filters back, keeping other parameters and removing empty lists", () => {
    const next = applyFiltersToSearchParams(new URLSearchParams("category=x&utm=mail"), { category: [], brand: ["b1", "b2"] });
    expect(next.get("category")).toBeNull();
    expect(next.get("brand")).toBe("b1,b2");
    expect(next.get("utm")).toBe("mail");
  });

  it("round-trips through the address bar", () => {
    const filters = { category: ["truffles", "gift-boxes"], brand: ["cocoa-atelier"] };
    expect(filtersFromSearchParams(applyFiltersToSearchParams(new URLSearchParams(), filters))).toEqual(filters);
  });

  it("builds the link a category or brand tile opens", () => {
    expect(listingHref("/shop/listing", "category", "gift-boxes")).toBe("/shop/listing?category=gift-boxes");
    expect(listingHref("/shop/listing", "brand", "a b")).toBe("/shop/listing?brand=a+b");
  });
});

describe("listing filters in session storage", () => {
  it("saves and restores them under 'filters'", () => {
    const storage = new Map<string, string>();
    const fake = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    storeFilters({ category: ["bars"], brand: [] }, fake);
    expect(JSON.parse(storage.get(FILTERS_STORAGE_KEY) ?? "")).toEqual({ category: ["bars"], brand: [] });
    expect(readStoredFilters(fake)).toEqual({ category: ["bars"], brand: [] });
  });

  it("reads anything malformed as no filters", () => {
    expect(parseStoredFilters(null)).toEqual(EMPTY_FILTERS);
    expect(parseStoredFilters("not json")).toEqual(EMPTY_FILTERS);
    expect(parseStoredFilters('{"category":"bars","brand":[1,"x",""]}')).toEqual({ category: [], brand: ["x"] });
    expect(parseStoredFilters("null")).toEqual(EMPTY_FILTERS);
  });

  it("uses the real session storage by default", () => {
    storeFilters({ category: ["seasonal"], brand: ["vegan-garden"] });
    expect(window.sessionStorage.getItem(FILTERS_STORAGE_KEY)).toBe('{"category":["seasonal"],"brand":["vegan-garden"]}');
    expect(readStoredFilters()).toEqual({ category: ["seasonal"], brand: ["vegan-garden"] });
    window.sessionStorage.clear();
  });
});

describe("which filters apply", () => {
  const stored = { category: ["bars"], brand: ["origin-series"] };

  it("lets a shared link win over the stored filters", () => {
    expect(resolveFilters(new URLSearchParams("category=truffles"), stored)).toEqual({ category: ["truffles"], brand: [] });
  });

  it("restores the stored filters when the URL names none", () => {
    expect(resolveFilters(new URLSearchParams(""), stored)).toEqual(stored);
    expect(resolveFilters(new URLSearchParams("sortBy=title-atoz"), stored)).toEqual(stored);
  });

  it("drops ids the shop does not offer", () => {
    expect(keepKnown({ category: ["bars", "old"], brand: ["x"] }, { category: ["bars"], brand: [] })).toEqual({ category: ["bars"], brand: [] });
  });

  it("ticks and unticks one id at a time", () => {
    const once = toggleFilter(EMPTY_FILTERS, "category", "bars", true);
    expect(once).toEqual({ category: ["bars"], brand: [] });
    expect(toggleFilter(once, "category", "bars", true)).toEqual({ category: ["bars"], brand: [] });
    expect(toggleFilter(once, "category", "bars", false)).toEqual(EMPTY_FILTERS);
  });
});

describe("sort", () => {
  it("resets to price-lowtohigh when the category parameter changes", () => {
    expect(sortAfterCategoryChange("bars", "truffles", "title-ztoa")).toBe("price-lowtohigh");
    expect(sortAfterCategoryChange(null, "truffles", "price-hightolow")).toBe("price-lowtohigh");
    expect(sortAfterCategoryChange("bars", null, "title-atoz")).toBe("price-lowtohigh");
  });
  it("stays when only the brands change", () => {
    expect(sortAfterCategoryChange("bars", "bars", "title-ztoa")).toBe("title-ztoa");
    expect(sortAfterCategoryChange(null, "", "title-ztoa")).toBe("title-ztoa");
  });
});
