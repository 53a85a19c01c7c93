/**
 * Images in the project's Cloud Storage bucket under `images/`. The URL is the Firebase download
 * endpoint (`…/v0/b/<bucket>/o/images%2F<name>?alt=media`), which storage.rules opens for `get`:
 * no token, no per-object ACL. Under the Storage emulator the same path on its host.
 * `firebase-admin/storage` is loaded on first use.
 */
import type { ImageVariant } from "@cocoa/contracts";
import { shopConfig } from "../../../platform/config";
import { adminApp } from "../../../platform/firebase";
import type { ImageFile, ImageStore } from "./image-store";
import { IMAGE_CACHE_CONTROL, newImageName, parseStoredName, storedNameExtension, variantsAmong, type StoredName } from "./image-names";
import type { ImageKind } from "./image-types";

const FOLDER = "images/";

/** The default bucket: the app's `storageBucket` (from FIREBASE_CONFIG in Cloud Functions), else `<project>.appspot.com`. */
export function bucketName(): string {
  const configured = adminApp().options.storageBucket;
  if (configured) return configured;
  const project = adminApp().options.projectId ?? shopConfig().projectId;
  if (!project) throw new Error("No storage bucket configured and no project id to derive one from.");
  return `${project}.appspot.com`;
}

function downloadHost(): string {
  const emulator = shopConfig().storageEmulatorHost;
  return emulator ? `http://${emulator.replace(/^https?:\/\//, "")}` : "https://firebasestorage.googleapis.com";
}

/** Everything before the object name in this bucket's public URLs. */
export function publicUrlPrefix(bucket: string): string {
  return `${downloadHost()}/v0/b/${bucket}/o/${encodeURIComponent(FOLDER)}`;
}

export function publicUrlOf(bucket: string, name: string): string {
  return `${publicUrlPrefix(bucket)}${encodeURIComponent(name)}?alt=media`;
}

/** The stored name in one of this bucket's image URLs, or null. */
export function cloudImageName(url: string, bucket: string): string | null {
  const prefix = publicUrlPrefix(bucket);
  const suffix = "?alt=media";
  if (!url.startsWith(prefix) || !url.endsWith(suffix)) return null;
  const name = url.slice(prefix.length, url.length - suffix.length);
  return storedNameExtension(name) ? name : null;
}

async function bucket() {
  const { getStorage } = await import("firebase-admin/storage");
  return getStorage(adminApp()).bucket(bucketName());
}

export class CloudImageStore implements ImageStore {
  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    const [url] = await this.saveAll([{ name: newImageName(kind.extension), bytes, contentType: kind.contentType }]);
    return url as string;
  }

  async saveAll(files: readonly ImageFile[]): Promise<string[]> {
    const target = await bucket();
    const saved: string[] = [];
    try {
      for (const file of files) {
        await target.file(`${FOLDER}${file.name}`).save(file.bytes, {
          resumable: false,
          contentType: file.contentType,
          metadata: { cacheControl: IMAGE_CACHE_CONTROL },
          // `ifGenerationMatch: 0`: create only, never overwrite an object that somehow has this name.
          preconditionOpts: { ifGenerationMatch: 0 },
        });
        saved.push(file.name);
      }
    } catch (error) {
      await Promise.all(saved.map((name) => target.file(`${FOLDER}${name}`).delete({ ignoreNotFound: true }).catch(() => undefined)));
      throw error;
    }
    return files.map((file) => publicUrlOf(target.name, file.name));
  }

  urlOf(name: string): string {
    return publicUrlOf(bucketName(), name);
  }

  async holds(url: string): Promise<boolean> {
    const name = cloudImageName(url, bucketName());
    if (!name) return false;
    const [exists] = await (await bucket()).file(`${FOLDER}${name}`).exists();
    return exists;
  }

  async variantsOf(url: string): Promise<ImageVariant[] | null> {
    const bucketId = bucketName();
    const name = cloudImageName(url, bucketId);
    const stored = name ? parseStoredName(name) : null;
    if (!name || !stored) return null;
    // One list call finds the image and its variants: they share the base.
    const [files] = await (await bucket()).getFiles({ prefix: `${FOLDER}${stored.base}`, autoPaginate: false, maxResults: 20 });
    const names = files.map((file) => file.name.slice(FOLDER.length));
    if (!names.includes(name)) return null;
    const set = names.map(parseStoredName).filter((other): other is StoredName => other?.base === stored.base);
    return variantsAmong(set, (variant) => publicUrlOf(bucketId, variant));
  }
}
