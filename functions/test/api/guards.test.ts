/**
 * requireUser / requireAdmin with real session cookies: a probe app mounts the guards the way
 * later routers will, behind the real auth routes.
 */
import cookieParser from "cookie-parser";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../src/contracts";
import { adminAuth } from "../../src/firebase";
import { errorHandler, notFound } from "../../src/middleware/errors";
import { requireAdmin, requireUser } from "../../src/middleware/session";
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
      expect(answer.body).toEqual({ success: false, message: AUTH_MESSAGES.signInRequired });
    }
  });

  it("let a shopper use user routes and refuse admin routes with 403", async () => {
    const { cookie } = await signIn(app.baseUrl);
    const user = await call(probe.baseUrl, "/api/probe/user", { cookie });
    expect(user.status).toBe(200);
    expect(user.body.data).toMatchObject({ email: shopper.email, role: "user" });
    const admin = await call(probe.baseUrl, "/api/probe/admin", { cookie });
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ success: false, message: AUTH_MESSAGES.adminOnly });
  });

  it("let an admin use admin routes", async () => {
    const { uid } = await adminAuth().getUserByEmail(shopper.email);
    await adminAuth().setCustomUserClaims(uid, { role: "admin" });
    const { cookie } = await signIn(app.baseUrl);
    const answer = await call(probe.baseUrl, "/api/probe/admin", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: uid, role: "admin" });
  });
});
