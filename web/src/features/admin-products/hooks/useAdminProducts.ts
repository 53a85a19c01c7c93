import type { Product, ProductInput } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, fieldErrors, productKeys, usePagedQuery, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { adminProductKeys, addProduct, deleteProduct, editProduct, fetchAdminProducts, fetchEveryAdminProduct } from "../api/adminProductsApi";

/**
 * Every product of the shop, newest first (the server's order), a page at a time (`items`: the pages
 * loaded so far). A failure is shown, with Retry. After any change every loaded page loads again.
 */
export function useAdminProducts() {
  return usePagedQuery<Product>({
    queryKey: adminProductKeys.list(),
    fetchPage: (cursor, signal) => fetchAdminProducts(cursor, signal),
  });
}

/** Every product of the shop (a box's piece choices), read once the owner turns a product into a box; any change reloads it. */
export function useEveryAdminProduct(enabled: boolean) {
  return useQuery({ queryKey: adminProductKeys.every(), queryFn: ({ signal }) => fetchEveryAdminProduct(signal), enabled });
}

/** After any change: the admin grid and every storefront product query (lists, details, search) load again. */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
  }, [queryClient]);
}

export type SaveProductResult = { ok: true; product: Product } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Adds a product (`productId` null) or edits one. The toast is the server's message, else the
 * translated 'Product add successfully' / 'Product updated successfully'; a failure is a destructive
 * toast with the server's words, and its field errors go back to the form.
 */
export function useSaveProduct() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const refresh = useRefreshProducts();
  const mutation = useMutation({
    mutationKey: ["admin", "products", "save"],
    mutationFn: ({ productId, input }: { productId: string | null; input: ProductInput }) =>
      productId ? editProduct(productId, input) : addProduct(input),
    meta: {
      errorToast: errorToast((error, { productId }: { productId: string | null }) => ({
        title: t("admin.productsPage.toasts.errorTitle"),
        description: errorMessage(error, t(productId ? "admin.productsPage.toasts.updateFailed" : "admin.productsPage.toasts.addFailed")),
      })),
    },
  });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (productId: string | null, input: ProductInput): Promise<SaveProductResult> => {
      const action = productId ? "updated" : "added";
      try {
        const response = await mutateAsync({ productId, input });
        toast({ title: serverText(response, t(`admin.productsPage.toasts.${action}`)) });
        return { ok: true, product: response.data };
      } catch (error) {
        return { ok: false, fieldErrors: fieldErrors(error) };
      } finally {
        refresh();
      }
    },
    [mutateAsync, refresh, t, toast],
  );
  return { save, isSaving: mutation.isPending };
}

/** Deletes a product; resolves true when it is gone. Toasts either way. */
export function useDeleteProduct() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const refresh = useRefreshProducts();
  const mutation = useMutation({
    mutationKey: ["admin", "products", "delete"],
    mutationFn: deleteProduct,
    meta: {
      errorToast: errorToast((error) => ({
        title: t("admin.productsPage.toasts.errorTitle"),
        description: errorMessage(error, t("admin.productsPage.toasts.deleteFailed")),
      })),
    },
  });
  const { mutateAsync } = mutation;

  const remove = useCallback(
    async (productId: string): Promise<boolean> => {
      try {
        const response = await mutateAsync(productId);
        toast({ title: serverText(response, t("admin.productsPage.toasts.deleted")) });
        return true;
      } catch {
        return false;
      } finally {
        refresh();
      }
    },
    [mutateAsync, refresh, t, toast],
  );
  return { remove, isDeleting: mutation.isPending };
}
