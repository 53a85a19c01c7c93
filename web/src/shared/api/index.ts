export { apiClient, API_BASE, buildUrl } from "./apiClient";
export type { RequestOptions, UploadOptions, UploadProgress } from "./apiClient";
export { ApiError, isApiError, errorMessage, fieldErrors } from "./ApiError";
export { mapPagedItems, usePagedQuery } from "./paging";
export type { PagedData } from "./paging";
export { endGuestPreview, GUEST_PREVIEW_PARAM, GUEST_PREVIEW_VALUE, isGuestPreview, startGuestPreviewFromUrl } from "./guestPreview";
export { cartKeys, featureImageKeys, productKeys } from "./queryKeys";
export { errorToast, raiseErrorToast } from "./mutationErrors";
export type { ErrorToast, ErrorToastMeta } from "./mutationErrors";
