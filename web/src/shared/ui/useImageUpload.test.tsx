import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeUploadXhr } from "@/shared/api/testing/fakeUploadXhr";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { useImageUpload } from "./useImageUpload";

const png = (name: string) => new File([new Uint8Array(100)], name, { type: "image/png" });

afterEach(() => vi.unstubAllGlobals());

describe("useImageUpload", () => {
  it("a newer choice aborts the upload in flight, whose late answer is ignored", async () => {
    let n = 0;
    fakeApi({ routes: { "POST /api/admin/products/upload-image": () => jsonResponse({ success: true, result: { url: `https://cdn.test/${++n}.png` } }) } });
    const xhr = fakeUploadXhr({ manual: true });
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useImageUpload({ onUploaded }));

    act(() => result.current.choose(png("first.png")));
    expect(result.current).toMatchObject({ status: "uploading", isUploading: true, progress: 0, fileName: "first.png" });
    const first = xhr.last()!;
    act(() => result.current.choose(png("second.png")));
    expect(first.aborted).toBe(true);
    const second = xhr.last()!;
    act(() => second.progress(50, 100));
    expect(result.current.progress).toBe(50);
    await act(() => second.respond());
    await waitFor(() => expect(result.current.status).toBe("uploaded"));
    expect(result.current).toMatchObject({ url: "https://cdn.test/1.png", fileName: "second.png", progress: 100, error: null });
    expect(onUploaded).toHaveBeenCalledOnce();
  });

  it("reset stops the upload and forgets everything; unmounting aborts too", async () => {
    fakeApi();
    const xhr = fakeUploadXhr({ manual: true });
    const { result, unmount } = renderHook(() => useImageUpload());
    act(() => result.current.choose(png("a.png")));
    act(() => result.current.reset());
    expect(xhr.last()!.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: "idle", url: null, previewUrl: null, error: null, isUploading: false });

    act(() => result.current.choose(png("b.png")));
    unmount();
    expect(xhr.last()!.aborted).toBe(true);
  });

  it("reports a network failure through onFailure with the translated default", async () => {
    fakeApi();
    const xhr = fakeUploadXhr({ manual: true });
    const onFailure = vi.fn();
    const { result } = renderHook(() => useImageUpload({ onFailure }));
    act(() => result.current.choose(png("a.png")));
    act(() => xhr.last()!.fail());
    await waitFor(() => expect(result.current.status).toBe("failed"));
    expect(result.current.error).toBe("The image could not be uploaded. Please try again.");
    expect(onFailure).toHaveBeenCalledWith("The image could not be uploaded. Please try again.");
  });
});
