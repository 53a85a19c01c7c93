import type { Product } from "@contracts";
import { useShopSettings } from "@/shared/settings";
import { catalogLabel, productTitle } from "./localized";
import { useLanguage } from "@/shared/i18n/useLanguage";

/** A product's title and its category's and brand's labels, in the shopper's language. */
export function useProductLabels(product: Pick<Product, "title" | "titleHe" | "category" | "brand">): { title: string; category: string; brand: string } {
  const language = useLanguage();
  const { categories, brands } = useShopSettings();
  return {
    title: productTitle(product, language),
    category: catalogLabel(
      categories.find((c) => c.id === product.category),
      language,
      product.category,
    ),
    brand: catalogLabel(
      brands.find((b) => b.id === product.brand),
      language,
      product.brand,
    ),
  };
}
