/**
 * Images as files in one directory: `SHOP_IMAGE_DIR`, or `<tmp>/cocoa-atelier-images`. Used when
 * running emulated without the Storage emulator. URLs are relative (`/api/images/<name>`), so they
 * work through the Hosting emulator and the Vite proxy alike.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ImageVariant } from "@cocoa/contracts";
import { shopConfig } from "../../../platform/config";
import type { ImageFile, ImageStore } from "./image-store";
import { newImageName, parseStoredName, storedNameExtension, variantsAmong, type StoredName } from "./image-names";
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

const urlOfName = (name: string) => `${LOCAL_IMAGE_URL_PREFIX}${name}`;

export class LocalImageStore implements ImageStore {
  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    const [url] = await this.saveAll([{ name: newImageName(kind.extension), bytes, contentType: kind.contentType }]);
    return url as string;
  }

  async saveAll(files: readonly ImageFile[]): Promise<string[]> {
    const dir = localImageDir();
    await mkdir(dir, { recursive: true });
    // Each file is written beside, then renamed: a reader never sees half a file under a real name.
    // The partial names are this call's own, so two seeders writing the same derived name cannot clash.
    const partials = files.map((file) => join(dir, `.${file.name}.${randomUUID()}.partial`));
    const placed: string[] = [];
    try {
      await Promise.all(files.map((file, i) => writeFile(partials[i] as string, file.bytes, { flag: "wx" })));
      for (const [i, file] of files.entries()) {
        const target = join(dir, file.name);
        await rename(partials[i] as string, target);
        placed.push(target);
      }
    } catch (error) {
      await Promise.all([...partials, ...placed].map((path) => rm(path, { force: true })));
      throw error;
    }
    return files.map((file) => urlOfName(file.name));
  }

  urlOf(name: string): string {
    return urlOfName(name);
  }

  async holds(url: string): Promise<boolean> {
    const name = localImageName(url);
    return name !== null && (await localImageFile(name)) !== null;
  }

  async variantsOf(url: string): Promise<ImageVariant[] | null> {
    const name = localImageName(url);
    const stored = name ? parseStoredName(name) : null;
    if (!name || !stored) return null;
    let names: string[];
    try {
      names = await readdir(localImageDir());
    } catch {
      return null;
    }
    if (!names.includes(name)) return null;
    const set = names
      .filter((other) => other.startsWith(stored.base))
      .map(parseStoredName)
      .filter((other): other is StoredName => other?.base === stored.base);
    return variantsAmong(set, urlOfName);
  }
}
