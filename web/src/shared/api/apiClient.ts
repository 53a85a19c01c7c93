import type { CodedMessage, MessageParams } from "@contracts";
import { loadApiMessages } from "@/shared/i18n";
import { ApiError } from "./ApiError";
import { apiCredentials } from "./guestPreview";

/**
 * THE one HTTP client of the SPA. Every call goes to the same origin under `/api` (Firebase Hosting
 * rewrites it to the function; the Vite dev server proxies it), sends the session cookie and JSON,
 * and resolves with the parsed JSON body. A non-2xx answer, or a body with `success: false`, throws
 * an `ApiError` carrying the status and the server's message.
 *
 * Paths are relative to the API base. Features call the typed `api` (./endpointClient.ts), built on this.
 */
export const API_BASE = "/api";

/**
 * Where `/api` lives: the page's own origin in the browser (""). The server-side renderer has no
 * page origin; it points the client at its own API (a loopback address, as a guest) once at start.
 */
let apiOrigin = "";

export function setApiOrigin(origin: string) {
  apiOrigin = origin.replace(/\/+$/, "");
}

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
  return `${apiOrigin}${API_BASE}${path}${query ? `?${query}` : ""}`;
}

/** A body's text as JSON when it is JSON, as the text otherwise, undefined when empty. */
function parseText(status: number, text: string): unknown {
  if (status === 204 || !text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return response.status === 204 ? undefined : parseText(response.status, await response.text());
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The headers every call sends: JSON wanted, in the page's language, plus the caller's own. */
function baseHeaders(extra?: Record<string, string>): Record<string, string> {
  return {
    Accept: "application/json",
    // The API answers its messages in the language the page shows (<html lang> follows i18n).
    "Accept-Language": (typeof document !== "undefined" && document.documentElement.lang) || "en",
    ...extra,
  };
}

/** The `ApiError` for an answer that is a failure (non-2xx, or `success: false`); undefined for a success. */
function failureOf(status: number, parsed: unknown): ApiError | undefined {
  const record = asRecord(parsed);
  const ok = status >= 200 && status < 300;
  if (ok && record?.success !== false) return undefined;
  const message = typeof record?.message === "string" ? record.message : undefined;
  const code = typeof record?.code === "string" ? record.code : undefined;
  const params = asRecord(record?.params) as MessageParams | undefined;
  const errors = asRecord(record?.errors) as Record<string, string> | undefined;
  const errorCodes = asRecord(record?.errorCodes) as Record<string, CodedMessage> | undefined;
  return new ApiError(status, message, { code, params, errors, errorCodes, body: parsed });
}

/**
 * `error`, once a screen can show it: the API's message catalogue (i18next's `api` namespace) is not
 * part of a page's first load, so the first `ApiError` that carries a code loads it before any form
 * or toast reads the error (`serverText`). The client hands every failure through it; so does
 * anything else that throws `ApiError`s with the API's codes (the browser sign-in).
 */
export async function readyToShow<E>(error: E): Promise<E> {
  if (error instanceof ApiError && (error.code !== undefined || error.errorCodes !== undefined)) await loadApiMessages();
  return error;
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders(options.headers);
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
      credentials: apiCredentials(),
      signal: options.signal,
      // "no-cache": ask each time (an unchanged answer is a cheap 304). The default would let the
      // browser answer from a copy inside its stale-while-revalidate time, which is meant for the
      // CDN (functions' platform/http/cache-control.ts): a shopper would see their own change late.
      cache: options.noCache ? "no-store" : "no-cache",
    });
  } catch (cause) {
    throw new ApiError(0, undefined, { cause });
  }

  const parsed = await readBody(response);
  const failure = failureOf(response.status, parsed);
  if (failure) throw await readyToShow(failure);
  return parsed as T;
}

/** How far an upload's bytes have gone; `percent` is null when the browser cannot tell the total. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  percent: number | null;
}

export interface UploadOptions extends Omit<RequestOptions, "noCache"> {
  method?: "POST" | "PUT";
  /** Called as the request body is sent. 100 means every byte has left; the server may still be working. */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Sends `form` as multipart with upload progress. `fetch` cannot report how much of a request body
 * has been sent, XMLHttpRequest can; everything else is the same as `request`: base URL, cookie,
 * language header, and the same `ApiError` for failures (status 0 when there was no answer or the
 * upload was aborted through `signal`).
 */
function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const url = buildUrl(path, options.params); // a bad path rejects, as it does for `request`
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new ApiError(0, undefined, { cause: signal.reason }));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", url);
    xhr.withCredentials = apiCredentials() === "include";
    for (const [name, value] of Object.entries(baseHeaders(options.headers))) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener("abort", onAbort);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable && event.total > 0 ? event.total : null;
        onProgress({ loaded: event.loaded, total, percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : null });
      };
    }
    xhr.onload = () => {
      settle();
      const parsed = parseText(xhr.status, xhr.responseText);
      const failure = failureOf(xhr.status, parsed);
      if (failure) void readyToShow(failure).then(reject);
      else resolve(parsed as T);
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, undefined, { cause: new TypeError("Network request failed") }));
    };
    xhr.onabort = () => {
      settle();
      reject(new ApiError(0, undefined, { cause: signal?.reason ?? new DOMException("The upload was aborted.", "AbortError") }));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(form); // the browser sets the multipart boundary itself
  });
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  /** A body only where the endpoint takes one (deleting the account sends its confirmation). */
  delete: <T>(path: string, options?: RequestOptions, body?: unknown) => request<T>("DELETE", path, body, options),
  /** Multipart with upload progress (see `upload`). */
  upload: <T>(path: string, form: FormData, options?: UploadOptions) => upload<T>(path, form, options),
};
