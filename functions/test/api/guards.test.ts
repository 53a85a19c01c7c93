/**
 * requireUser / requireAdmin with real session cookies: a probe app mounts the guards the way
 * later routers will, behind the real auth routes.
 */
import cookieParser from "cookie-parser";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderMessage } from "@cocoa/contracts";
import { adminAuth, db } from "../../src/platform/firebase";
import { changeRole } from "../../src/modules/accounts/auth.service";
import { errorHandler, notFound } from "../../src/platform/http/errors";
import { requireAdmin, requireUser } from "../../src/modules/accounts";
import { call, listen, register, resetEmulators, shopper, signIn, startApi, type RunningApi } from "./helpers";

let app: RunningApi;
let probe: RunningApi;

beforeAll(async () => {
  app = await startApi();
  const probeApp = express();
  probeApp.use(cookieParser());
  probeApp.get("/api/probe/user", requireUser, (_req, res) => {
    res.json({ success: true, data: res.locals.sessionUser });
  });
  probeApp.get("/api/probe/admin", requireAdmin, (_req, res) => {
    res.json({ success: true, data: res.locals.sessionUser });
  });
  probeApp.use(notFound);
  probeApp.use(errorHandler);
  probe = await listen(probeApp);
});
afterAll(async () => {
  await app.close();
  await probe.close();
});
beforeEach(async () => {
  await resetEmulators();
  expect((await register(app.baseUrl)).status).toBe(201);
});

describe("guards", () => {
  it("refuse a visitor without a session with 401", async () => {
    for (const path of ["/api/probe/user", "/api/probe/admin"]) {
      const answer = await call(probe.baseUrl, path);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: "auth.signInRequired", message: renderMessage("auth.signInRequired") });
    }
  });

  it("let a shopper use user routes and refuse admin routes with 403", async () => {
    const { cookie } = await signIn(app.baseUrl);
    const user = await call(probe.baseUrl, "/api/probe/user", { cookie });
    expect(user.status).toBe(200);
    expect(user.body.data).toMatchObject({ email: shopper.email, role: "user" });
    const admin = await call(probe.baseUrl, "/api/probe/admin", { cookie });
    expect(admin.status).toBe(403);
    expect(admin.body).toMatchObject({ success: false, code: "auth.adminOnly", message: renderMessage("auth.adminOnly") });
  });

  it("let an admin use admin routes", async () => {
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await changeRole(uid, "admin");
    const { cookie } = await signIn(app.baseUrl);
    const answer = await call(probe.baseUrl, "/api/probe/admin", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: uid, role: "admin" });
  });
});

describe("a role that changes", () => {
  async function signedInAdmin() {
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await changeRole(uid, "admin");
    const { cookie } = await signIn(app.baseUrl);
    expect((await call(probe.baseUrl, "/api/probe/admin", { cookie })).status).toBe(200);
    return { uid, cookie };
  }

  it("takes admin rights away at once when the user document says so, though the cookie still claims them", async () => {
    const { uid, cookie } = await signedInAdmin();
    await db().collection("users").doc(uid).update({ role: "user" });
    const answer = await call(probe.baseUrl, "/api/probe/admin", { cookie });
    expect(answer.status).toBe(403);
    expect((await call(app.baseUrl, "/api/admin/orders/get", { cookie })).status).toBe(403);
    expect((await call(app.baseUrl, "/api/auth/check-auth", { cookie })).body.user).toMatchObject({ role: "user" });
  });

  it("does not make an admin of a user whose document alone says admin", async () => {
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await db().collection("users").doc(uid).update({ role: "admin" });
    const { cookie } = await signIn(app.baseUrl);
    expect((await call(probe.baseUrl, "/api/probe/admin", { cookie })).status).toBe(403);
  });

  it("ends every session of a demoted admin: the old cookie no longer signs anyone in", async () => {
    const { uid, cookie } = await signedInAdmin();
    // Revocation counts whole seconds after the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await changeRole(uid, "user");
    expect((await call(probe.baseUrl, "/api/probe/admin", { cookie })).status).toBe(401);
    expect((await call(probe.baseUrl, "/api/probe/user", { cookie })).status).toBe(401);
    const again = await signIn(app.baseUrl);
    expect((await call(probe.baseUrl, "/api/probe/user", { cookie: again.cookie })).body.data).toMatchObject({ role: "user" });
  });
});
