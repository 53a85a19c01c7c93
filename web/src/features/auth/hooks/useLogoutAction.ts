import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { useLogout } from "./useAuthMutations";

/** Logout with its toasts, for the shop's avatar menu and the admin layout's Logout button. */
export function useLogoutAction() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useLogout({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("auth.logout.failure")) })) });
  const logout = async () => {
    try {
      const response = await mutation.mutateAsync();
      toast({ title: serverText(response, t("auth.logout.success")) });
    } catch {
      // The MutationCache has raised the failure toast.
    }
  };
  return { logout, isPending: mutation.isPending };
}
