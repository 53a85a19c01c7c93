/** Error answers of the real app: always JSON, never HTML or a stack. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMessage } from "@cocoa/contracts";
import { call, startApi, type RunningApi } from "./helpers";

let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe("error answers", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/auth/unknown"],
    ["POST", "/api/shop/nothing-here"],
    ["GET", "/api"],
    ["GET", "/not-api"],
    ["GET", "/api/auth/login"],
  ])("%s %s answers 404 JSON", async (method, path) => {
    const answer = await call(api.baseUrl, path, { method, ...(method === "POST" ? { json: {} } : {}) });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, code: "request.notFound", message: renderMessage("request.notFound") });
  });

  it("answers malformed JSON with 400 JSON", async () => {
    const answer = await call(api.baseUrl, "/api/auth/login", {
      method: "POST",
      raw: '{"email": "dana@example.com", ',
      headers: { "Content-Type": "application/json" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: "Request body is not valid JSON" });
  });

  it("answers a JSON body that is not an object with 400 and a field message", async () => {
    const answer = await call(api.baseUrl, "/api/auth/register", { json: ["dana"] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { body: "Send the request body as a JSON object." } });
  });

  it("answers a text/plain POST with 415 JSON", async () => {
    const answer = await call(api.baseUrl, "/api/auth/login", {
      method: "POST",
      raw: JSON.stringify({ email: "a@b.co", password: "x" }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ success: false, code: "request.jsonRequired", message: renderMessage("request.jsonRequired") });
  });

  it("does not announce Express", async () => {
    const answer = await call(api.baseUrl, "/api/nope");
    expect(answer.headers.get("x-powered-by")).toBeNull();
  });
});
