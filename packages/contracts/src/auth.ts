import type { MessageCode } from "./messages";

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the API reports it. `id` is the Firebase Auth uid. */
export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  role: UserRole;
}

export interface RegisterRequest {
  userName: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/auth/login and GET /api/auth/check-auth. */
export interface AuthSuccessResponse {
  success: true;
  code: MessageCode;
  message: string;
  user: SessionUser;
}

/** POST /api/auth/register and POST /api/auth/logout. */
export interface AuthMessageResponse {
  success: true;
  code: MessageCode;
  message: string;
}

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
