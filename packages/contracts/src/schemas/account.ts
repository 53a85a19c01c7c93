/**
 * zod schemas of the /api/account requests (the shopper's own profile and privacy). None names a
 * user: the session decides whose account it is. Name and passwords follow registration's rules.
 */
import { z } from "../zod";
import { EMAIL_MAX_LENGTH } from "../auth";
import { BODY_MUST_BE_OBJECT } from "./parts";
import { loginSchema, registerSchema } from "./auth";

/** PUT /api/account/profile: the name the shop calls the shopper by. */
export const updateProfileSchema = z.object({ userName: registerSchema.shape.userName }, { error: BODY_MUST_BE_OBJECT });

/** POST /api/account/email: the address to move to (confirmed from its own inbox) and the current password. */
export const changeEmailSchema = z.object(
  {
    newEmail: registerSchema.shape.email,
    // The current password as typed: only "required" and a bound (what sign-in checks).
    currentPassword: loginSchema.shape.password,
  },
  { error: BODY_MUST_BE_OBJECT },
);

/** POST /api/account/password: the current password and a new one (registration's rules). */
export const changePasswordSchema = z.object(
  {
    currentPassword: loginSchema.shape.password,
    newPassword: registerSchema.shape.password,
  },
  { error: BODY_MUST_BE_OBJECT },
);

/** DELETE /api/account: the account's email address, typed to confirm (compared case-insensitively). */
export const deleteAccountSchema = z.object(
  {
    confirmation: z
      .string({ error: "account.confirmationRequired" })
      .trim()
      .min(1, { error: "account.confirmationRequired" })
      .max(EMAIL_MAX_LENGTH, { error: "account.confirmationMismatch" }),
  },
  { error: BODY_MUST_BE_OBJECT },
);

export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;
export type ChangeEmailRequest = z.input<typeof changeEmailSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;
