import { afterEach, describe, expect, it } from "vitest";
import { cloudImageName, publicUrlOf, publicUrlPrefix } from "./cloud-image-store";

const NAME = "1b4e28ba-2fa1-11d2-883f-0016d3cca427.png";
const saved = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
afterEach(() => {
  if (saved === undefined) delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  else process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved;
});

describe("Cloud Storage image URLs", () => {
  it("are the Firebase download URL of images/<name> in the bucket", () => {
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    expect(publicUrlOf("shop.appspot.com", NAME)).toBe(`https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/images%2F${NAME}?alt=media`);
    expect(cloudImageName(publicUrlOf("shop.appspot.com", NAME), "shop.appspot.com")).toBe(NAME);
  });

  it("point at the Storage emulator when it runs", () => {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = "127.0.0.1:9199";
    expect(publicUrlPrefix("demo.appspot.com")).toBe("http://127.0.0.1:9199/v0/b/demo.appspot.com/o/images%2F");
    expect(cloudImageName(publicUrlOf("demo.appspot.com", NAME), "demo.appspot.com")).toBe(NAME);
  });

  it("belong to this bucket and folder only, with a stored name", () => {
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    const prefix = "https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/";
    expect(cloudImageName(publicUrlOf("other.appspot.com", NAME), "shop.appspot.com")).toBeNull();
    expect(cloudImageName(`${prefix}private%2F${NAME}?alt=media`, "shop.appspot.com")).toBeNull();
    expect(cloudImageName(`${prefix}images%2F..%2Fsecret.png?alt=media`, "shop.appspot.com")).toBeNull();
    expect(cloudImageName(`${prefix}images%2F${NAME}?alt=media&token=x`, "shop.appspot.com")).toBeNull();
    expect(cloudImageName(`${prefix}images%2F${NAME}`, "shop.appspot.com")).toBeNull();
  });
});
