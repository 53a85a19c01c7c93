/**
 * The one place that turns a product's fields into its stored Firestore document (`products/{id}`)
 * and back into the `Product` of the API. Every product write (the seed, the admin routes) goes
 * through `productDocument`, so the derived fields below never go stale:
 *
 * - `effectivePrice`: what a unit costs now (the sale price when on sale); the price sorts go by it.
 * - with variants, `price`, `salePrice` and `totalStock` are the variants' (`productLevelFields`: the
 *   cheapest now, every variant's stock together), so the listing's sorts and badges need no change.
 * - `sortTitle: {en, he}`: the lowercased title in each language (`titleHe ?? title` in Hebrew).
 * - `priceSortKey`, `titleSortKeyEn`, `titleSortKeyHe`: the values the listing orders and pages by.
 *   Each ends with the product id, so they are unique and a page cursor is one value: the next page
 *   starts after the last key (./cursor.ts). Flat fields because the Node Firestore emulator cannot
 *   order by a nested path (`sortTitle.en`).
 *
 * The search tokens are not stored here: they live in the search index (./search-index.ts,
 * `searchEntries` of the same fields), so a listing that reads products never pays for them.
 */
import { effectivePrice, productLevelFields, type Product, type ProductBox, type ProductCard, type ProductOption, type ProductPhoto, type ProductVariant, tileFoodMarks } from "@cocoa/contracts";
import { normaliseText } from "./search-text";
import { storedImageVariants } from "./images/stored-variants";
import { foodDerived, productFoodOf, variantFoodOf, type FoodDerived } from "./product-food";

/**
 * The fields of a product as an admin (or the seed) gives them. The slug is made once on creation
 * (./product-slug.ts) and handed back in on every later write, so a rewrite keeps it. `featured` left
 * out means not featured (a writer that predates the flag).
 */
export type ProductFields = Omit<Product, "_id" | "slug" | "featured" | "declared"> & { slug?: string; featured?: boolean };

export interface ProductSortKeys {
  priceSortKey: string;
  titleSortKeyEn: string;
  titleSortKeyHe: string;
}

export interface ProductDocument extends ProductFields, ProductSortKeys, FoodDerived {
  featured: boolean;
  /**
   * The stock of its variant with the fewest, for a product sold by variant (absent otherwise): the
   * owner's low-stock list finds a sold-out size with one indexed query, whatever the others hold.
   */
  lowestVariantStock?: number;
  effectivePrice: number;
  sortTitle: { en: string; he: string };
}

/** Between the sort value and the id: below every character a title can hold after normalising. */
const KEY_SEPARATOR = "\u0001";
const PRICE_DIGITS = 12;

/** The price sorts go by what a unit costs now (the contracts' one rule). */
export const effectivePriceOf = effectivePrice;

/** Lowercased, marks and punctuation folded to single spaces: "Ā-Z" orders like "a z". */
export function sortTitleOf(title: string): string {
  return normaliseText(title);
}

export function priceSortKey(effectivePrice: number, id: string): string {
  const digits = String(Math.max(0, Math.trunc(effectivePrice))).padStart(PRICE_DIGITS, "0");
  return `${digits}${KEY_SEPARATOR}${id}`;
}

export function titleSortKey(sortTitle: string, id: string): string {
  return `${sortTitle}${KEY_SEPARATOR}${id}`;
}

/** Drops `undefined` fields, which Firestore refuses. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The stored document of product `id`. Only the `Product` fields are taken from `fields` (an `_id`
 * or stale derived fields in it are ignored); timestamps and review counters are the caller's.
 */
export function productDocument(id: string, fields: ProductFields): ProductDocument {
  // With a gallery, its first photo is the product's image (the tile's and the page's first).
  const first = fields.gallery?.[0];
  const product: ProductFields & { featured: boolean } = defined({
    slug: fields.slug,
    image: first ? first.image : fields.image,
    // Given by the image store (admin) or the seed; an empty list is stored as none.
    imageVariants: first ? (first.imageVariants?.length ? first.imageVariants : undefined) : fields.imageVariants?.length ? fields.imageVariants : undefined,
    gallery: fields.gallery?.length ? fields.gallery.map(photoDocument) : undefined,
    box: fields.box ? defined({ slots: fields.box.slots, pieceIds: [...fields.box.pieceIds] }) : undefined,
    supplement: fields.supplement ? fields.supplement : undefined,
    title: fields.title,
    titleHe: fields.titleHe,
    description: fields.description,
    descriptionHe: fields.descriptionHe,
    category: fields.category,
    brand: fields.brand,
    ...productLevelFields(fields),
    // Sold as itself: none stored (an edit that drops the options clears them with empty lists).
    options: fields.variants?.length ? fields.options?.map(optionDocument) : undefined,
    variants: fields.variants?.length ? fields.variants.map(variantDocument) : undefined,
    leadDays: fields.leadDays ? fields.leadDays : undefined,
    ...productFoodOf(fields as unknown as Record<string, unknown>),
    averageReview: fields.averageReview,
    // Always a boolean: the home page's sections query `featured == true` and `featured == false`,
    // and Firestore matches neither on a document that lacks the field.
    featured: fields.featured === true,
  });
  const effectivePrice = effectivePriceOf(product);
  const lowest = lowestVariantStock(product.variants);
  const sortTitle = { en: sortTitleOf(product.title), he: sortTitleOf(product.titleHe || product.title) };
  return {
    ...product,
    ...foodDerived(product, product.variants),
    ...(lowest === undefined ? {} : { lowestVariantStock: lowest }),
    effectivePrice,
    sortTitle,
    priceSortKey: priceSortKey(effectivePrice, id),
    titleSortKeyEn: titleSortKey(sortTitle.en, id),
    titleSortKeyHe: titleSortKey(sortTitle.he, id),
  };
}

/** The fewest units any variant holds (undefined without variants). */
export function lowestVariantStock(variants: readonly { totalStock: number }[] | undefined): number | undefined {
  if (!variants?.length) return undefined;
  return Math.min(...variants.map((variant) => Math.max(0, variant.totalStock)));
}

function photoDocument(photo: ProductPhoto): ProductPhoto {
  return defined({ image: photo.image, imageVariants: photo.imageVariants?.length ? photo.imageVariants : undefined, alt: photo.alt, altHe: photo.altHe || undefined });
}

function optionDocument(option: ProductOption): ProductOption {
  return defined({ name: option.name, nameHe: option.nameHe || undefined, values: option.values.map((value) => defined({ label: value.label, labelHe: value.labelHe || undefined })) });
}

function variantDocument(variant: ProductVariant): ProductVariant {
  return defined({
    sku: variant.sku,
    optionValues: [...variant.optionValues],
    price: variant.price,
    salePrice: variant.salePrice,
    totalStock: variant.totalStock,
    weight: variant.weight,
    slots: variant.slots,
    image: variant.image || undefined,
    imageVariants: variant.image && variant.imageVariants?.length ? variant.imageVariants : undefined,
    food: variantFoodOf(variant.food),
  });
}

const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === "string" ? value : "");

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The stored options, read back defensively (anything malformed is dropped). */
function storedOptions(value: unknown): ProductOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((option) => {
    const values = Array.isArray(option.values) ? option.values.filter(isRecord) : [];
    const read: ProductOption = {
      name: str(option.name),
      values: values.map((entry) => (str(entry.labelHe) ? { label: str(entry.label), labelHe: str(entry.labelHe) } : { label: str(entry.label) })),
    };
    if (str(option.nameHe)) read.nameHe = str(option.nameHe);
    return read;
  });
}

/** The stored gallery, read back defensively (a photo without an image is dropped). */
function storedGallery(value: unknown): ProductPhoto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((photo) => str(photo.image) !== "")
    .map((photo) => {
      const read: ProductPhoto = { image: str(photo.image), alt: str(photo.alt) };
      const imageVariants = storedImageVariants(photo.imageVariants);
      if (imageVariants) read.imageVariants = imageVariants;
      if (str(photo.altHe)) read.altHe = str(photo.altHe);
      return read;
    });
}

/** The stored variants, each with a SKU and its values (anything malformed is dropped). */
export function storedVariants(value: unknown): ProductVariant[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((variant) => str(variant.sku) !== "" && Array.isArray(variant.optionValues))
    .map((variant) => {
      const read: ProductVariant = {
        sku: str(variant.sku),
        optionValues: (variant.optionValues as unknown[]).map(str),
        price: num(variant.price),
        salePrice: num(variant.salePrice),
        totalStock: num(variant.totalStock),
      };
      if (num(variant.weight) > 0) read.weight = Math.round(num(variant.weight));
      if (num(variant.slots) > 0) read.slots = Math.round(num(variant.slots));
      if (str(variant.image)) {
        read.image = str(variant.image);
        const imageVariants = storedImageVariants(variant.imageVariants);
        if (imageVariants) read.imageVariants = imageVariants;
      }
      const food = variantFoodOf(variant.food);
      if (food) read.food = food;
      return read;
    });
}

/** The API's `Product` from a stored document: the contract's fields only, never the derived ones. */
export function productFromDocument(id: string, data: Record<string, unknown>): Product {
  const product: Product = {
    _id: id,
    // A product stored before slugs is addressed by its id (the by-slug read falls back to it).
    slug: str(data.slug) || id,
    image: str(data.image),
    title: str(data.title),
    description: str(data.description),
    category: str(data.category),
    brand: str(data.brand),
    price: num(data.price),
    salePrice: num(data.salePrice),
    totalStock: num(data.totalStock),
    averageReview: num(data.averageReview),
    featured: data.featured === true,
    ...productFoodOf(data),
    // Derived when written; a document stored before the declaration has none.
    declared: data.declared === true,
  };
  const marks = tileFoodMarks(product);
  if (marks.length > 0) product.foodMarks = marks;
  const imageVariants = storedImageVariants(data.imageVariants);
  if (imageVariants) product.imageVariants = imageVariants;
  if (num(data.leadDays) > 0) product.leadDays = Math.round(num(data.leadDays));
  if (isRecord(data.box) && Array.isArray(data.box.pieceIds)) {
    const box: ProductBox = { pieceIds: (data.box.pieceIds as unknown[]).map(str).filter(Boolean) };
    if (num(data.box.slots) > 0) box.slots = Math.round(num(data.box.slots));
    product.box = box;
  }
  if (num(data.supplement) > 0) product.supplement = Math.round(num(data.supplement));
  const gallery = storedGallery(data.gallery);
  if (gallery.length > 0) product.gallery = gallery;
  const variants = storedVariants(data.variants);
  if (variants.length > 0) {
    product.options = storedOptions(data.options);
    product.variants = variants;
  }
  if (typeof data.titleHe === "string" && data.titleHe !== "") product.titleHe = data.titleHe;
  if (typeof data.descriptionHe === "string" && data.descriptionHe !== "") product.descriptionHe = data.descriptionHe;
  return product;
}

/** A product's card (listing, home, search): the `Product` without its descriptions. */
export function productCardFromDocument(id: string, data: Record<string, unknown>): ProductCard {
  const {
    description: _description,
    descriptionHe: _descriptionHe,
    gallery: _gallery,
    boxPieces: _boxPieces,
    ingredients: _ingredients,
    ingredientsHe: _ingredientsHe,
    storage: _storage,
    storageHe: _storageHe,
    nutrition: _nutrition,
    kosher: _kosher,
    diets: _diets,
    cocoaPercent: _cocoaPercent,
    netWeight: _netWeight,
    bestBeforeDays: _bestBeforeDays,
    ...card
  } = productFromDocument(id, data);
  // A variant's own declaration is the page's: a card's marks already hold for every variant, and a
  // product sold by variant is added to a cart from its page.
  if (card.variants) card.variants = card.variants.map(({ food: _food, ...variant }) => variant);
  return card;
}
