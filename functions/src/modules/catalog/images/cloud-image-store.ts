/**
 * Images in the project's Cloud Storage bucket under `images/`. The URL is the Firebase download
 * endpoint (`…/v0/b/<bucket>/o/images%2F<name>?alt=media`), which storage.rules opens for `get`:
 * no token, no per-object ACL. Under the Storage emulator the same path on its host.
 * `firebase-admin/storage` is loaded on first use.
 */
import { shopConfig } from "../../../platform/config";
import { adminApp } from "../../../platform/firebase";
import type { ImageStore } from "./image-store";
import { newImageName, storedNameExtension } from "./image-names";
import type { ImageKind } from "./image-types";

const FOLDER = "images/";
const CACHE_CONTROL = "public, max-age=31536000, immutable";

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
    const target = await bucket();
    const name = newImageName(kind.extension);
    await target.file(`${FOLDER}${name}`).save(bytes, {
      resumable: false,
      contentType: kind.contentType,
      metadata: { cacheControl: CACHE_CONTROL },
      // `ifGenerationMatch: 0`: create only, never overwrite an object that somehow has this name.
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    return publicUrlOf(target.name, name);
  }

  async holds(url: string): Promise<boolean> {
    const name = cloudImageName(url, bucketName());
    if (!name) return false;
    const [exists] = await (await bucket()).file(`${FOLDER}${name}`).exists();
    return exists;
  }
}
