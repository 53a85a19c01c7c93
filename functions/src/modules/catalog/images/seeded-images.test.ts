import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SEEDED_IMAGE_FILES, SEEDED_IMAGE_URLS, seedImageUrl } from "./seeded-images";

const WEB_IMAGES = resolve(__dirname, "..", "..", "..", "..", "..", "web", "public", "images");

describe("the manifest of seeded images", () => {
  it("names exactly the files the SPA serves under /images", () => {
    for (const folder of Object.keys(SEEDED_IMAGE_FILES) as (keyof typeof SEEDED_IMAGE_FILES)[]) {
      const files = readdirSync(resolve(WEB_IMAGES, folder)).filter((f) => f.endsWith(".svg")).map((f) => f.slice(0, -4));
      expect([...SEEDED_IMAGE_FILES[folder]].sort()).toEqual(files.sort());
    }
  });

  it("answers a listed image's URL and refuses one it does not list", () => {
    expect(seedImageUrl("banners", "ruby-season")).toBe("/images/banners/ruby-season.svg");
    expect(SEEDED_IMAGE_URLS.has("/images/banners/ruby-season.svg")).toBe(true);
    expect(() => seedImageUrl("products", "no-such-thing")).toThrow(/no-such-thing/);
  });
});
