import type { Product, ProductPhoto, ProductVariant } from "@contracts";

/**
 * The photos the product's details show: its gallery, else its one image; a chosen variant with a
 * photo of its own shows that one first, in place of the product's.
 */
export function galleryPhotos(
  product: Pick<Product, "image" | "imageVariants" | "gallery">,
  variant: Pick<ProductVariant, "image" | "imageVariants"> | undefined,
): ProductPhoto[] {
  const photos: ProductPhoto[] = product.gallery?.length ? product.gallery : [{ image: product.image, imageVariants: product.imageVariants, alt: "" }];
  if (!variant?.image) return photos;
  return [{ image: variant.image, imageVariants: variant.imageVariants, alt: "" }, ...photos.slice(1)];
}

/** A photo's alt text in `language` (Hebrew: `altHe`); blank, the product's title (already in that language). */
export function photoAlt(photo: Pick<ProductPhoto, "alt" | "altHe">, title: string, language: string): string {
  const alt = language === "he" ? photo.altHe : photo.alt;
  return alt?.trim() || title;
}
