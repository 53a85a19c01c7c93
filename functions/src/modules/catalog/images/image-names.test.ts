import { describe, expect, it } from "vitest";
import { contentBase, newImageName, originalName, parseStoredName, storedNameExtension, variantName } from "./image-names";

describe("stored image names", () => {
  it("are a fresh random UUID with the extension", () => {
    const a = newImageName("png");
    const b = newImageName("png");
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/);
    expect(a).not.toBe(b);
    expect(storedNameExtension(a)).toBe("png");
    expect(storedNameExtension(newImageName("webp"))).toBe("webp");
  });

  it("refuse anything that is not exactly such a name", () => {
    for (const name of [
      "../1b4e28ba-2fa1-11d2-883f-0016d3cca427.png",
      "1b4e28ba-2fa1-11d2-883f-0016d3cca427.png/..",
      "1b4e28ba-2fa1-11d2-883f-0016d3cca427.svg",
      "1B4E28BA-2FA1-11D2-883F-0016D3CCA427.png",
      "1b4e28ba-2fa1-11d2-883f-0016d3cca427.png\n",
      ".1b4e28ba-2fa1-11d2-883f-0016d3cca427.png.partial",
      "passwd",
      "",
    ]) {
      expect(storedNameExtension(name), name).toBeNull();
    }
  });
});

describe("image set names", () => {
  const base = "1b4e28ba-2fa1-11d2-883f-0016d3cca427";

  it("name a variant after its original's base and its width, always WebP", () => {
    expect(variantName(base, 640)).toBe(`${base}-640w.webp`);
    expect(parseStoredName(`${base}-640w.webp`)).toEqual({ base, extension: "webp", width: 640 });
    expect(parseStoredName(originalName(base, "jpg"))).toEqual({ base, extension: "jpg" });
    expect(storedNameExtension(variantName(base, 320))).toBe("webp");
  });

  it("refuse a variant name that is not exactly one", () => {
    for (const name of [`${base}-640w.png`, `${base}-0w.webp`, `${base}-064w.webp`, `${base}-12800w.webp`, `${base}-640.webp`, `${base}-640w.webp.partial`]) {
      expect(parseStoredName(name), name).toBeNull();
    }
  });

  it("derive a seeded artwork's base from its bytes and the recipe", () => {
    const svg = Buffer.from("<svg/>");
    expect(contentBase(svg, "r1")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(contentBase(svg, "r1")).toBe(contentBase(Buffer.from("<svg/>"), "r1"));
    expect(contentBase(svg, "r2")).not.toBe(contentBase(svg, "r1"));
    expect(contentBase(Buffer.from("<svg />"), "r1")).not.toBe(contentBase(svg, "r1"));
    expect(parseStoredName(variantName(contentBase(svg, "r1"), 320))).not.toBeNull();
  });
});
