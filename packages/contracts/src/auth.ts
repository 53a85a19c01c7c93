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
