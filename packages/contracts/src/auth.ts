import { z } from "./zod";
import { messageOnlySchema } from "./responses/envelope";

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the API reports it. `id` is the Firebase Auth uid. */
export const sessionUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login and GET /api/auth/check-auth. */
export const authSuccessResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: sessionUserSchema });
export type AuthSuccessResponse = z.infer<typeof authSuccessResponseSchema>;

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

/** Fixed messages of the auth routes, shared so the SPA and the tests can rely on them. */
export const AUTH_MESSAGES = {
  registered: "Registration successful",
  loggedIn: "Logged in successfully",
  loggedOut: "Logged out successfully",
  authenticated: "Authenticated user",
  unauthorised: "Unauthorised user",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists.",
  signInRequired: "Please sign in to continue.",
  adminOnly: "You do not have permission to do this.",
} as const;
