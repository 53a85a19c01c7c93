/**
 * /api/auth: register, login, logout, check-auth.
 *
 * POST register   {userName,email,password} → 201 {success,message}; 400 fields; 409 email taken;
 *                                             429 + Retry-After past the client's registrations
 * POST login      {email,password}          → 200 {success,message,user} + __session cookie; 401;
 *                                             429 + Retry-After past the failed sign-in limits
 * POST logout     (no body)                 → 200 {success,message}, cookie cleared, sessions revoked
 * GET  check-auth                           → 200 {success,message,user} | 401 {success:false,message}
 */
import { Router, type RequestHandler } from "express";
import {
  type AuthMessageResponse,
  type AuthSuccessResponse,
} from "@cocoa/contracts";
import { clearSessionCookie, loadSession, readSession, setSessionCookie } from "./session";
import { validateBody } from "../../platform/http/validate";
import { clientAddress } from "../../platform/http/client-address";
import { registerFromClient, signInFromClient } from "./account-limits.service";
import { endSession } from "./auth.service";
import { loginSchema, registerSchema, type LoginInput, type RegisterInput } from "@cocoa/contracts";
import { logger } from "../../platform/logger";
import { messageOf, failureOf } from "../../platform/http/localize";

/**
 * Answers about the session must never come from a cache. `private` also matters to Firebase
 * Hosting: it strips `Set-Cookie` from any function response whose Cache-Control lacks `private`.
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
};

export function authRouter(): Router {
  const router = Router();
  router.use(noStore);

  router.post("/register", validateBody(registerSchema), async (req, res) => {
    await registerFromClient(req.body as RegisterInput, clientAddress(req));
    const body: AuthMessageResponse = { success: true, ...messageOf(req, "auth.registered") };
    res.status(201).json(body);
  });

  router.post("/login", validateBody(loginSchema), async (req, res) => {
    const { sessionCookie, user } = await signInFromClient(req.body as LoginInput, clientAddress(req));
    setSessionCookie(res, sessionCookie);
    const body: AuthSuccessResponse = { success: true, ...messageOf(req, "auth.loggedIn"), user };
    res.json(body);
  });

  router.post("/logout", async (req, res) => {
    clearSessionCookie(res);
    // Signing out always succeeds for the browser: the cookie is cleared even when Auth cannot be
    // reached to verify or revoke the session.
    try {
      const user = await loadSession(req, res);
      const authTime = res.locals.sessionAuthTime;
      if (user && authTime !== undefined) await endSession({ user, authTime });
    } catch (error) {
      logger.error("Logout: could not verify or revoke the session", { error });
    }
    const body: AuthMessageResponse = { success: true, ...messageOf(req, "auth.loggedOut") };
    res.json(body);
  });

  router.get("/check-auth", readSession, (req, res) => {
    const user = res.locals.sessionUser;
    if (!user) {
      res.status(401).json(failureOf(req, "auth.unauthorised"));
      return;
    }
    const body: AuthSuccessResponse = { success: true, ...messageOf(req, "auth.authenticated"), user };
    res.json(body);
  });

  return router;
}
