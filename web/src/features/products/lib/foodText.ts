import type { FoodDeclaration, Product } from "@contracts";
import { baseLanguage } from "@/shared/i18n/languages";

/** A text the owner wrote, with the language it is in when that is not the page's (a Hebrew page showing the English one). */
export interface WrittenText {
  text: string;
  lang?: string | undefined;
}

const present = (text: string | undefined): text is string => typeof text === "string" && text.trim() !== "";

/** The Hebrew text in Hebrew when there is one, else the English one (marked as English on a Hebrew page). */
function written(english: string | undefined, hebrew: string | undefined, language: string): WrittenText | undefined {
  const he = baseLanguage(language) === "he";
  if (he && present(hebrew)) return { text: hebrew.trim() };
  if (present(english)) return { text: english.trim(), ...(he ? { lang: "en" } : {}) };
  return undefined;
}

/**
 * The owner's words of a declaration in the reader's language, each falling back to English: the
 * ingredients (the variant's, when it has its own), the storage and the kosher certifier's name.
 */
export function foodText(
  product: Pick<Product, "storage" | "storageHe">,
  declaration: Pick<FoodDeclaration, "ingredients" | "ingredientsHe" | "kosher">,
  language: string,
): { ingredients?: WrittenText | undefined; storage?: WrittenText | undefined; certifier?: string | undefined } {
  const certifier = written(declaration.kosher?.certifier, declaration.kosher?.certifierHe, language);
  return {
    ingredients: written(declaration.ingredients, declaration.ingredientsHe, language),
    storage: written(product.storage, product.storageHe, language),
    certifier: certifier?.text,
  };
}
