import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/fakeApi";
import { ApiError, errorMessage, fieldErrors } from "./ApiError";
import { apiClient, buildUrl } from "./apiClient";

function stubFetch(response: Response | Promise<Response> | (() => never)) {
  const mock = vi.fn(async () => (typeof response === "function" ? response() : response));
  vi.stubGlobal("fetch", mock);
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiClient", () => {
  it("sends JSON to /api with the session cookie and resolves with the body", async () => {
    const fetch = stubFetch(jsonResponse({ success: true, message: "ok", user: { id: "1" } }));
    const body = await apiClient.post("/auth/login", { email: "a@b.c", password: "x" });
    expect(body).toEqual({ success: true, message: "ok", user: { id: "1" } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ email: "a@b.c", password: "x" }));
  });

  it("throws an ApiError with the status, the server message and the field errors", async () => {
    stubFetch(jsonResponse({ success: false, message: "Invalid input", errors: { email: "Enter an email" } }, 400));
    const error = await apiClient.post("/auth/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, serverMessage: "Invalid input", errors: { email: "Enter an email" } });
    expect(errorMessage(error, "fallback")).toBe("Invalid input");
    expect(fieldErrors(error)).toEqual({ email: "Enter an email" });
  });

  it("treats a 2xx body with success: false as a failure", async () => {
    stubFetch(jsonResponse({ success: false, message: "Nope" }));
    await expect(apiClient.get("/x")).rejects.toMatchObject({ status: 200, serverMessage: "Nope" });
  });

  it("has no server message for a non-JSON error page, so callers fall back to their default", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await apiClient.get("/x").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
    expect(errorMessage(error, "An error occurred")).toBe("An error occurred");
    expect(fieldErrors(error)).toEqual({});
  });

  it("reports a request that never got an answer as status 0", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = (await apiClient.get("/x").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(errorMessage(error, "fallback")).toBe("fallback");
  });

  it("asks the server each time instead of taking the browser's stale-while-revalidate copy", async () => {
    const fetch = stubFetch(jsonResponse({ success: true }));
    await apiClient.get("/shop/products/get/dark-chocolate-swan");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.cache).toBe("no-cache");
  });

  it("bypasses caches when asked (check-auth)", async () => {
    const fetch = stubFetch(jsonResponse({ success: true }));
    await apiClient.get("/auth/check-auth", { noCache: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.cache).toBe("no-store");
    expect(init.headers).toMatchObject({ "Cache-Control": "no-cache, no-store, must-revalidate", Pragma: "no-cache" });
  });

  it("sends FormData as multipart, letting the browser set the boundary", async () => {
    const fetch = stubFetch(jsonResponse({ success: true }));
    const form = new FormData();
    form.append("my_file", new Blob(["x"]), "x.png");
    await apiClient.post("/admin/products/upload-image", form);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("uses PUT and DELETE and resolves an empty answer as undefined", async () => {
    const fetch = stubFetch(new Response(null, { status: 204 }));
    await expect(apiClient.delete("/shop/cart/u/p")).resolves.toBeUndefined();
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe("DELETE");
    stubFetch(jsonResponse({ success: true, data: 1 }));
    await expect(apiClient.put("/shop/cart/update-cart", { quantity: 2 })).resolves.toEqual({ success: true, data: 1 });
  });

  it("builds query strings and refuses paths that repeat the /api base", () => {
    expect(buildUrl("/shop/products/get", { category: ["truffles", "bars"], brand: undefined, sortBy: "price-lowtohigh" })).toBe(
      "/api/shop/products/get?category=truffles%2Cbars&sortBy=price-lowtohigh",
    );
    expect(() => buildUrl("/api/auth/login")).toThrow(/relative/);
    expect(() => buildUrl("auth/login")).toThrow(/relative/);
  });
});
