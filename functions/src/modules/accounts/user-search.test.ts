import { describe, expect, it } from "vitest";
import { SEARCH_PREFIX_MAX, hasSearchKeys, matchesSearch, searchIndexKey, userSearchKeys } from "./user-search";

describe("the accounts' search keys", () => {
  it("hold every prefix of the full name, each word and the email, lowercased, each once", () => {
    const keys = userSearchKeys("Dana  Levi", "Dana@Example.com");
    for (const key of ["d", "da", "dana", "dana l", "dana levi", "l", "levi", "dana@", "dana@example.com"]) expect(keys).toContain(key);
    expect(keys).not.toContain("evi");
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keep Hebrew as written and never split a character in two", () => {
    expect(userSearchKeys("דנה כהן", "")).toEqual(expect.arrayContaining(["ד", "דנה", "דנה כ", "כהן"]));
    const emoji = userSearchKeys("🍫bar", "");
    expect(emoji).toContain("🍫");
    expect(emoji).not.toContain("\uD83C");
  });

  it("stop at SEARCH_PREFIX_MAX characters, and a longer search asks for its start and is checked whole", () => {
    const email = "a.very.long.address.of.someone@example.com";
    const keys = userSearchKeys("", email);
    expect(Math.max(...keys.map((key) => key.length))).toBe(SEARCH_PREFIX_MAX);
    expect(searchIndexKey(`  ${email.toUpperCase()} `)).toBe(email.slice(0, SEARCH_PREFIX_MAX));
    expect(matchesSearch("", email, email)).toBe(true);
    expect(matchesSearch("", email, `${email}x`)).toBe(false);
  });

  it("know when stored keys are stale", () => {
    const keys = userSearchKeys("Noa", "noa@example.com");
    expect(hasSearchKeys([...keys].reverse(), "Noa", "noa@example.com")).toBe(true);
    expect(hasSearchKeys(keys, "Noa Berger", "noa@example.com")).toBe(false);
    expect(hasSearchKeys(undefined, "Noa", "noa@example.com")).toBe(false);
  });
});
