import { describe, expect, it } from "vitest";
import { contentTypeOfExtension, IMAGE_EXTENSIONS, sniffImage } from "./image-types";

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

describe("sniffImage", () => {
  it("knows the four image types by their first bytes", () => {
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toEqual({ contentType: "image/png", extension: "png" });
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xdb]))).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(sniffImage(bytes("GIF87a", [1, 0]))).toEqual({ contentType: "image/gif", extension: "gif" });
    expect(sniffImage(bytes("GIF89a", [1, 0]))).toEqual({ contentType: "image/gif", extension: "gif" });
    expect(sniffImage(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8L"))).toEqual({ contentType: "image/webp", extension: "webp" });
  });

  it("refuses everything else, including near misses and truncated signatures", () => {
    expect(sniffImage(Buffer.from("just text, named .png"))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(bytes("GIF88a"))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it("maps every stored extension to its content type", () => {
    expect(IMAGE_EXTENSIONS.map(contentTypeOfExtension)).toEqual(["image/jpeg", "image/png", "image/webp", "image/gif"]);
  });
});
