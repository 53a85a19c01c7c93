import { vi } from "vitest";

/** One upload the code under test sent through XMLHttpRequest. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  body: Document | XMLHttpRequestBodyInit | null | undefined;
  aborted: boolean;
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void;
  /** Answers through `fetch` (so `fakeApi` routes answer uploads too) and fires `load`. */
  respond(): Promise<void>;
  /** Fails as a network error does. */
  fail(): void;
}

type Handler = ((event: unknown) => void) | null;

/**
 * Replaces XMLHttpRequest (jsdom's would go to the network) with a fake that answers through the
 * stubbed `fetch`. By default each upload reports half, then all of its bytes, then answers; with
 * `manual` the test drives `progress`, `respond` and `fail` itself.
 */
export function fakeUploadXhr({ manual = false }: { manual?: boolean } = {}) {
  const uploads: FakeUpload[] = [];

  class FakeXMLHttpRequest {
    readyState = 0;
    status = 0;
    responseText = "";
    withCredentials = false;
    onload: Handler = null;
    onerror: Handler = null;
    onabort: Handler = null;
    upload: { onprogress: Handler } = { onprogress: null };
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    private record: FakeUpload | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      if (!this.record || this.record.aborted || this.readyState === 4) return;
      this.record.aborted = true;
      this.readyState = 4;
      this.onabort?.({ type: "abort" });
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const record: FakeUpload = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        withCredentials: this.withCredentials,
        body,
        aborted: false,
        // Arrow functions: they answer on this request, whoever calls them.
        progress: (loaded, total) => {
          if (!record.aborted) this.upload.onprogress?.({ type: "progress", lengthComputable: true, loaded, total });
        },
        respond: async () => {
          if (record.aborted) return;
          const response = await fetch(record.url, {
            method: record.method,
            headers: record.headers,
            body: body as BodyInit,
            credentials: record.withCredentials ? "include" : "same-origin",
          });
          const text = await response.text();
          if (record.aborted) return;
          this.status = response.status;
          this.responseText = text;
          this.readyState = 4;
          this.onload?.({ type: "load" });
        },
        fail: () => {
          if (record.aborted) return;
          this.readyState = 4;
          this.onerror?.({ type: "error" });
        },
      };
      this.record = record;
      uploads.push(record);
      if (!manual) {
        const size = body instanceof FormData ? [...body.values()].reduce((sum, v) => sum + (typeof v === "string" ? v.length : v.size), 0) : 0;
        setTimeout(() => {
          record.progress(Math.floor(size / 2), size);
          record.progress(size, size);
          void record.respond();
        }, 0);
      }
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeXMLHttpRequest);
  return { uploads, last: () => uploads.at(-1) };
}
