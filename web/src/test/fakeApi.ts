import { DEFAULT_SHOP_SETTINGS, type SessionUser, type ShopSettings } from "@contracts";
import { vi } from "vitest";

export const SHOPPER: SessionUser = { id: "u-1", userName: "Noa Newcomer", email: "noa@chocolate.test", role: "user", emailVerified: true };
export const ADMIN: SessionUser = { id: "a-1", userName: "Atelier Admin", email: "admin@chocolate.test", role: "admin", emailVerified: true };

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Handler = (request: { url: string; method: string; body: unknown; init: RequestInit }) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a tiny fake of the API: check-auth answers for `user` (`user: null` for a guest), the
 * settings answer `settings` (or fail), the sign-in screens' Firebase config is a test project's, and `routes`
 * ("METHOD /api/path") handle anything else.
 */
export function fakeApi({
  user = null,
  settings = DEFAULT_SHOP_SETTINGS,
  settingsStatus = 200,
  routes = {},
}: {
  user?: SessionUser | null;
  settings?: ShopSettings;
  settingsStatus?: number;
  routes?: Record<string, Handler>;
} = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, "").split("?")[0] ?? "";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const handler = routes[`${method} ${path}`];
    if (handler) return handler({ url, method, body, init });
    if (method === "GET" && path === "/api/auth/check-auth") {
      return user
        ? jsonResponse({ success: true, code: "auth.authenticated", message: "Authenticated user", user })
        : jsonResponse({ success: true, code: "auth.guest", message: "No user is signed in", user: null });
    }
    if (method === "GET" && path === "/api/auth/client-config") {
      return jsonResponse({ success: true, data: { apiKey: "test-api-key", authDomain: "shop.test", projectId: "demo-test", emulatorOrigin: null } });
    }
    if (method === "GET" && path === "/api/common/settings/get") {
      return settingsStatus === 200
        ? jsonResponse({ success: true, data: settings })
        : jsonResponse({ success: false, code: "request.serverError", message: "Something went wrong. Please try again." }, settingsStatus);
    }
    return jsonResponse({ success: false, code: "request.notFound", message: `No fake for ${method} ${path}` }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A promise you resolve by hand, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A fake list route that pages like the API: `pageSize` items a page (the request's `?pageSize=`
 * wins), `nextCursor` the next item's index as text (null on the last page). `items` is read per
 * request, so a test can change the list between calls.
 */
export function pagedList<T>(items: () => readonly T[], pageSize: number) {
  return ({ url }: { url: string }) => {
    const params = new URL(url, "http://shop.test").searchParams;
    const size = Number(params.get("pageSize") ?? pageSize);
    const start = Number(params.get("cursor") ?? 0);
    const all = items();
    const end = start + size;
    return jsonResponse({ success: true, data: all.slice(start, end), nextCursor: end < all.length ? String(end) : null });
  };
}
