import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, updateProfileSchema, type ChangeEmailRequest, type ChangePasswordRequest, type UpdateProfileRequest } from "@contracts";
import type { TFunction } from "i18next";
import { checkForm, type FieldProblem, type FormCheck } from "@/shared/forms";

/**
 * The profile tab's forms check their drafts with the schemas the server validates the requests
 * with (registration's rules for the name and the new password).
 */

export function checkName(draft: { userName: string }): FormCheck<UpdateProfileRequest> {
  return checkForm(updateProfileSchema, draft);
}

export function checkEmailChange(draft: { newEmail: string; currentPassword: string }): FormCheck<ChangeEmailRequest> {
  return checkForm(changeEmailSchema, draft);
}

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The two passwords by the schema, and the repeated one against the new one (the server never sees it). */
export function checkPasswordChange(draft: PasswordDraft): FormCheck<ChangePasswordRequest> {
  const check = checkForm(changePasswordSchema, { currentPassword: draft.currentPassword, newPassword: draft.newPassword });
  if (draft.confirmPassword === draft.newPassword) return check;
  return { ok: false, problems: { ...check.problems, confirmPassword: { kind: "mismatch" } } };
}

/** Whether `typed` confirms deleting the account of `email`: the schema's rule, then the same address in any case. */
export function confirmsDeletion(typed: string, email: string): boolean {
  const check = checkForm(deleteAccountSchema, { confirmation: typed });
  return check.ok && check.value.confirmation.toLowerCase() === email.trim().toLowerCase();
}

/** A form problem in the tab's own words. */
export function problemText(t: TFunction, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  const known = ["required", "tooShort", "tooLong", "format", "mismatch"];
  return t(`profile.problems.${known.includes(problem.kind) ? problem.kind : "invalid"}`, { min: problem.minimum, max: problem.maximum });
}
