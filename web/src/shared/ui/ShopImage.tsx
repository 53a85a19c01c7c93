import type { ImageVariant } from "@contracts";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";

/** `srcset` of an image's resized variants (`url 320w, url 640w, …`); undefined when it has none. */
export function srcSetOf(variants: readonly ImageVariant[] | undefined): string | undefined {
  if (!variants?.length) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

/** How wide a product tile shows: a column of the product grids (1 to 4 across, in a 1200 px page). */
export const PRODUCT_TILE_SIZES = "(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw";
/** The product page's image: half the page from md up, the whole width below. */
export const PRODUCT_PAGE_IMAGE_SIZES = "(min-width: 1200px) 580px, (min-width: 900px) 50vw, 100vw";
/** A home banner: the page's width, at most 1200 px. */
export const BANNER_SIZES = "(min-width: 1200px) 1200px, 100vw";

export interface ShopImageProps {
  /** The stored original: shown as it is when the image has no variants (older documents). */
  src: string;
  /** The image's resized copies (`imageVariants` of a product or banner). */
  variants?: readonly ImageVariant[];
  /** How wide the image shows, for the browser's pick among the variants (one of the constants above). */
  sizes: string;
  alt: string;
  /** The intrinsic shape, so the box is reserved before the bytes arrive. */
  width: number;
  height: number;
  loading?: "eager" | "lazy";
  /** "high" for the page's largest paint (the LCP image). */
  fetchPriority?: "high" | "low" | "auto";
  draggable?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A product's or banner's image: its variants as `srcset` + `sizes`, so a phone's listing loads a
 * 320 or 640 px WebP rather than the original upload. With variants, the fallback `src` is the widest
 * of them too: the original may be megabytes.
 */
export function ShopImage({ src, variants, sizes, ...image }: ShopImageProps) {
  const srcSet = srcSetOf(variants);
  const widest = variants?.length ? variants.reduce((a, b) => (b.width > a.width ? b : a)) : undefined;
  return <Box component="img" src={widest?.url ?? src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} {...image} />;
}
