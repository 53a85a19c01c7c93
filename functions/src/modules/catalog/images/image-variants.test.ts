import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalImageStore } from "./local-image-store";
import { renderVariants, storeImageSet, storeSeedArtworkVariants, UndecodableImage, variantWidths } from "./image-variants";

const KEYS = ["FUNCTIONS_EMULATOR", "FIREBASE_STORAGE_EMULATOR_HOST", "SHOP_IMAGE_DIR"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "image-variants-"));
  process.env.FUNCTIONS_EMULATOR = "true";
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  process.env.SHOP_IMAGE_DIR = dir;
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await rm(dir, { recursive: true, force: true });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 92, g: 51, b: 23 } } }).png().toBuffer();

describe("variantWidths", () => {
  it("are 320, 640 and 1280, never wider than the image", () => {
    expect(variantWidths(3000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("renderVariants", () => {
  it("makes WebP copies at each width, keeping the aspect ratio", async () => {
    const variants = await renderVariants(await png(2000, 1500));
    expect(variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 3) / 4));
    }
  });

  it("never upscales a small image", async () => {
    const variants = await renderVariants(await png(300, 200));
    expect(variants.map((v) => v.width)).toEqual([300]);
    expect((await sharp(variants[0]?.bytes).metadata()).width).toBe(300);
  });

  it("refuses bytes it cannot decode, and an image of too many pixels", async () => {
    const damaged = (await png(400, 300)).subarray(0, 60);
    await expect(renderVariants(damaged)).rejects.toBeInstanceOf(UndecodableImage);
    // 10,000 × 6,000 of one colour: a small file that would decode to 60 megapixels.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#000" } }).png().toBuffer();
    await expect(renderVariants(bomb)).rejects.toBeInstanceOf(UndecodableImage);
  }, 30_000); // making the 60-megapixel file is the slow part
});

describe("storeImageSet", () => {
  it("stores the original and its variants under one base, and the store lists them", async () => {
    const bytes = await png(900, 600);
    const set = await storeImageSet({ bytes, kind: { contentType: "image/png", extension: "png" } });
    const base = set.url.replace(/^\/api\/images\//, "").replace(/\.png$/, "");
    expect(set.imageVariants).toEqual([
      { width: 320, url: `/api/images/${base}-320w.webp` },
      { width: 640, url: `/api/images/${base}-640w.webp` },
      { width: 900, url: `/api/images/${base}-900w.webp` },
    ]);
    expect((await readdir(dir)).sort()).toEqual([`${base}-320w.webp`, `${base}-640w.webp`, `${base}-900w.webp`, `${base}.png`]);
    expect(await new LocalImageStore().variantsOf(set.url)).toEqual(set.imageVariants);
  });

  it("leaves nothing behind when one file fails to store", async () => {
    const bytes = await png(900, 600);
    const store = LocalImageStore.prototype;
    const realSave = store.saveAll;
    vi.spyOn(store, "saveAll").mockImplementation(function (this: LocalImageStore, files) {
      // The last file (the original) cannot be written: its name is taken by a directory.
      const last = files[files.length - 1];
      return import("node:fs/promises").then(async ({ mkdir }) => {
        if (last) await mkdir(join(dir, last.name));
        return realSave.call(this, files);
      });
    });
    await expect(storeImageSet({ bytes, kind: { contentType: "image/png", extension: "png" } })).rejects.toThrow();
    const left = await readdir(dir);
    // Only the directory planted in the original's way: no variant, no partial file.
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.png$/);
  });
});

describe("storeSeedArtworkVariants", () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#5c3317"/></svg>');

  it("renders an SVG once, under names from its bytes, and finds the set the next time", async () => {
    const first = await storeSeedArtworkVariants(svg);
    expect(first.map((v) => v.width)).toEqual([320, 640, 800]);
    const files = await readdir(dir);
    expect(files).toHaveLength(3);
    const again = await storeSeedArtworkVariants(svg);
    expect(again).toEqual(first);
    expect((await readdir(dir)).sort()).toEqual(files.sort());
  });
});
