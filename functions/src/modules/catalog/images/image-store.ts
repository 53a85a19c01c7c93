/**
 * Where uploaded images go. Two stores share one interface:
 *
 * - Cloud Storage (./cloud-image-store.ts): production, and the emulators when the Storage emulator
 *   runs (FIREBASE_STORAGE_EMULATOR_HOST is set). Objects under `images/`, public read by storage.rules.
 * - A local directory (./local-image-store.ts): the emulators without the Storage emulator, which
 *   cannot run on every machine. Served by GET /api/images/<name> (../images.routes.ts).
 *
 * An image is stored as a set (./image-names.ts): the original and its resized WebP variants
 * (./image-variants.ts) under one base name, written all or nothing. Every stored name is new or
 * derived from the bytes, never rewritten, so both stores serve them with a year's immutable caching.
 *
 * Both are loaded on first use, so neither `firebase-admin/storage` nor `node:fs` costs a cold start.
 */
import type { ImageContentType, ImageVariant } from "@cocoa/contracts";
import { shopConfig } from "../../../platform/config";
import type { ImageKind } from "./image-types";
import { SEEDED_IMAGE_URLS } from "./seeded-images";

export interface ImageFile {
  /** A stored name (./image-names.ts). */
  name: string;
  bytes: Buffer;
  contentType: ImageContentType;
}

export interface ImageStore {
  /** Stores the bytes under a new random name; answers the URL the storefront shows it by. */
  save(bytes: Buffer, kind: ImageKind): Promise<string>;
  /**
   * Stores every file or none: when one fails, those already written are removed again, so no
   * half-set stays behind. Written in order, so put the original last: once it is there, all are.
   * Answers the files' URLs in the same order.
   */
  saveAll(files: readonly ImageFile[]): Promise<string[]>;
  /** The URL a stored name is served at (whether or not it is stored). */
  urlOf(name: string): string;
  /** True when `url` points at an image this store holds. */
  holds(url: string): Promise<boolean>;
  /**
   * The variants stored beside the image at `url`, narrowest first; null when this store does not
   * hold that image. One listing of the set's names (a directory read, or one bucket list call).
   */
  variantsOf(url: string): Promise<ImageVariant[] | null>;
}

/** Cloud Storage unless emulated without the Storage emulator. Read on each call (tests change the env). */
export function usesCloudStorage(): boolean {
  const config = shopConfig();
  return !config.emulated || config.storageEmulatorHost !== undefined;
}

export async function imageStore(): Promise<ImageStore> {
  if (usesCloudStorage()) {
    const { CloudImageStore } = await import("./cloud-image-store");
    return new CloudImageStore();
  }
  const { LocalImageStore } = await import("./local-image-store");
  return new LocalImageStore();
}

/**
 * "An image the shop stored": one of the seed's static images, or an upload the active store holds.
 * Products and banners accept nothing else, so a form cannot point the storefront at another site.
 */
export async function isShopImageUrl(url: string): Promise<boolean> {
  return (await shopImage(url)) !== null;
}

/**
 * An image the shop stored (see isShopImageUrl) with the variants stored beside it; null for
 * anything else. A seeded image's variants are the seed's to give (../../../seed), so none here.
 */
export async function shopImage(url: string): Promise<{ imageVariants: ImageVariant[] } | null> {
  if (SEEDED_IMAGE_URLS.has(url)) return { imageVariants: [] };
  const imageVariants = await (await imageStore()).variantsOf(url);
  return imageVariants ? { imageVariants } : null;
}
