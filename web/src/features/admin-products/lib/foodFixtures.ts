import { ALLERGENS, type Allergens, type FoodDeclaration } from "@contracts";
import { foodDraftFrom, type FoodDraft } from "./foodForm";

/**
 * For the tests of the product form: a declaration the schema takes (issue 35: ingredients, every
 * allergen answered, a kosher status), as a product stores it and as the form's draft holds it.
 */
export const ALL_FREE = Object.fromEntries(ALLERGENS.map((key) => [key, "free"])) as Allergens;

export const DECLARED: Required<Pick<FoodDeclaration, "ingredients" | "allergens" | "kosher" | "diets">> = {
  ingredients: "Cocoa mass, sugar, cocoa butter.",
  allergens: ALL_FREE,
  kosher: { status: "notKosher", passover: false },
  diets: [],
};

export const DECLARED_FOOD: FoodDraft = foodDraftFrom({ _id: "x", slug: "x", image: "", title: "", description: "", category: "", brand: "", price: 0, salePrice: 0, totalStock: 0, averageReview: 0, featured: false, ...DECLARED });
