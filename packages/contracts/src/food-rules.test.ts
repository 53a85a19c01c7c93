import { describe, expect, it } from "vitest";
import {
  ALLERGENS,
  allergenLine,
  combineAllergens,
  declarationOf,
  dietsOf,
  lineAllergensOf,
  schemaOrgDiets,
  type Allergens,
  type FoodDeclaration,
} from "./food-rules";
import { FOOD_FILTER_KEYS, foodContradictions, foodFilterMask, maskHolds, productDeclared, productFoodFilterKeys, tileFoodMarks } from "./food-check-rules";

const free = (answers: Partial<Allergens> = {}): Allergens => ({ ...(Object.fromEntries(ALLERGENS.map((key) => [key, "free"])) as Allergens), ...answers });
const dark: FoodDeclaration = {
  ingredients: "Cocoa mass, sugar, cocoa butter",
  allergens: free(),
  kosher: { status: "parve", certifier: "Rabbinate", passover: false },
  diets: ["vegan"],
};
const milk: FoodDeclaration = { allergens: free({ milk: "contains" }), kosher: { status: "dairy", certifier: "Rabbinate", passover: false }, diets: [] };

describe("foodContradictions", () => {
  it("refuses vegan with milk, vegetarian with fish, gluten-free with gluten traces, parve with milk traces", () => {
    expect(foodContradictions({ ...dark, allergens: free({ milk: "contains" }), kosher: undefined }).map((c) => c.problem)).toEqual(["veganWithAnimal"]);
    expect(foodContradictions({ allergens: free({ fish: "contains" }), diets: ["vegetarian"] }).map((c) => c.problem)).toEqual(["vegetarianWithAnimal"]);
    expect(foodContradictions({ allergens: free({ gluten: "mayContain" }), diets: ["glutenFree"] }).map((c) => c.problem)).toEqual(["glutenFreeWithGluten"]);
    expect(foodContradictions({ ...dark, allergens: free({ milk: "mayContain" }), diets: [] }).map((c) => c.problem)).toEqual(["parveWithMilk"]);
  });

  it("lets vegan chocolate say it may contain milk, and dairy equipment hold milk traces", () => {
    expect(foodContradictions({ ...dark, allergens: free({ milk: "mayContain" }), kosher: { status: "dairyEquipment", certifier: "R", passover: false } })).toEqual([]);
    expect(foodContradictions({ allergens: free({ milk: "contains" }), kosher: { status: "dairyEquipment", certifier: "R", passover: false } }).map((c) => c.problem)).toEqual(["parveWithMilk"]);
  });

  it("asks a kosher product for its certifier, and refuses Passover without kosher", () => {
    expect(foodContradictions({ kosher: { status: "parve", passover: false } }).map((c) => c.problem)).toEqual(["certifierMissing"]);
    expect(foodContradictions({ kosher: { status: "notKosher", passover: true } }).map((c) => c.problem)).toEqual(["notKosherCertified"]);
    expect(foodContradictions(dark)).toEqual([]);
  });
});

describe("filters and marks", () => {
  it("derives vegetarian from vegan and gluten-free from gluten answered free", () => {
    expect(dietsOf(dark)).toEqual(["vegan", "vegetarian", "glutenFree"]);
    expect(dietsOf({ allergens: free({ gluten: "mayContain" }), diets: [] })).toEqual([]);
  });

  it("holds a filter for a product sold by variant only when every variant does", () => {
    const bar = { ...dark, variants: [{ food: undefined }, { food: milk }] };
    const keys = productFoodFilterKeys(bar);
    expect(keys).toContain("free_treeNuts");
    expect(keys).not.toContain("free_milk");
    expect(keys).not.toContain("kosher_parve");
    expect(keys).toContain("kosher_kosher");
    expect(productFoodFilterKeys(dark)).toEqual(expect.arrayContaining(["free_milk", "kosher_parve", "diet_vegan", "diet_vegetarian"]));
  });

  it("marks nut-free only when peanuts are free too", () => {
    expect(tileFoodMarks(dark)).toEqual(["kosher_parve", "diet_vegan", "diet_glutenFree", "free_treeNuts"]);
    expect(tileFoodMarks({ ...dark, allergens: free({ peanuts: "mayContain" }) })).toEqual(["kosher_parve", "diet_vegan", "diet_glutenFree"]);
    expect(tileFoodMarks({})).toEqual([]);
  });

  it("packs the filters into a posting's bits and reads them back", () => {
    const keys = productFoodFilterKeys(dark);
    const mask = foodFilterMask(keys);
    expect(maskHolds(mask, keys)).toBe(true);
    expect(maskHolds(mask, ["free_milk", "kosher_parve"])).toBe(true);
    expect(maskHolds(mask, ["kosher_passover"])).toBe(false);
    expect(maskHolds("0", [])).toBe(true);
    expect(maskHolds("0", ["free_milk"])).toBe(false);
    // Every key fits a safe integer.
    expect(2 ** FOOD_FILTER_KEYS.length).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe("declarations", () => {
  it("takes a variant's own fields over its product's", () => {
    expect(declarationOf(dark, milk)).toMatchObject({ ingredients: dark.ingredients, allergens: milk.allergens, kosher: milk.kosher, diets: [] });
    expect(declarationOf(dark, undefined)).toBe(dark);
  });

  it("counts a product declared only when it and every variant answer ingredients, allergens and kosher", () => {
    expect(productDeclared(dark)).toBe(true);
    expect(productDeclared({ ...dark, allergens: { ...free(), sesame: undefined } as unknown as Allergens })).toBe(false);
    expect(productDeclared({ ...dark, kosher: undefined })).toBe(false);
    expect(productDeclared({ ...dark, variants: [{ food: milk }] })).toBe(true);
  });
});

describe("the cart's allergen line", () => {
  it("says what any line contains, then what any may contain and none contains, nuts by kind", () => {
    const line = allergenLine([
      { allergens: free({ milk: "contains", peanuts: "mayContain" }) },
      { allergens: free({ treeNuts: "contains", milk: "mayContain" }), allergenKinds: { treeNuts: ["hazelnuts"] } },
    ]);
    expect(line).toEqual({
      contains: [
        { kind: "allergen", key: "milk" },
        { kind: "treeNut", key: "hazelnuts" },
      ],
      mayContain: [{ kind: "allergen", key: "peanuts" }],
      undeclared: 0,
    });
  });

  it("counts lines without a declaration instead of vouching for them", () => {
    expect(allergenLine([{ allergens: free() }, {}])).toEqual({ contains: [], mayContain: [], undeclared: 1 });
  });

  it("adds up a box's pieces with the box, by the chosen variant", () => {
    const box = { ...dark, variants: [{ sku: "M", food: milk }, { sku: "D" }] };
    const pieces = [{ allergens: free({ sesame: "contains" }) }, { allergens: free({ treeNuts: "mayContain" }), allergenKinds: { treeNuts: ["pistachios" as const] } }];
    const food = lineAllergensOf(box, "M", pieces);
    expect(food?.allergens).toMatchObject({ milk: "contains", sesame: "contains", treeNuts: "mayContain", eggs: "free" });
    expect(food?.allergenKinds).toEqual({ treeNuts: ["pistachios"] });
    expect(lineAllergensOf(box, "D")?.allergens.milk).toBe("free");
    expect(lineAllergensOf(box, "D", [{}])).toBeUndefined();
    expect(combineAllergens([])).toBeUndefined();
  });
});

describe("schema.org diets", () => {
  it("names the RestrictedDiet values that apply", () => {
    expect(schemaOrgDiets({ ...dark, diets: ["vegan", "noAddedSugar"] })).toEqual([
      "https://schema.org/GlutenFreeDiet",
      "https://schema.org/KosherDiet",
      "https://schema.org/LowSugarDiet",
      "https://schema.org/VeganDiet",
      "https://schema.org/VegetarianDiet",
    ]);
    expect(schemaOrgDiets(milk)).toEqual(["https://schema.org/GlutenFreeDiet", "https://schema.org/KosherDiet"]);
    expect(schemaOrgDiets({ allergens: free({ gluten: "contains" }), kosher: { status: "notKosher", passover: false } })).toEqual([]);
  });
});
