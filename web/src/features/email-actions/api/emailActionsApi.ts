import type { ApplyEmailActionResponse, PasswordResetRequest, ResetPasswordRequest } from "@contracts";
import { api } from "@/shared/api";

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest) {
  return api.auth.requestPasswordReset({ body });
}

/** POST /api/auth/reset-password: the new password with the emailed code. */
export function resetPassword(body: ResetPasswordRequest) {
  return api.auth.resetPassword({ body });
}

/** POST /api/auth/verification-email: the signed-in shopper's confirmation link again. */
export function resendVerification() {
  return api.auth.resendVerification();
}

/**
 * POST /api/auth/action, once per code for the page's life: a code works once, so the second run of
 * an effect (React's StrictMode, a remount) must get the first call's answer, not a "used" refusal.
 */
const applied = new Map<string, Promise<ApplyEmailActionResponse>>();

export function applyEmailActionOnce(oobCode: string): Promise<ApplyEmailActionResponse> {
  let call = applied.get(oobCode);
  if (!call) {
    call = api.auth.applyEmailAction({ body: { oobCode } });
    applied.set(oobCode, call);
  }
  return call;
}
