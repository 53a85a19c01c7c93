/** A complete food declaration (issue 35) for the products tests create through the admin API. */
import { ALLERGENS, type Allergens, type ProductInput } from "@cocoa/contracts";

/** Every allergen answered "free", then the given answers. */
export const allergensWith = (answers: Partial<Allergens> = {}): Allergens =>
  ({ ...Object.fromEntries(ALLERGENS.map((key) => [key, "free"])), ...answers }) as Allergens;

/** Dark chocolate: parve, may contain milk traces would break parve, so none here. */
export const DECLARED = {
  ingredients: "Cocoa mass, sugar, cocoa butter, emulsifier (sunflower lecithin).",
  ingredientsHe: "עיסת קקאו, סוכר, חמאת קקאו, מתחלב (לציטין חמניות).",
  allergens: allergensWith(),
  kosher: { status: "parve", certifier: "Rabbinate of Tel Aviv", certifierHe: "רבנות תל אביב", passover: false },
  diets: [],
} satisfies Partial<ProductInput>;
