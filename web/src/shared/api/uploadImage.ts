import { IMAGE_CONTENT_TYPES, IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES, type UploadImageResponse } from "@contracts";
import { ApiError } from "./ApiError";
import { apiClient, type UploadProgress } from "./apiClient";

/** The file input's `accept`: the image types the shop stores. */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(",");
/** The size limit in whole megabytes, for messages. */
export const IMAGE_UPLOAD_MAX_MB = Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024));

export type ImageFileProblem = "type" | "size" | "empty";

/**
 * Why the server would refuse `file`, judged from what the browser says about it: its type must be
 * one the shop stores and its size at most 5 MB. Only a courtesy: the server judges the bytes
 * themselves, so a renamed file still fails there.
 */
export function imageFileProblem(file: Pick<File, "type" | "size">): ImageFileProblem | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size <= 0) return "empty";
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return "size";
  return null;
}

/**
 * POST /admin/products/upload-image (multipart `my_file`) with upload progress; resolves with the
 * stored image's URL (`result.url`), which products and banners then refer to.
 */
export async function uploadImage(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file, file.name);
  const response = await apiClient.upload<UploadImageResponse>("/admin/products/upload-image", form, options);
  const url = response?.result?.url;
  // A success without a URL leaves nothing to save; treat it like any failed upload.
  if (typeof url !== "string" || url === "") throw new ApiError(200, undefined, { body: response });
  return url;
}
