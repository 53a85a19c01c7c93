import { useShopTimeZone } from "@/shared/settings/shopTimeZone";
import { type Promotion, type PromotionInput, type PromotionOrder, type PromotionStatus } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, fieldErrors, isApiError, mapPagedItems, serverText, usePagedQuery, type PagedData } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { addPromotion, editPromotion, promotionKeys, promotionOrdersQuery, promotionProductsQuery, promotionQuery, promotionsQuery, setPromotionStatus } from "../api/promotionsApi";
import { shopNow } from "../lib/promotionView";

/** The promotions, a page at a time; a failure shows with Retry. */
export { useShopTimeZone };

export function usePromotions() {
  const query = usePagedQuery<Promotion>(promotionsQuery());
  return { ...query, promotions: query.items };
}

/** One promotion, fresh from the API. */
export function usePromotion(id: string) {
  return useQuery(promotionQuery(id));
}

/** A promotion's paid orders, a page at a time. */
export function usePromotionOrders(id: string) {
  const query = usePagedQuery<PromotionOrder>(promotionOrdersQuery(id));
  return { ...query, orders: query.items };
}

/** The shop's products (the picker's choices), read once the admin chooses to name products. */
export function usePromotionProducts(enabled: boolean) {
  return useQuery({ ...promotionProductsQuery(), enabled });
}

/** "Now" on the shop's clock (`YYYY-MM-DDTHH:mm`), moving on each minute, for the statuses the dates decide. */
export function useShopNow(): string {
  const timeZone = useShopTimeZone();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return shopNow(timeZone, now);
}

/** Writes the server's answer into every cached list and the details at once, then loads them again. */
function useShowPromotion() {
  const queryClient = useQueryClient();
  return useCallback(
    (promotion: Promotion) => {
      queryClient.setQueriesData<PagedData<Promotion>>({ queryKey: promotionKeys.list() }, (old) => mapPagedItems(old, (item) => (item._id === promotion._id ? promotion : item)));
      queryClient.setQueryData(promotionKeys.detail(promotion._id), promotion);
    },
    [queryClient],
  );
}

export type SavePromotionResult = { ok: true; promotion: Promotion } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Adds a promotion (`id` null) or edits one. The toast is the server's message; a refusal is a
 * destructive toast with the server's words, and its field errors go back to the form. A code another
 * promotion holds (409 `promo.codeTaken`, a conflict rather than a field error) goes to the code field.
 */
export function useSavePromotion() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const show = useShowPromotion();
  const mutation = useMutation({
    mutationKey: ["admin", "promotions", "save"],
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) => (id ? editPromotion(id, input) : addPromotion(input)),
    meta: {
      errorToast: errorToast((error, { id }: { id: string | null }) => ({
        title: t("adminPromotions.toasts.errorTitle"),
        description: errorMessage(error, t(id ? "adminPromotions.toasts.editFailed" : "adminPromotions.toasts.addFailed")),
      })),
    },
  });
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (id: string | null, input: PromotionInput): Promise<SavePromotionResult> => {
      try {
        const response = await mutateAsync({ id, input });
        show(response.data);
        toast({ title: serverText(response, t("adminPromotions.toasts.saved")) });
        return { ok: true, promotion: response.data };
      } catch (error) {
        const errors = fieldErrors(error);
        if (isApiError(error) && error.code === "promo.codeTaken" && !errors.code) errors.code = errorMessage(error, t("adminPromotions.errors.codeTaken"));
        return { ok: false, fieldErrors: errors };
      } finally {
        void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      }
    },
    [mutateAsync, queryClient, show, t, toast],
  );
  return { save, isSaving: mutation.isPending };
}

/** Pauses, resumes or ends a promotion; resolves true when the server took it. */
export function useSetPromotionStatus() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const show = useShowPromotion();
  const mutation = useMutation({
    mutationKey: ["admin", "promotions", "status"],
    mutationFn: ({ id, status }: { id: string; status: PromotionStatus }) => setPromotionStatus(id, status),
    meta: {
      errorToast: errorToast((error) => ({ title: t("adminPromotions.toasts.errorTitle"), description: errorMessage(error, t("adminPromotions.toasts.statusFailed")) })),
    },
  });
  const { mutateAsync } = mutation;
  const setStatus = useCallback(
    async (id: string, status: PromotionStatus): Promise<boolean> => {
      try {
        const response = await mutateAsync({ id, status });
        show(response.data);
        toast({ title: serverText(response, t(`adminPromotions.toasts.${status}`)) });
        return true;
      } catch {
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      }
    },
    [mutateAsync, queryClient, show, t, toast],
  );
  return { setStatus, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
