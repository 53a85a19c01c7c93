import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from "@contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { ApiError, errorMessage, fieldErrors } from "./ApiError";
import { apiClient } from "./apiClient";
import { fakeUploadXhr } from "./testing/fakeUploadXhr";
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from "./uploadImage";

const UPLOAD = "POST /api/admin/products/upload-image";
const png = (bytes = 1000, name = "truffle.png") => new File([new Uint8Array(bytes)], name, { type: "image/png" });

afterEach(() => vi.unstubAllGlobals());

describe("imageFileProblem", () => {
  it("accepts the shop's image types up to 5 MB", () => {
    expect(IMAGE_ACCEPT).toBe("image/jpeg,image/png,image/webp,image/gif");
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) expect(imageFileProblem({ type, size: 10 })).toBeNull();
    expect(imageFileProblem({ type: "image/png", size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
  });

  it("refuses other types, empty files and anything over 5 MB", () => {
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 })).toBe("type");
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toBe("type");
    expect(imageFileProblem({ type: "", size: 10 })).toBe("type");
    expect(imageFileProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(imageFileProblem({ type: "image/jpeg", size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe("size");
  });
});

describe("apiClient.upload / uploadImage", () => {
  it("sends the file as multipart my_file with the cookie and language, reports progress and resolves with result.url", async () => {
    let sent: FormData | undefined;
    fakeApi({
      routes: {
        [UPLOAD]: ({ body }) => {
          sent = body as FormData;
          return jsonResponse({ success: true, result: { url: "https://cdn.test/truffle.png" } });
        },
      },
    });
    const xhr = fakeUploadXhr({ manual: true });
    const progress: Array<number | null> = [];
    const file = png(400);
    const done = uploadImage(file, { onProgress: (p) => progress.push(p.percent) });
    const request = xhr.last()!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/admin/products/upload-image");
    expect(request.withCredentials).toBe(true);
    expect(request.headers).toMatchObject({ Accept: "application/json", "Accept-Language": expect.any(String) });
    expect(request.headers["Content-Type"]).toBeUndefined();
    request.progress(100, 400);
    request.progress(400, 400);
    await request.respond();
    await expect(done).resolves.toBe("https://cdn.test/truffle.png");
    expect(progress).toEqual([25, 100]);
    expect(sent?.get(IMAGE_UPLOAD_FIELD)).toBeInstanceOf(File);
    expect((sent?.get(IMAGE_UPLOAD_FIELD) as File).name).toBe("truffle.png");
  });

  it("fails with the same ApiError as every other call: status, server message, field errors", async () => {
    fakeApi({ routes: { [UPLOAD]: () => jsonResponse({ success: false, message: "Only JPEG, PNG, WebP or GIF images.", errors: { my_file: "Not an image" } }, 400) } });
    fakeUploadXhr();
    const error = await uploadImage(png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, serverMessage: "Only JPEG, PNG, WebP or GIF images." });
    expect(errorMessage(error, "fallback")).toBe("Only JPEG, PNG, WebP or GIF images.");
    expect(fieldErrors(error)).toEqual({ my_file: "Not an image" });
  });

  it("treats a 2xx with success: false, or without a URL, as a failure", async () => {
    fakeApi({ routes: { [UPLOAD]: () => jsonResponse({ success: false, message: "Nope" }) } });
    fakeUploadXhr();
    await expect(uploadImage(png())).rejects.toMatchObject({ status: 200, serverMessage: "Nope" });
    fakeApi({ routes: { [UPLOAD]: () => jsonResponse({ success: true, result: {} }) } });
    await expect(uploadImage(png())).rejects.toBeInstanceOf(ApiError);
  });

  it("has no server message for a non-JSON error page", async () => {
    fakeApi({ routes: { [UPLOAD]: () => new Response("<html>Payload too large</html>", { status: 413 }) } });
    fakeUploadXhr();
    const error = await uploadImage(png()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, serverMessage: undefined });
  });

  it("reports a network failure and an abort as status 0", async () => {
    fakeApi();
    const xhr = fakeUploadXhr({ manual: true });
    const failed = apiClient.upload("/admin/products/upload-image", new FormData());
    xhr.last()!.fail();
    await expect(failed).rejects.toMatchObject({ status: 0, isNetworkError: true });

    const controller = new AbortController();
    const aborted = uploadImage(png(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ status: 0 });
    expect(xhr.last()!.aborted).toBe(true);
  });

  it("refuses paths that repeat the /api base, like every other call", async () => {
    await expect(apiClient.upload("/api/admin/products/upload-image", new FormData())).rejects.toThrow(/relative/);
  });
});
