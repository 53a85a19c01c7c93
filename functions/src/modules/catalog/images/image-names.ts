/**
 * Names of stored images. An image set shares one base, a UUID:
 *
 * - the original: `<base>.<ext>`, the extension of the type found in its bytes (`3f2b…-9c1e.png`);
 * - its variants: `<base>-<width>w.webp` (`3f2b…-9c1e-640w.webp`), see ./image-variants.ts.
 *
 * An upload's base is random, so nobody can guess another upload's URL and two uploads never
 * collide. A seeded artwork's base is derived from its bytes (`contentBase`), so the seed finds the
 * variants an earlier run made, and new artwork gets new names (the year-long caching stays right).
 * Names are strict, so one taken from a URL can be checked before it touches a file system or a bucket.
 */
import { createHash, randomUUID } from "node:crypto";
import type { ImageVariant } from "@cocoa/contracts";
import { IMAGE_EXTENSIONS, type ImageExtension } from "./image-types";

/** What a stored file is served with: a year, immutable (names are never reused for other bytes). */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const STORED_NAME = new RegExp(`^(${UUID})(?:\\.(${IMAGE_EXTENSIONS.join("|")})|-([1-9][0-9]{0,3})w\\.webp)$`);

export interface StoredName {
  base: string;
  extension: ImageExtension;
  /** Set for a variant: the width in its name. */
  width?: number;
}

export function newImageBase(): string {
  return randomUUID();
}

/** A base made from `bytes` (and the recipe's version, so a changed recipe makes new names). */
export function contentBase(bytes: Uint8Array, recipe: string): string {
  const hex = createHash("sha256").update(recipe).update(bytes).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function originalName(base: string, extension: ImageExtension): string {
  return `${base}.${extension}`;
}

export function variantName(base: string, width: number): string {
  return `${base}-${width}w.webp`;
}

export function newImageName(extension: ImageExtension): string {
  return originalName(newImageBase(), extension);
}

/** The parts of a well-formed stored name, or null for anything else (`../x`, `a.svg`, …). */
export function parseStoredName(name: string): StoredName | null {
  const match = STORED_NAME.exec(name);
  if (!match?.[1]) return null;
  if (match[3]) return { base: match[1], extension: "webp", width: Number(match[3]) };
  return { base: match[1], extension: match[2] as ImageExtension };
}

/** The extension of a well-formed stored name (original or variant), or null. */
export function storedNameExtension(name: string): ImageExtension | null {
  return parseStoredName(name)?.extension ?? null;
}

/** The variants among a set's stored names, narrowest first, each with its URL in a store. */
export function variantsAmong(names: readonly StoredName[], urlOfName: (name: string) => string): ImageVariant[] {
  return names
    .filter((name): name is StoredName & { width: number } => name.width !== undefined)
    .sort((a, b) => a.width - b.width)
    .map((name) => ({ width: name.width, url: urlOfName(variantName(name.base, name.width)) }));
}
