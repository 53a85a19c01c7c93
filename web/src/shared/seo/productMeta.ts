import {
  declarationOf,
  effectivePrice,
  hasVariants,
  minorUnitsToDecimal,
  optionName,
  optionValueLabel,
  schemaOrgDiets,
  variantLabel,
  type LanguageCode,
  type Product,
  type ProductOption,
  type ProductVariant,
  type ShopSettings,
} from "@contracts";
import { catalogLabel, productDescription, productTitle } from "@/shared/catalog/localized";
import { hasReviews, isOutOfStock } from "@/shared/catalog/stock";
import type { PagedData } from "@/shared/api/paging";
import { productKeys } from "@/shared/api/queryKeys";
import { PRODUCT_VARIANT_PARAM, productPath } from "@/config/paths";
import { absoluteUrl } from "./headTags";
import { defaultPageMeta, indexedAt, languagePath, pageTitle, shortDescription, type PageMeta, type Translate } from "./pageMeta";
import type { RouteMeta, RouteMetaContext } from "./routeMeta";

/** A product as its page knows it; `slug` is its address (`/shop/product/<slug>`). */
export type PageProduct = Product;

/** What the product page has read of the reviews; the rating is given only when reviews exist. */
export interface ProductReviewSummary {
  count: number;
}

/** An offer of one unit at its price now (major units as a string, "12.50": what schema.org asks for, never a float). */
function offer(sold: Pick<Product, "price" | "salePrice" | "totalStock">, settings: ShopSettings, url: string): Record<string, unknown> {
  return {
    "@type": "Offer",
    url,
    price: minorUnitsToDecimal(effectivePrice(sold)),
    priceCurrency: settings.currency,
    availability: isOutOfStock(sold) ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
    itemCondition: "https://schema.org/NewCondition",
  };
}

/** A number as schema.org's texts write it: a dot for decimals, no float noise ("0.04", "38"). */
const decimal = (value: number, digits = 2) => String(Number(value.toFixed(digits)));

/**
 * schema.org `NutritionInformation` of a product's nutrition table (per 100 g): energy in kcal, the
 * rest in grams, and sodium as a label's salt gives it (salt is sodium × 2.5).
 */
export function nutritionJsonLd(nutrition: NonNullable<Product["nutrition"]>): Record<string, unknown> {
  const grams = (value: number, digits = 2) => `${decimal(value, digits)} g`;
  return {
    "@type": "NutritionInformation",
    servingSize: "100 g",
    calories: `${decimal(nutrition.energyKcal, 0)} kcal`,
    fatContent: grams(nutrition.fat),
    saturatedFatContent: grams(nutrition.saturatedFat),
    carbohydrateContent: grams(nutrition.carbohydrate),
    sugarContent: grams(nutrition.sugars),
    proteinContent: grams(nutrition.protein),
    sodiumContent: grams(nutrition.salt / 2.5, 3),
  };
}

/** `suitableForDiet` (schema.org RestrictedDiet URLs) when there are any. */
const suitableFor = (diets: string[]) => (diets.length > 0 ? { suitableForDiet: diets } : {});

/** The schema.org properties a variant may vary by, by the option's English name (others go by their name). */
const SCHEMA_PROPERTIES: Record<string, string> = { size: "size", color: "color", colour: "color", material: "material", pattern: "pattern" };
const schemaProperty = (option: ProductOption) => SCHEMA_PROPERTIES[option.name.trim().toLowerCase()];

/** The product page's address with `?variant=` (after `?lang=he` when there is one). */
function variantUrl(url: string, sku: string): string {
  try {
    const address = new URL(url);
    address.searchParams.set(PRODUCT_VARIANT_PARAM, sku);
    return address.href;
  } catch {
    return url;
  }
}

/**
 * One variant as a schema.org `Product` of its group: its SKU, the title with its values, its photo,
 * the value of each option (a schema.org property where one fits, else an `additionalProperty`),
 * and its own offer at its address.
 */
function variantJsonLd(product: PageProduct, variant: ProductVariant, settings: ShopSettings, url: string, language: LanguageCode, origin: string): Record<string, unknown> {
  const options = product.options ?? [];
  const data: Record<string, unknown> = {
    "@type": "Product",
    sku: variant.sku,
    name: `${productTitle(product, language)} (${variantLabel(product, variant, language)})`,
    image: absoluteUrl(variant.image || product.image, origin),
  };
  const additional: Record<string, unknown>[] = [];
  variant.optionValues.forEach((value, index) => {
    const option = options[index];
    if (!option) return;
    const label = optionValueLabel(option, value, language);
    const property = schemaProperty(option);
    if (property) data[property] = label;
    else additional.push({ "@type": "PropertyValue", name: optionName(option, language), value: label });
  });
  if (additional.length > 0) data.additionalProperty = additional;
  Object.assign(data, suitableFor(schemaOrgDiets(declarationOf(product, variant.food))));
  data.offers = offer(variant, settings, variantUrl(url, variant.sku));
  return data;
}

/**
 * schema.org `Product` for search results' rich snippets: the price in major units as a string,
 * availability from stock, the rating only when the product has reviews and their count is known
 * (Google refuses a rating without a count). A product sold by variant is a `ProductGroup`: what its
 * variants vary by (`variesBy`) and each variant (`hasVariant`) with its own SKU, photo and offer.
 * What is in it (issue 35): its nutrition table per 100 g as `nutrition`, and the diets it suits as
 * `suitableForDiet` (a group: those every variant suits; each variant: its own declaration's).
 */
export function productJsonLd(
  product: PageProduct,
  settings: ShopSettings,
  url: string,
  options: { language: LanguageCode; origin: string; reviews?: ProductReviewSummary },
): Record<string, unknown> {
  const { language, origin, reviews } = options;
  const brand = settings.brands.find((group) => group.id === product.brand);
  const category = settings.categories.find((group) => group.id === product.category);
  const described = {
    name: productTitle(product, language),
    description: productDescription(product, language),
    image: [absoluteUrl(product.image, origin)],
  };
  const labels = {
    ...(brand ? { brand: { "@type": "Brand", name: catalogLabel(brand, language) } } : {}),
    ...(category ? { category: catalogLabel(category, language) } : {}),
  };
  const variantDiets = (product.variants ?? []).map((variant) => schemaOrgDiets(declarationOf(product, variant.food)));
  const food = {
    ...(product.nutrition ? { nutrition: nutritionJsonLd(product.nutrition) } : {}),
    ...suitableFor(
      hasVariants(product) ? (variantDiets[0] ?? []).filter((diet) => variantDiets.every((diets) => diets.includes(diet))) : schemaOrgDiets(product),
    ),
  };
  const data: Record<string, unknown> = hasVariants(product)
    ? {
        "@context": "https://schema.org",
        "@type": "ProductGroup",
        ...described,
        productGroupID: product._id,
        url,
        ...labels,
        ...food,
        variesBy: (product.options ?? []).map((option) => {
          const property = schemaProperty(option);
          return property ? `https://schema.org/${property}` : optionName(option, language);
        }),
        hasVariant: (product.variants ?? []).map((variant) => variantJsonLd(product, variant, settings, url, language, origin)),
      }
    : {
        "@context": "https://schema.org",
        "@type": "Product",
        ...described,
        sku: product._id,
        productID: product._id,
        url,
        ...labels,
        ...food,
        offers: offer(product, settings, url),
      };
  if (hasReviews(product) && reviews && reviews.count > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.averageReview.toFixed(2),
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/**
 * A product page's meta: its title and description in the page's language, its image for link
 * previews, its canonical URL and alternates, and its JSON-LD.
 */
export function productPageMeta(
  product: PageProduct,
  context: { settings: ShopSettings; language: LanguageCode; t: Translate; origin: string; reviews?: ProductReviewSummary },
): PageMeta {
  const { settings, language, t, origin, reviews } = context;
  const title = productTitle(product, language);
  const path = productPath(product.slug);
  const base = indexedAt(defaultPageMeta(settings, language, t), path);
  const url = absoluteUrl(languagePath(path, language), origin);
  return {
    ...base,
    title: pageTitle(title, settings.siteName),
    description: shortDescription(productDescription(product, language)) || base.description,
    image: { url: product.image, alt: title },
    type: "product",
    jsonLd: [productJsonLd(product, settings, url, { language, origin, reviews })],
  };
}

/**
 * How many reviews the product has, when the page has read them all (the reviews come a page at a
 * time and carry no total; a partial count would be a false one).
 */
export function cachedReviewCount(context: Pick<RouteMetaContext, "cached">, productId: string): number | undefined {
  const reviews = context.cached<PagedData<unknown>>(productKeys.reviews(productId));
  const pages = reviews?.pages;
  if (!pages || pages.length === 0 || pages[pages.length - 1]?.nextCursor) return undefined;
  return pages.reduce((sum, page) => sum + page.data.length, 0);
}

/**
 * The product route's meta (`/shop/product/:slug`): the product from the page's query, found in the
 * cache by `productQueryKey(slug)` (the product page's own query key: `productBySlugQuery(slug).queryKey`).
 * Until the product is there the page says the shop's default at its own address.
 */
export function productRouteMeta(productQueryKey: (slug: string) => readonly unknown[]): RouteMeta {
  return (context) => {
    const slug = context.params.slug ?? "";
    const product = context.cached<PageProduct>(productQueryKey(slug));
    if (!product) return indexedAt(defaultPageMeta(context.settings, context.language, context.t), productPath(slug));
    const count = cachedReviewCount(context, product._id);
    return productPageMeta(product, { ...context, reviews: count === undefined ? undefined : { count } });
  };
}
