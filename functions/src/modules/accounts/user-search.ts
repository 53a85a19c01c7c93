/**
 * How the admin finds an account by the start of a name or an email (GET /api/admin/customers/get?search=).
 *
 * Design: `users/{uid}.searchKeys` holds every prefix (1 to SEARCH_PREFIX_MAX characters) of the
 * lowercased full name, of each of its words and of the email, and the list asks
 * `where("searchKeys", "array-contains", term)` ordered like the unsearched list (newest first). One
 * query, one index (searchKeys CONTAINS + createdAt DESC + id), cursor paging unchanged, and it runs on
 * the Node Firestore emulator (which has array-contains, not full-text search). A name or email
 * holds a few dozen prefixes, far below Firestore's per-document index limits. Case folding is
 * `toLowerCase` after NFKC, so "DANA" finds "Dana"; Hebrew has no case and is matched as typed.
 *
 * Keeping it in step: createUserProfile writes the keys, and every code that changes `userName` or
 * `email` of a profile writes `userSearchFields(name, email)` with it. The admin list heals any
 * profile whose keys are missing or stale (made before this existed, or changed by code that forgot)
 * when a page of the unsearched list shows it, and every search result is checked against the
 * profile's current name and email, so a stale key can hide a match until then but never shows a
 * wrong one.
 */

/** The longest prefix kept; a longer search is asked by its first SEARCH_PREFIX_MAX characters and then checked whole. */
export const SEARCH_PREFIX_MAX = 24;

/** A name, email or search as compared: NFKC, lowercased, inner spaces collapsed, trimmed. */
export function searchText(value: string): string {
  return value.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}

/** The texts a search may start: the full name, each of its words, the email. */
function searchSources(userName: string, email: string): string[] {
  const name = searchText(userName);
  const sources = name ? [name, ...name.split(" ")] : [];
  const mail = searchText(email);
  if (mail) sources.push(mail);
  return sources;
}

/** Every prefix a search can match, each once (by code point, so no half of a surrogate pair). */
export function userSearchKeys(userName: string, email: string): string[] {
  const keys = new Set<string>();
  for (const source of searchSources(userName, email)) {
    const chars = Array.from(source).slice(0, SEARCH_PREFIX_MAX);
    for (let length = 1; length <= chars.length; length += 1) keys.add(chars.slice(0, length).join(""));
  }
  return [...keys].sort();
}

/** The fields to write with a profile's name and email. */
export function userSearchFields(userName: string, email: string): { searchKeys: string[] } {
  return { searchKeys: userSearchKeys(userName, email) };
}

/** The key a search asks the index for (its first SEARCH_PREFIX_MAX characters), "" for none. */
export function searchIndexKey(search: string): string {
  return Array.from(searchText(search)).slice(0, SEARCH_PREFIX_MAX).join("");
}

/** Whether a profile's current name or email starts with the search (the whole of it). */
export function matchesSearch(userName: string, email: string, search: string): boolean {
  const term = searchText(search);
  return term !== "" && searchSources(userName, email).some((source) => source.startsWith(term));
}

/** Whether stored keys are the ones the name and email make (order aside). */
export function hasSearchKeys(stored: unknown, userName: string, email: string): boolean {
  if (!Array.isArray(stored)) return false;
  const expected = userSearchKeys(userName, email);
  return stored.length === expected.length && [...stored].sort().every((key, i) => key === expected[i]);
}
