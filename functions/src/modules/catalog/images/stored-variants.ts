/**
 * The `imageVariants` of a stored product or banner, read back defensively: a document stored
 * before variants existed has none (undefined, and the API leaves the field out), and anything
 * malformed is dropped rather than handed to the storefront.
 */
import type { ImageVariant } from "@cocoa/contracts";

const isVariant = (value: unknown): value is ImageVariant => {
  if (typeof value !== "object" || value === null) return false;
  const { width, url } = value as Record<string, unknown>;
  return typeof width === "number" && Number.isInteger(width) && width > 0 && typeof url === "string" && url !== "";
};

export function storedImageVariants(value: unknown): ImageVariant[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const variants = value.filter(isVariant).map(({ width, url }) => ({ width, url }));
  return variants.length > 0 ? variants : undefined;
}
