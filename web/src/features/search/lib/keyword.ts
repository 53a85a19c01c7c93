import { SEARCH_MIN_KEYWORD_LENGTH } from "@contracts";

/** Spec 4: a keyword is acted on only when its trimmed length is more than 3 characters. */
export function isSearchableKeyword(keyword: string | null | undefined): boolean {
  return (keyword ?? "").trim().length > SEARCH_MIN_KEYWORD_LENGTH;
}
