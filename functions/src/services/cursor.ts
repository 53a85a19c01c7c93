/**
 * The opaque page cursor of the product listing: base64url JSON of the sort it belongs to and the
 * last returned product's sort key (which ends with its id, so it is unique; see product-document.ts).
 */
import { SORT_OPTIONS, type SortOption } from "../contracts";
import type { ApiLanguage } from "../i18n/translate";

export interface PageCursor {
  /** The sort the cursor was made for. */
  sortBy: SortOption;
  /** Title sorts differ per language. */
  lang: ApiLanguage;
  /** The last returned product's sort key. */
  key: string;
}

export const CURSOR_MAX_LENGTH = 1024;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sortBy, l: cursor.lang, k: cursor.key }), "utf8").toString("base64url");
}

/** The cursor, or undefined when the text is not one this API made. */
export function decodeCursor(text: string): PageCursor | undefined {
  if (text.length === 0 || text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { s, l, k } = value as Record<string, unknown>;
    if (typeof s !== "string" || !(SORT_OPTIONS as readonly string[]).includes(s)) return undefined;
    if (l !== "en" && l !== "he") return undefined;
    if (typeof k !== "string" || k.length === 0 || k.length > 600) return undefined;
    return { sortBy: s as SortOption, lang: l, key: k };
  } catch {
    return undefined;
  }
}
