/**
 * /api/account: the signed-in shopper's own account (the "Profile and privacy" tab). Every route
 * needs a session (401 without); the session says whose account it is, and nothing in a request
 * names a user (a `userId` sent along is ignored).
 *
 * PUT    profile              {userName}                     → {user}: the name, at once
 * POST   email                {newEmail, currentPassword}    → {pendingEmail}: a link went to the new address;
 *                                                              400 same address / wrong password / no password
 *                                                              (Google only); 409 address taken; 429 limits
 * POST   password             {currentPassword, newPassword} → this browser's new cookie, every other device
 *                                                              signed out; 400 wrong password; 429 sign-in limits
 * POST   sign-out-everywhere                                 → every session revoked, this cookie cleared
 * GET    export                                              → the shopper's data as a JSON download
 * DELETE /                    {confirmation}                 → the account deleted, cookie cleared; 400 a
 *                                                              confirmation that is not the account's email;
 *                                                              409 an order awaiting payment / the last admin
 */
import { accountExportFileName, endpoints } from "@cocoa/contracts";
import { clearSessionCookie, sessionUserOf, setSessionCookie } from "./session";
import { endpointRouter } from "./endpoint-router";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { done } from "../../platform/http/route";
import { clientAddress } from "../../platform/http/client-address";
import { requestEmailChange, updateProfile } from "./profile.service";
import { changePassword, deleteAccount, exportAccount } from "./privacy.service";
import { revokeSessionsUntilNow } from "./auth.service";

export function accountRouter() {
  const { router, route } = endpointRouter("/account");
  const { account } = endpoints;

  route(account.updateProfile, async ({ body }, req, res) => {
    const user = await updateProfile(sessionUserOf(res), body.userName);
    res.locals.sessionUser = user;
    return { ...done(messageOf(req, "account.profileSaved")), user };
  });

  route(account.changeEmail, async ({ body }, req, res) => {
    const { pendingEmail } = await requestEmailChange(sessionUserOf(res), body, clientAddress(req), requestLanguage(req));
    return { ...done(messageOf(req, "account.emailLinkSent", { email: pendingEmail })), pendingEmail };
  });

  route(account.changePassword, async ({ body }, req, res) => {
    const { sessionCookie } = await changePassword(sessionUserOf(res), body, clientAddress(req));
    setSessionCookie(res, sessionCookie);
    return done(messageOf(req, "account.passwordChanged"));
  });

  route(account.signOutEverywhere, async (_input, req, res) => {
    await revokeSessionsUntilNow(sessionUserOf(res).id);
    clearSessionCookie(res);
    return done(messageOf(req, "account.signedOutEverywhere"));
  });

  route(account.export, async (_input, _req, res) => {
    const data = await exportAccount(sessionUserOf(res));
    res.set("Content-Disposition", `attachment; filename="${accountExportFileName(data.exportedAt.slice(0, 10))}"`);
    return data;
  });

  route(account.remove, async ({ body }, req, res) => {
    await deleteAccount(sessionUserOf(res), body.confirmation);
    clearSessionCookie(res);
    return done(messageOf(req, "account.deleted"));
  });

  return router;
}
