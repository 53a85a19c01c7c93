import { ApiError } from "./ApiError";

/**
 * THE one HTTP client of the SPA. Every call goes to the same origin under `/api` (Firebase Hosting
 * rewrites it to the function; the Vite dev server proxies it), sends the session cookie and JSON,
 * and resolves with the parsed JSON body. A non-2xx answer, or a body with `success: false`, throws
 * an `ApiError` carrying the status and the server's message.
 *
 * Paths are relative to the API base: `apiClient.get<…>("/auth/check-auth")`.
 */
export const API_BASE = "/api";

export interface RequestOptions {
  /** Query parameters; `undefined` and `null` values are left out, arrays are comma-joined. */
  params?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Bypass every cache between the browser and the API (used by check-auth). */
  noCache?: boolean;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

const NO_CACHE_HEADERS = {
  "Cache-Control": "no-cache, no-store, must-revalidate",
  Pragma: "no-cache",
  Expires: "0",
};

export function buildUrl(path: string, params?: RequestOptions["params"]): string {
  if (!path.startsWith("/") || path.startsWith(`${API_BASE}/`)) {
    throw new Error(`apiClient paths are relative to ${API_BASE} and start with "/": got "${path}"`);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    // The API answers its messages in the language the page shows (<html lang> follows i18n).
    "Accept-Language": (typeof document !== "undefined" && document.documentElement.lang) || "en",
    ...options.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  if (options.noCache) Object.assign(headers, NO_CACHE_HEADERS);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body: payload,
      credentials: "include",
      signal: options.signal,
      ...(options.noCache ? { cache: "no-store" as const } : {}),
    });
  } catch (cause) {
    throw new ApiError(0, undefined, { cause });
  }

  const parsed = await readBody(response);
  const record = asRecord(parsed);
  if (!response.ok || record?.success === false) {
    const message = typeof record?.message === "string" ? record.message : undefined;
    const errors = asRecord(record?.errors) as Record<string, string> | undefined;
    throw new ApiError(response.status, message, { errors, body: parsed });
  }
  return parsed as T;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
};
