import type { ProductionAgenda, ProductionDay, ProductionDayInput } from "@contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { productionAgendaQuery, productionKeys, updateProductionDay } from "../api/productionApi";

/** The agenda of `days` days from `from` (today when undefined); the previous range stays while the next loads. */
export function useProductionAgenda(from: string | undefined, days: number) {
  return useQuery({ ...productionAgendaQuery(from, days), placeholderData: keepPreviousData });
}

/**
 * Saves the owner's change to a day. The answer replaces the day in every cached agenda at once (then
 * they are loaded again); the server's message is the toast, a refusal a destructive one.
 */
export function useUpdateProductionDay() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ["admin", "production", "day"],
    mutationFn: ({ date, body }: { date: string; body: ProductionDayInput }) => updateProductionDay(date, body),
    meta: {
      errorToast: errorToast((error) => ({ title: t("adminProduction.errorTitle"), description: errorMessage(error, t("adminProduction.saveFailed")) })),
    },
  });
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (date: string, body: ProductionDayInput): Promise<ProductionDay | undefined> => {
      try {
        const response = await mutateAsync({ date, body });
        const day = response.data;
        queryClient.setQueriesData<ProductionAgenda>({ queryKey: productionKeys.all }, (old) =>
          old ? { ...old, days: old.days.map((entry) => (entry.date === date ? day : entry)) } : old,
        );
        toast({ title: serverText(response, t("adminProduction.saved")) });
        return day;
      } catch {
        return undefined;
      } finally {
        void queryClient.invalidateQueries({ queryKey: productionKeys.all });
        // The dashboard's overview counts today's handovers.
        void queryClient.invalidateQueries({ queryKey: ["admin", "overview"] });
      }
    },
    [mutateAsync, queryClient, t, toast],
  );
  return { save, isPending: mutation.isPending };
}
