/**
 * What is in a product (issue 35), without zod: the allergens the law asks a shop to declare (the
 * EU's 14, which Israel's rules follow), the kosher statuses, the diets, and the rules both sides
 * apply to a declaration: which answers contradict each other, what a product may be filtered by,
 * which declarations a variant overrides, and the one allergen line a cart shows.
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

export const FOOD_LIMITS = {
  ingredients: 2000,
  storage: 200,
  certifier: 80,
  netWeight: 100_000,
  bestBeforeDays: 3650,
  /** kcal per 100 g at most (pure fat is 900). */
  energyKcal: 900,
} as const;

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

export function kosherFiltersOf(kosher: Kosher | undefined): KosherFilter[] {
  if (!kosher || kosher.status === "notKosher") return [];
  return KOSHER_FILTERS.filter((filter) => filter === "kosher" || (filter === "parve" && kosher.status === "parve") || (filter === "passover" && kosher.passover));
}

/** The listing's and search's food filters, as the query names them (`freeFrom=`, `diet=`, `kosher=`). */
export interface FoodFilterQuery {
  freeFrom?: Allergen[] | undefined;
  diet?: Diet[] | undefined;
  kosher?: KosherFilter[] | undefined;
}

/**
 * The product document's indexed filter fields (`foodFilters.<key>: true`), one per answer a shopper
 * filters by. A product sold by variant holds a filter only when every variant does, so a filter (and a
 * tile's mark) never shows a product one of whose variants would fail it.
 */
export type FoodFilterKey = `free_${Allergen}` | `diet_${Diet}` | `kosher_${KosherFilter}`;

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

/** The marks a tile shows (what people filter by most), in this order. */
export const TILE_FOOD_MARKS = ["kosher_parve", "diet_vegan", "diet_glutenFree", "free_treeNuts"] as const satisfies readonly FoodFilterKey[];
export type TileFoodMark = (typeof TILE_FOOD_MARKS)[number];

/** The marks a product earns (every variant qualifies): a nut-free mark needs peanuts free as well. */
export function tileFoodMarks(product: Parameters<typeof declarationsOf>[0]): TileFoodMark[] {
  const keys = new Set(productFoodFilterKeys(product));
  return TILE_FOOD_MARKS.filter((mark) => keys.has(mark) && (mark !== "free_treeNuts" || keys.has("free_peanuts")));
}

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
