import { effectivePrice, minorUnitsToDecimal, type LanguageCode, type Product, type ShopSettings } from "@contracts";
import { catalogLabel, productDescription, productTitle } from "@/shared/catalog/localized";
import { hasReviews, isOutOfStock } from "@/shared/catalog/stock";
import type { PagedData } from "@/shared/api/paging";
import { productKeys } from "@/shared/api/queryKeys";
import { productPath } from "@/config/paths";
import { absoluteUrl } from "./headTags";
import { defaultPageMeta, indexedAt, languagePath, pageTitle, shortDescription, type PageMeta, type Translate } from "./pageMeta";
import type { RouteMeta, RouteMetaContext } from "./routeMeta";

/** A product as its page knows it; `slug` is its address (`/shop/product/<slug>`). */
export type PageProduct = Product;

/** What the product page has read of the reviews; the rating is given only when reviews exist. */
export interface ProductReviewSummary {
  count: number;
}

/**
 * schema.org `Product` for search results' rich snippets: the price in major units as a string (what
 * schema.org asks for, "12.50", never a float), availability from stock, the rating only when the
 * product has reviews and their count is known (Google refuses a rating without a count).
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
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: productTitle(product, language),
    description: productDescription(product, language),
    image: [absoluteUrl(product.image, origin)],
    sku: product._id,
    productID: product._id,
    url,
    ...(brand ? { brand: { "@type": "Brand", name: catalogLabel(brand, language) } } : {}),
    ...(category ? { category: catalogLabel(category, language) } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: minorUnitsToDecimal(effectivePrice(product)),
      priceCurrency: settings.currency,
      availability: isOutOfStock(product) ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    },
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
