/**
 * The app-wide middleware through a real Express app on a local port (no emulators): the JSON-only
 * body rule, the body parser's errors and the JSON error handler.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderMessage } from "@cocoa/contracts";
import { HttpError } from "../errors";
import { logger } from "../logger";
import { requireJsonBody } from "./content-type";
import { errorHandler, notFound } from "./errors";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(requireJsonBody({ multipartPaths: ["/upload"] }));
  app.use(express.json({ limit: "1kb", type: "application/json" }));
  app.post("/echo", (req, res) => {
    res.json({ success: true, data: req.body ?? null });
  });
  app.delete("/thing", (_req, res) => {
    res.json({ success: true });
  });
  app.post("/upload", (_req, res) => {
    res.json({ success: true });
  });
  app.get("/teapot", () => {
    throw new HttpError(418, "request.validation", undefined, { fields: { pot: { code: "field.name.tooLong", params: { max: 3 } } } });
  });
  app.get("/boom", () => {
    throw new Error("secret internals");
  });
  app.get("/async-boom", async () => {
    await Promise.resolve();
    throw new Error("async internals");
  });
  app.use(notFound);
  app.use(errorHandler);
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: JSON.parse(text) as unknown, text };
}

describe("JSON-only request bodies", () => {
  it("accepts a JSON body", async () => {
    const r = await call("/echo", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"a":1}' });
    expect(r).toMatchObject({ status: 200, body: { success: true, data: { a: 1 } } });
  });

  it("accepts a JSON body with a charset", async () => {
    const r = await call("/echo", {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: "{}",
    });
    expect(r.status).toBe(200);
  });

  it("accepts a POST without a body (logout)", async () => {
    const r = await call("/echo", { method: "POST" });
    expect(r).toMatchObject({ status: 200, body: { success: true, data: null } });
  });

  it("accepts a DELETE without a body", async () => {
    expect((await call("/thing", { method: "DELETE" })).status).toBe(200);
  });

  it.each([
    ["text/plain", "{}"],
    ["application/x-www-form-urlencoded", "a=1"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("refuses %s with 415 JSON", async (type, body) => {
    const r = await call("/echo", { method: "POST", headers: { "Content-Type": type }, body });
    expect(r.status).toBe(415);
    expect(r.type).toMatch(/application\/json/);
    expect(r.body).toEqual({ success: false, code: "request.jsonRequired", message: renderMessage("request.jsonRequired") });
  });

  it("refuses an empty form post (a cross-site <form> always names its type)", async () => {
    const r = await call("/echo", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(r.status).toBe(415);
  });

  it("lets multipart through on a route that opts in", async () => {
    const form = new FormData();
    form.append("my_file", new Blob(["img"]), "a.png");
    expect((await call("/upload", { method: "POST", body: form })).status).toBe(200);
  });
});

describe("JSON errors", () => {
  it("answers malformed JSON with 400", async () => {
    const r = await call("/echo", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{oops" });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: "request.invalidJson", message: renderMessage("request.invalidJson") });
  });

  it("answers a body over the limit with 413", async () => {
    const r = await call("/echo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ a: "x".repeat(2048) }),
    });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ success: false, code: "request.bodyTooLarge", message: renderMessage("request.bodyTooLarge") });
  });

  it("answers unknown routes with 404 JSON", async () => {
    const r = await call("/nowhere");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, code: "request.notFound", message: renderMessage("request.notFound") });
  });

  it("answers an HttpError with its status, message and field errors", async () => {
    const r = await call("/teapot");
    expect(r.status).toBe(418);
    expect(r.body).toEqual({
      success: false,
      code: "request.validation",
      message: "Name must be at most 3 characters.",
      errors: { pot: "Name must be at most 3 characters." },
      errorCodes: { pot: { code: "field.name.tooLong", params: { max: 3 } } },
    });
  });

  it.each(["/boom", "/async-boom"])("answers an unexpected error (%s) with 500 and no internals", async (path) => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const r = await call(path);
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ success: false, code: "request.serverError", message: renderMessage("request.serverError") });
    expect(r.text).not.toMatch(/internals|at /);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
