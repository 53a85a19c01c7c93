import type { UpdateFeatureImageRequest } from "@contracts";
import { FEATURE_IMAGE_LIMIT } from "@contracts";
import { api } from "@/shared/api";

/* The banner (feature image) calls (spec 7); their keys are the carousel's (shared/catalog), so a change refreshes both. */

/** The owner's list: every banner, hidden ones too, in the carousel's order (the storefront's GET skips hidden ones). */
export function fetchAdminFeatureImagePage(cursor: string | undefined, signal?: AbortSignal) {
  return api.banners.listAll({ query: { pageSize: FEATURE_IMAGE_LIMIT, cursor }, signal });
}

/** Adds an uploaded image (`result.url` of the upload) to the home page carousel. */
export function addFeatureImage(image: string) {
  return api.banners.add({ body: { image } });
}

/** Saves a banner's texts, link and switch (the whole content). */
export function updateFeatureImage({ id, ...content }: UpdateFeatureImageRequest & { id: string }) {
  return api.banners.update({ params: { id }, body: content });
}

/** Puts every banner in the order of `ids`. */
export function reorderFeatureImages(ids: string[]) {
  return api.banners.reorder({ body: { ids } });
}

export function deleteFeatureImage(featureImageId: string) {
  return api.banners.remove({ params: { id: featureImageId } });
}
