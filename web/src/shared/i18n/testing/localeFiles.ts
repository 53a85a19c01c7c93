import type { LanguageCode } from "@contracts";
import { TEXT_PACKS, type TextPack } from "../textPacks";

/**
 * The SPA's locale files as the tests read them: every JSON file under locales/ (so a new pack file
 * is covered the day it appears), by its path there ("en.json", "admin/he.json").
 */
export type Tree = { [key: string]: string | Tree };
/** Dotted key → text. */
export type Catalogue = Map<string, string>;
export type TextPart = "translation" | TextPack;

const files = import.meta.glob<Tree>("../locales/**/*.json", { eager: true, import: "default" });
export const LOCALE_FILES: Record<string, Tree> = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.replace(/^.*\/locales\//, ""), tree]),
);

export const TEXT_PARTS: readonly TextPart[] = ["translation", ...TEXT_PACKS];

/** Where a part's file of `language` lives under locales/. */
export const partFile = (part: TextPart, language: LanguageCode) => (part === "translation" ? `${language}.json` : `${part}/${language}.json`);

export function flattenCatalogue(tree: Tree, prefix = "", entries: Catalogue = new Map()): Catalogue {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else flattenCatalogue(value, path, entries);
  }
  return entries;
}

/** One language's texts, part by part. */
export function textParts(language: LanguageCode): Record<TextPart, Catalogue> {
  return Object.fromEntries(TEXT_PARTS.map((part) => [part, flattenCatalogue(LOCALE_FILES[partFile(part, language)] ?? {})])) as Record<TextPart, Catalogue>;
}

/** One language's texts, every part together: what the server and the unit tests hold. */
export function allTexts(language: LanguageCode): Catalogue {
  return new Map(Object.values(textParts(language)).flatMap((part) => [...part]));
}
