import { describe, expect, it } from "vitest";
import { findLanguage, pickLanguage } from "./pickLanguage";

describe("pickLanguage", () => {
  it("takes ?lang= first, then the stored choice, then the browser's languages", () => {
    expect(pickLanguage({ query: "he", stored: "en", browser: ["en-US"] })).toBe("he");
    expect(pickLanguage({ query: null, stored: "he", browser: ["en-US"] })).toBe("he");
    expect(pickLanguage({ browser: ["fr-FR", "he-IL"] })).toBe("he");
  });

  it("skips what the shop does not speak, and falls back to English", () => {
    expect(pickLanguage({ query: "fr", stored: "xx" })).toBe("en");
    expect(pickLanguage({})).toBe("en");
  });

  it("reads a region-tagged language as its base language", () => {
    expect(pickLanguage({ query: "HE-il" })).toBe("he");
  });

  it("finds nothing, rather than English, when no source names a language the shop speaks (a choice not made)", () => {
    expect(findLanguage({ query: null, stored: null })).toBeUndefined();
    expect(findLanguage({ query: "fr" })).toBeUndefined();
    expect(findLanguage({ stored: "he" })).toBe("he");
  });
});
