import { z } from "./zod";
import { codedSuccessMessage, messageOnlySchema } from "./responses/envelope";

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the API reports it. `id` is the Firebase Auth uid. */
export const sessionUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  /** Whether the account's email address is confirmed (a link from the verification email, or Google). Checkout asks for it. */
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login and GET /api/auth/check-auth. */
export const authSuccessResponseSchema = z.object({ success: z.literal(true), ...codedSuccessMessage, user: sessionUserSchema });
export type AuthSuccessResponse = z.infer<typeof authSuccessResponseSchema>;

/**
 * GET /api/auth/check-auth: the user, or `user: null` for a guest. A guest asking who they are gets an
 * answer, not an error (a 401 here was a console error on every page a guest opened).
 */
export const checkAuthResponseSchema = z.union([
  authSuccessResponseSchema,
  z.object({ success: z.literal(true), ...codedSuccessMessage, user: z.null() }),
]);
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

/**
 * GET /api/auth/client-config: what the browser's Firebase SDK needs (the web config is public by design),
 * and the Auth emulator's origin when the shop runs on the emulators (`connectAuthEmulator`).
 */
export const authClientConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  emulatorOrigin: z.string().nullable(),
});
export type AuthClientConfig = z.infer<typeof authClientConfigSchema>;
export const authClientConfigResponseSchema = z.object({ success: z.literal(true), data: authClientConfigSchema });

/** How long after signing in with Firebase an ID token may still become a session (Firebase's guidance: 5 minutes). */
export const SESSION_SIGN_IN_MAX_AGE_S = 5 * 60;

/** POST /api/auth/register and POST /api/auth/logout. */
export const authMessageResponseSchema = messageOnlySchema;
export type AuthMessageResponse = z.infer<typeof authMessageResponseSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const USER_NAME_MIN_LENGTH = 2;
export const USER_NAME_MAX_LENGTH = 40;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The session cookie. Firebase Hosting forwards only a cookie with this exact name to functions.
 * It is HttpOnly, so the SPA never reads it; the name is here for tests and documentation.
 */
export const SESSION_COOKIE_NAME = "__session";
/** How long a session lasts after sign-in (5 days), in milliseconds. */
export const SESSION_DURATION_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * The modes of the shop's one email action link, `/auth/action?mode=<mode>&oobCode=<code>&lang=<en|he>`
 * (functions accounts/email-actions.ts `accountActionLink`; the SPA's action page reads it).
 */
export const EMAIL_ACTION_MODES = ["resetPassword", "verifyEmail", "verifyAndChangeEmail"] as const;
export type EmailActionMode = (typeof EMAIL_ACTION_MODES)[number];

/** POST /api/auth/action: which code was applied (a verified email, or a verified change of email). */
export const applyEmailActionResponseSchema = z.object({
  success: z.literal(true),
  ...codedSuccessMessage,
  data: z.object({ mode: z.enum(["verifyEmail", "verifyAndChangeEmail"]) }),
});
export type ApplyEmailActionResponse = z.infer<typeof applyEmailActionResponseSchema>;
