import { findVariant, hasVariants, valueAvailable, variantForChoice, type ProductOption, type ProductVariant } from "@contracts";

/**
 * The product page's choice of a variant (issue 34), pure: which variant a page opens with, what a
 * click on an option's value chooses, and which values cannot be chosen.
 */

interface VariantProduct {
  options?: ProductOption[] | undefined;
  variants?: ProductVariant[] | undefined;
}

/** The first variant in stock, else the first (a sold-out product still shows its prices). */
export function defaultVariant(product: VariantProduct): ProductVariant | undefined {
  return product.variants?.find((variant) => variant.totalStock > 0) ?? product.variants?.[0];
}

/** The variant `sku` names (the URL's `?variant=`), else the default one; none for a product sold as itself. */
export function chosenVariant(product: VariantProduct, sku: string | null | undefined): ProductVariant | undefined {
  if (!hasVariants(product)) return undefined;
  return findVariant(product, sku ?? undefined) ?? defaultVariant(product);
}

/** The choice before option `index`: a value is judged by the options above it only. */
const choiceBefore = (current: ProductVariant, index: number) => current.optionValues.map((value, at) => (at < index ? value : undefined));

/**
 * Whether option `index`'s `value` can be chosen: some variant in stock has it together with the
 * values chosen for the options BEFORE it. Judged against every other choice, a product whose
 * combinations are sparse (9·Dark and 16·Milk only) would leave 16·Milk unreachable from 9·Dark;
 * choosing top down reaches every variant in stock.
 */
export function valueChoosable(product: VariantProduct, current: ProductVariant, index: number, value: string): boolean {
  return valueAvailable(product, choiceBefore(current, index), index, value).inStock;
}

/**
 * The variant chosen by picking `value` for option `index`: the same values otherwise when that
 * combination is in stock, else the first variant in stock with the values up to `index` (then the
 * first at all, for a sold-out product), else the current one.
 */
export function chooseValue(product: VariantProduct, current: ProductVariant, index: number, value: string): ProductVariant {
  const wanted = current.optionValues.map((old, at) => (at === index ? value : old));
  const exact = variantForChoice(product, wanted);
  if (exact && exact.totalStock > 0) return exact;
  const prefix = (variant: ProductVariant) => variant.optionValues.every((old, at) => at > index || old === wanted[at]);
  const matching = (product.variants ?? []).filter(prefix);
  return matching.find((variant) => variant.totalStock > 0) ?? exact ?? matching[0] ?? current;
}
