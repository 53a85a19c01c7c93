import type { AccountExport, ChangeEmailRequest, ChangePasswordRequest, DeleteAccountRequest, EmailChangeResponse, ProfileResponse, UpdateProfileRequest } from "@contracts";
import { api } from "@/shared/api";

/** The signed-in shopper's own account (/api/account): the session says whose, so no call names a user. */

export function updateProfile(body: UpdateProfileRequest): Promise<ProfileResponse> {
  return api.account.updateProfile({ body });
}

export function changeEmail(body: ChangeEmailRequest): Promise<EmailChangeResponse> {
  return api.account.changeEmail({ body });
}

export function changePassword(body: ChangePasswordRequest) {
  return api.account.changePassword({ body });
}

export function signOutEverywhere() {
  return api.account.signOutEverywhere();
}

export function fetchAccountExport(): Promise<AccountExport> {
  return api.account.export();
}

export function deleteAccount(body: DeleteAccountRequest) {
  return api.account.remove({ body });
}
