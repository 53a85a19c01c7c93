import { z } from "./zod";
import { ALLERGENS, ALLERGEN_ANSWERS, DIETS, GLUTEN_CEREALS, KOSHER_STATUSES, NUTRIENTS, TILE_FOOD_MARKS, TREE_NUTS } from "./food-rules";
import { DELIVERY_METHODS } from "./delivery-rules";

/** Money on the wire: a whole number of minor units. */
export const minorUnitsSchema = z.number().int();

/**
 * One resized copy of a stored image: WebP, `width` pixels wide (never wider than the original), at
 * an immutable URL. The storefront offers them as the image's `srcset`; `image` stays the original.
 */
export const imageVariantSchema = z.object({ width: z.number().int().positive(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;
/** The widths variants are made at (an image narrower than one gets a variant at its own width instead). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
/** Optional: a document stored before variants existed (or with a foreign-made image) has none. */
const imageVariantsSchema = z.array(imageVariantSchema).optional();

/** Every allergen of the list (food-rules.ts) answered: contains, may contain traces, or free from. */
export const allergensSchema = z.object(Object.fromEntries(ALLERGENS.map((key) => [key, z.enum(ALLERGEN_ANSWERS)])) as Record<(typeof ALLERGENS)[number], z.ZodEnum<{ [K in (typeof ALLERGEN_ANSWERS)[number]]: K }>>);
/** Which tree nuts and which cereals, where contained or possibly so. */
export const allergenKindsSchema = z.object({ treeNuts: z.array(z.enum(TREE_NUTS)).optional(), gluten: z.array(z.enum(GLUTEN_CEREALS)).optional() });
export const kosherSchema = z.object({ status: z.enum(KOSHER_STATUSES), certifier: z.string().optional(), certifierHe: z.string().optional(), passover: z.boolean() });
/** Per 100 g: energy in kcal, the rest in grams. */
export const nutritionSchema = z.object(Object.fromEntries(NUTRIENTS.map((key) => [key, z.number()])) as Record<(typeof NUTRIENTS)[number], z.ZodNumber>);
export const dietsSchema = z.array(z.enum(DIETS));

/**
 * The declaration a product makes and a variant may make differently (VARIANT_FOOD_FIELDS):
 * ingredients in descending order of weight in both languages (Hebrew blank: the English shown),
 * every allergen of the list answered, the kosher status, the diets it suits (as declared plus what
 * follows: vegan is vegetarian, free from gluten is gluten-free), the cocoa percentage.
 */
const declarationShape = {
  ingredients: z.string().optional(),
  ingredientsHe: z.string().optional(),
  allergens: allergensSchema.optional(),
  allergenKinds: allergenKindsSchema.optional(),
  kosher: kosherSchema.optional(),
  diets: dietsSchema.optional(),
  cocoaPercent: z.number().int().optional(),
};

/** What a variant declares differently from its product (absent fields: the product's). */
export const variantFoodSchema = z.object(declarationShape);
export type VariantFood = z.infer<typeof variantFoodSchema>;

/** A kind of option (size, cocoa…) and its values, each with an optional Hebrew label (see variant-rules.ts). */
export const productOptionSchema = z.object({
  name: z.string(),
  nameHe: z.string().optional(),
  values: z.array(z.object({ label: z.string(), labelHe: z.string().optional() })),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** One combination of the options that is sold: its own SKU, prices, stock, weight and optional photo. */
export const productVariantSchema = z.object({
  sku: z.string(),
  /** The value of each option by its English label, in the order of `options`. */
  optionValues: z.array(z.string()),
  price: minorUnitsSchema,
  /** 0 when not on sale; otherwise below `price`. */
  salePrice: minorUnitsSchema,
  totalStock: z.number().int(),
  /** Grams. */
  weight: z.number().int().optional(),
  /** For a build-your-own box sold by size: the pieces this size holds. */
  slots: z.number().int().optional(),
  /** Its own photo; absent: the product's. */
  image: z.string().optional(),
  imageVariants: imageVariantsSchema,
  /** Where it differs from the product (milk and dark): its ingredients, allergens, kosher status, diets, cocoa. */
  food: variantFoodSchema.optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** One photo of a product's gallery: the stored image, its resized copies, its alt text in both languages. */
export const productPhotoSchema = z.object({
  image: z.string(),
  imageVariants: imageVariantsSchema,
  /** Blank: the product's title is read instead. */
  alt: z.string(),
  altHe: z.string().optional(),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/**
 * A build-your-own box: the pieces it holds (per variant, `slots` of each size; or its own) and
 * the products that may go in it.
 */
export const productBoxSchema = z.object({
  /** The pieces it holds when it has no sizes (variants name theirs). */
  slots: z.number().int().optional(),
  /** The piece products the shopper chooses from, in the owner's order. */
  pieceIds: z.array(z.string()),
});
export type ProductBox = z.infer<typeof productBoxSchema>;

/** A piece the box's page offers: what the builder shows of a piece product, read with the box. */
export const boxPieceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleHe: z.string().optional(),
  image: z.string(),
  imageVariants: imageVariantsSchema,
  /** What one piece adds to the box's price (0: none). */
  supplement: minorUnitsSchema,
  totalStock: z.number().int(),
  /** The piece's allergens, so a box's line adds them up (absent: not declared). */
  allergens: allergensSchema.optional(),
  allergenKinds: allergenKindsSchema.optional(),
});
export type BoxPiece = z.infer<typeof boxPieceSchema>;

/** What a promotion gives (promotion-rules.ts): a percentage or an amount off, or free delivery. */
export const promotionBenefitSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("percent"), percent: z.number().int() }),
  z.object({ type: z.literal("amount"), amount: minorUnitsSchema }),
  z.object({ type: z.literal("freeDelivery"), methods: z.array(z.enum(DELIVERY_METHODS)) }),
]);

/** The offer a tile and a product page show: an automatic promotion that covers the product now. */
export const productOfferSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  nameHe: z.string(),
  benefit: promotionBenefitSchema,
  minSubtotal: minorUnitsSchema,
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

/** A product as the API returns it. Firestore holds the same fields under `products/{id}`. */
export const productSchema = z.object({
  _id: z.string(),
  /**
   * The product's address in the shop, `/shop/product/<slug>`: made once from the English title when
   * the product is created (lower-case ASCII words joined by "-", unique), never changed by an edit.
   * A product stored before slugs existed answers its id here until an edit gives it one.
   */
  slug: z.string(),
  image: z.string(),
  /** `image` resized, narrowest first (see imageVariantSchema). */
  imageVariants: imageVariantsSchema,
  title: z.string(),
  /** Hebrew title; the shop falls back to `title` where a product has none. */
  titleHe: z.string().optional(),
  description: z.string(),
  descriptionHe: z.string().optional(),
  /** A category id from the settings. */
  category: z.string(),
  /** A brand id from the settings. */
  brand: z.string(),
  /** With variants: the price of the variant that costs least now (the listing's sorts go by it). */
  price: minorUnitsSchema,
  /** 0 when not on sale; otherwise below `price`. */
  salePrice: minorUnitsSchema,
  /** With variants: the stock of every variant together. */
  totalStock: z.number().int(),
  /**
   * Up to PRODUCT_GALLERY_MAX photos in the owner's order (absent: the product has its one `image`);
   * the first is the tile's and the page's first, so `image` is always `gallery[0].image`.
   */
  gallery: z.array(productPhotoSchema).optional(),
  /** Set on a build-your-own box: its slots and the pieces that may go in. */
  box: productBoxSchema.optional(),
  /**
   * A box's pieces as its page shows them (answered by the product's own read, not by cards): the
   * ones still sold, in the owner's order.
   */
  boxPieces: z.array(boxPieceSchema).optional(),
  /** A piece product: what one adds to a build-your-own box's price (absent: nothing). */
  supplement: minorUnitsSchema.optional(),
  /** Up to three kinds of option; absent on a product sold as itself. */
  options: z.array(productOptionSchema).optional(),
  /** Each combination sold (absent without options): the cart and orders name one by its `sku`. */
  variants: z.array(productVariantSchema).optional(),
  /** Working days to make it before it can be picked up or sent (absent: 0, ready from the shelf). */
  leadDays: z.number().int().optional(),
  /** What is in it (food-rules.ts; absent on a product stored before the declaration). */
  ...declarationShape,
  /** Net weight, grams. */
  netWeight: z.number().int().optional(),
  storage: z.string().optional(),
  storageHe: z.string().optional(),
  /** Best before: days from the making. */
  bestBeforeDays: z.number().int().optional(),
  nutrition: nutritionSchema.optional(),
  /**
   * Whether the product and every variant declare ingredients, every allergen and the kosher status
   * (always answered by the API; optional so a product's fields can be written without it, as it is derived).
   */
  declared: z.boolean().optional(),
  /** The marks a tile shows (parve, vegan, gluten-free, nut-free: `tileFoodMarks`), made by the server; absent: none. */
  foodMarks: z.array(z.enum(TILE_FOOD_MARKS)).optional(),
  /** An automatic promotion that covers it now (its tile's and page's badge); absent: none. */
  offer: productOfferSchema.optional(),
  averageReview: z.number(),
  /**
   * The owner's pick for the home page's featured section (a product stored before the flag answers
   * false). The recommended section shows only products without it, so the two never repeat.
   */
  featured: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as the listing, the home sections and search answer it: what a card shows, without the
 * descriptions and the gallery (the product page reads those with the details).
 */
export const productCardSchema = productSchema.omit({
  description: true,
  descriptionHe: true,
  gallery: true,
  boxPieces: true,
  // The page's food section; a card keeps its marks (`foodMarks`) and what a guest's cart line needs (the allergens).
  ingredients: true,
  ingredientsHe: true,
  storage: true,
  storageHe: true,
  nutrition: true,
  kosher: true,
  diets: true,
  cocoaPercent: true,
  netWeight: true,
  bestBeforeDays: true,
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * A home-page banner: its artwork, a headline, a line of text and the alt text in English and
 * Hebrew (the Hebrew ones fall back to English when blank, as product titles do), where its button
 * links (a shop path, "" for no button), its place in the carousel, and whether the storefront
 * shows it.
 */
export const featureImageSchema = z.object({
  _id: z.string(),
  image: z.string(),
  /** `image` resized, narrowest first (see imageVariantSchema). */
  imageVariants: imageVariantsSchema,
  headline: z.string(),
  headlineHe: z.string(),
  text: z.string(),
  textHe: z.string(),
  alt: z.string(),
  altHe: z.string(),
  /** A path inside the storefront (`/shop/...`), e.g. a category's listing or a product; "" for no button. */
  link: z.string(),
  /** The carousel's order, smallest first. */
  order: z.number(),
  /** Inactive banners are kept for the owner but not served to the storefront. */
  active: z.boolean(),
});
export type FeatureImage = z.infer<typeof featureImageSchema>;

export * from "./product-rules";
export * from "./variant-rules";
export * from "./food-rules";
export * from "./food-check-rules";
