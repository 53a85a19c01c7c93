import type { DeliverySettings, DeliverySettingsInput } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, fieldErrors, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { deliverySettingsKeys, deliverySettingsQuery, saveDeliverySettings } from "../api/deliverySettingsApi";

/** GET /admin/settings/delivery: the calendar settings as stored (a new shop's defaults until saved). */
export function useDeliverySettings() {
  return useQuery(deliverySettingsQuery());
}

export type DeliverySaveResult = { ok: true; settings: DeliverySettings } | { ok: false; fieldErrors: Record<string, string> };

/**
 * PUT /admin/settings/delivery. Success: the answered settings replace the cached copy and a toast
 * says so (the server's message, else the translated default). Failure: the destructive toast of the
 * mutation's `meta.errorToast`, and the server's field errors go back to the form.
 */
export function useSaveDeliverySettings() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [...deliverySettingsKeys.all, "save"],
    mutationFn: saveDeliverySettings,
    meta: {
      errorToast: errorToast((error) => ({
        title: t("adminDelivery.toasts.errorTitle"),
        description: errorMessage(error, t("adminDelivery.toasts.failure")),
      })),
    },
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (settings: DeliverySettingsInput): Promise<DeliverySaveResult> => {
      try {
        const response = await mutateAsync(settings);
        queryClient.setQueryData<DeliverySettings>(deliverySettingsKeys.all, response.data);
        toast({ title: serverText(response, t("adminDelivery.toasts.success")) });
        return { ok: true, settings: response.data };
      } catch (error) {
        return { ok: false, fieldErrors: fieldErrors(error) };
      }
    },
    [mutateAsync, queryClient, t, toast],
  );
  return { run, isPending: mutation.isPending };
}
