import { accountExportFileName, type ChangeEmailRequest, type ChangePasswordRequest, type UpdateProfileRequest } from "@contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage, errorToast } from "@/shared/api";
import { GUEST_SESSION, refreshUserScopedQueries, sessionFor, setSession } from "@/shared/session";
import { changeEmail, changePassword, deleteAccount, fetchAccountExport, signOutEverywhere, updateProfile } from "../api/accountApi";

/** A failed call's toast: the server's words, else the tab's. */
const failure = (fallback: string) => errorToast((error) => ({ title: errorMessage(error, fallback) }));

/** PUT /api/account/profile: the session takes the new name at once (the header shows it). */
export function useUpdateProfile() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "profile"],
    mutationFn: (body: UpdateProfileRequest) => updateProfile(body),
    meta: { errorToast: failure(t("profile.name.failure")) },
    onSuccess: (response) => setSession(queryClient, sessionFor(response.user)),
  });
}

/** POST /api/account/email: a link goes to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ["account", "email"],
    mutationFn: (body: ChangeEmailRequest) => changeEmail(body),
    meta: { errorToast: failure(t("profile.email.failure")) },
  });
}

/** POST /api/account/password: this browser gets a fresh cookie (the server sets it); the others are signed out. */
export function useChangePassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ["account", "password"],
    mutationFn: (body: ChangePasswordRequest) => changePassword(body),
    meta: { errorToast: failure(t("profile.password.failure")) },
  });
}

/**
 * After signing out everywhere or deleting the account: to the home page, then a guest with nothing
 * of the old user cached, then `afterwards` (the toast). In that order because the account page's
 * guard would send a guest to the sign-in page, and a navigation is a transition that renders after
 * a session change: the session ends when the component that asked unmounts, i.e. once the account
 * page has made way for home.
 */
export function useLeaveAsGuest() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onUnmount = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      onUnmount.current?.();
      onUnmount.current = null;
    },
    [],
  );
  return (afterwards: () => void) => {
    onUnmount.current = () => {
      setSession(queryClient, GUEST_SESSION);
      void refreshUserScopedQueries(queryClient);
      afterwards();
    };
    void navigate(paths.shop.home, { replace: true });
  };
}

export function useSignOutEverywhere() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ["account", "signOutEverywhere"],
    mutationFn: () => signOutEverywhere(),
    meta: { errorToast: failure(t("profile.devices.failure")) },
  });
}

export function useDeleteAccount() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ["account", "delete"],
    mutationFn: (confirmation: string) => deleteAccount({ confirmation }),
    meta: { errorToast: failure(t("profile.delete.failure")) },
  });
}

/** Saves `text` as a file named `name` through a temporary link (the browser's own download). */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET /api/account/export, saved as `cocoa-atelier-data-<date>.json`. */
export function useDownloadAccountData() {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ["account", "export"],
    mutationFn: async () => {
      const data = await fetchAccountExport();
      saveFile(`${JSON.stringify(data, null, 2)}\n`, accountExportFileName(data.exportedAt.slice(0, 10)));
      return data;
    },
    meta: { errorToast: failure(t("profile.data.failure")) },
  });
}
