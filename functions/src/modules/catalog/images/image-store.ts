/**
 * Where uploaded images go. Two stores share one interface:
 *
 * - Cloud Storage (./cloud-image-store.ts): production, and the emulators when the Storage emulator
 *   runs (FIREBASE_STORAGE_EMULATOR_HOST is set). Objects under `images/`, public read by storage.rules.
 * - A local directory (./local-image-store.ts): the emulators without the Storage emulator, which
 *   cannot run on every machine. Served by GET /api/images/<name> (../images.routes.ts).
 *
 * Both are loaded on first use, so neither `firebase-admin/storage` nor `node:fs` costs a cold start.
 */
import { shopConfig } from "../../../platform/config";
import type { ImageKind } from "./image-types";
import { SEEDED_IMAGE_URLS } from "./seeded-images";

export interface ImageStore {
  /** Stores the bytes under a new random name; answers the URL the storefront shows it by. */
  save(bytes: Buffer, kind: ImageKind): Promise<string>;
  /** True when `url` points at an image this store holds. */
  holds(url: string): Promise<boolean>;
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
  if (SEEDED_IMAGE_URLS.has(url)) return true;
  return (await imageStore()).holds(url);
}
