/**
 * Reads the one image of a multipart upload (field `my_file`) with busboy, into memory and never
 * beyond IMAGE_UPLOAD_MAX_BYTES, and judges it by its bytes. Two ways a body arrives:
 *
 * - Cloud Functions has read it already: `req.rawBody` holds the bytes and the stream is spent.
 * - Under a plain `listen()` (the API tests) the request is still a stream, piped into busboy.
 *
 * Failures are HttpErrors with the field error under `my_file`: 400 (no file, wrong field, not an
 * image, unreadable body), 413 (too large). `storeUploadedImage` then stores what passes with its
 * variants, or answers 400 when sharp cannot decode it.
 */
import type { Request } from "express";
import busboy from "busboy";
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES, type MessageCode, type MessageParams } from "@cocoa/contracts";
import { HttpError } from "../../../platform/errors";
import { sniffImage, type ImageKind } from "./image-types";
import { storeImageSet, UndecodableImage, type StoredImageSet } from "./image-variants";


/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadedImage {
  bytes: Buffer;
  kind: ImageKind;
}

/** The params of the upload messages that name a limit or the form field. */
const UPLOAD_PARAMS: Partial<Record<MessageCode, MessageParams>> = {
  "image.tooLarge": { mb: Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)) },
  "image.noFile": { field: IMAGE_UPLOAD_FIELD },
};

const refuse = (status: number, code: MessageCode) => {
  const params = UPLOAD_PARAMS[code];
  return new HttpError(status, code, params, { fields: { [IMAGE_UPLOAD_FIELD]: params ? { code, params } : { code } } });
};

/** The body Cloud Functions read for us, if it did. */
function rawBodyOf(req: Request): Buffer | undefined {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : undefined;
}

/** The file's bytes, at most `maxBytes`; rejects with the HttpErrors above. */
export function readUploadedFile(req: Request, field = IMAGE_UPLOAD_FIELD, maxBytes = IMAGE_UPLOAD_MAX_BYTES): Promise<Buffer> {
  // A declared length far beyond the limit is refused before a byte is parsed.
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    return Promise.reject(refuse(413, "image.tooLarge"));
  }

  return new Promise<Buffer>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 5, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
      });
    } catch {
      // No or malformed multipart boundary.
      reject(refuse(400, "image.unreadable"));
      return;
    }

    const chunks: Buffer[] = [];
    let found = false;
    let truncated = false;
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };

    parser.on("file", (name, stream) => {
      if (name !== field || found) {
        stream.resume(); // not ours: drain and forget
        return;
      }
      found = true;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      // One byte past the limit busboy stops handing over data and drops the rest of the part.
      stream.on("limit", () => {
        truncated = true;
        chunks.length = 0;
      });
    });
    parser.on("error", () => settle(() => reject(refuse(400, "image.unreadable"))));
    parser.on("close", () =>
      settle(() => {
        if (truncated) reject(refuse(413, "image.tooLarge"));
        else if (!found) reject(refuse(400, "image.noFile"));
        else resolve(Buffer.concat(chunks));
      }),
    );

    const raw = rawBodyOf(req);
    if (raw) {
      parser.end(raw);
    } else {
      req.on("aborted", () => settle(() => reject(refuse(400, "image.unreadable"))));
      req.pipe(parser);
    }
  });
}

/** The uploaded image, judged by its magic bytes. */
export async function readUploadedImage(req: Request): Promise<UploadedImage> {
  const bytes = await readUploadedFile(req);
  if (bytes.length === 0) throw refuse(400, "image.empty");
  const kind = sniffImage(bytes);
  if (!kind) throw refuse(400, "image.notAnImage");
  return { bytes, kind };
}

/** Stores the image and its variants (./image-variants.ts); 400 `image.undecodable`, storing nothing, when sharp cannot read it. */
export async function storeUploadedImage(image: UploadedImage): Promise<StoredImageSet> {
  try {
    return await storeImageSet(image);
  } catch (error) {
    if (error instanceof UndecodableImage) throw refuse(400, "image.undecodable");
    throw error;
  }
}
