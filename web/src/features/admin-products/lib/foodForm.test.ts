import { ALLERGENS, type Product } from "@contracts";
import { describe, expect, it } from "vitest";
import { ALL_FREE, DECLARED, DECLARED_FOOD } from "./foodFixtures";
import {
  EMPTY_FOOD_DRAFT,
  declarationPart,
  declarationRequestOf,
  foodDraftFrom,
  foodPlace,
  freeFromAllOthers,
  kindsAsked,
  liveContradictions,
  setAllergen,
  setCereal,
  setDiet,
  setKosherStatus,
  setNutrient,
  setNutritionOn,
  setPassover,
  setTreeNut,
  unansweredAllergens,
  type FoodDraft,
} from "./foodForm";
import { EMPTY_PRODUCT_DRAFT, placeServerErrors, productDraftFrom, productInputFrom, type ProductDraft } from "./productForm";
import { addOption, addValue, setOptionName, setValueLabel, fillVariants, setVariantFood, changeVariantFood } from "./variantForm";

const PRODUCT: Product = {
  _id: "p1",
  slug: "p1",
  image: "https://cdn.test/p1.png",
  title: "Hazelnut praline",
  description: "Roasted hazelnuts in milk chocolate.",
  category: "pralines",
  brand: "atelier",
  price: 1250,
  salePrice: 0,
  totalStock: 7,
  averageReview: 0,
  featured: false,
};

const COMPLETE: ProductDraft = {
  ...EMPTY_PRODUCT_DRAFT,
  photos: [{ id: "ph-a", image: "https://cdn.test/a.png", saved: "", alt: "", altHe: "" }],
  title: "Dark bar",
  description: "70% single origin.",
  category: "bars",
  brand: "atelier",
  price: "12.50",
  salePrice: "0",
  totalStock: "20",
  food: DECLARED_FOOD,
};

const withFood = (change: (food: FoodDraft) => FoodDraft, draft: ProductDraft = COMPLETE): ProductDraft => ({ ...draft, food: change(draft.food) });
const problemsOf = (draft: ProductDraft) => {
  const result = productInputFrom(draft);
  return result.ok ? {} : (result.foodProblems ?? {});
};

describe("the food draft", () => {
  it("opens a product stored before the declaration with every allergen unanswered and no kosher status", () => {
    const food = foodDraftFrom(PRODUCT);
    expect(food.allergens).toEqual({});
    expect(unansweredAllergens(food)).toEqual([...ALLERGENS]);
    expect(food).toMatchObject({ ingredients: "", kosherStatus: "", diets: [], nutritionOn: false });
    expect(foodDraftFrom(null)).toEqual(EMPTY_FOOD_DRAFT);
  });

  it("takes a declared product's answers, kinds, kosher, diets, numbers and nutrition table", () => {
    const food = foodDraftFrom({
      ...PRODUCT,
      ...DECLARED,
      allergens: { ...ALL_FREE, milk: "contains", treeNuts: "contains", peanuts: "mayContain" },
      allergenKinds: { treeNuts: ["hazelnuts"] },
      kosher: { status: "dairy", certifier: "Badatz", passover: true },
      diets: ["vegetarian"],
      cocoaPercent: 54,
      netWeight: 120,
      bestBeforeDays: 90,
      nutrition: { energyKcal: 560, fat: 35, saturatedFat: 18.5, carbohydrate: 50, sugars: 45, protein: 7, salt: 0.1 },
    });
    expect(food).toMatchObject({
      treeNuts: ["hazelnuts"],
      kosherStatus: "dairy",
      certifier: "Badatz",
      passover: true,
      diets: ["vegetarian"],
      cocoaPercent: "54",
      netWeight: "120",
      bestBeforeDays: "90",
      nutritionOn: true,
    });
    expect(food.allergens.milk).toBe("contains");
    expect(food.nutrition.saturatedFat).toBe("18.5");
  });

  it("answers every allergen not answered yet 'free from' with Free from all others, keeping the answers given", () => {
    let food = setAllergen(foodDraftFrom(PRODUCT), "milk", "contains");
    food = setAllergen(food, "treeNuts", "mayContain");
    expect(unansweredAllergens(food)).toHaveLength(ALLERGENS.length - 2);
    const all = freeFromAllOthers(food);
    expect(unansweredAllergens(all)).toEqual([]);
    expect(all.allergens).toEqual({ ...ALL_FREE, milk: "contains", treeNuts: "mayContain" });
  });

  it("asks which tree nuts and cereals only while they are contained or may be, and sends them only then", () => {
    let food = setTreeNut(setAllergen(DECLARED_FOOD, "treeNuts", "contains"), "hazelnuts", true);
    food = setTreeNut(food, "almonds", true);
    food = setCereal(setAllergen(food, "gluten", "mayContain"), "wheat", true);
    expect(kindsAsked(food, "treeNuts")).toBe(true);
    // In the list's order, whatever the order they were ticked.
    expect(declarationRequestOf(food, "product").allergenKinds).toEqual({ treeNuts: ["almonds", "hazelnuts"], gluten: ["wheat"] });
    const free = setAllergen(setAllergen(food, "treeNuts", "free"), "gluten", "free");
    expect(kindsAsked(free, "gluten")).toBe(false);
    expect("allergenKinds" in declarationRequestOf(free, "product")).toBe(false);
  });

  it("sends a certifier and Passover only with a kosher status", () => {
    const kosher = setPassover({ ...setKosherStatus(DECLARED_FOOD, "parve"), certifier: " Badatz " }, true);
    expect(declarationRequestOf(kosher, "product").kosher).toEqual({ status: "parve", certifier: " Badatz ", certifierHe: "", passover: true });
    expect(declarationRequestOf(setKosherStatus(kosher, "notKosher"), "product").kosher).toEqual({ status: "notKosher", passover: false });
    expect("kosher" in declarationRequestOf(setKosherStatus(kosher, ""), "product")).toBe(false);
  });
});

describe("saving what is in it", () => {
  it("sends the declaration, the weight, storage, best before and the nutrition table while its switch is on", () => {
    let food = { ...setDiet(DECLARED_FOOD, "vegan", true), cocoaPercent: "70", netWeight: "100", storage: "Cool and dry", bestBeforeDays: "365" };
    food = setNutritionOn(food, true);
    for (const [nutrient, text] of Object.entries({ energyKcal: "560", fat: "40", saturatedFat: "24,5", carbohydrate: "30", sugars: "20", protein: "8", salt: "0" })) {
      food = setNutrient(food, nutrient as "fat", text);
    }
    const result = productInputFrom({ ...COMPLETE, food });
    expect(result.ok && result.input).toMatchObject({
      ingredients: "Cocoa mass, sugar, cocoa butter.",
      allergens: ALL_FREE,
      kosher: { status: "notKosher", passover: false },
      diets: ["vegan"],
      cocoaPercent: 70,
      netWeight: 100,
      storage: "Cool and dry",
      bestBeforeDays: 365,
      nutrition: { energyKcal: 560, fat: 40, saturatedFat: 24.5, carbohydrate: 30, sugars: 20, protein: 8, salt: 0 },
    });
    const off = productInputFrom({ ...COMPLETE, food: setNutritionOn(food, false) });
    expect(off.ok && "nutrition" in off.input).toBe(false);
  });

  it("tells the owner of a product without a declaration what is missing, naming the allergens not answered", () => {
    const draft = { ...productDraftFrom(PRODUCT), photos: COMPLETE.photos };
    const answered = { ...draft, food: setAllergen(freeFromAllOthers(draft.food), "celery", "free") };
    // Save stays possible: it is Save that says what the declaration misses.
    expect(problemsOf(draft)).toEqual({
      "food.ingredients": { key: "ingredientsRequired" },
      "food.allergens": { key: "allergensUnanswered", allergens: [...ALLERGENS] },
      "food.kosher": { key: "kosherRequired" },
    });
    const partly = { ...draft, food: { ...answered.food, allergens: { ...answered.food.allergens, mustard: undefined, lupin: undefined } } };
    expect(problemsOf(partly)["food.allergens"]).toEqual({ key: "allergensUnanswered", allergens: ["mustard", "lupin"] });
  });

  it("names each contradiction at its field, with the allergen that makes it", () => {
    const vegan = withFood((food) => setDiet(setAllergen(food, "milk", "contains"), "vegan", true));
    expect(liveContradictions(vegan.food)).toEqual([{ problem: "veganWithAnimal", field: "diets", allergen: "milk" }]);
    expect(problemsOf(vegan)).toEqual({ "food.diets": { key: "veganWithAnimal", allergen: "milk" } });

    // Traces of milk: still vegan; not parve.
    const traces = withFood((food) => ({ ...setKosherStatus(setDiet(setAllergen(food, "milk", "mayContain"), "vegan", true), "parve"), certifier: "Badatz" }));
    expect(problemsOf(traces)).toEqual({ "food.kosher": { key: "parveWithMilk", allergen: "milk" } });
    const equipment = withFood((food) => ({ ...setKosherStatus(setAllergen(food, "milk", "contains"), "dairyEquipment"), certifier: "Badatz" }));
    expect(problemsOf(equipment)).toEqual({ "food.kosher": { key: "dairyEquipmentWithMilk", allergen: "milk" } });

    // Two at once, each at its own field (the schema names one a path).
    const both = withFood((food) => setDiet(setKosherStatus(setAllergen(food, "gluten", "mayContain"), "dairy"), "glutenFree", true));
    expect(problemsOf(both)).toEqual({ "food.diets": { key: "glutenFreeWithGluten", allergen: "gluten" }, "food.certifier": { key: "certifierMissing" } });
  });

  it("reads an allergen not answered yet as no contradiction", () => {
    const food = setKosherStatus(setDiet({ ...DECLARED_FOOD, allergens: {} }, "glutenFree", true), "parve");
    expect(liveContradictions(food)).toEqual([]);
  });

  it("names the nutrition table's problems at their values", () => {
    let food = setNutritionOn(DECLARED_FOOD, true);
    for (const [nutrient, text] of Object.entries({ energyKcal: "560.5", fat: "20", saturatedFat: "24", carbohydrate: "30", sugars: "", protein: "8", salt: "101" })) {
      food = setNutrient(food, nutrient as "fat", text);
    }
    expect(problemsOf({ ...COMPLETE, food })).toEqual({
      "food.nutrition.energyKcal": { key: "nutrient", max: "900" },
      "food.nutrition.sugars": { key: "nutrientRequired" },
      "food.nutrition.salt": { key: "nutrient", max: "100" },
    });
    food = setNutrient(setNutrient(setNutrient(food, "energyKcal", "560"), "sugars", "10"), "salt", "0.2");
    expect(problemsOf({ ...COMPLETE, food })).toEqual({ "food.nutrition.saturatedFat": { key: "saturatedAboveFat" } });
  });

  it("names the numbers out of bounds", () => {
    expect(problemsOf(withFood((food) => ({ ...food, cocoaPercent: "101", netWeight: "0", bestBeforeDays: "1.5" })))).toEqual({
      "food.cocoaPercent": { key: "cocoaPercent", max: "100" },
      "food.netWeight": { key: "netWeight", max: "100000" },
      "food.bestBeforeDays": { key: "bestBeforeDays", max: "3650" },
    });
  });
});

/** A product in two cocoas, every row priced. */
function milkAndDark(): ProductDraft {
  let draft = addOption(COMPLETE);
  const option = draft.options[0]!;
  draft = setOptionName(draft, option.id, "name", "Cocoa");
  draft = setValueLabel(draft, option.values[0]!.id, "label", "Dark");
  draft = addValue(draft, option.id);
  draft = setValueLabel(draft, draft.options[0]!.values[1]!.id, "label", "Milk");
  return fillVariants(draft, { price: "12", salePrice: "0", totalStock: "5" });
}

describe("a variant's own declaration", () => {
  it("is left off at first: the variant is sold under the product's", () => {
    const result = productInputFrom(milkAndDark());
    expect(result.ok && result.input.variants!.map((variant) => variant.food)).toEqual([undefined, undefined]);
  });

  it("starts from the product's and is sent whole as the variant's food; the others stay the product's", () => {
    let draft = milkAndDark();
    const milk = draft.variants[1]!.key;
    draft = setVariantFood(draft, milk, declarationPart(draft.food));
    draft = changeVariantFood(draft, milk, (food) => ({ ...setAllergen(food, "milk", "contains"), ingredients: "Milk chocolate.", cocoaPercent: "34" }));
    const result = productInputFrom(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.variants![0]!.food).toBeUndefined();
    expect(result.input.variants![1]!.food).toEqual({
      ingredients: "Milk chocolate.",
      allergens: { ...ALL_FREE, milk: "contains" },
      kosher: { status: "notKosher", passover: false },
      diets: [],
      cocoaPercent: 34,
    });
    // The product's own is unchanged.
    expect(result.input.allergens).toEqual(ALL_FREE);
    // Off again: the product's.
    const off = productInputFrom(setVariantFood(draft, milk, undefined));
    expect(off.ok && off.input.variants![1]!.food).toBeUndefined();
  });

  it("names its problems and contradictions at its own fields, read over the product's", () => {
    let draft = withFood((food) => setDiet(food, "vegan", true), milkAndDark());
    const milk = draft.variants[1]!.key;
    draft = setVariantFood(draft, milk, { ...declarationPart(draft.food), allergens: { milk: "contains" } });
    expect(problemsOf(draft)).toMatchObject({ [`${milk}.food.allergens`]: { key: "allergensUnanswered" } });
    draft = changeVariantFood(draft, milk, freeFromAllOthers);
    expect(problemsOf(draft)).toEqual({ [`${milk}.food.diets`]: { key: "veganWithAnimal", allergen: "milk" } });
    expect(liveContradictions(draft.variants[1]!.food!, draft.food)).toEqual([{ problem: "veganWithAnimal", field: "diets", allergen: "milk" }]);
  });

  it("is loaded over the product's declaration and sent back", () => {
    const product: Product = {
      ...PRODUCT,
      ...DECLARED,
      options: [{ name: "Cocoa", values: [{ label: "Dark" }, { label: "Milk" }] }],
      variants: [
        { sku: "D", optionValues: ["Dark"], price: 1200, salePrice: 0, totalStock: 3 },
        { sku: "M", optionValues: ["Milk"], price: 1200, salePrice: 0, totalStock: 3, food: { allergens: { ...ALL_FREE, milk: "contains" }, cocoaPercent: 34 } },
      ],
    };
    const draft = productDraftFrom(product);
    expect(draft.variants[0]!.food).toBeUndefined();
    expect(draft.variants[1]!.food).toMatchObject({ ingredients: DECLARED.ingredients, kosherStatus: "notKosher", cocoaPercent: "34" });
    expect(draft.variants[1]!.food!.allergens.milk).toBe("contains");
    const result = productInputFrom(draft);
    expect(result.ok && result.input.variants![1]!.food).toMatchObject({ allergens: { milk: "contains" }, cocoaPercent: 34 });
  });
});

describe("the server's food errors", () => {
  it("are placed at their fields: the product's and a variant's own", () => {
    let draft = milkAndDark();
    draft = setVariantFood(draft, draft.variants[1]!.key, declarationPart(draft.food));
    const milk = draft.variants[1]!.key;
    expect(
      placeServerErrors(
        {
          allergens: "Answer every allergen: 2 are not answered yet.",
          "kosher.certifier": "Too long",
          kosher: "Name the body that certifies it kosher.",
          "nutrition.fat": "Out of range",
          "variants.1.food.diets": "Not vegan",
          "variants.1.food": "Not an object",
          "variants.1.sku": "Taken",
        },
        draft,
      ),
    ).toMatchObject({
      food: {
        "food.allergens": "Answer every allergen: 2 are not answered yet.",
        "food.certifier": "Too long",
        "food.kosher": "Name the body that certifies it kosher.",
        "food.nutrition.fat": "Out of range",
        [`${milk}.food.diets`]: "Not vegan",
        [`${milk}.food`]: "Not an object",
      },
      variants: { [`${milk}.sku`]: "Taken" },
      other: [],
    });
    expect(foodPlace("title", draft.variants)).toBeNull();
  });
});
