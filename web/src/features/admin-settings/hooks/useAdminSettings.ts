import type { AdminSettingsResponse, ShopSettings } from "@contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { SHOP_SETTINGS_QUERY_KEY } from "@/shared/settings";
import { errorMessage, errorToast, fieldErrors, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { adminSettingsKeys, adminSettingsQuery } from "../api/adminSettingsApi";

/** GET /admin/settings/get: the settings as stored. */
export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}

/** Every settings save, each with its own toasts (spec 8). */
export type SettingsAction =
  | "general"
  | "homepage"
  | "categoriesUpdate"
  | "brandsUpdate"
  | "categoryAdd"
  | "brandAdd"
  | "categoryDelete"
  | "brandDelete"
  | "carriers"
  | "giftWrap"
  | "giftCards";

export type SettingsSaveResult = { ok: true; settings: ShopSettings } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Runs one settings call. Success: the answered settings replace both the admin's copy and the
 * public settings the storefront reads (`useShopSettings`), so the shop shows the change at once,
 * and the toast says so (the server's message, else the translated default). Failure: a destructive
 * toast titled "Error" with the server's message, else the action's own text; the server's field
 * errors go back to the form.
 */
export function useSettingsAction<A>(action: SettingsAction, call: (args: A) => Promise<AdminSettingsResponse>) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ["settings", "admin", action],
    mutationFn: call,
    meta: {
      errorToast: errorToast((error) => ({
        title: t("admin.settingsPage.toasts.errorTitle"),
        description: errorMessage(error, t(`admin.settingsPage.toasts.failure.${action}`)),
      })),
    },
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (args: A): Promise<SettingsSaveResult> => {
      try {
        const response = await mutateAsync(args);
        queryClient.setQueryData<ShopSettings>(adminSettingsKeys.all, response.data);
        queryClient.setQueryData<ShopSettings>(SHOP_SETTINGS_QUERY_KEY, response.data);
        toast({ title: serverText(response, t(`admin.settingsPage.toasts.success.${action}`)) });
        return { ok: true, settings: response.data };
      } catch (error) {
        return { ok: false, fieldErrors: fieldErrors(error) };
      }
    },
    [action, mutateAsync, queryClient, t, toast],
  );
  return { run, isPending: mutation.isPending };
}
