import type { CatalogGroup, FeatureImage, Product } from "@contracts";
import { baseLanguage } from "@/shared/i18n/languages";

const isHebrew = (language: string | undefined) => baseLanguage(language) === "he";
const present = (text: string | undefined): text is string => typeof text === "string" && text.trim() !== "";

/** The product's title in `language`: the Hebrew one in Hebrew when it has one, otherwise the English one. */
export function productTitle(product: Pick<Product, "title" | "titleHe">, language: string | undefined): string {
  return isHebrew(language) && present(product.titleHe) ? product.titleHe : product.title;
}

/** The product's description in `language`, falling back to English. */
export function productDescription(product: Pick<Product, "description" | "descriptionHe">, language: string | undefined): string {
  return isHebrew(language) && present(product.descriptionHe) ? product.descriptionHe : product.description;
}

/** A promotion's name in `language` (issue 36: a discount's line, an offer's badge), falling back to English. */
export function promotionName(promotion: { name: string; nameHe: string }, language: string | undefined): string {
  return isHebrew(language) && present(promotion.nameHe) ? promotion.nameHe : promotion.name;
}

/** A category's or brand's label in `language`, falling back to the English label (and to the id). */
export function catalogLabel(group: Pick<CatalogGroup, "label" | "labelHe" | "id"> | undefined, language: string | undefined, id = ""): string {
  if (!group) return id;
  return isHebrew(language) && present(group.labelHe) ? group.labelHe : group.label || group.id;
}

/** Active groups in their sort order. */
export function activeGroups(groups: readonly CatalogGroup[]): CatalogGroup[] {
  return groups.filter((group) => group.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** A banner's headline, text and alt text in `language`, each falling back to English when left blank. */
export function bannerTexts(banner: FeatureImage, language: string | undefined): { headline: string; text: string; alt: string } {
  const he = isHebrew(language);
  const pick = (english: string, hebrew: string) => (he && present(hebrew) ? hebrew : english);
  return { headline: pick(banner.headline, banner.headlineHe), text: pick(banner.text, banner.textHe), alt: pick(banner.alt, banner.altHe) };
}
