import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { currentRequestId } from "../logger";
import { requestId, traceIdOf } from "./request-id";

describe("traceIdOf", () => {
  it("takes the trace id of X-Cloud-Trace-Context and nothing else", () => {
    expect(traceIdOf("105445aa7843bc8bf206b12000100000/1;o=1")).toBe("105445aa7843bc8bf206b12000100000");
    expect(traceIdOf(undefined)).toBeUndefined();
    expect(traceIdOf("not a trace/1")).toBeUndefined();
  });
});

describe("requestId", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start(): Promise<string> {
    const app = express();
    app.use(requestId);
    // Awaits first, so the id must survive an async hop to be seen here.
    app.get("/", async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      res.json({ seen: currentRequestId() });
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it("answers the trace id as X-Request-Id and keeps it in scope for the handler", async () => {
    const url = await start();
    const answer = await fetch(url, { headers: { "X-Cloud-Trace-Context": "abc123/7;o=1" } });
    expect(answer.headers.get("x-request-id")).toBe("abc123");
    expect(await answer.json()).toEqual({ seen: "abc123" });
  });

  it("makes a fresh id per request when there is no trace", async () => {
    const url = await start();
    const [a, b] = await Promise.all([fetch(url), fetch(url)]);
    const ids = [a.headers.get("x-request-id"), b.headers.get("x-request-id")];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const seen = async (answer: Response) => ((await answer.json()) as { seen?: string }).seen;
    expect([await seen(a), await seen(b)]).toEqual(ids);
    expect(currentRequestId()).toBeUndefined();
  });
});
