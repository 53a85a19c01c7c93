import { DEFAULT_SHOP_SETTINGS } from "@contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/fakeApi";
import { api, fillPath } from "./endpointClient";

function stubFetch(body: unknown, status = 200) {
  const mock = vi.fn(async () => jsonResponse(body, status));
  vi.stubGlobal("fetch", mock);
  return mock;
}

const requestOf = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls[0] as unknown as [string, RequestInit];

afterEach(() => vi.unstubAllGlobals());

const CART = { _id: "c-1", userId: "u/1", items: [] };

describe("the typed API client", () => {
  it("fills and encodes the path's parameters", () => {
    expect(fillPath("/shop/cart/:userId/:productId", { userId: "u 1", productId: "p/2" })).toBe("/shop/cart/u%201/p%2F2");
    expect(() => fillPath("/shop/cart/get/:userId", {})).toThrow(/userId/);
  });

  it("sends the endpoint's method, path and body and resolves with the answer", async () => {
    const fetch = stubFetch({ success: true, data: CART });
    await expect(api.cart.remove({ params: { userId: "u/1", productId: "p-1" } })).resolves.toEqual({ success: true, data: CART });
    const [url, init] = requestOf(fetch);
    expect(url).toBe("/api/shop/cart/u%2F1/p-1");
    expect(init.method).toBe("DELETE");
  });

  it("serialises the query as apiClient does: left-out values dropped", async () => {
    const fetch = stubFetch({ success: true, data: [], nextCursor: null, total: 0 });
    await api.products.list({ query: { category: "truffles,bars", pageSize: 24, cursor: undefined } });
    expect(requestOf(fetch)[0]).toBe("/api/shop/products/get?category=truffles%2Cbars&pageSize=24");
  });

  it("throws, naming the call and the field, when an answer does not match its schema (in tests and development)", async () => {
    stubFetch({ success: true, data: { ...DEFAULT_SHOP_SETTINGS, currency: "EUR" } });
    await expect(api.settings.get()).rejects.toThrow(/GET \/api\/common\/settings\/get .*data\.currency/);
  });

  it("leaves failures to apiClient's ApiError", async () => {
    stubFetch({ success: false, message: "Unauthorised user" }, 401);
    await expect(api.auth.checkAuth()).rejects.toMatchObject({ status: 401, serverMessage: "Unauthorised user" });
  });
});
