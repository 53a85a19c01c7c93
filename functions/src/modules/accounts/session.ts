/**
 * Sessions over HTTP (an accounts concern: other modules take the guards from accounts' index): the `__session` cookie, reading it once per request, and the guards.
 *
 * `readSession` puts the signed-in user (or `null`) on `res.locals.sessionUser`; routes read it
 * from there and never trust a user id sent in the request. `requireUser` / `requireAdmin` read
 * the session themselves when `readSession` has not run yet, so they work on any router.
 */
import type { CookieOptions, NextFunction, Request, RequestHandler, Response } from "express";
import { HttpError } from "../../platform/errors";
import { SESSION_COOKIE_NAME, SESSION_DURATION_MS, type MessageCode, type SessionUser } from "@cocoa/contracts";
import { shopConfig } from "../../platform/config";
import { verifySession } from "./auth.service";
import { failureOf } from "../../platform/http/localize";

declare global {
  // Express merges this interface into `res.locals`.
  // eslint-disable-next-line @typescript-eslint/no-namespace -- declaration merging into Express needs its namespace
  namespace Express {
    interface Locals {
      /** Set by `readSession`: the signed-in user, or `null`; `undefined` until it has run. */
      sessionUser?: SessionUser | null;
      /** Sign-in time of the session (seconds since the epoch), when there is one. */
      sessionAuthTime?: number;
    }
  }
}

/**
 * Options of the `__session` cookie: HttpOnly, SameSite=Lax, whole site, 5 days, and `Secure`
 * everywhere but the emulators, which serve plain http on 127.0.0.1.
 */
export function sessionCookieOptions(): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: !shopConfig().emulated,
    maxAge: SESSION_DURATION_MS,
  };
}

export function setSessionCookie(res: Response, value: string): void {
  res.cookie(SESSION_COOKIE_NAME, value, sessionCookieOptions());
}

export function clearSessionCookie(res: Response): void {
  const { maxAge: _ignored, ...options } = sessionCookieOptions();
  res.clearCookie(SESSION_COOKIE_NAME, options);
}

export function sessionCookieOf(req: Request): string | undefined {
  const cookies: unknown = req.cookies;
  if (typeof cookies !== "object" || cookies === null) return undefined;
  const value = (cookies as Record<string, unknown>)[SESSION_COOKIE_NAME];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** Reads and verifies the session once per request; later calls reuse the answer. */
export async function loadSession(req: Request, res: Response): Promise<SessionUser | null> {
  if (res.locals.sessionUser !== undefined) return res.locals.sessionUser;
  const cookie = sessionCookieOf(req);
  const session = await verifySession(cookie);
  res.locals.sessionUser = session?.user ?? null;
  res.locals.sessionAuthTime = session?.authTime;
  return res.locals.sessionUser;
}

export const readSession: RequestHandler = async (req, res, next) => {
  await loadSession(req, res);
  next();
};

function fail(req: Request, res: Response, status: number, code: MessageCode): void {
  res.status(status).json(failureOf(req, code));
}

/** 401 without a valid session. */
export const requireUser: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
  const user = await loadSession(req, res);
  if (!user) return fail(req, res, 401, "auth.signInRequired");
  next();
};

/** 401 without a valid session, 403 for a signed-in user who is not an admin. */
export const requireAdmin: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
  const user = await loadSession(req, res);
  if (!user) return fail(req, res, 401, "auth.signInRequired");
  if (user.role !== "admin") return fail(req, res, 403, "auth.adminOnly");
  next();
};

/** The session user (after `requireUser`). */
export function sessionUserOf(res: Response): SessionUser {
  const user = res.locals.sessionUser;
  if (!user) throw new Error("requireUser let a request without a session through");
  return user;
}

/**
 * The session user, when the `userId` a request names is theirs; otherwise 403 with `refusal`.
 * The session decides who the user is: a `userId` in a URL or body is only ever checked against it.
 */
export function sessionUserNamed(res: Response, userId: string, refusal: MessageCode): SessionUser {
  const user = sessionUserOf(res);
  if (user.id !== userId) throw new HttpError(403, refusal);
  return user;
}
