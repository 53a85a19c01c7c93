import { Readable } from "node:stream";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from "@cocoa/contracts";
import { HttpError } from "../../../platform/errors";
import { readUploadedFile, readUploadedImage } from "./image-upload";

const BOUNDARY = "----unit-boundary";
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("rest of a png")]);

function multipart(parts: { name: string; file?: Buffer; value?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="x.png"\r\nContent-Type: image/png`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`), part.file ?? Buffer.from(part.value ?? ""), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const headers = (length?: number) => ({
  "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
  ...(length === undefined ? {} : { "content-length": String(length) }),
});

/** A request still to be read, in chunks (as under a plain `listen()`). */
function streamed(body: Buffer, withLength = true): Request {
  const pieces = [body.subarray(0, 10), body.subarray(10)];
  return Object.assign(Readable.from(pieces), { headers: headers(withLength ? body.length : undefined) }) as unknown as Request;
}

/** A request Cloud Functions has read already: the stream is spent, the bytes are in rawBody. */
function preRead(body: Buffer): Request {
  const spent = Readable.from([]);
  spent.resume();
  return Object.assign(spent, { headers: headers(body.length), rawBody: body }) as unknown as Request;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("readUploadedFile", () => {
  it.each([
    ["a streamed request", streamed],
    ["a request read by Cloud Functions (rawBody)", preRead],
  ])("reads the my_file part of %s, skipping other parts", async (_name, make) => {
    const body = multipart([{ name: "note", value: "hello" }, { name: "other", file: Buffer.from("ignored") }, { name: IMAGE_UPLOAD_FIELD, file: PNG }]);
    expect((await readUploadedFile(make(body))).equals(PNG)).toBe(true);
  });

  it("answers 400 without a file in my_file (wrong field, or a text field)", async () => {
    const wrong = await failure(readUploadedFile(streamed(multipart([{ name: "image", file: PNG }]))));
    expect(wrong.status).toBe(400);
    expect(wrong.fields).toEqual({ [IMAGE_UPLOAD_FIELD]: { code: "image.noFile", params: { field: IMAGE_UPLOAD_FIELD } } });
    expect((await failure(readUploadedFile(preRead(multipart([{ name: IMAGE_UPLOAD_FIELD, value: "text" }]))))).status).toBe(400);
  });

  it("answers 413 past the limit, streamed without a length or pre-read, and takes exactly the limit", async () => {
    const limit = 1024;
    const over = multipart([{ name: IMAGE_UPLOAD_FIELD, file: Buffer.alloc(limit + 1, 1) }]);
    expect((await failure(readUploadedFile(streamed(over, false), IMAGE_UPLOAD_FIELD, limit))).status).toBe(413);
    expect((await failure(readUploadedFile(preRead(over), IMAGE_UPLOAD_FIELD, limit))).status).toBe(413);
    const exact = multipart([{ name: IMAGE_UPLOAD_FIELD, file: Buffer.alloc(limit, 1) }]);
    expect(await readUploadedFile(streamed(exact, false), IMAGE_UPLOAD_FIELD, limit)).toHaveLength(limit);
  });

  it("answers 413 at once for a declared length far beyond the limit", async () => {
    const req = Object.assign(Readable.from([]), { headers: headers(IMAGE_UPLOAD_MAX_BYTES * 2) }) as unknown as Request;
    expect((await failure(readUploadedFile(req))).status).toBe(413);
  });

  it("answers 400 for a body that is not multipart or is cut short", async () => {
    const json = Object.assign(Readable.from([Buffer.from("{}")]), { headers: { "content-type": "application/json" } }) as unknown as Request;
    expect((await failure(readUploadedFile(json))).status).toBe(400);
    const cut = multipart([{ name: IMAGE_UPLOAD_FIELD, file: PNG }]).subarray(0, 60);
    expect((await failure(readUploadedFile(preRead(cut)))).status).toBe(400);
  });
});

describe("readUploadedImage", () => {
  it("judges the bytes, not the declared type", async () => {
    expect((await readUploadedImage(streamed(multipart([{ name: IMAGE_UPLOAD_FIELD, file: PNG }])))).kind.extension).toBe("png");
    const text = await failure(readUploadedImage(streamed(multipart([{ name: IMAGE_UPLOAD_FIELD, file: Buffer.from("not an image") }]))));
    expect(text.status).toBe(400);
    expect(text.code).toBe("image.notAnImage");
    const empty = await failure(readUploadedImage(streamed(multipart([{ name: IMAGE_UPLOAD_FIELD, file: Buffer.alloc(0) }]))));
    expect(empty.code).toBe("image.empty");
  });
});
