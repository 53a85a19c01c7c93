import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalImageStore, localImageDir, localImageFile, localImageName } from "./local-image-store";

let dir: string;
const saved = process.env.SHOP_IMAGE_DIR;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "local-image-store-"));
  process.env.SHOP_IMAGE_DIR = dir;
});
afterEach(async () => {
  if (saved === undefined) delete process.env.SHOP_IMAGE_DIR;
  else process.env.SHOP_IMAGE_DIR = saved;
  await rm(dir, { recursive: true, force: true });
});

describe("LocalImageStore", () => {
  it("writes the bytes under a random name and answers a relative /api/images URL", async () => {
    const store = new LocalImageStore();
    const url = await store.save(Buffer.from("png bytes"), { contentType: "image/png", extension: "png" });
    expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
    const name = localImageName(url) ?? "";
    expect(await readdir(dir)).toEqual([name]);
    expect(await readFile(join(dir, name), "utf8")).toBe("png bytes");
    expect(await store.holds(url)).toBe(true);
  });

  it("holds only well-formed URLs of files that exist", async () => {
    const store = new LocalImageStore();
    expect(await store.holds("/api/images/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png")).toBe(false);
    expect(await store.holds("/api/images/../../etc/passwd")).toBe(false);
    expect(await store.holds("https://example.com/api/images/x.png")).toBe(false);
    expect(await localImageFile("..")).toBeNull();
  });

  it("defaults to a folder under the system temp directory", () => {
    delete process.env.SHOP_IMAGE_DIR;
    expect(localImageDir()).toBe(join(tmpdir(), "cocoa-atelier-images"));
  });
});
