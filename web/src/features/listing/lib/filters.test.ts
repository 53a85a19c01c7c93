import { describe, expect, it } from "vitest";
import { NO_FOOD_FILTERS } from "@/shared/food/foodFilters";
import {
  EMPTY_FILTERS,
  FILTERS_STORAGE_KEY,
  applyFiltersToSearchParams,
  filterCount,
  filtersFromSearchParams,
  keepKnown,
  listingHref,
  parseStoredFilters,
  readStoredFilters,
  resolveFilters,
  sortAfterCategoryChange,
  storeFilters,
  toggleFilter,
  type ListingFilters,
} from "./filters";

/** Filters with the given lists, the rest empty. */
const f = (lists: Partial<ListingFilters>): ListingFilters => ({ ...EMPTY_FILTERS, ...lists });

describe("listing filters in the URL", () => {
  it("reads comma-joined lists, trimming and dropping blanks and repeats", () => {
    expect(filtersFromSearchParams(new URLSearchParams("category=truffles,bars&brand=origin-series"))).toEqual(f({
      category: ["truffles", "bars"],
      brand: ["origin-series"],
    }));
    expect(filtersFromSearchParams(new URLSearchParams("category=%20a%20,,a"))).toEqual(f({ category: ["a"] }));
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual(EMPTY_FILTERS);
  });

  it("writes the filters back, keeping other parameters and removing empty lists", () => {
    const next = applyFiltersToSearchParams(new URLSearchParams("category=x&utm=mail"), f({ brand: ["b1", "b2"] }));
    expect(next.get("category")).toBeNull();
    expect(next.get("brand")).toBe("b1,b2");
    expect(next.get("utm")).toBe("mail");
  });

  it("round-trips through the address bar", () => {
    const filters = f({ category: ["truffles", "gift-boxes"], brand: ["cocoa-atelier"] });
    expect(filtersFromSearchParams(applyFiltersToSearchParams(new URLSearchParams(), filters))).toEqual(filters);
  });

  it("carries the food filters as freeFrom=, diet= and kosher=, beside category and brand, and back", () => {
    const filters = f({ category: ["bars"], freeFrom: ["treeNuts", "milk"], diet: ["vegan"], kosher: ["parve", "passover"] });
    const params = applyFiltersToSearchParams(new URLSearchParams("sortBy=title-atoz"), filters);
    expect(params.toString()).toBe("sortBy=title-atoz&category=bars&freeFrom=treeNuts%2Cmilk&diet=vegan&kosher=parve%2Cpassover");
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(filterCount(filters)).toBe(6);
    // Cleared: every list leaves the address bar.
    expect(applyFiltersToSearchParams(params, EMPTY_FILTERS).toString()).toBe("sortBy=title-atoz");
  });

  it("drops food values the API does not know (it would refuse the whole request)", () => {
    const read = filtersFromSearchParams(new URLSearchParams("freeFrom=milk,chocolate&diet=keto,vegan&kosher=glatt"));
    expect(keepKnown(read, { category: [], brand: [] })).toEqual(f({ freeFrom: ["milk"], diet: ["vegan"] }));
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
    storeFilters(f({ category: ["bars"], freeFrom: ["peanuts"] }), fake);
    expect(JSON.parse(storage.get(FILTERS_STORAGE_KEY) ?? "")).toEqual({ category: ["bars"], brand: [], freeFrom: ["peanuts"], diet: [], kosher: [] });
    expect(readStoredFilters(fake)).toEqual(f({ category: ["bars"], freeFrom: ["peanuts"] }));
  });

  it("reads anything malformed as no filters", () => {
    expect(parseStoredFilters(null)).toEqual(EMPTY_FILTERS);
    expect(parseStoredFilters("not json")).toEqual(EMPTY_FILTERS);
    expect(parseStoredFilters('{"category":"bars","brand":[1,"x",""],"diet":["vegan","paleo"],"kosher":"parve"}')).toEqual(f({ brand: ["x"], diet: ["vegan"] }));
    expect(parseStoredFilters("null")).toEqual(EMPTY_FILTERS);
  });

  it("uses the real session storage by default", () => {
    storeFilters(f({ category: ["seasonal"], brand: ["vegan-garden"] }));
    expect(window.sessionStorage.getItem(FILTERS_STORAGE_KEY)).toBe('{"category":["seasonal"],"brand":["vegan-garden"],"freeFrom":[],"diet":[],"kosher":[]}');
    expect(readStoredFilters()).toEqual(f({ category: ["seasonal"], brand: ["vegan-garden"] }));
    window.sessionStorage.clear();
  });
});

describe("which filters apply", () => {
  const stored = f({ category: ["bars"], brand: ["origin-series"], diet: ["vegan"] });

  it("lets a shared link win over the stored filters", () => {
    expect(resolveFilters(new URLSearchParams("category=truffles"), stored)).toEqual(f({ category: ["truffles"] }));
    // A link naming only a food filter is a link with filters too.
    expect(resolveFilters(new URLSearchParams("kosher=passover"), stored)).toEqual(f({ kosher: ["passover"] }));
  });

  it("restores the stored filters when the URL names none", () => {
    expect(resolveFilters(new URLSearchParams(""), stored)).toEqual(stored);
    expect(resolveFilters(new URLSearchParams("sortBy=title-atoz"), stored)).toEqual(stored);
  });

  it("drops ids the shop does not offer", () => {
    expect(keepKnown(f({ category: ["bars", "old"], brand: ["x"] }), { category: ["bars"], brand: [] })).toEqual(f({ category: ["bars"] }));
  });

  it("ticks and unticks one id at a time", () => {
    const once = toggleFilter(EMPTY_FILTERS, "category", "bars", true);
    expect(once).toEqual(f({ category: ["bars"] }));
    expect(toggleFilter(once, "category", "bars", true)).toEqual(f({ category: ["bars"] }));
    expect(toggleFilter(once, "category", "bars", false)).toEqual(EMPTY_FILTERS);
  });

  it("ticks and unticks a food filter, ignoring a value it does not know", () => {
    const vegan = toggleFilter(EMPTY_FILTERS, "diet", "vegan", true);
    expect(vegan).toEqual(f({ diet: ["vegan"] }));
    expect(toggleFilter(vegan, "freeFrom", "treeNuts", true)).toEqual(f({ diet: ["vegan"], freeFrom: ["treeNuts"] }));
    expect(toggleFilter(vegan, "diet", "keto", true)).toBe(vegan);
    expect(toggleFilter(vegan, "diet", "vegan", false)).toEqual(f(NO_FOOD_FILTERS));
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
