/**
 * /api/auth: password reset and email verification (./email-actions.ts), used inside authRouter.
 *
 * POST password-reset      {email}             → 200 the same message whether or not the address has an
 *                                                account (a link only to a live one); 400 bad email;
 *                                                429 + Retry-After past the client's or the address's limit
 * POST reset-password      {oobCode,password}  → 200, every session of the account revoked; 400 bad code
 *                                                or a password registration would refuse
 * POST action              {oobCode}           → 200 {data: {mode}} verifyEmail | verifyAndChangeEmail
 *                                                applied; 400 bad code; 409 the new email is taken
 * POST verification-email  (user)              → 200 sent again, or "already confirmed" (no email);
 *                                                429 + Retry-After past the account's limit
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter } from "./endpoint-router";
import { sessionUserOf } from "./session";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { done } from "../../platform/http/route";
import { clientAddress } from "../../platform/http/client-address";
import { applyEmailActionCode, requestPasswordReset, resendVerification, resetPasswordWithCode } from "./email-actions";

export function emailActionsRouter() {
  const { router, route } = endpointRouter("/auth");
  const { auth } = endpoints;

  route(auth.requestPasswordReset, async ({ body }, req) => {
    await requestPasswordReset(body.email, clientAddress(req), requestLanguage(req));
    return done(messageOf(req, "emailAction.resetSent"));
  });

  route(auth.resetPassword, async ({ body }, req) => {
    await resetPasswordWithCode(body.oobCode, body.password);
    return done(messageOf(req, "emailAction.passwordChanged"));
  });

  route(auth.applyEmailAction, async ({ body }, req) => {
    const { mode } = await applyEmailActionCode(body.oobCode);
    const message = messageOf(req, mode === "verifyEmail" ? "emailAction.emailVerified" : "emailAction.emailChanged");
    return { success: true as const, ...message, data: { mode } };
  });

  route(auth.resendVerification, async (_input, req, res) => {
    const outcome = await resendVerification(sessionUserOf(res), requestLanguage(req));
    return done(messageOf(req, outcome === "sent" ? "emailAction.verificationSent" : "emailAction.alreadyVerified"));
  });

  return router;
}
