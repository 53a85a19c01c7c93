import { describe, expect, it } from "vitest";
import { indexedForm, matchesAllTerms, normaliseText, queryTerms, searchTokens, SEARCH_PREFIX_MAX_LENGTH } from "./search-text";

describe("normaliseText", () => {
  it("lowercases, folds accents and separates on punctuation", () => {
    expect(normaliseText("  Crème BRÛLÉE, Single-Origin!  ")).toBe("creme brulee single origin");
  });
  it("strips niqqud and cantillation marks", () => {
    expect(normaliseText("שׁוֹקוֹלָד")).toBe("שוקולד");
    expect(normaliseText("בְּרֵאשִׁ֖ית")).toBe("בראשית");
  });
  it("treats maqaf and hyphens as separators and removes geresh, gershayim and quotes", () => {
    expect(normaliseText("חד־זני")).toBe("חד זני");
    expect(normaliseText("חד-זני")).toBe("חד זני");
    expect(normaliseText("צ׳יפס")).toBe("ציפס");
    expect(normaliseText('תש"ח תש״ח')).toBe("תשח תשח");
    expect(normaliseText("Maya’s")).toBe("mayas");
  });
  it("applies NFKC (full-width letters)", () => {
    expect(normaliseText("ＤＡＲＫ")).toBe("dark");
  });
});

describe("searchTokens", () => {
  it("indexes words longer than 3 characters and their prefixes of 4 or more", () => {
    const tokens = searchTokens(["Dark truffle box"]);
    expect(tokens).toEqual(expect.arrayContaining(["dark", "truf", "truff", "truffl", "truffle"]));
    expect(tokens).not.toContain("box");
    expect(tokens).not.toContain("tru");
  });
  it("is deduplicated and sorted", () => {
    const tokens = searchTokens(["Dark dark DARK"]);
    expect(tokens).toEqual([...new Set(tokens)].sort());
    expect(tokens.filter((t) => t === "dark")).toHaveLength(1);
  });
  it("joins short words with their neighbours, so a maqaf compound is findable", () => {
    const tokens = searchTokens(["קקאו חד־זני מאקוודור"]);
    expect(tokens).toContain("חדזני");
    expect(tokens).toContain("קקאו");
  });
  it("caps prefixes but keeps the whole long word", () => {
    const word = "supercalifragilisticexpialidocious";
    const tokens = searchTokens([word]);
    expect(tokens).toContain(word);
    expect(tokens).toContain(word.slice(0, SEARCH_PREFIX_MAX_LENGTH));
    expect(tokens).not.toContain(word.slice(0, SEARCH_PREFIX_MAX_LENGTH + 1));
  });
  it("skips missing texts", () => {
    expect(searchTokens([undefined, ""])).toEqual([]);
  });
});

describe("queryTerms", () => {
  it("gives the same compound for maqaf, hyphen and space", () => {
    expect(queryTerms("חד־זני")).toEqual(["חדזני"]);
    expect(queryTerms("חד-זני")).toEqual(["חדזני"]);
    expect(queryTerms("חד זני")).toEqual(["חדזני"]);
  });
  it("keeps long words as terms and joins a short word with the next", () => {
    expect(queryTerms("Dark 70 bars")).toEqual(["dark", "70bars", "bars"]);
  });
  it("has no terms when nothing is long enough", () => {
    expect(queryTerms("ab c")).toEqual([]);
  });
});

describe("matching", () => {
  it("matches every term as a token or a prefix of one", () => {
    const tokens = searchTokens(["Hazelnut Praline Truffles"]);
    expect(matchesAllTerms(tokens, queryTerms("hazel truff"))).toBe(true);
    expect(matchesAllTerms(tokens, queryTerms("hazel caramel"))).toBe(false);
  });
  it("finds long words through their indexed prefix", () => {
    const long = "a".repeat(30);
    expect(indexedForm(long)).toHaveLength(SEARCH_PREFIX_MAX_LENGTH);
    expect(matchesAllTerms(searchTokens([long + "b"]), [long])).toBe(true);
  });
});
