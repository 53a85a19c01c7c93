/**
 * The products' CSV (issue 37), both ways and pure: a product is one row, or one row per variant with
 * the product's columns repeated; `productRows` writes them, `inputFromRows` reads a product's rows
 * back into the admin form's request (`ProductInput`, checked with the same `productInputSchema`).
 *
 * Money is written in major units with a dot and two decimals (`24.00` for 2400 agorot): what a
 * spreadsheet user reads and edits; `24`, `24.5` and `24,50` read back alike. Lists (gallery, box
 * pieces, diets, tree nuts, cereals) are written `a | b`. A product with variants leaves its own
 * price, sale price and stock empty: its variants' decide them (`productLevelFields`).
 *
 * What the file does not hold is kept from the stored product: the gallery's alt texts (by photo
 * address), a variant's own food declaration (by SKU) and the option values no variant uses. The
 * slug is written for reference and never read (a product's address does not change).
 */
import { ALLERGENS, NUTRIENTS, type Product, type ProductInput } from "@cocoa/contracts";

export const PRODUCT_COLUMNS = [
  "id",
  "slug",
  "title",
  "titleHe",
  "description",
  "descriptionHe",
  "category",
  "brand",
  "price",
  "salePrice",
  "stock",
  "leadDays",
  "featured",
  "image",
  "gallery",
  "supplement",
  "boxSlots",
  "boxPieces",
  "ingredients",
  "ingredientsHe",
  ...ALLERGENS.map((allergen) => `allergen_${allergen}`),
  "treeNuts",
  "glutenCereals",
  "kosher",
  "kosherCertifier",
  "kosherCertifierHe",
  "kosherPassover",
  "diets",
  "cocoaPercent",
  "netWeight",
  "storage",
  "storageHe",
  "bestBeforeDays",
  ...NUTRIENTS.map((nutrient) => `nutrition_${nutrient}`),
  "option1Name",
  "option1NameHe",
  "option2Name",
  "option2NameHe",
  "option3Name",
  "option3NameHe",
] as const;

export const VARIANT_COLUMNS = ["sku", "option1", "option1He", "option2", "option2He", "option3", "option3He", "variantPrice", "variantSalePrice", "variantStock", "variantWeight", "variantSlots", "variantImage"] as const;

export const CSV_COLUMNS: readonly string[] = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS];
const OPTION_SLOTS = [1, 2, 3] as const;

/** One row of the file by column name (a column the file lacks reads as empty). */
export type CsvRow = Record<string, string>;

const LIST_SEPARATOR = " | ";

/** 2400 → "24.00". */
export function majorUnits(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const value = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;
}

/** "24.00", "24", "24,5" → 2400, 2450; blank → undefined; anything else NaN, which the schema refuses at its field. */
export function minorUnits(cell: string | undefined): number | undefined {
  const text = (cell ?? "").trim();
  if (text === "") return undefined;
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Math.round(Number(text.replace(",", ".")) * 100);
}

/** A count or figure: blank → undefined; "12", "0.05", "0,05"; anything else NaN. */
export function numberCell(cell: string | undefined): number | undefined {
  const text = (cell ?? "").trim();
  if (text === "") return undefined;
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(",", "."));
}

/** true/false as spreadsheets write them (TRUE, yes, 1, כן); anything else is handed on for the schema to refuse. */
export function booleanCell(cell: string | undefined): boolean | string | undefined {
  const text = (cell ?? "").trim().toLowerCase();
  if (text === "") return undefined;
  if (["true", "yes", "1", "כן"].includes(text)) return true;
  if (["false", "no", "0", "לא"].includes(text)) return false;
  return text;
}

export const listCell = (cell: string | undefined): string[] =>
  (cell ?? "")
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);

const joined = (list: readonly string[] | undefined) => (list ?? []).join(LIST_SEPARATOR);
const num = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The product's rows: one, or one per variant (the product's columns repeated on each). */
export function productRows(product: Product): CsvRow[] {
  const hasVariants = (product.variants?.length ?? 0) > 0;
  const row: CsvRow = {
    id: product._id,
    slug: product.slug,
    title: product.title,
    titleHe: product.titleHe ?? "",
    description: product.description,
    descriptionHe: product.descriptionHe ?? "",
    category: product.category,
    brand: product.brand,
    price: hasVariants ? "" : majorUnits(product.price),
    salePrice: hasVariants ? "" : majorUnits(product.salePrice),
    stock: hasVariants ? "" : String(product.totalStock),
    leadDays: String(product.leadDays ?? 0),
    featured: String(product.featured === true),
    image: product.image,
    gallery: joined(product.gallery?.map((photo) => photo.image)),
    supplement: product.supplement ? majorUnits(product.supplement) : "",
    boxSlots: num(product.box?.slots),
    boxPieces: joined(product.box?.pieceIds),
    ingredients: product.ingredients ?? "",
    ingredientsHe: product.ingredientsHe ?? "",
    treeNuts: joined(product.allergenKinds?.treeNuts),
    glutenCereals: joined(product.allergenKinds?.gluten),
    kosher: product.kosher?.status ?? "",
    kosherCertifier: product.kosher?.certifier ?? "",
    kosherCertifierHe: product.kosher?.certifierHe ?? "",
    kosherPassover: product.kosher ? String(product.kosher.passover === true) : "",
    diets: joined(product.diets),
    cocoaPercent: num(product.cocoaPercent),
    netWeight: num(product.netWeight),
    storage: product.storage ?? "",
    storageHe: product.storageHe ?? "",
    bestBeforeDays: num(product.bestBeforeDays),
  };
  for (const allergen of ALLERGENS) row[`allergen_${allergen}`] = product.allergens?.[allergen] ?? "";
  for (const nutrient of NUTRIENTS) row[`nutrition_${nutrient}`] = num(product.nutrition?.[nutrient]);
  const options = hasVariants ? (product.options ?? []) : [];
  for (const slot of OPTION_SLOTS) {
    row[`option${slot}Name`] = options[slot - 1]?.name ?? "";
    row[`option${slot}NameHe`] = options[slot - 1]?.nameHe ?? "";
  }
  if (!hasVariants) return [row];
  return (product.variants ?? []).map((variant) => {
    const cells: CsvRow = {
      ...row,
      sku: variant.sku,
      variantPrice: majorUnits(variant.price),
      variantSalePrice: majorUnits(variant.salePrice),
      variantStock: String(variant.totalStock),
      variantWeight: num(variant.weight),
      variantSlots: num(variant.slots),
      variantImage: variant.image ?? "",
    };
    for (const slot of OPTION_SLOTS) {
      const value = variant.optionValues[slot - 1];
      const label = value === undefined ? undefined : options[slot - 1]?.values.find((entry) => entry.label === value);
      cells[`option${slot}`] = value ?? "";
      cells[`option${slot}He`] = label?.labelHe ?? "";
    }
    return cells;
  });
}

const cell = (row: CsvRow | undefined, column: string) => (row?.[column] ?? "").trim();
const blankToUndefined = (text: string) => (text === "" ? undefined : text);

/**
 * The request the admin's form would send for these rows (unchecked: `productInputSchema` judges it).
 * `stored` is the product the rows change, for what the file does not hold.
 */
export function inputFromRows(rows: readonly CsvRow[], stored: Product | undefined): ProductInput {
  const first = rows[0] ?? {};
  const variantRows = rows.filter((row) => cell(row, "sku") !== "");
  const hasVariants = variantRows.length > 0;
  const gallery = listCell(first.gallery).map((image) => {
    const known = stored?.gallery?.find((photo) => photo.image === image);
    return known?.altHe ? { image, alt: known.alt, altHe: known.altHe } : { image, alt: known?.alt ?? "" };
  });
  const options = hasVariants
    ? OPTION_SLOTS.filter((slot) => cell(first, `option${slot}Name`) !== "").map((slot) => {
        const name = cell(first, `option${slot}Name`);
        const known = stored?.options?.find((option) => option.name === name);
        const values = new Map<string, string | undefined>((known?.values ?? []).map((value) => [value.label, value.labelHe]));
        const given = new Set<string>();
        for (const row of variantRows) {
          const label = cell(row, `option${slot}`);
          if (label === "" || given.has(label)) continue;
          given.add(label);
          values.set(label, blankToUndefined(cell(row, `option${slot}He`)));
        }
        return {
          name,
          nameHe: blankToUndefined(cell(first, `option${slot}NameHe`)),
          values: [...values].map(([label, labelHe]) => (labelHe ? { label, labelHe } : { label })),
        };
      })
    : undefined;
  const variants = hasVariants
    ? variantRows.map((row) => {
        const sku = cell(row, "sku");
        const food = stored?.variants?.find((variant) => variant.sku === sku)?.food;
        return {
          sku,
          optionValues: (options ?? []).map((_, index) => cell(row, `option${index + 1}`)),
          price: minorUnits(row.variantPrice) as number,
          salePrice: minorUnits(row.variantSalePrice) ?? 0,
          totalStock: numberCell(row.variantStock) ?? 0,
          weight: numberCell(row.variantWeight),
          slots: numberCell(row.variantSlots),
          image: blankToUndefined(cell(row, "variantImage")),
          ...(food ? { food } : {}),
        };
      })
    : undefined;
  const allergenCells = ALLERGENS.map((allergen) => [allergen, blankToUndefined(cell(first, `allergen_${allergen}`))] as const);
  const nutrientCells = NUTRIENTS.map((nutrient) => [nutrient, numberCell(first[`nutrition_${nutrient}`])] as const);
  const treeNuts = listCell(first.treeNuts);
  const gluten = listCell(first.glutenCereals);
  const boxPieces = listCell(first.boxPieces);
  const kosher = cell(first, "kosher");
  const input = {
    image: cell(first, "image"),
    gallery: gallery.length > 0 ? gallery : undefined,
    title: cell(first, "title"),
    titleHe: cell(first, "titleHe"),
    description: cell(first, "description"),
    descriptionHe: cell(first, "descriptionHe"),
    category: cell(first, "category"),
    brand: cell(first, "brand"),
    // With variants the form still sends the product's own (the server replaces them): the first variant's.
    price: hasVariants ? variants?.[0]?.price : minorUnits(first.price),
    salePrice: hasVariants ? variants?.[0]?.salePrice : (minorUnits(first.salePrice) ?? 0),
    totalStock: hasVariants ? 0 : (numberCell(first.stock) ?? 0),
    leadDays: numberCell(first.leadDays) ?? 0,
    featured: booleanCell(first.featured) ?? false,
    supplement: minorUnits(first.supplement),
    box: boxPieces.length > 0 ? { slots: numberCell(first.boxSlots), pieceIds: boxPieces } : undefined,
    options,
    variants,
    ingredients: cell(first, "ingredients"),
    ingredientsHe: cell(first, "ingredientsHe"),
    allergens: allergenCells.every(([, answer]) => answer === undefined) ? undefined : Object.fromEntries(allergenCells),
    allergenKinds: treeNuts.length > 0 || gluten.length > 0 ? { treeNuts: treeNuts.length > 0 ? treeNuts : undefined, gluten: gluten.length > 0 ? gluten : undefined } : undefined,
    kosher: kosher === "" ? undefined : { status: kosher, certifier: cell(first, "kosherCertifier"), certifierHe: cell(first, "kosherCertifierHe"), passover: booleanCell(first.kosherPassover) ?? false },
    diets: listCell(first.diets),
    cocoaPercent: numberCell(first.cocoaPercent),
    netWeight: numberCell(first.netWeight),
    storage: cell(first, "storage"),
    storageHe: cell(first, "storageHe"),
    bestBeforeDays: numberCell(first.bestBeforeDays),
    nutrition: nutrientCells.every(([, value]) => value === undefined) ? undefined : Object.fromEntries(nutrientCells),
  };
  // Cells are text: a wrong one (a word for a price) goes on as it is for the schema to refuse at its field.
  return input as unknown as ProductInput;
}

/** The column a request field is written in (a top-level field of `ProductInput`). */
const FIELD_COLUMNS: Record<string, string> = {
  totalStock: "stock",
  box: "boxPieces",
  allergenKinds: "treeNuts",
  options: "option1Name",
  variants: "sku",
  nutrition: `nutrition_${NUTRIENTS[0]}`,
  allergens: `allergen_${ALLERGENS[0]}`,
};
const VARIANT_FIELD_COLUMNS: Record<string, string> = {
  sku: "sku",
  optionValues: "option1",
  price: "variantPrice",
  salePrice: "variantSalePrice",
  totalStock: "variantStock",
  weight: "variantWeight",
  slots: "variantSlots",
  image: "variantImage",
  food: "sku",
};

/** Where a problem at `path` of the request lies in the file: the product's row (index into its rows) and column. */
export function cellOf(path: readonly PropertyKey[], rows: readonly CsvRow[]): { index: number; column: string } {
  const [field, second, third] = path.map(String);
  if (field === undefined || field === "") return { index: 0, column: "title" };
  if (field === "variants" && second !== undefined && /^\d+$/.test(second)) {
    const variantRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => cell(row, "sku") !== "");
    const index = variantRows[Number(second)]?.index ?? 0;
    return { index, column: VARIANT_FIELD_COLUMNS[third ?? "sku"] ?? "sku" };
  }
  if (field === "options" && second !== undefined) {
    const slot = Number(second) + 1;
    return { index: 0, column: third === "nameHe" ? `option${slot}NameHe` : third === "values" ? `option${slot}` : `option${slot}Name` };
  }
  if (field === "allergens" && second) return { index: 0, column: `allergen_${second}` };
  if (field === "allergens") {
    const blank = ALLERGENS.find((allergen) => cell(rows[0], `allergen_${allergen}`) === "");
    return { index: 0, column: `allergen_${blank ?? ALLERGENS[0]}` };
  }
  if (field === "nutrition" && second) return { index: 0, column: `nutrition_${second}` };
  if (field === "allergenKinds") return { index: 0, column: second === "gluten" ? "glutenCereals" : "treeNuts" };
  if (field === "kosher") return { index: 0, column: second === "certifier" ? "kosherCertifier" : second === "certifierHe" ? "kosherCertifierHe" : second === "passover" ? "kosherPassover" : "kosher" };
  if (field === "box") return { index: 0, column: second === "slots" ? "boxSlots" : "boxPieces" };
  return { index: 0, column: FIELD_COLUMNS[field] ?? field };
}

/** How a changed field is named to the admin: its column, or the group of columns. */
const CHANGE_NAMES: Record<string, string> = { totalStock: "stock", box: "boxPieces", allergenKinds: "treeNuts/glutenCereals" };

/** The request's top-level fields that differ (compared as JSON: both sides are made by `inputFromRows`). */
export function changedFields(before: ProductInput, after: ProductInput): string[] {
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).map((key) => CHANGE_NAMES[key] ?? key);
}
