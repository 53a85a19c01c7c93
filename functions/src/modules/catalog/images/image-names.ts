/**
 * Names of stored images: a random UUID and the extension of the type found in the bytes
 * (`3f2b…-9c1e.png`). Random, so nobody can guess another upload's URL and two uploads never
 * collide; strict, so a name from a URL can be checked before it touches a file system or a bucket.
 */
import { randomUUID } from "node:crypto";
import { IMAGE_EXTENSIONS, type ImageExtension } from "./image-types";

const STORED_NAME = new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${IMAGE_EXTENSIONS.join("|")})$`);

export function newImageName(extension: ImageExtension): string {
  return `${randomUUID()}.${extension}`;
}

/** The extension of a well-formed stored name, or null for anything else (`../x`, `a.svg`, …). */
export function storedNameExtension(name: string): ImageExtension | null {
  const match = STORED_NAME.exec(name);
  return match ? (match[1] as ImageExtension) : null;
}
