/**
 * What is in a product (issue 35) as `products/{id}` stores it, beside the rest of productDocument:
 * the declaration as given (ingredients, allergens, kosher, diets, cocoa, weight, storage, best
 * before, nutrition; a variant's own over it in `variants[].food`), plus two derived fields:
 *
 * - `food_free_milk`, `food_diet_vegan`, `food_kosher_parve`, …: one top-level flag per answer a shopper
 *   filters by (`foodFilterField`), true only when every variant holds it (`productFoodFilterKeys`).
 *   The listing filters by equality on them (`food_free_milk == true`), each served by an index
 *   (flag, sort key) merged with the category and brand ones (firestore.indexes.json). Top-level
 *   fields, not a map, because the Node Firestore emulator cannot filter on a nested path.
 * - `declared`: the product and every variant declare ingredients, every allergen and the kosher
 *   status. The admin's grid marks the others and the overview counts them.
 *
 * Read back defensively: anything malformed is dropped, a partial allergen list is no list.
 */
import {
  ALLERGENS,
  DIETS,
  GLUTEN_CEREALS,
  KOSHER_STATUSES,
  FOOD_FILTER_KEYS,
  NUTRIENTS,
  TREE_NUTS,
  allergensComplete,
  dietsOf,
  productDeclared,
  productFoodFilterKeys,
  type AllergenKinds,
  type Allergens,
  type Diet,
  type FoodDeclaration,
  type FoodFilterKey,
  type Kosher,
  type Nutrition,
  type VariantFood,
} from "@cocoa/contracts";

/** The food fields of a product as the API and the document hold them. */
export interface ProductFood extends FoodDeclaration {
  netWeight?: number | undefined;
  storage?: string | undefined;
  storageHe?: string | undefined;
  bestBeforeDays?: number | undefined;
  nutrition?: Nutrition | undefined;
}

export const FOOD_FIELDS = ["ingredients", "ingredientsHe", "allergens", "allergenKinds", "kosher", "diets", "cocoaPercent", "netWeight", "storage", "storageHe", "bestBeforeDays", "nutrition"] as const;

/** The derived fields productDocument adds. */
export type FoodFilterField = `food_${FoodFilterKey}`;
export const foodFilterField = (key: FoodFilterKey): FoodFilterField => `food_${key}`;

export type FoodDerived = Partial<Record<FoodFilterField, boolean>> & { declared: boolean };

/** Every flag an edit does not set, written false: a rewrite (a merging set, on the Node emulator) leaves no stale true. */
export function foodFlagsCleared(document: Partial<Record<FoodFilterField, boolean>>): Record<FoodFilterField, boolean> {
  return Object.fromEntries(FOOD_FILTER_KEYS.map((key) => [foodFilterField(key), document[foodFilterField(key)] === true])) as Record<FoodFilterField, boolean>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);
const whole = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined);

function storedAllergens(value: unknown): Allergens | undefined {
  if (!isRecord(value)) return undefined;
  return allergensComplete(value) ? (Object.fromEntries(ALLERGENS.map((key) => [key, value[key]])) as Allergens) : undefined;
}

function storedKinds(value: unknown): AllergenKinds | undefined {
  if (!isRecord(value)) return undefined;
  const kinds: AllergenKinds = {};
  if (Array.isArray(value.treeNuts)) {
    const nuts = TREE_NUTS.filter((nut) => (value.treeNuts as unknown[]).includes(nut));
    if (nuts.length) kinds.treeNuts = nuts;
  }
  if (Array.isArray(value.gluten)) {
    const cereals = GLUTEN_CEREALS.filter((cereal) => (value.gluten as unknown[]).includes(cereal));
    if (cereals.length) kinds.gluten = cereals;
  }
  return kinds.treeNuts || kinds.gluten ? kinds : undefined;
}

function storedKosher(value: unknown): Kosher | undefined {
  if (!isRecord(value) || !KOSHER_STATUSES.includes(value.status as Kosher["status"])) return undefined;
  const kosher: Kosher = { status: value.status as Kosher["status"], passover: value.passover === true };
  if (text(value.certifier)) kosher.certifier = text(value.certifier);
  if (text(value.certifierHe)) kosher.certifierHe = text(value.certifierHe);
  return kosher;
}

function storedDiets(value: unknown): Diet[] | undefined {
  return Array.isArray(value) ? DIETS.filter((diet) => value.includes(diet)) : undefined;
}

function storedNutrition(value: unknown): Nutrition | undefined {
  if (!isRecord(value) || !NUTRIENTS.every((key) => typeof value[key] === "number" && Number.isFinite(value[key]))) return undefined;
  return Object.fromEntries(NUTRIENTS.map((key) => [key, value[key]])) as Nutrition;
}

/** Drops what is absent (Firestore refuses `undefined`). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A variant's own declaration, read back (or as given); undefined when it declares nothing of its own. */
export function variantFoodOf(value: unknown): VariantFood | undefined {
  if (!isRecord(value)) return undefined;
  const food: VariantFood = defined({
    ingredients: text(value.ingredients),
    ingredientsHe: text(value.ingredientsHe),
    allergens: storedAllergens(value.allergens),
    allergenKinds: storedKinds(value.allergenKinds),
    kosher: storedKosher(value.kosher),
    diets: storedDiets(value.diets),
    cocoaPercent: whole(value.cocoaPercent),
  });
  return Object.keys(food).length > 0 ? food : undefined;
}

/**
 * The product's food fields (as given or as stored), each only when well formed. Diets are stored as
 * they follow from the rest too (vegan is vegetarian; free from gluten is gluten-free).
 */
export function productFoodOf(data: Record<string, unknown>): ProductFood {
  const food: ProductFood = defined({
    ingredients: text(data.ingredients),
    ingredientsHe: text(data.ingredientsHe),
    allergens: storedAllergens(data.allergens),
    allergenKinds: storedKinds(data.allergenKinds),
    kosher: storedKosher(data.kosher),
    diets: storedDiets(data.diets),
    cocoaPercent: whole(data.cocoaPercent),
    netWeight: whole(data.netWeight) || undefined,
    storage: text(data.storage),
    storageHe: text(data.storageHe),
    bestBeforeDays: whole(data.bestBeforeDays) || undefined,
    nutrition: storedNutrition(data.nutrition),
  });
  if (food.diets || food.allergens) {
    const diets = dietsOf(food);
    if (diets.length > 0 || food.diets) food.diets = diets;
  }
  return food;
}

/** The derived fields of a product with these food fields and variants (each variant's own `food`). */
export function foodDerived(food: ProductFood, variants: readonly { food?: VariantFood | undefined }[] | undefined): FoodDerived {
  const product = { ...food, variants: variants?.map((variant) => ({ food: variant.food })) };
  const holds = new Set(productFoodFilterKeys(product));
  return {
    // Only the flags that hold: a product carries a few, not all 21 (an edit writes the others false, see foodFlagsCleared).
    ...(Object.fromEntries(FOOD_FILTER_KEYS.filter((key) => holds.has(key)).map((key) => [foodFilterField(key), true])) as Partial<Record<FoodFilterField, true>>),
    declared: productDeclared(product),
  };
}
