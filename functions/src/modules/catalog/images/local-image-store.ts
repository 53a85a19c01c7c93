/**
 * Images as files in one directory: `SHOP_IMAGE_DIR`, or `<tmp>/cocoa-atelier-images`. Used when
 * running emulated without the Storage emulator. URLs are relative (`/api/images/<name>`), so they
 * work through the Hosting emulator and the Vite proxy alike.
 */
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { shopConfig } from "../../../platform/config";
import type { ImageStore } from "./image-store";
import { newImageName, storedNameExtension } from "./image-names";
import type { ImageKind } from "./image-types";

/** Where GET /api/images/<name> serves from; local URLs start with this. */
export const LOCAL_IMAGE_URL_PREFIX = "/api/images/";

export function localImageDir(): string {
  return shopConfig().imageDir;
}

/** The stored name in a local image URL, or null when the URL is not one. */
export function localImageName(url: string): string | null {
  if (!url.startsWith(LOCAL_IMAGE_URL_PREFIX)) return null;
  const name = url.slice(LOCAL_IMAGE_URL_PREFIX.length);
  return storedNameExtension(name) ? name : null;
}

/** The file of a stored name, or null when the name is malformed or no such file exists. */
export async function localImageFile(name: string): Promise<string | null> {
  if (!storedNameExtension(name)) return null;
  const path = join(localImageDir(), name);
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

export class LocalImageStore implements ImageStore {
  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    const dir = localImageDir();
    await mkdir(dir, { recursive: true });
    const name = newImageName(kind.extension);
    // Written beside, then renamed: a reader never sees half a file under the real name.
    const partial = join(dir, `.${name}.partial`);
    await writeFile(partial, bytes, { flag: "wx" });
    await rename(partial, join(dir, name));
    return `${LOCAL_IMAGE_URL_PREFIX}${name}`;
  }

  async holds(url: string): Promise<boolean> {
    const name = localImageName(url);
    return name !== null && (await localImageFile(name)) !== null;
  }
}
