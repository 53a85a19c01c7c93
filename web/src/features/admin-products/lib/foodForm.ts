import {
  ALLERGENS,
  ALLERGEN_ANSWERS,
  DIETS,
  FOOD_LIMITS,
  GLUTEN_CEREALS,
  NUTRIENTS,
  TREE_NUTS,
  declarationOf,
  foodContradictions,
  type Allergen,
  type AllergenAnswer,
  type Diet,
  type FoodContradiction,
  type FoodDeclaration,
  type GlutenCereal,
  type KosherStatus,
  type Nutrient,
  type Product,
  type TreeNut,
} from "@contracts";
import { numberFromText, type FieldProblem } from "@/shared/forms";

/**
 * The product form's "What is in it" (issue 35), kept pure: the declaration as the owner types it
 * (ingredients in both languages, an answer per allergen or none yet, the tree nuts and cereals, the
 * kosher status, the diets, the cocoa) and, for the product alone, its net weight, storage, best
 * before and nutrition table. A variant may declare differently: its own `DeclarationDraft`, sent
 * whole as its `food` (left off, it is the product's). What goes to the API is gathered by
 * productForm.ts and checked with `productInputSchema`; the contradictions the server refuses are
 * the contracts' `foodContradictions`, read live here too.
 */

export type AllergenAnswers = Partial<Record<Allergen, AllergenAnswer>>;

/** What a variant may declare differently, as typed. */
export interface DeclarationDraft {
  ingredients: string;
  ingredientsHe: string;
  /** An allergen left out is not answered yet. */
  allergens: AllergenAnswers;
  /** Which tree nuts / cereals, sent while tree nuts / gluten are contained or may be. */
  treeNuts: TreeNut[];
  gluten: GlutenCereal[];
  /** "" until chosen. */
  kosherStatus: KosherStatus | "";
  certifier: string;
  certifierHe: string;
  passover: boolean;
  diets: Diet[];
  cocoaPercent: string;
}

/** The product's own: its declaration and what only the product says. */
export interface FoodDraft extends DeclarationDraft {
  netWeight: string;
  storage: string;
  storageHe: string;
  bestBeforeDays: string;
  /** The "Nutrition table" switch: off, no table is sent. */
  nutritionOn: boolean;
  nutrition: Record<Nutrient, string>;
}

export const DECLARATION_TEXT_FIELDS = ["ingredients", "ingredientsHe", "certifier", "certifierHe", "cocoaPercent"] as const;
export type DeclarationTextField = (typeof DECLARATION_TEXT_FIELDS)[number];
export const PRODUCT_FOOD_TEXT_FIELDS = ["netWeight", "storage", "storageHe", "bestBeforeDays"] as const;
export type ProductFoodTextField = (typeof PRODUCT_FOOD_TEXT_FIELDS)[number];

const BLANK_NUTRITION = Object.fromEntries(NUTRIENTS.map((key) => [key, ""])) as Record<Nutrient, string>;

export const EMPTY_DECLARATION_DRAFT: DeclarationDraft = {
  ingredients: "",
  ingredientsHe: "",
  allergens: {},
  treeNuts: [],
  gluten: [],
  kosherStatus: "",
  certifier: "",
  certifierHe: "",
  passover: false,
  diets: [],
  cocoaPercent: "",
};

export const EMPTY_FOOD_DRAFT: FoodDraft = {
  ...EMPTY_DECLARATION_DRAFT,
  netWeight: "",
  storage: "",
  storageHe: "",
  bestBeforeDays: "",
  nutritionOn: false,
  nutrition: BLANK_NUTRITION,
};

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** A stored declaration as the form shows it (an allergen with no valid answer: unanswered). */
export function declarationDraftFrom(declaration: FoodDeclaration): DeclarationDraft {
  const allergens: AllergenAnswers = {};
  for (const key of ALLERGENS) {
    const answer = declaration.allergens?.[key];
    if (answer && ALLERGEN_ANSWERS.includes(answer)) allergens[key] = answer;
  }
  return {
    ingredients: declaration.ingredients ?? "",
    ingredientsHe: declaration.ingredientsHe ?? "",
    allergens,
    treeNuts: TREE_NUTS.filter((nut) => declaration.allergenKinds?.treeNuts?.includes(nut)),
    gluten: GLUTEN_CEREALS.filter((cereal) => declaration.allergenKinds?.gluten?.includes(cereal)),
    kosherStatus: declaration.kosher?.status ?? "",
    certifier: declaration.kosher?.certifier ?? "",
    certifierHe: declaration.kosher?.certifierHe ?? "",
    passover: declaration.kosher?.passover === true,
    diets: DIETS.filter((diet) => declaration.diets?.includes(diet)),
    cocoaPercent: numberText(declaration.cocoaPercent),
  };
}

/** The product's food section: empty in add mode; a product stored before the declaration opens with every allergen unanswered. */
export function foodDraftFrom(product: Product | null | undefined): FoodDraft {
  if (!product) return { ...EMPTY_FOOD_DRAFT, allergens: {}, nutrition: { ...BLANK_NUTRITION } };
  return {
    ...declarationDraftFrom(product),
    netWeight: numberText(product.netWeight),
    storage: product.storage ?? "",
    storageHe: product.storageHe ?? "",
    bestBeforeDays: numberText(product.bestBeforeDays),
    nutritionOn: product.nutrition !== undefined,
    nutrition: product.nutrition ? (Object.fromEntries(NUTRIENTS.map((key) => [key, numberText(product.nutrition?.[key])])) as Record<Nutrient, string>) : { ...BLANK_NUTRITION },
  };
}

/** Only a declaration's own fields (what "Declare differently" starts a variant from). */
export function declarationPart(draft: DeclarationDraft): DeclarationDraft {
  return {
    ingredients: draft.ingredients,
    ingredientsHe: draft.ingredientsHe,
    allergens: { ...draft.allergens },
    treeNuts: [...draft.treeNuts],
    gluten: [...draft.gluten],
    kosherStatus: draft.kosherStatus,
    certifier: draft.certifier,
    certifierHe: draft.certifierHe,
    passover: draft.passover,
    diets: [...draft.diets],
    cocoaPercent: draft.cocoaPercent,
  };
}

// ---------------------------------------------------------------------------------------------
// The owner's edits

export function setAllergen<D extends DeclarationDraft>(draft: D, allergen: Allergen, answer: AllergenAnswer): D {
  return { ...draft, allergens: { ...draft.allergens, [allergen]: answer } };
}

/** The allergens not answered yet, in the label's order. */
export function unansweredAllergens(draft: Pick<DeclarationDraft, "allergens">): Allergen[] {
  return ALLERGENS.filter((key) => draft.allergens[key] === undefined);
}

/** "Free from all others": every allergen not answered yet is answered "free"; the answers given stay. */
export function freeFromAllOthers<D extends DeclarationDraft>(draft: D): D {
  const allergens: AllergenAnswers = { ...draft.allergens };
  for (const key of unansweredAllergens(draft)) allergens[key] = "free";
  return { ...draft, allergens };
}

/** Whether the product names which tree nuts / cereals: while they are contained or may be. */
export function kindsAsked(draft: Pick<DeclarationDraft, "allergens">, allergen: "treeNuts" | "gluten"): boolean {
  const answer = draft.allergens[allergen];
  return answer === "contains" || answer === "mayContain";
}

export function setTreeNut<D extends DeclarationDraft>(draft: D, nut: TreeNut, on: boolean): D {
  const chosen = new Set(draft.treeNuts);
  if (on) chosen.add(nut);
  else chosen.delete(nut);
  return { ...draft, treeNuts: TREE_NUTS.filter((key) => chosen.has(key)) };
}

export function setCereal<D extends DeclarationDraft>(draft: D, cereal: GlutenCereal, on: boolean): D {
  const chosen = new Set(draft.gluten);
  if (on) chosen.add(cereal);
  else chosen.delete(cereal);
  return { ...draft, gluten: GLUTEN_CEREALS.filter((key) => chosen.has(key)) };
}

export function setDiet<D extends DeclarationDraft>(draft: D, diet: Diet, on: boolean): D {
  const chosen = new Set(draft.diets);
  if (on) chosen.add(diet);
  else chosen.delete(diet);
  return { ...draft, diets: DIETS.filter((key) => chosen.has(key)) };
}

export function setKosherStatus<D extends DeclarationDraft>(draft: D, status: KosherStatus | ""): D {
  return { ...draft, kosherStatus: status };
}

export function setPassover<D extends DeclarationDraft>(draft: D, passover: boolean): D {
  return { ...draft, passover };
}

export function setDeclarationText<D extends DeclarationDraft>(draft: D, field: DeclarationTextField, text: string): D {
  return { ...draft, [field]: text };
}

export function setFoodText(draft: FoodDraft, field: ProductFoodTextField, text: string): FoodDraft {
  return { ...draft, [field]: text };
}

export function setNutritionOn(draft: FoodDraft, on: boolean): FoodDraft {
  return { ...draft, nutritionOn: on };
}

export function setNutrient(draft: FoodDraft, nutrient: Nutrient, text: string): FoodDraft {
  return { ...draft, nutrition: { ...draft.nutrition, [nutrient]: text } };
}

/** Whether a kosher status certifies it (certifier and Passover are asked then). */
export const isKosher = (status: KosherStatus | "") => status !== "" && status !== "notKosher";

// ---------------------------------------------------------------------------------------------
// What the API takes

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
/** Grams per 100 g, with a decimal point or comma ("12,5"). */
const decimalNumber = (text: string) => (/^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(",", ".")) : null);

/** The tree nuts and cereals named, sent while asked (and named). */
function kindsRequestOf(draft: DeclarationDraft) {
  const treeNuts = kindsAsked(draft, "treeNuts") && draft.treeNuts.length > 0 ? draft.treeNuts : undefined;
  const gluten = kindsAsked(draft, "gluten") && draft.gluten.length > 0 ? draft.gluten : undefined;
  return treeNuts || gluten ? { ...(treeNuts ? { treeNuts } : {}), ...(gluten ? { gluten } : {}) } : undefined;
}

/** The kosher status with its certifier and Passover, which only a kosher status has; none until chosen. */
function kosherRequestOf(draft: DeclarationDraft) {
  if (draft.kosherStatus === "") return undefined;
  if (!isKosher(draft.kosherStatus)) return { status: draft.kosherStatus, passover: false };
  return { status: draft.kosherStatus, certifier: draft.certifier, certifierHe: draft.certifierHe, passover: draft.passover };
}

/**
 * A declaration as the request's schema reads it: the allergens answered (one not answered is left
 * out, and the schema names it), the kinds while asked, the kosher status once chosen, the diets,
 * the cocoa when typed. A variant's blank ingredients are left out (the product's are read).
 */
export function declarationRequestOf(draft: DeclarationDraft, scope: "product" | "variant") {
  const kinds = kindsRequestOf(draft);
  const kosher = kosherRequestOf(draft);
  const cocoa = numberFromText(draft.cocoaPercent, wholeNumber);
  return {
    ...(scope === "product" || draft.ingredients.trim() ? { ingredients: draft.ingredients } : {}),
    ...(draft.ingredientsHe.trim() ? { ingredientsHe: draft.ingredientsHe } : {}),
    allergens: { ...draft.allergens },
    ...(kinds ? { allergenKinds: kinds } : {}),
    ...(kosher ? { kosher } : {}),
    diets: [...draft.diets],
    ...(cocoa === undefined ? {} : { cocoaPercent: cocoa }),
  };
}

/** The product's food fields as the request's schema reads them (the nutrition table only while its switch is on). */
export function foodRequestOf(draft: FoodDraft) {
  const netWeight = numberFromText(draft.netWeight, wholeNumber);
  const bestBeforeDays = numberFromText(draft.bestBeforeDays, wholeNumber);
  return {
    ...declarationRequestOf(draft, "product"),
    ...(netWeight === undefined ? {} : { netWeight }),
    ...(draft.storage.trim() ? { storage: draft.storage } : {}),
    ...(draft.storageHe.trim() ? { storageHe: draft.storageHe } : {}),
    ...(bestBeforeDays === undefined ? {} : { bestBeforeDays }),
    ...(draft.nutritionOn ? { nutrition: Object.fromEntries(NUTRIENTS.map((key) => [key, numberFromText(draft.nutrition[key], decimalNumber)])) } : {}),
  };
}

/**
 * A draft as `foodContradictions` reads it: what the answers given say. An allergen not answered yet
 * reads as free, so that only an answer contradicts (the schema checks contradictions once every
 * allergen is answered).
 */
export function declarationOfDraft(draft: DeclarationDraft): FoodDeclaration {
  const kosher = kosherRequestOf(draft);
  return {
    ...(draft.ingredients.trim() ? { ingredients: draft.ingredients } : {}),
    allergens: Object.fromEntries(ALLERGENS.map((key) => [key, draft.allergens[key] ?? "free"])) as Record<Allergen, AllergenAnswer>,
    diets: draft.diets,
    ...(kosher ? { kosher } : {}),
  };
}

export interface Contradiction {
  problem: FoodContradiction;
  field: "diets" | "kosher";
  allergen?: Allergen;
}

/**
 * What contradicts in a declaration now, as the server would refuse it: the product's own, or a
 * variant's over its product's (`product`), as `declarationOf` reads it. "The certifier is missing"
 * is left to Save (the field is marked required), so choosing a status does not scold at once.
 */
export function liveContradictions(draft: DeclarationDraft, product?: DeclarationDraft): Contradiction[] {
  const own = declarationOfDraft(draft);
  const declaration = product ? declarationOf(declarationOfDraft(product), own) : own;
  return foodContradictions(declaration).filter((item) => item.problem !== "certifierMissing");
}

/** The diets a contradiction forbids, by the problem (the rest follow no allergen). */
const DIET_OF: Partial<Record<FoodContradiction, Diet>> = { veganWithAnimal: "vegan", vegetarianWithAnimal: "vegetarian", glutenFreeWithGluten: "glutenFree" };
export const dietOfContradiction = (problem: FoodContradiction): Diet | undefined => DIET_OF[problem];

// ---------------------------------------------------------------------------------------------
// Problems, at their places

/**
 * Where the form shows a food problem: `food.<field>` for the product's, `<row key>.food.<field>` for a
 * variant's own declaration (`<row key>.food` for the whole of it). The fields: ingredients,
 * ingredientsHe, allergens, allergenKinds, kosher (the status), certifier, certifierHe, passover,
 * diets, cocoaPercent; the product's also netWeight, storage, storageHe, bestBeforeDays, nutrition
 * and nutrition.<nutrient>.
 */
export type FoodPlaceField =
  | "ingredients"
  | "ingredientsHe"
  | "allergens"
  | "allergenKinds"
  | "kosher"
  | "certifier"
  | "certifierHe"
  | "passover"
  | "diets"
  | "cocoaPercent"
  | "netWeight"
  | "storage"
  | "storageHe"
  | "bestBeforeDays"
  | "nutrition"
  | `nutrition.${Nutrient}`;

/** The request's top-level fields the food section answers for. */
export const FOOD_REQUEST_FIELDS = ["ingredients", "ingredientsHe", "allergens", "allergenKinds", "kosher", "diets", "cocoaPercent", "netWeight", "storage", "storageHe", "bestBeforeDays", "nutrition"] as const;

/** A path inside a declaration ("kosher.certifier", "allergens.milk") as the field the form shows it at. */
function placeField(parts: readonly string[]): FoodPlaceField | null {
  const [field, sub] = parts;
  switch (field) {
    case "ingredients":
    case "ingredientsHe":
    case "allergens":
    case "allergenKinds":
    case "diets":
    case "cocoaPercent":
    case "netWeight":
    case "storage":
    case "storageHe":
    case "bestBeforeDays":
      return field;
    case "kosher":
      return sub === "certifier" || sub === "certifierHe" || sub === "passover" ? sub : "kosher";
    case "nutrition":
      return sub && (NUTRIENTS as readonly string[]).includes(sub) ? `nutrition.${sub as Nutrient}` : "nutrition";
    default:
      return null;
  }
}

/**
 * Where a request path ("allergens", "kosher.certifier", "variants.2.food.diets") is shown, among
 * `rows` (the variant rows as sent, in order); null for a path that is not the food's.
 */
export function foodPlace(path: string, rows: readonly { key: string }[]): string | null {
  const parts = path.split(".");
  if (parts[0] === "variants" && parts[2] === "food") {
    const row = rows[Number(parts[1])];
    if (!row) return null;
    const field = placeField(parts.slice(3));
    // A variant declares no weight, storage or nutrition: anything else of its own is the declaration's.
    return field && (["ingredients", "ingredientsHe", "allergens", "allergenKinds", "kosher", "certifier", "certifierHe", "passover", "diets", "cocoaPercent"] as string[]).includes(field) ? `${row.key}.food.${field}` : `${row.key}.food`;
  }
  if (!(FOOD_REQUEST_FIELDS as readonly string[]).includes(parts[0] ?? "")) return null;
  const field = placeField(parts);
  return field ? `food.${field}` : null;
}

/** The place a contradiction is shown at: the certifier, Passover, the kosher status or the diets. */
export function contradictionField(contradiction: Pick<Contradiction, "problem" | "field">): FoodPlaceField {
  if (contradiction.problem === "certifierMissing") return "certifier";
  if (contradiction.problem === "notKosherCertified") return "passover";
  return contradiction.field;
}

/** A food problem in the form's words (admin.productsPage.food.errors.<key>). */
export type FoodProblem =
  | { key: "ingredientsRequired" | "invalidText" | "allergensRequired" | "allergenKinds" | "kosherRequired" | "kosherStatus" | "diet" | "nutrition" | "nutrientRequired" | "variantFood" }
  | { key: "textTooLong"; max: string }
  | { key: "allergensUnanswered"; allergens: Allergen[] }
  | { key: "cocoaPercent" | "netWeight" | "bestBeforeDays" | "nutrient"; max: string }
  | { key: "saturatedAboveFat" | "sugarsAboveCarbohydrate" }
  | { key: FoodContradiction | "dairyEquipmentWithMilk"; allergen?: Allergen };

/**
 * A contradiction in the form's words: milk in a parve product, or contained in a dairy-equipment one
 * (one rule, told apart by the status chosen).
 */
export function contradictionProblem(contradiction: Contradiction, kosherStatus: KosherStatus | ""): FoodProblem {
  const key = contradiction.problem === "parveWithMilk" && kosherStatus === "dairyEquipment" ? "dairyEquipmentWithMilk" : contradiction.problem;
  return { key, ...(contradiction.allergen ? { allergen: contradiction.allergen } : {}) };
}

const CONTRADICTIONS: readonly string[] = ["veganWithAnimal", "vegetarianWithAnimal", "glutenFreeWithGluten", "parveWithMilk", "notKosherCertified", "certifierMissing"] satisfies FoodContradiction[];
export const isContradiction = (kind: string): kind is FoodContradiction => CONTRADICTIONS.includes(kind);

/**
 * A schema problem at a food place in the form's words; `unanswered` names the allergens the
 * declaration at that place has not answered (the schema's `allergensUnanswered` lists them too),
 * `text` is what the field holds (a nutrient's amount).
 */
export function foodProblem(place: string, problem: FieldProblem, unanswered: readonly Allergen[], text?: string): FoodProblem {
  const field = place.slice(place.indexOf("food") + 5);
  const max = String(problem.maximum ?? "");
  if (isContradiction(problem.kind)) return { key: problem.kind };
  switch (field) {
    case "":
      return { key: "variantFood" };
    case "ingredients":
      if (problem.kind === "required") return { key: "ingredientsRequired" };
      return problem.kind === "tooLong" ? { key: "textTooLong", max } : { key: "invalidText" };
    case "ingredientsHe":
    case "storage":
    case "storageHe":
    case "certifier":
    case "certifierHe":
      return problem.kind === "tooLong" ? { key: "textTooLong", max } : { key: "invalidText" };
    case "allergens":
      return problem.kind === "allergensUnanswered" && unanswered.length > 0 ? { key: "allergensUnanswered", allergens: [...unanswered] } : { key: "allergensRequired" };
    case "allergenKinds":
      return { key: "allergenKinds" };
    case "kosher":
    case "passover":
      return problem.kind === "required" ? { key: "kosherRequired" } : { key: "kosherStatus" };
    case "diets":
      return { key: "diet" };
    case "cocoaPercent":
      return { key: "cocoaPercent", max: "100" };
    case "netWeight":
      return { key: "netWeight", max: String(FOOD_LIMITS.netWeight) };
    case "bestBeforeDays":
      return { key: "bestBeforeDays", max: String(FOOD_LIMITS.bestBeforeDays) };
    case "nutrition":
      return { key: "nutrition" };
    default: {
      // nutrition.<nutrient>: missing, not a number of its kind, or (a valid amount) above what holds it.
      if (problem.kind === "required") return { key: "nutrientRequired" };
      const amount = decimalNumber((text ?? "").trim());
      const valid = amount !== null && amount <= 100 && Math.abs(amount * 10 - Math.round(amount * 10)) < 1e-9;
      if (valid && field === "nutrition.saturatedFat") return { key: "saturatedAboveFat" };
      if (valid && field === "nutrition.sugars") return { key: "sugarsAboveCarbohydrate" };
      return { key: "nutrient", max: field === "nutrition.energyKcal" ? String(FOOD_LIMITS.energyKcal) : "100" };
    }
  }
}
