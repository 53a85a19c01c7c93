import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api";
import { IMAGE_UPLOAD_MAX_MB, imageFileProblem, uploadImage } from "@/shared/api/uploadImage";

export type ImageUploadStatus = "idle" | "uploading" | "uploaded" | "failed";

export interface ImageUploadState {
  status: ImageUploadStatus;
  /** 0–100 while uploading; null when the browser cannot tell. */
  progress: number | null;
  /** A local preview of the chosen file (an object URL), while uploading and once uploaded. */
  previewUrl: string | null;
  /** The stored image's URL once uploaded: what a product or banner saves. */
  url: string | null;
  /** Why the last file was refused (by the browser's checks or by the server), in the shopper's language. */
  error: string | null;
  fileName: string | null;
}

export interface ImageUploadController extends ImageUploadState {
  isUploading: boolean;
  /** Checks `file` and, when the shop could take it, uploads it at once. Replaces any earlier choice. */
  choose: (file: File) => void;
  /** Forgets the choice, stopping an upload in flight. */
  reset: () => void;
}

const IDLE: ImageUploadState = { status: "idle", progress: null, previewUrl: null, url: null, error: null, fileName: null };

const canPreview = () => typeof URL !== "undefined" && typeof URL.createObjectURL === "function";
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * One image upload (POST /admin/products/upload-image) with a local preview and progress. A file is
 * checked against what the server takes (type, 5 MB) before anything is sent; the server still
 * judges the bytes. A newer choice, `reset` or unmounting aborts the upload in flight, and a late
 * answer of an abandoned upload is ignored. `onFailure` hears server and network failures (e.g. to
 * toast them); the browser's own refusals only show as `error`.
 */
export function useImageUpload(options: { onUploaded?: (url: string) => void; onFailure?: (message: string) => void } = {}): ImageUploadController {
  const { t } = useTranslation();
  const [state, setState] = useState<ImageUploadState>(IDLE);
  const attempt = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  /** Swaps the local preview for `file`'s (or none), freeing the previous object URL. */
  const replacePreview = useCallback((file?: File): string | null => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = file && canPreview() ? URL.createObjectURL(file) : null;
    return preview.current;
  }, []);

  const reset = useCallback(() => {
    attempt.current?.abort();
    attempt.current = null;
    replacePreview();
    setState(IDLE);
  }, [replacePreview]);

  const choose = useCallback(
    (file: File) => {
      attempt.current?.abort();
      attempt.current = null;
      const problem = imageFileProblem(file);
      if (problem) {
        replacePreview();
        const error = t(`admin.imageUpload.problems.${problem}`, { name: file.name, size: megabytes(file.size), max: IMAGE_UPLOAD_MAX_MB });
        setState({ ...IDLE, status: "failed", error, fileName: file.name });
        return;
      }
      const controller = new AbortController();
      attempt.current = controller;
      const current = () => attempt.current === controller;
      setState({ status: "uploading", progress: 0, previewUrl: replacePreview(file), url: null, error: null, fileName: file.name });
      uploadImage(file, {
        signal: controller.signal,
        onProgress: ({ percent }) => {
          if (current()) setState((s) => ({ ...s, progress: percent }));
        },
      }).then(
        (url) => {
          if (!current()) return;
          attempt.current = null;
          setState((s) => ({ ...s, status: "uploaded", progress: 100, url }));
          callbacks.current.onUploaded?.(url);
        },
        (error: unknown) => {
          if (!current()) return;
          attempt.current = null;
          replacePreview();
          const message = errorMessage(error, t("admin.imageUpload.failed"));
          setState((s) => ({ ...s, status: "failed", progress: null, previewUrl: null, error: message }));
          callbacks.current.onFailure?.(message);
        },
      );
    },
    [replacePreview, t],
  );

  useEffect(
    () => () => {
      attempt.current?.abort();
      attempt.current = null;
      if (preview.current) URL.revokeObjectURL(preview.current);
      preview.current = null;
    },
    [],
  );

  return useMemo(() => ({ ...state, isUploading: state.status === "uploading", choose, reset }), [state, choose, reset]);
}
