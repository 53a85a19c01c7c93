import { VARIANT_LIMITS, declarationOf, optionCombinations, productLevelFields, type FoodDeclaration, type Product } from "@contracts";
import { numberFromText } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";
import { declarationDraftFrom, declarationRequestOf, type DeclarationDraft } from "./foodForm";

/**
 * The "Options and variants" part of the product form (issue 34), kept pure: the kinds of option and
 * their values as typed, and one row per combination of values (`optionCombinations`), each with its
 * SKU, prices, stock, weight and (for a box sold by size) pieces as typed. Rows are tied to their values by the values' ids, not their
 * labels, so renaming a value keeps what was typed in its rows; adding a value adds rows, removing one
 * removes its rows. What goes to the API is made in productForm.ts.
 */

export interface OptionValueDraft {
  id: string;
  label: string;
  labelHe: string;
}
export interface OptionDraft {
  id: string;
  name: string;
  nameHe: string;
  values: OptionValueDraft[];
}

export const VARIANT_FIELDS = ["sku", "price", "salePrice", "totalStock", "weight", "slots"] as const;
export type VariantField = (typeof VARIANT_FIELDS)[number];
/** The fields the "Set all" control fills. */
export const BULK_FIELDS = ["price", "salePrice", "totalStock", "weight"] as const satisfies readonly VariantField[];
export type BulkField = (typeof BULK_FIELDS)[number];

export type VariantDraft = Record<VariantField, string> & {
  /** The ids of its values, one per kind that has values, in the kinds' order. */
  valueIds: string[];
  /** `valueIds` joined: the row's identity in the table and in the form's errors. */
  key: string;
  /** The owner typed its SKU (or it was saved): it no longer follows the suggestion. */
  skuEdited: boolean;
  /** The photo it shows instead of the product's: one of the product's photos, or its own (blank or absent: the product's). */
  image?: string;
  /** The photo it was saved with, which stays a choice while the product's photos do not have it. */
  ownImage?: string;
  /** "Declare differently" (issue 35): its own declaration, sent as its `food`; absent, it is the product's. */
  food?: DeclarationDraft;
};

export interface VariantsDraft {
  title: string;
  options: OptionDraft[];
  variants: VariantDraft[];
}

let lastId = 0;
/** Ids only tie rows to values inside one form; never sent. */
const newId = (prefix: "o" | "v") => `${prefix}${++lastId}`;

const rowKey = (valueIds: readonly string[]) => valueIds.join("+");

const blankRow = (valueIds: string[]): VariantDraft => ({
  valueIds,
  key: rowKey(valueIds),
  sku: "",
  skuEdited: false,
  price: "",
  salePrice: "",
  totalStock: "",
  weight: "",
  slots: "",
});

/** Upper-case ASCII letters and digits, other runs as one dash: "Box of 16" → "BOX-OF-16", "Crème" → "CREME". */
function skuPart(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}

/**
 * A SKU to start from: the title and the values' English labels, e.g. "HAZELNUT-PRALINE-BOX-OF-16-DARK",
 * within the SKU's length and pattern (SKU_PATTERN). Hebrew-only text gives nothing, so "SKU" stands in.
 */
export function suggestSku(title: string, labels: readonly string[]): string {
  const parts = [skuPart(title, 16), ...labels.map((label) => skuPart(label, 10))].filter(Boolean);
  // Room is left for a "-2" that tells two equal suggestions apart.
  return skuPart(parts.join("-"), VARIANT_LIMITS.skuLength - 4) || "SKU";
}

/** The kinds that make rows: a kind without values yet is left out rather than leaving no rows at all. */
const kindsWithValues = (options: readonly OptionDraft[]) => options.filter((option) => option.values.length > 0);

function labelsOf(options: readonly OptionDraft[], valueIds: readonly string[]): string[] {
  const byId = new Map(options.flatMap((option) => option.values.map((value) => [value.id, value.label.trim()] as const)));
  return valueIds.map((id) => byId.get(id) ?? "");
}

/**
 * The rows for `draft.options`, in the table's order (first kind slowest). A row whose values are
 * the same as an existing row's keeps it; a row that gained a kind (its first value) or lost one
 * takes over the old row it extends or narrows, so nothing typed is lost when a kind is added or
 * removed; any other row starts blank. SKUs the owner did not type follow the title and the labels,
 * made unique against every other SKU of the table.
 */
export function syncVariants(draft: VariantsDraft): VariantDraft[] {
  const kinds = kindsWithValues(draft.options);
  const combinations = optionCombinations(kinds.map((kind) => ({ name: kind.id, values: kind.values.map((value) => ({ label: value.id })) })));
  const old = draft.variants;
  const used = new Set<VariantDraft>();
  const take = (row: VariantDraft | undefined) => {
    if (row) used.add(row);
    return row;
  };
  const rows = combinations.map((valueIds) => {
    const ids = new Set(valueIds);
    const exact = old.find((row) => !used.has(row) && row.key === rowKey(valueIds));
    const found =
      take(exact) ??
      take(old.find((row) => !used.has(row) && row.valueIds.length < valueIds.length && row.valueIds.every((id) => ids.has(id)))) ??
      take(old.find((row) => !used.has(row) && row.valueIds.length > valueIds.length && valueIds.every((id) => row.valueIds.includes(id))));
    return found ? { ...found, valueIds, key: rowKey(valueIds) } : blankRow(valueIds);
  });
  const taken = new Set(rows.filter((row) => row.skuEdited).map((row) => row.sku.trim().toLowerCase()));
  return rows.map((row) => {
    if (row.skuEdited) return row;
    const base = suggestSku(draft.title, labelsOf(draft.options, row.valueIds));
    let sku = base;
    for (let n = 2; taken.has(sku.toLowerCase()); n++) sku = `${base}-${n}`;
    taken.add(sku.toLowerCase());
    return { ...row, sku };
  });
}

/**
 * The options and rows of a saved product (rows for combinations it does not sell yet start blank). A
 * variant that declares differently shows its declaration over the product's (`declarationOf`).
 */
export function variantsDraftFrom(product: Pick<Product, "title" | "options" | "variants"> & FoodDeclaration): Pick<VariantsDraft, "options" | "variants"> {
  const options: OptionDraft[] = (product.options ?? []).map((option) => ({
    id: newId("o"),
    name: option.name,
    nameHe: option.nameHe ?? "",
    values: option.values.map((value) => ({ id: newId("v"), label: value.label, labelHe: value.labelHe ?? "" })),
  }));
  const saved = (product.variants ?? []).flatMap((variant): VariantDraft[] => {
    const valueIds = variant.optionValues.map((label, index) => options[index]?.values.find((value) => value.label === label)?.id);
    if (valueIds.length !== options.length || valueIds.some((id) => id === undefined)) return [];
    const ids = valueIds as string[];
    return [
      {
        valueIds: ids,
        key: rowKey(ids),
        sku: variant.sku,
        skuEdited: true,
        price: moneyInputValue(variant.price),
        salePrice: moneyInputValue(variant.salePrice),
        totalStock: String(variant.totalStock),
        weight: variant.weight === undefined ? "" : String(variant.weight),
        slots: variant.slots === undefined ? "" : String(variant.slots),
        ...(variant.image ? { image: variant.image, ownImage: variant.image } : {}),
        ...(variant.food ? { food: declarationDraftFrom(declarationOf(product, variant.food)) } : {}),
      },
    ];
  });
  return { options, variants: syncVariants({ title: product.title, options, variants: saved }) };
}

// The owner's edits: each answers the next draft, its rows in step with its options.

const synced = <D extends VariantsDraft>(draft: D): D => ({ ...draft, variants: syncVariants(draft) });

/** A new kind with one blank value to type into (up to VARIANT_LIMITS.options kinds). */
export function addOption<D extends VariantsDraft>(draft: D): D {
  if (draft.options.length >= VARIANT_LIMITS.options) return draft;
  return synced({ ...draft, options: [...draft.options, { id: newId("o"), name: "", nameHe: "", values: [{ id: newId("v"), label: "", labelHe: "" }] }] });
}

export function removeOption<D extends VariantsDraft>(draft: D, optionId: string): D {
  return synced({ ...draft, options: draft.options.filter((option) => option.id !== optionId) });
}

export function setOptionName<D extends VariantsDraft>(draft: D, optionId: string, field: "name" | "nameHe", text: string): D {
  return { ...draft, options: draft.options.map((option) => (option.id === optionId ? { ...option, [field]: text } : option)) };
}

/** A blank value at the end of the kind (up to VARIANT_LIMITS.values). */
export function addValue<D extends VariantsDraft>(draft: D, optionId: string): D {
  const option = draft.options.find((candidate) => candidate.id === optionId);
  if (!option || option.values.length >= VARIANT_LIMITS.values) return draft;
  return synced({ ...draft, options: draft.options.map((o) => (o === option ? { ...o, values: [...o.values, { id: newId("v"), label: "", labelHe: "" }] } : o)) });
}

export function removeValue<D extends VariantsDraft>(draft: D, optionId: string, valueId: string): D {
  return synced({
    ...draft,
    options: draft.options.map((option) => (option.id === optionId ? { ...option, values: option.values.filter((value) => value.id !== valueId) } : option)),
  });
}

export function setValueLabel<D extends VariantsDraft>(draft: D, valueId: string, field: "label" | "labelHe", text: string): D {
  const next = { ...draft, options: draft.options.map((option) => ({ ...option, values: option.values.map((value) => (value.id === valueId ? { ...value, [field]: text } : value)) })) };
  // Only the English label reaches the suggested SKUs.
  return field === "label" ? synced(next) : next;
}

export function setVariantField<D extends VariantsDraft>(draft: D, key: string, field: VariantField, text: string): D {
  return {
    ...draft,
    variants: draft.variants.map((row) => (row.key === key ? { ...row, [field]: text, ...(field === "sku" ? { skuEdited: true } : {}) } : row)),
  };
}

/** The row's "Photo": an image of the product's photos or its own saved one; "" for the product's photo. */
export function setVariantImage<D extends VariantsDraft>(draft: D, key: string, image: string): D {
  return { ...draft, variants: draft.variants.map((row) => (row.key === key ? { ...row, image } : row)) };
}

/**
 * The photo a row shows, among `images` (the product's photos' images, in order): its choice while the
 * product still has that photo, or its own saved one; "" (the product's photo) otherwise, e.g. once the
 * photo it chose is removed.
 */
export function variantImageOf(row: Pick<VariantDraft, "image" | "ownImage">, images: readonly string[]): string {
  const image = row.image ?? "";
  return image && (images.includes(image) || image === row.ownImage) ? image : "";
}

export type VariantPhotoChoice = { image: ""; kind: "product" } | { image: string; kind: "photo"; number: number } | { image: string; kind: "own" };

/** What a row's "Photo" offers: the product's photo, each of its photos by number (from 1), and the row's own saved photo if the product's do not have it. */
export function variantPhotoChoices(row: Pick<VariantDraft, "ownImage">, images: readonly string[]): VariantPhotoChoice[] {
  return [
    { image: "", kind: "product" },
    ...images.map((image, index) => ({ image, kind: "photo" as const, number: index + 1 })),
    ...(row.ownImage && !images.includes(row.ownImage) ? [{ image: row.ownImage, kind: "own" as const }] : []),
  ];
}

/** "Declare differently" on (`food` its declaration to start from) or off (`undefined`: the product's). */
export function setVariantFood<D extends VariantsDraft>(draft: D, key: string, food: DeclarationDraft | undefined): D {
  return {
    ...draft,
    variants: draft.variants.map((row) => {
      if (row.key !== key) return row;
      const { food: _old, ...rest } = row;
      return food ? { ...rest, food } : rest;
    }),
  };
}

/** A change to a variant's own declaration (nothing while it has none). */
export function changeVariantFood<D extends VariantsDraft>(draft: D, key: string, change: (food: DeclarationDraft) => DeclarationDraft): D {
  return { ...draft, variants: draft.variants.map((row) => (row.key === key && row.food ? { ...row, food: change(row.food) } : row)) };
}

/** The "Set all" control: every row takes each amount given (blank: left as it is). */
export function fillVariants<D extends VariantsDraft>(draft: D, values: Partial<Record<BulkField, string>>): D {
  const given = Object.fromEntries(Object.entries(values).filter(([, text]) => text !== undefined && text.trim() !== "").map(([field, text]) => [field, text!.trim()]));
  return { ...draft, variants: draft.variants.map((row) => ({ ...row, ...given })) };
}

/** Whether the product is sold by variant: from its first kind of option on, its own amounts come from the rows. */
export const usesVariants = (draft: Pick<VariantsDraft, "options">) => draft.options.length > 0;

/** A value's label in `language` (the Hebrew one falls back to English), trimmed. */
export function valueLabel(value: OptionValueDraft, language: string): string {
  return (language === "he" && value.labelHe.trim()) || value.label.trim();
}

/** A row's values in `language`, as a line will show them: "Box of 16 · Dark"; `blank` for a value not named yet. */
export function rowLabel(options: readonly OptionDraft[], row: Pick<VariantDraft, "valueIds">, language: string, blank: string): string {
  const values = new Map(options.flatMap((option) => option.values.map((value) => [value.id, value] as const)));
  return row.valueIds
    .map((id) => {
      const value = values.get(id);
      return (value && valueLabel(value, language)) || blank;
    })
    .join(" · ");
}

/** Stock and weight are typed as whole numbers. */
export const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

/**
 * A row as the request's schema reads it (blank weight: none; its photo by `variantImageOf` over
 * `images`, the product's photos). For a build-your-own box each size holds its pieces: a blank
 * "Pieces" is sent as null, so the schema calls it required at the row.
 */
export function variantRequestOf(draft: VariantsDraft, row: VariantDraft, box: boolean, images: readonly string[]) {
  const image = variantImageOf(row, images);
  return {
    sku: row.sku,
    optionValues: labelsOf(draft.options, row.valueIds),
    price: numberFromText(row.price, parseMoneyInput),
    salePrice: numberFromText(row.salePrice, parseMoneyInput),
    totalStock: numberFromText(row.totalStock, wholeNumber),
    ...(row.weight.trim() ? { weight: numberFromText(row.weight, wholeNumber) } : {}),
    ...(box ? { slots: numberFromText(row.slots, wholeNumber) ?? null } : {}),
    ...(image ? { image } : {}),
    ...(row.food ? { food: declarationRequestOf(row.food, "variant") } : {}),
  };
}

/**
 * What the product itself shows and is sorted by while it has variants (the server works it out
 * again): the price and sale price of the variant that costs least now and every variant's stock
 * together, over the rows whose amounts are valid; null while none is.
 */
export function variantTotals(rows: readonly VariantDraft[]): { price: number; salePrice: number; totalStock: number } | null {
  const valid = rows.flatMap((row) => {
    const price = parseMoneyInput(row.price);
    const salePrice = parseMoneyInput(row.salePrice);
    const totalStock = wholeNumber(row.totalStock.trim());
    if (price === null || price < 1 || salePrice === null || (salePrice !== 0 && salePrice >= price) || totalStock === null) return [];
    return [{ sku: row.sku, optionValues: [], price, salePrice, totalStock }];
  });
  if (valid.length === 0) return null;
  return productLevelFields({ price: 0, salePrice: 0, totalStock: 0, variants: valid });
}
