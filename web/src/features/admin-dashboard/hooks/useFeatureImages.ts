import type { FeatureImage, UpdateFeatureImageRequest } from "@contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, featureImageKeys, fieldErrors, usePagedQuery, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import {
  addFeatureImage,
  deleteFeatureImage,
  fetchAdminFeatureImagePage,
  reorderFeatureImages,
  updateFeatureImage,
} from "../api/featureImagesApi";

/**
 * Every banner (hidden ones too) in the carousel's order. The shop holds at most FEATURE_IMAGE_LIMIT, which is one
 * page; banners stored beyond that some other way come on further pages ("Load more"), so the owner
 * can still see and delete them. A failure is shown, with Retry.
 */
export function useFeatureImages() {
  return usePagedQuery<FeatureImage>({
    queryKey: featureImageKeys.pages(),
    fetchPage: (cursor, signal) => fetchAdminFeatureImagePage(cursor, signal),
  });
}

/**
 * Adding and deleting banners. Each toasts the server's message (else the translated 'Feature image
 * uploaded' / 'Feature image deleted'), or a destructive toast with the server's words, and reloads
 * the banners either way (a 404 means someone else already changed them).
 */
export function useFeatureImageActions() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const failure = (failed: "addFailed" | "deleteFailed" | "saveFailed" | "reorderFailed") => ({
    errorToast: errorToast((error) => ({
      title: t("admin.dashboardPage.toasts.errorTitle"),
      description: errorMessage(error, t(`admin.dashboardPage.toasts.${failed}`)),
    })),
  });
  const add = useMutation({ mutationKey: ["features", "add"], mutationFn: addFeatureImage, meta: failure("addFailed") });
  const remove = useMutation({ mutationKey: ["features", "delete"], mutationFn: deleteFeatureImage, meta: failure("deleteFailed") });
  const save = useMutation({ mutationKey: ["features", "update"], mutationFn: updateFeatureImage, meta: failure("saveFailed") });
  const reorder = useMutation({ mutationKey: ["features", "reorder"], mutationFn: reorderFeatureImages, meta: failure("reorderFailed") });
  const addAsync = add.mutateAsync;
  const removeAsync = remove.mutateAsync;
  const saveAsync = save.mutateAsync;
  const reorderAsync = reorder.mutateAsync;

  const run = useCallback(
    async (
      call: () => Promise<{ message?: string }>,
      done: "added" | "deleted" | "saved" | "reordered",
      onFieldErrors?: (errors: Record<string, string>) => void,
    ): Promise<boolean> => {
      try {
        const response = await call();
        toast({ title: serverText(response, t(`admin.dashboardPage.toasts.${done}`)) });
        return true;
      } catch (error) {
        onFieldErrors?.(fieldErrors(error));
        return false;
      } finally {
        // The dashboard's pages and the home carousel both.
        void queryClient.invalidateQueries({ queryKey: featureImageKeys.all });
      }
    },
    [queryClient, t, toast],
  );

  const addBanner = useCallback((image: string) => run(() => addAsync(image), "added"), [addAsync, run]);
  const deleteBanner = useCallback((id: string) => run(() => removeAsync(id), "deleted"), [removeAsync, run]);
  const saveBanner = useCallback(
    (id: string, content: UpdateFeatureImageRequest, onFieldErrors?: (errors: Record<string, string>) => void) =>
      run(() => saveAsync({ id, ...content }), "saved", onFieldErrors),
    [saveAsync, run],
  );
  const reorderBanners = useCallback((ids: string[]) => run(() => reorderAsync(ids), "reordered"), [reorderAsync, run]);
  return {
    addBanner,
    deleteBanner,
    saveBanner,
    reorderBanners,
    isAdding: add.isPending,
    isDeleting: remove.isPending,
    isSaving: save.isPending,
    isReordering: reorder.isPending,
  };
}
