/** Shared by the admin API tests: an admin session, image bytes built in the test, and uploads. */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { IMAGE_UPLOAD_FIELD, SESSION_COOKIE_NAME } from "@cocoa/contracts";
import { changeRole } from "../../src/modules/accounts/auth.service";
import { register, signIn, verifyEmailOf } from "./helpers";

export const owner = { userName: "Maya Chocolatier", email: "owner@example.com", password: "ganache-owner-9" };

/** Registers the owner, makes the account an admin (as a deployment does) and signs it in. */
export async function adminSession(baseUrl: string): Promise<{ cookie: string; uid: string }> {
  await register(baseUrl, owner);
  // Seeded and deployed owners are verified; this also drops the registration's verification mail.
  const uid = await verifyEmailOf(owner.email);
  await changeRole(uid, "admin");
  const { cookie } = await signIn(baseUrl, owner);
  return { cookie, uid };
}

/** A private directory for the local image store of this test file (read per call by the app). */
export async function useTempImageDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "shop-images-test-"));
  process.env.SHOP_IMAGE_DIR = dir;
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return dir;
}

/** Empties the image directory between tests. */
export async function emptyImageDir(dir: string): Promise<void> {
  for (const name of await storedFiles(dir)) await rm(join(dir, name), { force: true });
}

/** The stored files (hidden partial files included, so a half-written upload would show). */
export async function storedFiles(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 2×2 RGB PNG (a chocolate-brown square). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.from([0, 0x5c, 0x33, 0x17, 0x5c, 0x33, 0x17]); // filter byte + 2 pixels
  const pixels = deflateSync(Buffer.concat([row, row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A real photo-sized JPEG of 4.2 MB (3000 × 2000): gradients under deterministic noise, which
 * JPEG cannot squeeze, so the file is as big as a camera's.
 */
export async function bigPhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >> 16) % 64;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.floor((x * 190) / width) + noise();
      pixels[i + 1] = Math.floor((y * 120) / height) + noise();
      pixels[i + 2] = 40 + noise() * 3;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** Small real images of the other types the shop takes. */
export async function smallImage(format: "jpeg" | "webp" | "gif"): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 92, g: 51, b: 23 } } })[format]().toBuffer();
}

export interface UploadAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POST /api/admin/products/upload-image with one file, as a browser's FormData sends it. */
export async function uploadFile(
  baseUrl: string,
  options: { cookie?: string; bytes: Buffer; fileName?: string; type?: string; field?: string },
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append(options.field ?? IMAGE_UPLOAD_FIELD, new Blob([options.bytes], { type: options.type ?? "image/png" }), options.fileName ?? "truffle.png");
  const headers: Record<string, string> = {};
  if (options.cookie) headers.Cookie = `${SESSION_COOKIE_NAME}=${options.cookie}`;
  const response = await fetch(`${baseUrl}/api/admin/products/upload-image`, { method: "POST", body: form, headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** Uploads `tinyPng()` as the admin and answers the stored URL. */
export async function uploadedImageUrl(baseUrl: string, cookie: string): Promise<string> {
  const answer = await uploadFile(baseUrl, { cookie, bytes: tinyPng() });
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.result as { url: string }).url;
}
