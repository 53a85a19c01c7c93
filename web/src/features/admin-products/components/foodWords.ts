import type { Allergen } from "@contracts";
import type { TFunction } from "i18next";
import { allergenWordText, joined } from "@/shared/food";
import type { FoodProblem } from "../lib/foodForm";

/** A word as a label starts it ("milk" → "Milk"); Hebrew has no capitals and stays as it is. */
export function capitalized(text: string, language: string): string {
  return text ? text.charAt(0).toLocaleUpperCase(language) + text.slice(1) : text;
}

/** An allergen as a row of the grid names it: "Milk", "Tree nuts". */
export function allergenLabel(t: TFunction, allergen: Allergen, language: string): string {
  return capitalized(allergenWordText(t, { kind: "allergen", key: allergen }), language);
}

/** A food problem in the admin's words (admin.productsPage.food.errors.<key>). */
export function foodProblemText(t: TFunction, problem: FoodProblem, language: string): string {
  const key = `admin.productsPage.food.errors.${problem.key}`;
  if (problem.key === "allergensUnanswered") {
    return t(key, { count: problem.allergens.length, list: joined(problem.allergens.map((allergen) => allergenWordText(t, { kind: "allergen", key: allergen })), language) });
  }
  if ("allergen" in problem && problem.allergen) return t(key, { allergen: allergenWordText(t, { kind: "allergen", key: problem.allergen }) });
  if ("max" in problem) return t(key, { max: problem.max });
  return t(key);
}
