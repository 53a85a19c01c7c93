/**
 * Registering through the endpoint table, on a real Express app on a local port (no emulators):
 * the mount, the access guard, the schemas' 400 and the entry's status.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "@cocoa/contracts";
import { errorHandler } from "./errors";
import { endpointRouters, ok } from "./route";
import { NO_STORE, SHARED_CACHE, noStoreByDefault } from "./cache-control";

const greeting = endpoint({
  method: "POST",
  path: "/greet/:name",
  access: "user",
  params: z.object({ name: z.string().regex(/^[a-z]+$/, { error: "user.idInvalid" }) }),
  query: z.object({ loud: z.enum(["yes", "no"]).optional() }),
  body: z.object({ greeting: z.string().trim().min(1, { error: "field.city.required" }) }),
  response: z.object({ success: z.literal(true), message: z.string().optional(), data: z.string() }),
  status: 201,
});

/** Lets a request through only with `x-user: yes`. */
const requireUser: RequestHandler = (req, res, next) => {
  if (req.get("x-user") === "yes") next();
  else res.status(401).json({ success: false, message: "Please sign in to continue." });
};

let server: Server;
let base: string;

beforeAll(async () => {
  const { router, route } = endpointRouters({ user: requireUser, admin: requireUser })("/greet");
  route(greeting, async ({ params, query, body }) => {
    const text = `${body.greeting}, ${params.name}`;
    return ok(query.loud === "yes" ? text.toUpperCase() : text);
  });
  const app = express();
  app.use(express.json());
  app.use("/api/greet", router);
  app.use(errorHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(path: string, body: unknown, user = true) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(user ? { "x-user": "yes" } : {}) },
    body: JSON.stringify(body),
  });
}

describe("route", () => {
  it("hands the handler the parsed params, query and body, and answers with the entry's status", async () => {
    const response = await post("/greet/dana?loud=yes", { greeting: "  hello " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, data: "HELLO, DANA" });
  });

  it("applies the access guard before anything is parsed", async () => {
    const response = await post("/greet/DANA", {}, false);
    expect(response.status).toBe(401);
  });

  it("answers 400 with field messages when the params, query or body do not fit", async () => {
    const response = await post("/greet/DANA", { greeting: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errors: { name: "That is not a valid user id." } });
    const body = await (await post("/greet/dana", { greeting: " " })).json();
    expect(body).toMatchObject({ success: false, errors: { greeting: "City is required." } });
  });

  it("refuses an entry whose path does not lie under the router's mount", () => {
    const { route } = endpointRouters({ user: requireUser, admin: requireUser })("/gre");
    expect(() => route(greeting, async () => ok("never"))).toThrow(/mount/);
  });
});

describe("route with a shared cache lifetime", () => {
  const menu = endpoint({
    method: "GET",
    path: "/menu/:name",
    access: "public",
    params: z.object({ name: z.string().regex(/^[a-z]+$/, { error: "user.idInvalid" }) }),
    response: z.object({ success: z.literal(true), data: z.string() }),
  });

  it("shares the success answers of a public read and keeps its errors private", async () => {
    const { router, route } = endpointRouters({ user: requireUser, admin: requireUser })("/menu");
    route(menu, async ({ params }) => ok(params.name), { cache: SHARED_CACHE.catalog });
    const app = express();
    app.use(noStoreByDefault);
    app.use("/api/menu", router);
    app.use(errorHandler);
    const menuServer = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => menuServer.once("listening", resolve));
    try {
      const menuBase = `http://127.0.0.1:${(menuServer.address() as AddressInfo).port}/api/menu`;
      expect((await fetch(`${menuBase}/truffles`)).headers.get("cache-control")).toBe(SHARED_CACHE.catalog);
      const refused = await fetch(`${menuBase}/TRUFFLES`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get("cache-control")).toBe(NO_STORE);
    } finally {
      await new Promise<void>((resolve) => menuServer.close(() => resolve()));
    }
  });

  it("refuses a shared lifetime on anything but a public read", () => {
    const { route } = endpointRouters({ user: requireUser, admin: requireUser })("/greet");
    expect(() => route(greeting, async () => ok("never"), { cache: SHARED_CACHE.catalog })).toThrow(/public read/);
  });
});
