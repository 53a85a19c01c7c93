import type { AddFeatureImageRequest, AddFeatureImageResponse, DeleteFeatureImageResponse } from "@contracts";
import { apiClient } from "@/shared/api";

/** The banner (feature image) calls (spec 7). The list is the public GET the home carousel uses too. */
export { featureImageKeys, fetchFeatureImagePage } from "@/features/products";

/** Adds an uploaded image (`result.url` of the upload) to the home page carousel. */
export function addFeatureImage(image: string): Promise<AddFeatureImageResponse> {
  const body: AddFeatureImageRequest = { image };
  return apiClient.post<AddFeatureImageResponse>("/common/feature/add", body);
}

export function deleteFeatureImage(featureImageId: string): Promise<DeleteFeatureImageResponse> {
  return apiClient.delete<DeleteFeatureImageResponse>(`/common/feature/delete/${encodeURIComponent(featureImageId)}`);
}
