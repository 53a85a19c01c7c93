import { describe, expect, it } from "vitest";
import { newImageName, storedNameExtension } from "./image-names";

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
