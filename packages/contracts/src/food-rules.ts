/**
 * What is in a product (issue 35), without zod: the allergens the law asks a shop to declare (the
 * EU's 14, which Israel's rules follow), the kosher statuses, the diets, and what the storefront
 * applies to a declaration: which declarations a variant overrides, the diets that follow, the one
 * allergen line a cart shows, the JSON-LD diets. What only the server and the admin apply (bounds,
 * completeness, contradictions, filter flags, tile marks) is in food-check-rules.ts.
 *
 * Every allergen is answered: `contains`, `mayContain` (traces) or `free`. "Not declared" is not an
 * answer, so an admin save with any allergen unanswered is refused (a product stored before the
 * declaration existed has none and counts as incomplete until the owner edits it).
 *
 * Kept apart from the zod schemas so that a storefront page needing only these does not download
 * zod with them (a module is bundled whole; see web/vite.config.ts).
 */

/** The EU's 14 allergens, in the order a label lists them. */
export const ALLERGENS = [
  "milk",
  "eggs",
  "peanuts",
  "treeNuts",
  "gluten",
  "soy",
  "sesame",
  "fish",
  "crustaceans",
  "molluscs",
  "celery",
  "mustard",
  "lupin",
  "sulphites",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_ANSWERS = ["contains", "mayContain", "free"] as const;
export type AllergenAnswer = (typeof ALLERGEN_ANSWERS)[number];
export type Allergens = Record<Allergen, AllergenAnswer>;

/** The tree nuts a label names (EU annex II), and the cereals that hold gluten. */
export const TREE_NUTS = ["almonds", "hazelnuts", "walnuts", "cashews", "pecans", "brazilNuts", "pistachios", "macadamias"] as const;
export type TreeNut = (typeof TREE_NUTS)[number];
export const GLUTEN_CEREALS = ["wheat", "rye", "barley", "oats", "spelt"] as const;
export type GlutenCereal = (typeof GLUTEN_CEREALS)[number];

/** Which tree nuts and which cereals, where the product contains or may contain them. */
export interface AllergenKinds {
  treeNuts?: TreeNut[] | undefined;
  gluten?: GlutenCereal[] | undefined;
}

export const KOSHER_STATUSES = ["notKosher", "dairy", "dairyEquipment", "parve"] as const;
export type KosherStatus = (typeof KOSHER_STATUSES)[number];

export interface Kosher {
  status: KosherStatus;
  /** The certifying body (required when kosher); its Hebrew name, blank: the English one. */
  certifier?: string | undefined;
  certifierHe?: string | undefined;
  /** Kosher for Passover. */
  passover: boolean;
}

export const DIETS = ["vegan", "vegetarian", "glutenFree", "noAddedSugar"] as const;
export type Diet = (typeof DIETS)[number];

/** Per 100 g, in grams (energy in kcal; kJ is kcal × 4.184, shown beside it). */
export const NUTRIENTS = ["energyKcal", "fat", "saturatedFat", "carbohydrate", "sugars", "protein", "salt"] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export type Nutrition = Record<Nutrient, number>;

/** What a declaration says: the product's own, or a variant's over it. */
export interface FoodDeclaration {
  ingredients?: string | undefined;
  ingredientsHe?: string | undefined;
  allergens?: Allergens | undefined;
  allergenKinds?: AllergenKinds | undefined;
  kosher?: Kosher | undefined;
  diets?: Diet[] | undefined;
  cocoaPercent?: number | undefined;
}

/** What a variant may declare differently from its product (milk and dark): the rest is the product's. */
export const VARIANT_FOOD_FIELDS = ["ingredients", "ingredientsHe", "allergens", "allergenKinds", "kosher", "diets", "cocoaPercent"] as const;

/** The declaration that applies to a variant: each field its own where it has one, else its product's. */
export function declarationOf(product: FoodDeclaration, variantFood: FoodDeclaration | undefined): FoodDeclaration {
  if (!variantFood) return product;
  const out: FoodDeclaration = { ...product };
  for (const field of VARIANT_FOOD_FIELDS) {
    if (variantFood[field] !== undefined) (out as Record<string, unknown>)[field] = variantFood[field];
  }
  return out;
}

/** Every declaration a product sells under: its own, or each variant's. */
export function declarationsOf(product: FoodDeclaration & { variants?: readonly { food?: FoodDeclaration | undefined }[] | undefined }): FoodDeclaration[] {
  const variants = product.variants ?? [];
  return variants.length === 0 ? [product] : variants.map((variant) => declarationOf(product, variant.food));
}

/** Every allergen answered. */
export function allergensComplete(allergens: Partial<Record<Allergen, unknown>> | undefined): allergens is Allergens {
  return !!allergens && ALLERGENS.every((key) => ALLERGEN_ANSWERS.includes(allergens[key] as AllergenAnswer));
}

/** The diets that hold, with what follows from the rest: vegan is vegetarian; free from gluten is gluten-free. */
export function dietsOf(declaration: FoodDeclaration): Diet[] {
  const diets = new Set(declaration.diets ?? []);
  if (diets.has("vegan")) diets.add("vegetarian");
  if (declaration.allergens?.gluten === "free") diets.add("glutenFree");
  return DIETS.filter((diet) => diets.has(diet));
}

/** The kosher filters a shopper chooses from: certified at all, parve, for Passover. */
export const KOSHER_FILTERS = ["kosher", "parve", "passover"] as const;
export type KosherFilter = (typeof KOSHER_FILTERS)[number];

/** The listing's and search's food filters, as the query names them (`freeFrom=`, `diet=`, `kosher=`). */
export interface FoodFilterQuery {
  freeFrom?: Allergen[] | undefined;
  diet?: Diet[] | undefined;
  kosher?: KosherFilter[] | undefined;
}

/** A filter flag a product may hold (its `food_<key>` field; see food-check-rules.ts). */
export type FoodFilterKey = `free_${Allergen}` | `diet_${Diet}` | `kosher_${KosherFilter}`;

/** The marks a tile shows (what people filter by most), in this order. */
export const TILE_FOOD_MARKS = ["kosher_parve", "diet_vegan", "diet_glutenFree", "free_treeNuts"] as const satisfies readonly FoodFilterKey[];
export type TileFoodMark = (typeof TILE_FOOD_MARKS)[number];

/** One word of an allergen line: an allergen, or the tree nut or cereal it names. */
export type AllergenWord = { kind: "allergen"; key: Allergen } | { kind: "treeNut"; key: TreeNut } | { kind: "cereal"; key: GlutenCereal };

export interface AllergenLine {
  contains: AllergenWord[];
  mayContain: AllergenWord[];
  /** Lines whose product has no complete declaration: the line cannot vouch for them. */
  undeclared: number;
}

const STRENGTH: Record<AllergenAnswer, number> = { free: 0, mayContain: 1, contains: 2 };

/** The allergens of several things together: each allergen at its strongest answer, their kinds joined. */
export function combineAllergens(declarations: readonly { allergens?: Allergens | undefined; allergenKinds?: AllergenKinds | undefined }[]): { allergens: Allergens; allergenKinds: AllergenKinds } | undefined {
  if (declarations.length === 0 || !declarations.every((d) => allergensComplete(d.allergens))) return undefined;
  const allergens = Object.fromEntries(ALLERGENS.map((key) => [key, "free"])) as Allergens;
  const treeNuts = new Set<TreeNut>();
  const gluten = new Set<GlutenCereal>();
  for (const declaration of declarations) {
    for (const key of ALLERGENS) {
      const answer = declaration.allergens?.[key] ?? "free";
      if (STRENGTH[answer] > STRENGTH[allergens[key]]) allergens[key] = answer;
    }
    declaration.allergenKinds?.treeNuts?.forEach((nut) => treeNuts.add(nut));
    declaration.allergenKinds?.gluten?.forEach((cereal) => gluten.add(cereal));
  }
  const allergenKinds: AllergenKinds = {};
  if (treeNuts.size > 0) allergenKinds.treeNuts = TREE_NUTS.filter((nut) => treeNuts.has(nut));
  if (gluten.size > 0) allergenKinds.gluten = GLUTEN_CEREALS.filter((cereal) => gluten.has(cereal));
  return { allergens, allergenKinds };
}

function wordsOf(key: Allergen, kinds: AllergenKinds | undefined): AllergenWord[] {
  if (key === "treeNuts" && kinds?.treeNuts?.length) return kinds.treeNuts.map((nut) => ({ kind: "treeNut", key: nut }));
  if (key === "gluten" && kinds?.gluten?.length) return kinds.gluten.map((cereal) => ({ kind: "cereal", key: cereal }));
  return [{ kind: "allergen", key }];
}

/**
 * The one allergen line of a cart ("contains milk, hazelnuts; may contain peanuts"): what any line
 * contains, then what any may contain and none contains. Tree nuts and gluten are named by kind where
 * the declaration names them.
 */
export function allergenLine(lines: readonly { allergens?: Allergens | undefined; allergenKinds?: AllergenKinds | undefined }[]): AllergenLine {
  const declared = lines.filter((line) => allergensComplete(line.allergens));
  const combined = combineAllergens(declared);
  const line: AllergenLine = { contains: [], mayContain: [], undeclared: lines.length - declared.length };
  if (!combined) return line;
  for (const key of ALLERGENS) {
    const answer = combined.allergens[key];
    if (answer === "contains") line.contains.push(...wordsOf(key, combined.allergenKinds));
    else if (answer === "mayContain") line.mayContain.push(...wordsOf(key, combined.allergenKinds));
  }
  return line;
}

/** schema.org's RestrictedDiet values a product suits (JSON-LD `suitableForDiet`). */
export function schemaOrgDiets(declaration: FoodDeclaration): string[] {
  const diets = new Set(dietsOf(declaration));
  const out: string[] = [];
  if (diets.has("glutenFree")) out.push("https://schema.org/GlutenFreeDiet");
  if (declaration.kosher && declaration.kosher.status !== "notKosher") out.push("https://schema.org/KosherDiet");
  if (diets.has("noAddedSugar")) out.push("https://schema.org/LowSugarDiet");
  if (diets.has("vegan")) out.push("https://schema.org/VeganDiet");
  if (diets.has("vegetarian")) out.push("https://schema.org/VegetarianDiet");
  return out;
}

/** kJ from kcal, as a label prints both. */
export const kilojoules = (kcal: number): number => Math.round(kcal * 4.184);

/**
 * The allergens of what a cart line holds: its variant's declaration (or its product's), and for a
 * filled box every piece's added up. Undefined when any of them is not fully declared.
 */
export function lineAllergensOf(
  product: FoodDeclaration & { variants?: readonly { sku: string; food?: FoodDeclaration | undefined }[] | undefined },
  variantSku: string | undefined,
  pieces: readonly { allergens?: Allergens | undefined; allergenKinds?: AllergenKinds | undefined }[] = [],
): { allergens: Allergens; allergenKinds: AllergenKinds } | undefined {
  const variant = variantSku ? product.variants?.find((candidate) => candidate.sku === variantSku) : undefined;
  return combineAllergens([declarationOf(product, variant?.food), ...pieces]);
}
