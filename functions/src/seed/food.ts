/**
 * What is in every seeded product (issue 35): the food declaration `product()` of ./catalog.ts merges
 * into each seed product and build-your-own-box piece, by product id. Pure data, like the catalogue.
 *
 * Each declaration lists the ingredients in descending order of weight in English and Hebrew, answers
 * all 14 allergens (`allergens({ contains, mayContain })`: every other one is free), names the tree
 * nuts and cereals it contains (or, where only traces, those it may contain), the kosher status with
 * its certifier, the diets, and where it makes sense the cocoa content, net weight, storage, best
 * before and a nutrition table per 100 g.
 *
 * How the kitchens split, so the traces below are consistent:
 * - The atelier (Cocoa Atelier, Tel Aviv Nights, Little Chocolatiers, The Vegan Garden) works with
 *   hazelnuts, almonds, pistachios and sesame: its ganache and praline pieces may hold traces of them.
 *   Its parve line (house dark, the spice stars) is milk-free and nut-free; the children's line
 *   (Little Chocolatiers) is nut-free; the vegan line shares equipment with milk chocolate, so it is
 *   vegan "may contain milk", kosher dairy-equipment (never parve). Certified by the Tel Aviv rabbinate.
 * - The Origin Series is made bean-to-bar on a nut-free line, its dark chocolate without milk or
 *   emulsifier (kosher parve and for Passover), certified by Badatz Beit Yosef.
 * - Belgian Classics are made in Antwerp, where peanuts, wheat (feuilletine) and eggs are handled.
 */
import { ALLERGENS, GLUTEN_CEREALS, TREE_NUTS, combineAllergens, declarationOf, dietsOf, type Allergen, type AllergenKinds, type Allergens, type Diet, type FoodDeclaration, type Kosher, type Nutrition, type VariantFood } from "@cocoa/contracts";

/** A product's food fields, as productSchema holds them. */
export interface SeedFood {
  ingredients: string;
  ingredientsHe: string;
  allergens: Allergens;
  allergenKinds?: AllergenKinds;
  kosher: Kosher;
  diets: Diet[];
  cocoaPercent?: number;
  /** Grams (absent where the variants' weights differ, or the box is filled to choice). */
  netWeight?: number;
  storage: string;
  storageHe: string;
  bestBeforeDays: number;
  nutrition?: Nutrition;
}

/** A declaration and, for a product sold by variant, what each variant (by SKU) declares differently. */
export interface SeedFoodEntry extends SeedFood {
  variants?: Record<string, VariantFood>;
}

/** Text in both languages. */
interface Both {
  en: string;
  he: string;
}

const both = (en: string, he: string): Both => ({ en, he });

/** An ingredient list, heaviest first: "Cocoa mass, sugar, cocoa butter." in both languages. */
function ingredients(...parts: Both[]): { ingredients: string; ingredientsHe: string } {
  const en = parts.map((part) => part.en).join(", ");
  return { ingredients: `${en.charAt(0).toUpperCase()}${en.slice(1)}.`, ingredientsHe: `${parts.map((part) => part.he).join(", ")}.` };
}

/** Every allergen free except those named. */
export function allergens(answers: { contains?: Allergen[]; mayContain?: Allergen[] } = {}): Allergens {
  const out = Object.fromEntries(ALLERGENS.map((key) => [key, "free"])) as Allergens;
  for (const key of answers.mayContain ?? []) out[key] = "mayContain";
  for (const key of answers.contains ?? []) out[key] = "contains";
  return out;
}

/** The tree nuts and cereals named, in the order a label lists them. */
function kinds(list: { treeNuts?: AllergenKinds["treeNuts"]; gluten?: AllergenKinds["gluten"] }): AllergenKinds {
  const out: AllergenKinds = {};
  if (list.treeNuts?.length) out.treeNuts = TREE_NUTS.filter((nut) => list.treeNuts?.includes(nut));
  if (list.gluten?.length) out.gluten = GLUTEN_CEREALS.filter((cereal) => list.gluten?.includes(cereal));
  return out;
}

// ——— Certifiers ———

const TEL_AVIV = { certifier: "Rabbinate of Tel Aviv-Yafo", certifierHe: "רבנות תל אביב-יפו" };
const BEIT_YOSEF = { certifier: "Badatz Beit Yosef", certifierHe: "בד\"ץ בית יוסף" };
const ANTWERP = { certifier: "Machzikei Hadas Antwerp", certifierHe: "מחזיקי הדת אנטוורפן" };

function kosher(status: Exclude<Kosher["status"], "notKosher">, by: { certifier: string; certifierHe: string }, passover = false): Kosher {
  return { status, ...by, passover };
}

const NOT_KOSHER: Kosher = { status: "notKosher", passover: false };

// ——— Storage ———

const SHELF = both("Keep at 15-18 °C, away from light and moisture.", "יש לשמור בטמפרטורה של 15–18 מעלות צלזיוס, הרחק מאור ומלחות.");
const FRESH = both(
  "Made with fresh cream: keep at 12-16 °C, away from light and moisture, and serve at room temperature.",
  "מכיל שמנת טרייה: יש לשמור בטמפרטורה של 12–16 מעלות צלזיוס, הרחק מאור ומלחות, ולהגיש בטמפרטורת החדר.",
);
const SCULPTURE = both(
  "Keep at 15-18 °C, away from light, moisture and strong smells. Do not refrigerate.",
  "יש לשמור בטמפרטורה של 15–18 מעלות צלזיוס, הרחק מאור, מלחות וריחות חזקים. אין לשמור במקרר.",
);
const TIN = both(
  "Keep at 15-18 °C in the closed tin, away from light and moisture. Whisk 30 g into 200 ml of hot milk or plant drink.",
  "יש לשמור בטמפרטורה של 15–18 מעלות צלזיוס בקופסה סגורה, הרחק מאור ומלחות. להקציף 30 גרם ב־200 מ״ל חלב חם או משקה צמחי.",
);
const storage = (text: Both) => ({ storage: text.en, storageHe: text.he });

// ——— Ingredients used again and again ———

const DARK = both("dark chocolate (cocoa mass, sugar, cocoa butter, emulsifier: soy lecithin, natural vanilla)", "שוקולד מריר (מסת קקאו, סוכר, חמאת קקאו, מתחלב: לציטין סויה, וניל טבעי)");
const MILK = both(
  "milk chocolate (sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier: soy lecithin, natural vanilla)",
  "שוקולד חלב (סוכר, חמאת קקאו, אבקת חלב מלא, מסת קקאו, מתחלב: לציטין סויה, וניל טבעי)",
);
const WHITE = both("white chocolate (sugar, cocoa butter, whole milk powder, emulsifier: soy lecithin, natural vanilla)", "שוקולד לבן (סוכר, חמאת קקאו, אבקת חלב מלא, מתחלב: לציטין סויה, וניל טבעי)");
const RUBY = both(
  "ruby chocolate (sugar, cocoa butter, skimmed milk powder, whole milk powder, cocoa mass, emulsifier: soy lecithin, acid: citric acid, natural vanilla)",
  "שוקולד רובי (סוכר, חמאת קקאו, אבקת חלב רזה, אבקת חלב מלא, מסת קקאו, מתחלב: לציטין סויה, חומצה: חומצת לימון, וניל טבעי)",
);
/** The atelier's parve dark: no milk, sunflower lecithin. */
const PARVE_DARK = both("dark chocolate (cocoa mass, sugar, cocoa butter, emulsifier: sunflower lecithin, natural vanilla)", "שוקולד מריר (מסת קקאו, סוכר, חמאת קקאו, מתחלב: לציטין חמניות, וניל טבעי)");
/** The Origin Series' bean-to-bar dark: three ingredients. */
const ORIGIN_DARK = both("single-origin dark chocolate 70% (cocoa beans, cane sugar, cocoa butter)", "שוקולד מריר חד־זני 70% (פולי קקאו, סוכר קנים, חמאת קקאו)");
const COLOURED_BUTTER = both(
  "coloured cocoa butter (cocoa butter, colours: beetroot red, curcumin, spirulina extract)",
  "חמאת קקאו צבעונית (חמאת קקאו, צבעי מאכל: אדום סלק, כורכומין, תמצית ספירולינה)",
);
const GOLD = both("edible gold leaf (E175)", "עלי זהב אכילים (E175)");
const CREAM = both("cream", "שמנת מתוקה");
const BUTTER = both("butter", "חמאה");
const SUGAR = both("sugar", "סוכר");
const GLUCOSE = both("glucose syrup", "סירופ גלוקוזה");
const INVERT = both("invert sugar", "סוכר אינוורטי");
const COCOA_BUTTER = both("cocoa butter", "חמאת קקאו");
const COCOA_POWDER = both("cocoa powder", "אבקת קקאו");
const SEA_SALT = both("sea salt", "מלח ים");
const VANILLA = both("Madagascar vanilla", "וניל ממדגסקר");
const RASPBERRY = both("raspberry purée", "מחית פטל");
const HALVA = both("halva (sesame tahini, sugar, glucose syrup, soapwort root extract)", "חלבה (טחינה גולמית, סוכר, סירופ גלוקוזה, תמצית שורש סבונית)");
const FEUILLETINE = both("feuilletine (wheat flour, sugar, butter, skimmed milk powder, salt)", "פייטין (קמח חיטה, סוכר, חמאה, אבקת חלב רזה, מלח)");

// ——— Allergen profiles ———

/** The atelier's kitchen: hazelnuts, almonds, pistachios and sesame are handled there. */
const ATELIER_NUTS: AllergenKinds["treeNuts"] = ["almonds", "hazelnuts", "pistachios"];
/** A ganache or praline of the atelier made with milk chocolate or cream. */
const ATELIER_DAIRY = allergens({ contains: ["milk", "soy"], mayContain: ["treeNuts", "sesame"] });
/** The children's line: milk chocolate, nut-free. */
const CHILDREN_DAIRY = allergens({ contains: ["milk", "soy"] });

/** Nutrition per 100 g: energy (kcal), fat, saturates, carbohydrate, sugars, protein, salt. */
function nutrition(energyKcal: number, fat: number, saturatedFat: number, carbohydrate: number, sugars: number, protein: number, salt: number): Nutrition {
  return { energyKcal, fat, saturatedFat, carbohydrate, sugars, protein, salt };
}

const DARK_70 = nutrition(570, 42, 25, 35, 28, 8, 0.02);

// ——— The build-your-own box's pieces ———

/** A single atelier praline: 12 g, fresh ganache or praline, kosher dairy unless said otherwise. */
function piece(parts: Both[], declaration: Partial<SeedFood> = {}): SeedFoodEntry {
  return {
    ...ingredients(...parts),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 12,
    ...storage(FRESH),
    bestBeforeDays: 30,
    ...declaration,
  };
}

export const seedPieceFood: Record<string, SeedFoodEntry> = {
  "piece-raspberry-heart": piece([DARK, CREAM, RASPBERRY, INVERT, BUTTER, GLUCOSE, COLOURED_BUTTER]),
  "piece-salted-caramel": piece([MILK, CREAM, SUGAR, GLUCOSE, BUTTER, SEA_SALT]),
  "piece-hazelnut-praline": piece([MILK, both("roasted hazelnuts (28%)", "אגוזי לוז קלויים (28%)"), SUGAR, COCOA_BUTTER, both("crispy rice", "פתיתי אורז פריכים")], {
    allergens: allergens({ contains: ["milk", "soy", "treeNuts"], mayContain: ["sesame"] }),
    allergenKinds: kinds({ treeNuts: ["hazelnuts"] }),
    bestBeforeDays: 60,
    ...storage(SHELF),
  }),
  "piece-passion-fruit": piece([DARK, both("passion fruit purée", "מחית פסיפלורה"), SUGAR, CREAM, GLUCOSE, BUTTER, COLOURED_BUTTER]),
  "piece-pistachio": piece([WHITE, both("pistachio paste (25%) (pistachios)", "ממרח פיסטוקים (25%) (פיסטוקים)"), DARK, COCOA_BUTTER], {
    allergens: allergens({ contains: ["milk", "soy", "treeNuts"], mayContain: ["sesame"] }),
    allergenKinds: kinds({ treeNuts: ["pistachios"] }),
    bestBeforeDays: 60,
    ...storage(SHELF),
  }),
  "piece-espresso": piece([DARK, CREAM, both("espresso coffee (6%)", "קפה אספרסו (6%)"), INVERT, BUTTER]),
  "piece-gold-leaf": piece([DARK, CREAM, BUTTER, INVERT, GLUCOSE, GOLD]),
  "piece-vanilla": piece([WHITE, CREAM, both("desiccated coconut", "קוקוס טחון"), BUTTER, VANILLA]),
  // Parve and vegan: a water ganache from the milk-free line (its traces are the kitchen's nuts and sesame).
  "piece-dark-ganache": piece([PARVE_DARK, both("water", "מים"), GLUCOSE, INVERT, COCOA_POWDER, both("natural vanilla", "וניל טבעי")], {
    allergens: allergens({ mayContain: ["treeNuts", "sesame"] }),
    kosher: kosher("parve", TEL_AVIV),
    diets: ["vegan"],
    cocoaPercent: 70,
  }),
  "piece-milk-honey": piece([MILK, CREAM, both("wildflower honey (12%)", "דבש פרחי בר (12%)"), BUTTER]),
  // Parve and vegan: dark chocolate and halva (the halva maker's pistachios are the traces).
  "piece-halva": piece([PARVE_DARK, HALVA, both("sesame tahini", "טחינה גולמית"), COCOA_BUTTER, both("toasted sesame seeds", "שומשום קלוי")], {
    allergens: allergens({ contains: ["sesame"], mayContain: ["treeNuts"] }),
    kosher: kosher("parve", TEL_AVIV),
    diets: ["vegan"],
    bestBeforeDays: 60,
    ...storage(SHELF),
  }),
  "piece-rose": piece([WHITE, CREAM, both("rose water", "מי ורדים"), BUTTER, both("dried rose petals", "עלי ורדים מיובשים"), both("colour: beetroot red", "צבע מאכל: אדום סלק")]),
};

/**
 * The build-your-own box as a product: the box holds the shopper's choice, so it declares what any of
 * its pieces contains as "may contain" (they are packed by hand side by side); a filled box's cart
 * line adds each chosen piece's own answers to these.
 */
function assortmentOf(pieces: SeedFoodEntry[]): Pick<SeedFood, "allergens" | "allergenKinds"> {
  const combined = combineAllergens(pieces);
  if (!combined) throw new Error("Every box piece declares its allergens");
  const traces = Object.fromEntries(ALLERGENS.map((key) => [key, combined.allergens[key] === "free" ? "free" : "mayContain"])) as Allergens;
  return { allergens: traces, allergenKinds: combined.allergenKinds };
}

// ——— The products ———

export const seedProductFood: Record<string, SeedFoodEntry> = {
  // Truffles
  "hand-painted-truffles-12": {
    ...ingredients(DARK, CREAM, MILK, BUTTER, INVERT, both("roasted hazelnuts", "אגוזי לוז קלויים"), GLUCOSE, RASPBERRY, both("passion fruit purée", "מחית פסיפלורה"), COLOURED_BUTTER, both("espresso coffee", "קפה אספרסו"), SEA_SALT, VANILLA),
    allergens: allergens({ contains: ["milk", "soy", "treeNuts"], mayContain: ["sesame"] }),
    allergenKinds: kinds({ treeNuts: ["hazelnuts"] }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 150,
    ...storage(FRESH),
    bestBeforeDays: 21,
  },
  // One declaration for the boxes of 9, 16 and 25 (their weights are the variants').
  "signature-truffles": {
    ...ingredients(DARK, CREAM, MILK, WHITE, RUBY, BUTTER, INVERT, GLUCOSE, COCOA_POWDER, both("powdered sugar", "אבקת סוכר")),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    ...storage(FRESH),
    bestBeforeDays: 21,
  },
  "build-your-own-box": {
    ...ingredients(
      both(
        "the atelier's single pralines of your choice, each with its own ingredients (listed on its page and on the card in the box), packed by hand in a recycled paper box",
        "פרלינים בודדים של האטלייה לבחירתכם, לכל אחד רכיביו (הרשומים בעמוד שלו ובכרטיס שבקופסה), ארוזים ביד בקופסת נייר ממוחזר",
      ),
    ),
    ...assortmentOf(Object.values(seedPieceFood)),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    ...storage(FRESH),
    bestBeforeDays: 21,
  },
  // Real Champagne is no kosher wine: this one is not certified.
  "champagne-truffles": {
    ...ingredients(WHITE, CREAM, both("Champagne (9%) (contains sulphites)", "שמפניה (9%) (מכילה סולפיטים)"), both("powdered sugar", "אבקת סוכר"), BUTTER, INVERT, both("marc de Champagne", "מארק דה שמפן")),
    allergens: allergens({ contains: ["milk", "soy", "sulphites"], mayContain: ["peanuts", "treeNuts", "gluten", "eggs"] }),
    allergenKinds: kinds({ treeNuts: ["almonds", "hazelnuts"], gluten: ["wheat"] }),
    kosher: NOT_KOSHER,
    diets: ["vegetarian"],
    netWeight: 110,
    ...storage(FRESH),
    bestBeforeDays: 30,
  },
  "salted-caramel-truffles": {
    ...ingredients(MILK, CREAM, SUGAR, GLUCOSE, BUTTER, both("fleur de sel (0.8%)", "פרח מלח (0.8%)"), VANILLA),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 120,
    ...storage(FRESH),
    bestBeforeDays: 21,
    nutrition: nutrition(470, 27, 16, 52, 48, 4.5, 0.9),
  },
  // Origin Series: the nut-free line.
  "ruby-raspberry-truffles": {
    ...ingredients(RUBY, CREAM, RASPBERRY, INVERT, both("freeze-dried raspberries (2%)", "פטל מיובש בהקפאה (2%)"), BUTTER),
    allergens: allergens({ contains: ["milk", "soy"] }),
    kosher: kosher("dairy", BEIT_YOSEF),
    diets: ["vegetarian"],
    netWeight: 110,
    ...storage(FRESH),
    bestBeforeDays: 21,
  },
  "cardamom-coffee-truffles": {
    ...ingredients(DARK, CREAM, INVERT, both("freshly ground coffee (3%)", "קפה טחון טרי (3%)"), BUTTER, COCOA_POWDER, both("green cardamom (0.5%)", "הל ירוק (0.5%)")),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    cocoaPercent: 64,
    netWeight: 110,
    ...storage(FRESH),
    bestBeforeDays: 21,
  },

  // Bars
  // The product declares the dark 70% (parve, vegan); milk and white declare their own. One nutrition
  // table cannot be true of all three, so the house bar shows none; its best before is the white's (the shortest).
  "atelier-house-bar": {
    ...ingredients(both("cocoa mass", "מסת קקאו"), SUGAR, COCOA_BUTTER, both("emulsifier (sunflower lecithin)", "מתחלב (לציטין חמניות)"), both("natural vanilla", "וניל טבעי")),
    allergens: allergens(),
    kosher: kosher("parve", TEL_AVIV),
    diets: ["vegan"],
    cocoaPercent: 70,
    netWeight: 100,
    ...storage(SHELF),
    bestBeforeDays: 270,
    variants: {
      "BAR-MILK-40": {
        ...ingredients(SUGAR, COCOA_BUTTER, both("whole milk powder", "אבקת חלב מלא"), both("cocoa mass", "מסת קקאו"), both("skimmed milk powder", "אבקת חלב רזה"), both("emulsifier (sunflower lecithin)", "מתחלב (לציטין חמניות)"), both("natural vanilla", "וניל טבעי")),
        allergens: allergens({ contains: ["milk"] }),
        kosher: kosher("dairy", TEL_AVIV),
        diets: ["vegetarian"],
        cocoaPercent: 40,
      },
      "BAR-WHITE-30": {
        ...ingredients(SUGAR, COCOA_BUTTER, both("whole milk powder", "אבקת חלב מלא"), both("skimmed milk powder", "אבקת חלב רזה"), both("emulsifier (sunflower lecithin)", "מתחלב (לציטין חמניות)"), VANILLA),
        allergens: allergens({ contains: ["milk"] }),
        kosher: kosher("dairy", TEL_AVIV),
        diets: ["vegetarian"],
        cocoaPercent: 30,
      },
    },
  },
  "madagascar-72-bar": {
    ...ingredients(both("cocoa beans from the Sambirano Valley", "פולי קקאו מעמק סמבירנו"), both("cane sugar", "סוכר קנים"), COCOA_BUTTER),
    allergens: allergens(),
    kosher: kosher("parve", BEIT_YOSEF, true),
    diets: ["vegan"],
    cocoaPercent: 72,
    netWeight: 80,
    ...storage(SHELF),
    bestBeforeDays: 540,
    nutrition: nutrition(575, 43, 26, 33, 27, 8.5, 0.02),
  },
  "ecuador-milk-bar": {
    ...ingredients(SUGAR, COCOA_BUTTER, both("whole milk powder", "אבקת חלב מלא"), both("Arriba Nacional cocoa mass", "מסת קקאו ארריבה נסיונל"), both("emulsifier (soy lecithin)", "מתחלב (לציטין סויה)"), both("natural vanilla", "וניל טבעי")),
    allergens: allergens({ contains: ["milk", "soy"] }),
    kosher: kosher("dairy", BEIT_YOSEF),
    diets: ["vegetarian"],
    cocoaPercent: 45,
    netWeight: 80,
    ...storage(SHELF),
    bestBeforeDays: 365,
    nutrition: nutrition(570, 40, 24, 45, 42, 8, 0.2),
  },
  // Tel Aviv Nights' dark bars share a line with its milk ones: traces of milk, kosher dairy equipment.
  "pistachio-rose-bar": {
    ...ingredients(
      both("dark chocolate 64% (cocoa mass, sugar, cocoa butter, emulsifier: soy lecithin, natural vanilla)", "שוקולד מריר 64% (מסת קקאו, סוכר, חמאת קקאו, מתחלב: לציטין סויה, וניל טבעי)"),
      both("roasted pistachios (15%)", "פיסטוקים קלויים (15%)"),
      both("dried rose petals (1%)", "עלי ורדים מיובשים (1%)"),
      both("rose water", "מי ורדים"),
    ),
    allergens: allergens({ contains: ["treeNuts", "soy"], mayContain: ["milk", "sesame"] }),
    allergenKinds: kinds({ treeNuts: ["pistachios"] }),
    kosher: kosher("dairyEquipment", TEL_AVIV),
    diets: ["vegan"],
    cocoaPercent: 64,
    netWeight: 90,
    ...storage(SHELF),
    bestBeforeDays: 240,
    nutrition: nutrition(565, 41, 21.5, 37, 29, 10, 0.02),
  },
  "tahini-halva-bar": {
    ...ingredients(MILK, both("halva (20%) (sesame tahini, sugar, glucose syrup, soapwort root extract)", "חלבה (20%) (טחינה גולמית, סוכר, סירופ גלוקוזה, תמצית שורש סבונית)"), both("raw sesame tahini (10%)", "טחינה גולמית (10%)"), both("toasted sesame seeds (4%)", "שומשום קלוי (4%)")),
    allergens: allergens({ contains: ["milk", "soy", "sesame"], mayContain: ["treeNuts"] }),
    allergenKinds: kinds({ treeNuts: ["pistachios"] }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    cocoaPercent: 35,
    netWeight: 100,
    ...storage(SHELF),
    bestBeforeDays: 240,
    nutrition: nutrition(560, 37, 17, 45, 39, 11, 0.1),
  },
  // The vegan bar: oat drink instead of milk (oats hold gluten), made beside milk chocolate.
  "oat-milk-hazelnut-bar": {
    ...ingredients(
      SUGAR,
      COCOA_BUTTER,
      both("Piedmont hazelnut paste (18%)", "ממרח אגוזי לוז מפיימונטה (18%)"),
      both("oat drink powder (14%) (oat syrup solids, oat fibre)", "אבקת משקה שיבולת שועל (14%) (מוצקי סירופ שיבולת שועל, סיבי שיבולת שועל)"),
      both("cocoa mass", "מסת קקאו"),
      both("emulsifier (sunflower lecithin)", "מתחלב (לציטין חמניות)"),
      both("natural vanilla", "וניל טבעי"),
      SEA_SALT,
    ),
    allergens: allergens({ contains: ["treeNuts", "gluten"], mayContain: ["milk"] }),
    allergenKinds: kinds({ treeNuts: ["hazelnuts"], gluten: ["oats"] }),
    kosher: kosher("dairyEquipment", TEL_AVIV),
    diets: ["vegan"],
    cocoaPercent: 42,
    netWeight: 90,
    ...storage(SHELF),
    bestBeforeDays: 270,
    nutrition: nutrition(565, 39, 18, 45, 37, 7, 0.2),
  },
  "rainbow-sprinkle-bar": {
    ...ingredients(
      both("white chocolate (sugar, cocoa butter, whole milk powder, skimmed milk powder, emulsifier: soy lecithin, natural vanilla)", "שוקולד לבן (סוכר, חמאת קקאו, אבקת חלב מלא, אבקת חלב רזה, מתחלב: לציטין סויה, וניל טבעי)"),
      both(
        "sugar sprinkles (10%) (sugar, rice starch, cocoa butter, glazing agent: carnauba wax, colours: beetroot red, curcumin, spirulina extract, paprika extract)",
        "סוכריות צבעוניות (10%) (סוכר, עמילן אורז, חמאת קקאו, חומר ציפוי: שעוות קרנאובה, צבעי מאכל: אדום סלק, כורכומין, תמצית ספירולינה, תמצית פפריקה)",
      ),
    ),
    allergens: CHILDREN_DAIRY,
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    cocoaPercent: 28,
    netWeight: 70,
    ...storage(SHELF),
    bestBeforeDays: 270,
    nutrition: nutrition(550, 31, 19, 61, 60, 6, 0.2),
  },

  // Pralines and bonbons
  "classic-belgian-pralines-16": {
    ...ingredients(
      MILK,
      DARK,
      SUGAR,
      both("roasted hazelnuts", "אגוזי לוז קלויים"),
      both("almonds", "שקדים"),
      CREAM,
      BUTTER,
      GLUCOSE,
      INVERT,
      FEUILLETINE,
      both("coffee", "קפה"),
      both("natural flavourings", "חומרי טעם וריח טבעיים"),
    ),
    allergens: allergens({ contains: ["milk", "soy", "treeNuts", "gluten"], mayContain: ["peanuts", "eggs"] }),
    allergenKinds: kinds({ treeNuts: ["almonds", "hazelnuts"], gluten: ["wheat"] }),
    kosher: kosher("dairy", ANTWERP),
    diets: ["vegetarian"],
    netWeight: 200,
    ...storage(SHELF),
    bestBeforeDays: 60,
  },
  // The hazelnut product: gianduja is roasted hazelnuts ground with chocolate.
  "hazelnut-gianduja-shells": {
    ...ingredients(
      both(
        "hazelnut gianduja (45%) (sugar, roasted hazelnuts 32%, cocoa butter, whole milk powder, cocoa mass, emulsifier: soy lecithin)",
        "ג׳יאנדויה אגוזי לוז (45%) (סוכר, אגוזי לוז קלויים 32%, חמאת קקאו, אבקת חלב מלא, מסת קקאו, מתחלב: לציטין סויה)",
      ),
      MILK,
      DARK,
      WHITE,
    ),
    allergens: allergens({ contains: ["milk", "soy", "treeNuts"], mayContain: ["peanuts", "gluten"] }),
    allergenKinds: kinds({ treeNuts: ["hazelnuts"], gluten: ["wheat"] }),
    kosher: kosher("dairy", ANTWERP),
    diets: ["vegetarian"],
    netWeight: 150,
    ...storage(SHELF),
    bestBeforeDays: 120,
    nutrition: nutrition(555, 36, 14, 50, 47, 7.5, 0.15),
  },
  "passion-fruit-bonbons": {
    ...ingredients(DARK, both("passion fruit purée (15%)", "מחית פסיפלורה (15%)"), SUGAR, CREAM, GLUCOSE, BUTTER, INVERT, COLOURED_BUTTER),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 110,
    ...storage(FRESH),
    bestBeforeDays: 30,
  },
  "vegan-praline-selection": {
    ...ingredients(
      PARVE_DARK,
      both("almond praline (sugar, almonds)", "פרלינה שקדים (סוכר, שקדים)"),
      both("coconut cream", "קרם קוקוס"),
      SUGAR,
      both("pistachios", "פיסטוקים"),
      RASPBERRY,
      GLUCOSE,
      both("coconut oil", "שמן קוקוס"),
      INVERT,
      SEA_SALT,
    ),
    allergens: allergens({ contains: ["treeNuts"], mayContain: ["milk"] }),
    allergenKinds: kinds({ treeNuts: ["almonds", "pistachios"] }),
    kosher: kosher("dairyEquipment", TEL_AVIV),
    diets: ["vegan"],
    netWeight: 110,
    ...storage(SHELF),
    bestBeforeDays: 45,
  },
  "date-silan-pralines": {
    ...ingredients(DARK, both("Medjool date paste (25%)", "ממרח תמרי מג׳הול (25%)"), MILK, both("silan (date syrup) (12%)", "סילאן (סירופ תמרים) (12%)"), CREAM, BUTTER, SEA_SALT),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 80,
    ...storage(SHELF),
    bestBeforeDays: 45,
  },

  // Chocolate sculptures
  "chocolate-rose-bouquet": {
    ...ingredients(DARK, MILK, WHITE, COLOURED_BUTTER),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 350,
    ...storage(SCULPTURE),
    bestBeforeDays: 180,
  },
  "dark-chocolate-swan": {
    ...ingredients(both("dark chocolate 70% (cocoa mass, sugar, cocoa butter, emulsifier: soy lecithin, natural vanilla)", "שוקולד מריר 70% (מסת קקאו, סוכר, חמאת קקאו, מתחלב: לציטין סויה, וניל טבעי)"), MILK, GOLD),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    cocoaPercent: 70,
    netWeight: 1200,
    ...storage(SCULPTURE),
    bestBeforeDays: 180,
  },
  "grand-cacao-pod-sculpture": {
    ...ingredients(ORIGIN_DARK, GOLD),
    allergens: allergens(),
    kosher: kosher("parve", BEIT_YOSEF, true),
    diets: ["vegan"],
    cocoaPercent: 70,
    netWeight: 900,
    ...storage(SCULPTURE),
    bestBeforeDays: 365,
  },
  "chocolate-teddy-bear": {
    ...ingredients(MILK, WHITE, RUBY),
    allergens: CHILDREN_DAIRY,
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 400,
    ...storage(SCULPTURE),
    bestBeforeDays: 240,
  },

  // Gift boxes
  "atelier-grand-gift-box": {
    ...ingredients(
      both("24 truffles (dark, milk and white chocolate, cream, butter, invert sugar, cocoa powder)", "24 טראפלס (שוקולד מריר, חלב ולבן, שמנת מתוקה, חמאה, סוכר אינוורטי, אבקת קקאו)"),
      both("12 pralines (milk and dark chocolate, roasted hazelnuts, sugar, cream, glucose syrup)", "12 פרלינים (שוקולד חלב ומריר, אגוזי לוז קלויים, סוכר, שמנת מתוקה, סירופ גלוקוזה)"),
      both("Madagascar 72% bar (cocoa beans, cane sugar, cocoa butter)", "טבלת מדגסקר 72% (פולי קקאו, סוכר קנים, חמאת קקאו)"),
      both("Ecuador 45% milk bar (sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier: soy lecithin, natural vanilla)", "טבלת חלב אקוודור 45% (סוכר, חמאת קקאו, אבקת חלב מלא, מסת קקאו, מתחלב: לציטין סויה, וניל טבעי)"),
    ),
    allergens: allergens({ contains: ["milk", "soy", "treeNuts"], mayContain: ["sesame"] }),
    allergenKinds: kinds({ treeNuts: ["hazelnuts"] }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 720,
    ...storage(FRESH),
    bestBeforeDays: 21,
  },
  "thank-you-gift-box": {
    ...ingredients(
      both("8 pralines (milk and dark chocolate, sugar, hazelnuts, almonds, butter, feuilletine: wheat flour)", "8 פרלינים (שוקולד חלב ומריר, סוכר, אגוזי לוז, שקדים, חמאה, פייטין: קמח חיטה)"),
      both("8 truffles (dark and white chocolate, cream, invert sugar, cocoa powder)", "8 טראפלס (שוקולד מריר ולבן, שמנת מתוקה, סוכר אינוורטי, אבקת קקאו)"),
    ),
    allergens: allergens({ contains: ["milk", "soy", "treeNuts", "gluten"], mayContain: ["peanuts", "eggs"] }),
    allergenKinds: kinds({ treeNuts: ["almonds", "hazelnuts"], gluten: ["wheat"] }),
    kosher: kosher("dairy", ANTWERP),
    diets: ["vegetarian"],
    netWeight: 200,
    ...storage(FRESH),
    bestBeforeDays: 30,
  },
  "vegan-discovery-box": {
    ...ingredients(
      both("vegan truffles (dark chocolate: cocoa mass, sugar, cocoa butter, emulsifier: sunflower lecithin; coconut cream, invert sugar, cocoa powder)", "טראפלס טבעוניים (שוקולד מריר: מסת קקאו, סוכר, חמאת קקאו, מתחלב: לציטין חמניות; קרם קוקוס, סוכר אינוורטי, אבקת קקאו)"),
      both("vegan pralines (dark chocolate, almond praline: sugar, almonds; pistachios, coconut cream)", "פרלינים טבעוניים (שוקולד מריר, פרלינה שקדים: סוכר, שקדים; פיסטוקים, קרם קוקוס)"),
      both("Oat Milk Hazelnut Bar (sugar, cocoa butter, hazelnut paste, oat drink powder, cocoa mass, sunflower lecithin, natural vanilla, sea salt)", "טבלת לוז וחלב שיבולת שועל (סוכר, חמאת קקאו, ממרח אגוזי לוז, אבקת משקה שיבולת שועל, מסת קקאו, לציטין חמניות, וניל טבעי, מלח ים)"),
    ),
    allergens: allergens({ contains: ["treeNuts", "gluten"], mayContain: ["milk"] }),
    allergenKinds: kinds({ treeNuts: ["almonds", "hazelnuts", "pistachios"], gluten: ["oats"] }),
    kosher: kosher("dairyEquipment", TEL_AVIV),
    diets: ["vegan"],
    netWeight: 320,
    ...storage(SHELF),
    bestBeforeDays: 45,
  },
  "tel-aviv-sunset-box": {
    ...ingredients(
      DARK,
      MILK,
      both("halva (sesame tahini, sugar, glucose syrup, soapwort root extract)", "חלבה (טחינה גולמית, סוכר, סירופ גלוקוזה, תמצית שורש סבונית)"),
      both("Medjool date paste", "ממרח תמרי מג׳הול"),
      CREAM,
      both("silan (date syrup)", "סילאן (סירופ תמרים)"),
      both("pistachios", "פיסטוקים"),
      BUTTER,
      both("coffee", "קפה"),
      both("rose water", "מי ורדים"),
      both("green cardamom", "הל ירוק"),
    ),
    allergens: allergens({ contains: ["milk", "soy", "sesame", "treeNuts"] }),
    allergenKinds: kinds({ treeNuts: ["pistachios"] }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 250,
    ...storage(FRESH),
    bestBeforeDays: 30,
  },

  // Seasonal
  "ruby-valentine-heart": {
    ...ingredients(RUBY, both("raspberry pralines (dark chocolate, cream, raspberry purée, invert sugar, butter)", "פרלינים במילוי פטל (שוקולד מריר, שמנת מתוקה, מחית פטל, סוכר אינוורטי, חמאה)"), WHITE, both("edible gold flakes (E175)", "פתיתי זהב אכילים (E175)")),
    allergens: ATELIER_DAIRY,
    allergenKinds: kinds({ treeNuts: ATELIER_NUTS }),
    kosher: kosher("dairy", TEL_AVIV),
    diets: ["vegetarian"],
    netWeight: 250,
    ...storage(FRESH),
    bestBeforeDays: 45,
  },
  "painted-easter-egg": {
    ...ingredients(DARK, both("mini pralines (milk chocolate, sugar, hazelnuts, cocoa butter)", "פרלינים קטנים (שוקולד חלב, סוכר, אגוזי לוז, חמאת קקאו)"), COLOURED_BUTTER),
    allergens: allergens({ contains: ["milk", "soy", "treeNuts"], mayContain: ["peanuts", "gluten"] }),
    allergenKinds: kinds({ treeNuts: ["hazelnuts"], gluten: ["wheat"] }),
    kosher: kosher("dairy", ANTWERP),
    diets: ["vegetarian"],
    netWeight: 450,
    ...storage(SCULPTURE),
    bestBeforeDays: 90,
  },
  // From the atelier's parve line: no milk, no nuts.
  "winter-spice-stars": {
    ...ingredients(
      both("dark chocolate 66% (cocoa mass, sugar, cocoa butter, emulsifier: sunflower lecithin)", "שוקולד מריר 66% (מסת קקאו, סוכר, חמאת קקאו, מתחלב: לציטין חמניות)"),
      both("pearl sugar", "סוכר פנינים"),
      both("cinnamon", "קינמון"),
      both("star anise", "כוכב אניס"),
      both("clove", "ציפורן"),
    ),
    allergens: allergens(),
    kosher: kosher("parve", TEL_AVIV),
    diets: ["vegan"],
    cocoaPercent: 66,
    netWeight: 120,
    ...storage(SHELF),
    bestBeforeDays: 270,
    nutrition: nutrition(560, 40, 24, 40, 32, 7, 0.02),
  },

  // Drinking chocolate
  "spiced-drinking-chocolate": {
    ...ingredients(both("single-origin dark chocolate 70% (97%) (cocoa beans, cane sugar, cocoa butter)", "שוקולד מריר חד־זני 70% (97%) (פולי קקאו, סוכר קנים, חמאת קקאו)"), both("cinnamon", "קינמון"), both("star anise", "כוכב אניס")),
    allergens: allergens(),
    kosher: kosher("parve", BEIT_YOSEF, true),
    diets: ["vegan"],
    cocoaPercent: 70,
    netWeight: 250,
    ...storage(TIN),
    bestBeforeDays: 365,
    nutrition: DARK_70,
  },
  // Bovine gelatine in the marshmallows: neither vegetarian nor certified kosher.
  "hot-chocolate-bombs": {
    ...ingredients(
      MILK,
      both("mini marshmallows (15%) (sugar, glucose syrup, water, bovine gelatine, corn starch, natural vanilla flavouring)", "מרשמלו קטנים (15%) (סוכר, סירופ גלוקוזה, מים, ג׳לטין בקר, עמילן תירס, תמצית וניל טבעית)"),
      COCOA_POWDER,
      SUGAR,
    ),
    allergens: CHILDREN_DAIRY,
    kosher: NOT_KOSHER,
    diets: [],
    netWeight: 150,
    ...storage(SHELF),
    bestBeforeDays: 180,
    nutrition: nutrition(510, 27, 16, 62, 56, 5.5, 0.2),
  },
};

/** Diets as a product holds them: the declared ones plus what follows (vegan is vegetarian; free from gluten is gluten-free). */
const withDerivedDiets = <T extends FoodDeclaration>(declaration: T, over?: FoodDeclaration): T => ({ ...declaration, diets: dietsOf(over ?? declaration) });

/**
 * The food fields of seed product `id` and each of its variants' own, ready to merge: throws for a
 * product without a declaration (every seeded product is declared) or a variant SKU it does not sell.
 */
export function seedFoodOf(id: string, skus: readonly string[] = []): { food: SeedFood; variantFood: (sku: string) => VariantFood | undefined } {
  const entry = seedProductFood[id] ?? seedPieceFood[id];
  if (!entry) throw new Error(`Seed product ${id} has no food declaration (functions/src/seed/food.ts)`);
  const { variants = {}, ...food } = entry;
  const unknown = Object.keys(variants).filter((sku) => !skus.includes(sku));
  if (unknown.length > 0) throw new Error(`Seed product ${id} declares food for unknown variants ${unknown.join(", ")}`);
  return {
    food: withDerivedDiets(food),
    variantFood: (sku) => {
      const own = variants[sku];
      return own && (own.diets ? withDerivedDiets(own, declarationOf(food, own)) : own);
    },
  };
}
