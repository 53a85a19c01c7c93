/**
 * The words of food declarations (issue 35) in the reader's language: an allergen, a tree nut or a
 * cereal by its key, and a whole allergen line ("Contains milk, hazelnuts; may contain peanuts") from
 * the contracts' `allergenLine`. The cart, checkout, order details, packing slip and gift card all say
 * it this one way.
 */
import type { TFunction } from "i18next";
import type { AllergenLine, AllergenWord } from "@contracts";
import { listFormat } from "@/shared/i18n/intlFormats";

export function allergenWordText(t: TFunction, word: AllergenWord): string {
  if (word.kind === "treeNut") return t(`food.treeNut.${word.key}`);
  if (word.kind === "cereal") return t(`food.cereal.${word.key}`);
  return t(`food.allergen.${word.key}`);
}

/** A list joined as the language joins it ("milk, hazelnuts and soy" / "חלב, אגוזי לוז וסויה"). */
export function joined(words: string[], language: string): string {
  return listFormat(language, { style: "long", type: "conjunction" }).format(words);
}

/**
 * The line as one sentence, or "" when nothing is contained or possibly contained and every line is
 * declared. Lines not declared are said too, so the line never vouches for them.
 */
export function allergenLineText(t: TFunction, line: AllergenLine, language: string): string {
  const parts: string[] = [];
  if (line.contains.length > 0) parts.push(t("food.line.contains", { list: joined(line.contains.map((word) => allergenWordText(t, word)), language) }));
  if (line.mayContain.length > 0) parts.push(t("food.line.mayContain", { list: joined(line.mayContain.map((word) => allergenWordText(t, word)), language) }));
  if (parts.length === 0 && line.undeclared === 0) parts.push(t("food.line.none"));
  if (line.undeclared > 0) parts.push(t("food.line.undeclared", { count: line.undeclared }));
  return parts.join(t("food.line.separator"));
}
