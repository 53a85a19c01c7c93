import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { foodFilterChoices } from "./FoodFilterGroups";
import {
  NO_FOOD_FILTERS,
  applyFoodFiltersToSearchParams,
  foodFilterCount,
  foodFilterQuery,
  foodFiltersFromSearchParams,
  foodFiltersOf,
  toggleFoodFilter,
} from "./foodFilters";

describe("the food filters in the address bar", () => {
  it("round-trips freeFrom=, diet= and kosher=, keeping the other parameters", () => {
    const filters = { freeFrom: ["treeNuts" as const, "sesame" as const], diet: ["glutenFree" as const], kosher: ["passover" as const] };
    const params = applyFoodFiltersToSearchParams(new URLSearchParams("keyword=truffle"), filters);
    expect(params.get("keyword")).toBe("truffle");
    expect(params.get("freeFrom")).toBe("treeNuts,sesame");
    expect(foodFiltersFromSearchParams(params)).toEqual(filters);
    expect(applyFoodFiltersToSearchParams(params, NO_FOOD_FILTERS).toString()).toBe("keyword=truffle");
  });

  it("reads only the values the API knows, each once", () => {
    expect(foodFiltersFromSearchParams(new URLSearchParams("freeFrom=milk,,milk,cocoa&diet=paleo&kosher=parve,kosher"))).toEqual({ freeFrom: ["milk"], diet: [], kosher: ["parve", "kosher"] });
  });

  it("asks the API with comma-joined lists, leaving empty ones out", () => {
    expect(foodFilterQuery({ freeFrom: ["milk", "eggs"], diet: [], kosher: ["parve"] })).toEqual({ freeFrom: "milk,eggs", kosher: "parve" });
    expect(foodFilterQuery({})).toEqual({});
    expect(foodFiltersOf({ diet: ["vegan"] })).toEqual({ freeFrom: [], diet: ["vegan"], kosher: [] });
  });

  it("ticks, unticks and counts", () => {
    const once = toggleFoodFilter(NO_FOOD_FILTERS, "kosher", "passover", true);
    expect(once).toEqual({ ...NO_FOOD_FILTERS, kosher: ["passover"] });
    expect(foodFilterCount(toggleFoodFilter(once, "freeFrom", "peanuts", true))).toBe(2);
    expect(toggleFoodFilter(once, "kosher", "passover", false)).toEqual(NO_FOOD_FILTERS);
  });
});

describe("the food filters' choices", () => {
  it("offers the allergens shoppers ask about (nuts first), any other chosen one too, in words", () => {
    const t = i18n.getFixedT("en");
    expect(foodFilterChoices(t, "en", "freeFrom", []).map((choice) => choice.label)).toEqual(["Tree nuts", "Peanuts", "Milk", "Gluten", "Eggs", "Soy", "Sesame"]);
    expect(foodFilterChoices(t, "en", "freeFrom", ["lupin"]).at(-1)).toEqual({ value: "lupin", label: "Lupin" });
    expect(foodFilterChoices(t, "en", "kosher", []).map((choice) => choice.label)).toEqual(["Kosher", "Parve", "Kosher for Passover"]);
    expect(foodFilterChoices(t, "en", "diet", []).map((choice) => choice.label)).toEqual(["Vegan", "Vegetarian", "Gluten-free", "No added sugar"]);
    expect(foodFilterChoices(i18n.getFixedT("he"), "he", "freeFrom", []).map((choice) => choice.label)).toEqual(["אגוזים", "בוטנים", "חלב", "גלוטן", "ביצים", "סויה", "שומשום"]);
  });
});
