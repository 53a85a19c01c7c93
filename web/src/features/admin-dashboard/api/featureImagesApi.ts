import type {
  AddFeatureImageRequest,
  AddFeatureImageResponse,
  DeleteFeatureImageResponse,
  FeatureImageListResponse,
  ReorderFeatureImagesRequest,
  ReorderFeatureImagesResponse,
  UpdateFeatureImageRequest,
  UpdateFeatureImageResponse,
} from "@contracts";
import { FEATURE_IMAGE_LIMIT } from "@contracts";
import { apiClient } from "@/shared/api";

/* The banner (feature image) calls (spec 7); their keys are the carousel's (shared/catalog), so a change refreshes both. */

/** The owner's list: every banner, hidden ones too, in the carousel's order (the storefront's GET skips hidden ones). */
export function fetchAdminFeatureImagePage(cursor: string | undefined, signal?: AbortSignal) {
  return apiClient.get<FeatureImageListResponse>("/common/feature/all", { params: { pageSize: FEATURE_IMAGE_LIMIT, cursor }, signal });
}

/** Adds an uploaded image (`result.url` of the upload) to the home page carousel. */
export function addFeatureImage(image: string): Promise<AddFeatureImageResponse> {
  const body: AddFeatureImageRequest = { image };
  return apiClient.post<AddFeatureImageResponse>("/common/feature/add", body);
}

/** Saves a banner's texts, link and switch (the whole content). */
export function updateFeatureImage({ id, ...content }: UpdateFeatureImageRequest & { id: string }): Promise<UpdateFeatureImageResponse> {
  return apiClient.put<UpdateFeatureImageResponse>(`/common/feature/update/${encodeURIComponent(id)}`, content);
}

/** Puts every banner in the order of `ids`. */
export function reorderFeatureImages(ids: string[]): Promise<ReorderFeatureImagesResponse> {
  const body: ReorderFeatureImagesRequest = { ids };
  return apiClient.put<ReorderFeatureImagesResponse>("/common/feature/reorder", body);
}

export function deleteFeatureImage(featureImageId: string): Promise<DeleteFeatureImageResponse> {
  return apiClient.delete<DeleteFeatureImageResponse>(`/common/feature/delete/${encodeURIComponent(featureImageId)}`);
}
