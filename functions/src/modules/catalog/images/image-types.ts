/**
 * What an uploaded file really is, judged by its first bytes (magic numbers), never by its name or
 * the Content-Type the browser declared: a text file renamed `.png` is still text.
 */
import type { ImageContentType } from "@cocoa/contracts";

export interface ImageKind {
  contentType: ImageContentType;
  /** The extension stored names end with; the GET route derives the Content-Type from it. */
  extension: ImageExtension;
}

export const IMAGE_EXTENSIONS = ["jpg", "png", "webp", "gif"] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

const CONTENT_TYPE_OF: Record<ImageExtension, ImageContentType> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export function contentTypeOfExtension(extension: ImageExtension): ImageContentType {
  return CONTENT_TYPE_OF[extension];
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** The image type of `bytes`, or null when they are not a JPEG, PNG, WebP or GIF. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, JPEG)) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { contentType: "image/gif", extension: "gif" };
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { contentType: "image/webp", extension: "webp" };
  return null;
}
