/**
 * Text normalisation and the search index tokens of products (pure: no Firestore).
 *
 * normalise: NFKD, strip every combining mark (Hebrew niqqud and cantillation, Latin accents),
 * NFKC, lowercase; geresh ׳, gershayim ״ and quotes are removed (צ׳יפס → ציפס, "maya's" → "mayas");
 * every other character that is not a letter or a digit (spaces, maqaf ־, hyphens, punctuation)
 * separates words.
 *
 * Index: every word of at least SEARCH_TOKEN_MIN_LENGTH characters and its prefixes of that length
 * or more (prefixes stop at SEARCH_PREFIX_MAX_LENGTH; the full word is always kept). A short word
 * (a Hebrew compound such as חד־זני splits into חד and זני) is also joined with the word before it and
 * the word after it, so "חד־זני", "חד-זני" and "חד זני" all give the term חדזני.
 *
 * Query: the same words; each long word is a term, each short word is joined with its next word
 * (the previous one when it is last). A product matches when every term is one of its tokens or a
 * prefix of one.
 */

/** Search keywords (and indexed words) must be longer than 3 characters. */
export const SEARCH_TOKEN_MIN_LENGTH = 4;
/** Prefixes longer than this are not indexed; the whole word still is. */
export const SEARCH_PREFIX_MAX_LENGTH = 15;

const MARKS = /\p{M}/gu;
/** Geresh, gershayim, ASCII and typographic quotes: removed, so abbreviations stay one word. */
const QUOTES = /[\u05F3\u05F4'"`\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u00B4]/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(QUOTES, "")
    .replace(SEPARATORS, " ")
    .trim();
}

export function words(text: string): string[] {
  const normalised = normaliseText(text);
  return normalised === "" ? [] : normalised.split(" ");
}

const isShort = (word: string) => word.length < SEARCH_TOKEN_MIN_LENGTH;

/** The words of one text plus the joins of each short word with its neighbours. */
function indexWords(text: string): string[] {
  const list = words(text);
  const out: string[] = [];
  list.forEach((word, i) => {
    out.push(word);
    const next = list[i + 1];
    if (next !== undefined && (isShort(word) || isShort(next))) out.push(word + next);
  });
  return out;
}

function addWithPrefixes(tokens: Set<string>, word: string): void {
  if (word.length < SEARCH_TOKEN_MIN_LENGTH) return;
  tokens.add(word);
  const longest = Math.min(word.length - 1, SEARCH_PREFIX_MAX_LENGTH);
  for (let n = SEARCH_TOKEN_MIN_LENGTH; n <= longest; n += 1) tokens.add(word.slice(0, n));
}

/** The deduplicated, sorted search tokens of some texts. */
export function searchTokens(texts: readonly (string | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of indexWords(text)) addWithPrefixes(tokens, word);
  }
  return [...tokens].sort();
}

/** The terms a keyword must all match; empty when it has nothing searchable. */
export function queryTerms(keyword: string): string[] {
  const list = words(keyword);
  const terms = new Set<string>();
  list.forEach((word, i) => {
    let term = word;
    if (isShort(word)) {
      const next = list[i + 1];
      const previous = list[i - 1];
      if (next !== undefined) term = word + next;
      else if (previous !== undefined) term = previous + word;
    }
    if (!isShort(term)) terms.add(term);
  });
  return [...terms];
}

/** The form of a term that is stored in the index (long words are indexed by their capped prefix too). */
export function indexedForm(term: string): string {
  return term.length > SEARCH_PREFIX_MAX_LENGTH ? term.slice(0, SEARCH_PREFIX_MAX_LENGTH) : term;
}

/** True when every term is a token of the product or a prefix of one. */
export function matchesAllTerms(tokens: readonly string[], terms: readonly string[]): boolean {
  const set = new Set(tokens);
  return terms.every((term) => set.has(term) || tokens.some((token) => token.startsWith(term)));
}
