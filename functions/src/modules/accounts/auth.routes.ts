/**
 * /api/auth: register, login, logout, check-auth.
 *
 * POST register   {userName,email,password} → 201 {success,message}; 400 fields; 409 email taken;
 *                                             429 + Retry-After past the client's registrations
 * POST login      {email,password}          → 200 {success,message,user} + __session cookie; 401;
 *                                             429 + Retry-After past the failed sign-in limits
 * POST logout     (no body)                 → 200 {success,message}, cookie cleared, sessions revoked
 * GET  check-auth                           → 200 {success,message,user} (user null for a guest)
 * POST session    {idToken}                 → 200 {success,message,user} + __session cookie, from a sign-in
 *                                             the browser made with the Firebase SDK in the last 5 minutes;
 *                                             401 stale/invalid token, 403 disabled account, 429 past the limit
 * GET  client-config                        → 200 {success,data} the Firebase web config (and emulator origin)
 */
import type { RequestHandler } from "express";
import { endpoints } from "@cocoa/contracts";
import { clearSessionCookie, loadSession, setSessionCookie } from "./session";
import { endpointRouter } from "./endpoint-router";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { emailActionsRouter } from "./email-actions.routes";
import { done } from "../../platform/http/route";
import { clientAddress } from "../../platform/http/client-address";
import { registerFromClient, sessionFromClient, signInFromClient } from "./account-limits.service";
import { authClientConfig, endSession } from "./auth.service";
import { logger } from "../../platform/logger";

/**
 * Answers about the session must never come from a cache. `private` also matters to Firebase
 * Hosting: it strips `Set-Cookie` from any function response whose Cache-Control lacks `private`.
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
};

export function authRouter() {
  const { router, route } = endpointRouter("/auth");
  const { auth } = endpoints;
  router.use(noStore);

  route(auth.register, async ({ body }, req) => {
    await registerFromClient(body, clientAddress(req), requestLanguage(req));
    return done(messageOf(req, "auth.registered"));
  });

  route(auth.login, async ({ body }, req, res) => {
    const { sessionCookie, user } = await signInFromClient(body, clientAddress(req));
    setSessionCookie(res, sessionCookie);
    return { ...done(messageOf(req, "auth.loggedIn")), user };
  });

  route(auth.session, async ({ body }, req, res) => {
    const { sessionCookie, user } = await sessionFromClient(body.idToken, clientAddress(req));
    setSessionCookie(res, sessionCookie);
    return { ...done(messageOf(req, "auth.loggedIn")), user };
  });

  route(auth.clientConfig, async () => ({ success: true as const, data: authClientConfig() }));

  route(auth.logout, async (_input, req, res) => {
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
    return done(messageOf(req, "auth.loggedOut"));
  });

  // Public: a guest asking is an answer (200, `user: null`), not a refusal by a guard.
  route(auth.checkAuth, async (_input, req, res) => {
    const user = await loadSession(req, res);
    if (!user) return { ...done(messageOf(req, "auth.guest")), user: null };
    return { ...done(messageOf(req, "auth.authenticated")), user };
  });

  // Password reset and email verification (./email-actions.routes.ts).
  router.use(emailActionsRouter());

  return router;
}
