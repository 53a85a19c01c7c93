/**
 * What is in a product (issue 35), the half only the server and the admin apply, without zod: the
 * bounds of a declaration, when it is complete, which answers contradict each other, and the filter
 * flags and tile marks a product earns. Apart from food-rules.ts (what the storefront needs: the
 * lists, a variant's declaration, the cart's allergen line, the JSON-LD diets) so that a storefront
 * page does not download these with them (a module is bundled whole; see web/vite.config.ts).
 */
import {
  ALLERGENS,
  DIETS,
  KOSHER_FILTERS,
  TILE_FOOD_MARKS,
  allergensComplete,
  declarationsOf,
  dietsOf,
  type Allergen,
  type FoodDeclaration,
  type FoodFilterQuery,
  type Kosher,
  type KosherFilter,
  type FoodFilterKey,
  type TileFoodMark,
} from "./food-rules";

export const FOOD_LIMITS = {
  ingredients: 2000,
  storage: 200,
  certifier: 80,
  netWeight: 100_000,
  bestBeforeDays: 3650,
  /** kcal per 100 g at most (pure fat is 900). */
  energyKcal: 900,
} as const;


/** A declaration the law accepts: ingredients, every allergen, the kosher status. */
export function declarationComplete(declaration: FoodDeclaration): boolean {
  return !!declaration.ingredients?.trim() && allergensComplete(declaration.allergens) && !!declaration.kosher;
}

/** The product and each of its variants declared. */
export function productDeclared(product: Parameters<typeof declarationsOf>[0]): boolean {
  return declarationsOf(product).every(declarationComplete);
}

/** A contradiction the server refuses, by the message code's last part (`product.food.<kind>`). */
export type FoodContradiction = "veganWithAnimal" | "vegetarianWithAnimal" | "glutenFreeWithGluten" | "parveWithMilk" | "notKosherCertified" | "certifierMissing";

const animalForVegans: Allergen[] = ["milk", "eggs", "fish", "crustaceans", "molluscs"];
const animalForVegetarians: Allergen[] = ["fish", "crustaceans", "molluscs"];

/**
 * What in a declaration cannot be true together: a vegan product containing milk, eggs or fish; a
 * vegetarian one containing fish or shellfish; a gluten-free one that contains or may contain
 * gluten; a parve (or dairy-equipment) one with milk in it; a kosher one without its certifier.
 * Traces of milk do not make a product non-vegan (a label says "may contain milk" on vegan chocolate).
 */
export function foodContradictions(declaration: FoodDeclaration): { problem: FoodContradiction; field: "diets" | "kosher"; allergen?: Allergen }[] {
  const out: { problem: FoodContradiction; field: "diets" | "kosher"; allergen?: Allergen }[] = [];
  const allergens = declaration.allergens;
  const diets = new Set(declaration.diets ?? []);
  const contains = (key: Allergen) => allergens?.[key] === "contains";
  if (diets.has("vegan")) {
    const animal = animalForVegans.find(contains);
    if (animal) out.push({ problem: "veganWithAnimal", field: "diets", allergen: animal });
  }
  if (diets.has("vegetarian")) {
    const animal = animalForVegetarians.find(contains);
    if (animal) out.push({ problem: "vegetarianWithAnimal", field: "diets", allergen: animal });
  }
  if (diets.has("glutenFree") && allergens && allergens.gluten !== "free") out.push({ problem: "glutenFreeWithGluten", field: "diets", allergen: "gluten" });
  const kosher = declaration.kosher;
  // Parve holds no milk, not even traces (those make it dairy equipment); dairy equipment holds none as an ingredient.
  const milkBreaks = kosher?.status === "parve" ? allergens !== undefined && allergens.milk !== "free" : kosher?.status === "dairyEquipment" && contains("milk");
  if (milkBreaks) out.push({ problem: "parveWithMilk", field: "kosher", allergen: "milk" });
  if (kosher && kosher.status === "notKosher" && kosher.passover) out.push({ problem: "notKosherCertified", field: "kosher" });
  if (kosher && kosher.status !== "notKosher" && !kosher.certifier?.trim()) out.push({ problem: "certifierMissing", field: "kosher" });
  return out;
}


export function kosherFiltersOf(kosher: Kosher | undefined): KosherFilter[] {
  if (!kosher || kosher.status === "notKosher") return [];
  return KOSHER_FILTERS.filter((filter) => filter === "kosher" || (filter === "parve" && kosher.status === "parve") || (filter === "passover" && kosher.passover));
}


/*
 * The product document's indexed filter flags (`food_<key>: true`), one per answer a shopper filters
 * by. A product sold by variant holds a filter only when every variant does, so a filter (and a
 * tile's mark) never shows a product one of whose variants would fail it.
 */

/** Every filter key, in a fixed order (a search posting holds a product's as bits in this order: append only). */
export const FOOD_FILTER_KEYS: readonly FoodFilterKey[] = [
  ...ALLERGENS.map((allergen) => `free_${allergen}` as const),
  ...DIETS.map((diet) => `diet_${diet}` as const),
  ...KOSHER_FILTERS.map((filter) => `kosher_${filter}` as const),
];

/** Filter keys as bits (FOOD_FILTER_KEYS' order), written in base 36. */
export function foodFilterMask(keys: readonly FoodFilterKey[]): string {
  let mask = 0;
  for (const key of keys) {
    const bit = FOOD_FILTER_KEYS.indexOf(key);
    if (bit >= 0) mask += 2 ** bit;
  }
  return mask.toString(36);
}

/** Whether a mask holds every key. */
export function maskHolds(mask: string, keys: readonly FoodFilterKey[]): boolean {
  const value = parseInt(mask, 36);
  if (!Number.isFinite(value)) return keys.length === 0;
  return keys.every((key) => {
    const bit = FOOD_FILTER_KEYS.indexOf(key);
    return bit >= 0 && Math.floor(value / 2 ** bit) % 2 === 1;
  });
}

export function foodFilterKeysOf(declaration: FoodDeclaration): FoodFilterKey[] {
  const keys: FoodFilterKey[] = [];
  if (allergensComplete(declaration.allergens)) {
    const allergens = declaration.allergens;
    for (const allergen of ALLERGENS) if (allergens[allergen] === "free") keys.push(`free_${allergen}`);
  }
  for (const diet of dietsOf(declaration)) keys.push(`diet_${diet}`);
  for (const filter of kosherFiltersOf(declaration.kosher)) keys.push(`kosher_${filter}`);
  return keys;
}

export function productFoodFilterKeys(product: Parameters<typeof declarationsOf>[0]): FoodFilterKey[] {
  const [first, ...rest] = declarationsOf(product).map((declaration) => new Set(foodFilterKeysOf(declaration)));
  if (!first) return [];
  return [...first].filter((key) => rest.every((set) => set.has(key)));
}

export function foodFilterKeysOfQuery(query: FoodFilterQuery): FoodFilterKey[] {
  return [
    ...(query.freeFrom ?? []).map((allergen) => `free_${allergen}` as const),
    ...(query.diet ?? []).map((diet) => `diet_${diet}` as const),
    ...(query.kosher ?? []).map((filter) => `kosher_${filter}` as const),
  ];
}


/** The marks a product earns (every variant qualifies): a nut-free mark needs peanuts free as well. */
export function tileFoodMarks(product: Parameters<typeof declarationsOf>[0]): TileFoodMark[] {
  const keys = new Set(productFoodFilterKeys(product));
  return TILE_FOOD_MARKS.filter((mark) => keys.has(mark) && (mark !== "free_treeNuts" || keys.has("free_peanuts")));
}

