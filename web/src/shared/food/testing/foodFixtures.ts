import { ALLERGENS, type Allergens, type Product } from "@contracts";

/** Every allergen answered "free", then the given answers (tests). */
export const allergensWith = (answers: Partial<Allergens> = {}): Allergens =>
  ({ ...Object.fromEntries(ALLERGENS.map((key) => [key, "free"])), ...answers }) as Allergens;

/**
 * A fully declared hazelnut praline (tests): contains milk and hazelnuts, may contain peanuts and soy;
 * kosher dairy for Passover under a certifier named in both languages; vegetarian (and, free from
 * gluten, gluten-free); its nutrition table.
 */
export function declaredPraline(overrides: Partial<Product> = {}): Product {
  return {
    _id: "p-praline",
    slug: "hazelnut-praline",
    image: "/images/products/praline.webp",
    title: "Hazelnut praline",
    titleHe: "פרלין אגוזי לוז",
    description: "Crisp and nutty.",
    category: "pralines",
    brand: "atelier",
    price: 1200,
    salePrice: 0,
    totalStock: 5,
    averageReview: 0,
    featured: false,
    ingredients: "Sugar, hazelnuts (30%), cocoa butter, whole milk powder, cocoa mass.",
    ingredientsHe: "סוכר, אגוזי לוז (30%), חמאת קקאו, אבקת חלב מלא, עיסת קקאו.",
    allergens: allergensWith({ milk: "contains", treeNuts: "contains", peanuts: "mayContain", soy: "mayContain" }),
    allergenKinds: { treeNuts: ["hazelnuts"] },
    kosher: { status: "dairy", certifier: "Rabbinate of Tel Aviv", certifierHe: "רבנות תל אביב", passover: true },
    diets: ["vegetarian"],
    cocoaPercent: 34,
    netWeight: 150,
    storage: "Keep cool and dry.",
    storageHe: "לשמור במקום קריר ויבש.",
    bestBeforeDays: 21,
    nutrition: { energyKcal: 550, fat: 36.5, saturatedFat: 15, carbohydrate: 48, sugars: 45.2, protein: 7.1, salt: 0.12 },
    declared: true,
    ...overrides,
  };
}
