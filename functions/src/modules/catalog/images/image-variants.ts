/**
 * Resized copies of an image, made with sharp: WebP at IMAGE_VARIANT_WIDTHS (320, 640, 1280 px wide),
 * never upscaled (an image narrower than a width gets one variant at its own width instead), turned
 * upright by its EXIF orientation, metadata dropped. The image is decoded once, at the widest
 * variant, and the narrower ones are resized from that.
 *
 * WebP only: AVIF measured here (a 3000 × 2000, 4.3 MB JPEG, one core) took 1.7 s for the three
 * widths against 0.47 s for WebP (decoding 0.16 s more), for files about 2.4× smaller. That is too
 * slow for an upload answered while the owner waits, and every browser the shop serves shows WebP.
 *
 * Loaded on first use (sharp is a native library): by the upload route and the seed, never on a
 * storefront request.
 */
import sharp, { type OutputInfo } from "sharp";
import { IMAGE_VARIANT_WIDTHS, type ImageVariant } from "@cocoa/contracts";
import { imageStore, type ImageFile } from "./image-store";
import { contentBase, newImageBase, originalName, variantName } from "./image-names";
import type { ImageKind } from "./image-types";

/** Bumped when the recipe below changes, so seeded artwork gets new variant names. */
export const VARIANT_RECIPE = "webp-q80-v1";
const WEBP_QUALITY = 80;
/**
 * The most pixels an upload may decode to (≈ 8,200 × 6,100). A 5 MB PNG of one colour can claim far
 * more, and decoding it would take the instance's memory; such a file is refused as undecodable.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface RenderedVariant {
  width: number;
  bytes: Buffer;
}

/** The bytes could not be decoded as an image (damaged, or beyond MAX_INPUT_PIXELS). */
export class UndecodableImage extends Error {
  constructor(cause: unknown) {
    super(`The image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "UndecodableImage";
  }
}

/** The widths made from an image `sourceWidth` pixels wide: never wider than it, no duplicates. */
export function variantWidths(sourceWidth: number): number[] {
  return [...new Set(IMAGE_VARIANT_WIDTHS.map((width) => Math.min(width, sourceWidth)))].filter((width) => width > 0);
}

/** The WebP variants of an image (JPEG, PNG, WebP, GIF's first frame, or SVG for the seed), narrowest first. */
export async function renderVariants(bytes: Buffer): Promise<RenderedVariant[]> {
  const widest = Math.max(...IMAGE_VARIANT_WIDTHS);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UndecodableImage(error);
  }
  const { width, height, channels } = decoded.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };
  return Promise.all(
    variantWidths(width).map(async (variantWidth) => ({
      width: variantWidth,
      bytes: await sharp(decoded.data, { raw }).resize({ width: variantWidth }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    })),
  );
}

const variantFiles = (base: string, variants: readonly RenderedVariant[]): ImageFile[] =>
  variants.map((variant) => ({ name: variantName(base, variant.width), bytes: variant.bytes, contentType: "image/webp" }));

export interface StoredImageSet {
  /** The original, as uploaded. */
  url: string;
  imageVariants: ImageVariant[];
}

/**
 * Stores an upload and its variants under a new random base, all or nothing (the original is
 * written last). Throws UndecodableImage, storing nothing, when sharp cannot read the bytes.
 */
export async function storeImageSet(image: { bytes: Buffer; kind: ImageKind }): Promise<StoredImageSet> {
  const variants = await renderVariants(image.bytes);
  const base = newImageBase();
  const files = [...variantFiles(base, variants), { name: originalName(base, image.kind.extension), bytes: image.bytes, contentType: image.kind.contentType }];
  const urls = await (await imageStore()).saveAll(files);
  return {
    url: urls[urls.length - 1] as string,
    imageVariants: variants.map((variant, i) => ({ width: variant.width, url: urls[i] as string })),
  };
}

/**
 * The variants of one seeded artwork (its SVG bytes), stored in the image store under names derived
 * from the bytes: rendered once, then found again by later seeds (the original stays a static file of
 * the web app). Only the header is read to tell whether the set is there; its widest variant, written
 * last, marks it complete.
 */
export async function storeSeedArtworkVariants(svg: Buffer): Promise<ImageVariant[]> {
  const store = await imageStore();
  const base = contentBase(svg, VARIANT_RECIPE);
  const { width } = await sharp(svg).metadata().catch((error: unknown) => {
    throw new UndecodableImage(error);
  });
  const widths = variantWidths(Math.min(width, Math.max(...IMAGE_VARIANT_WIDTHS)));
  const widest = widths[widths.length - 1];
  if (widest !== undefined) {
    const found = await store.variantsOf(store.urlOf(variantName(base, widest)));
    if (found?.length === widths.length) return found;
  }
  const variants = await renderVariants(svg);
  const urls = await store.saveAll(variantFiles(base, variants));
  return variants.map((variant, i) => ({ width: variant.width, url: urls[i] as string }));
}
