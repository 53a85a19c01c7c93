import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedFeatureImages, seedProducts } from "../../../seed/catalog";
import { imageStore, isShopImageUrl, usesCloudStorage } from "./image-store";
import { LocalImageStore } from "./local-image-store";

const KEYS = ["FUNCTIONS_EMULATOR", "FIREBASE_AUTH_EMULATOR_HOST", "FIREBASE_STORAGE_EMULATOR_HOST", "SHOP_IMAGE_DIR"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
let dir: string;

beforeEach(async () => {
  for (const key of KEYS) delete process.env[key];
  dir = await mkdtemp(join(tmpdir(), "image-store-"));
});
afterEach(async () => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await rm(dir, { recursive: true, force: true });
});

describe("which store", () => {
  it("is Cloud Storage in production and under the Storage emulator, local otherwise when emulated", async () => {
    expect(usesCloudStorage()).toBe(true);
    process.env.FUNCTIONS_EMULATOR = "true";
    expect(usesCloudStorage()).toBe(false);
    expect(await imageStore()).toBeInstanceOf(LocalImageStore);
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = "127.0.0.1:9199";
    expect(usesCloudStorage()).toBe(true);
  });
});

describe("isShopImageUrl", () => {
  beforeEach(() => {
    process.env.FUNCTIONS_EMULATOR = "true";
    process.env.SHOP_IMAGE_DIR = dir;
  });

  it("takes the seed's static product and banner images", async () => {
    expect(await isShopImageUrl(seedProducts[0]?.image ?? "")).toBe(true);
    expect(await isShopImageUrl(seedFeatureImages[0]?.image ?? "")).toBe(true);
    expect(await isShopImageUrl("/images/products/not-in-the-seed.svg")).toBe(false);
  });

  it("takes an upload the local store holds, and nothing else", async () => {
    const url = await new LocalImageStore().save(Buffer.from("x"), { contentType: "image/gif", extension: "gif" });
    expect(await isShopImageUrl(url)).toBe(true);
    expect(await isShopImageUrl(url.replace(/[0-9a-f]{12}\.gif$/, "000000000000.gif"))).toBe(false);
    expect(await isShopImageUrl("https://example.com/a.png")).toBe(false);
    expect(await isShopImageUrl("//example.com/images/products/a.svg")).toBe(false);
  });
});
