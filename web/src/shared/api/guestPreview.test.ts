import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "./apiClient";
import { endGuestPreview, isGuestPreview, startGuestPreviewFromUrl } from "./guestPreview";

afterEach(() => {
  endGuestPreview();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("the owner's guest preview", () => {
  it("starts from ?preview=guest, drops the parameter and keeps the rest of the address", () => {
    window.history.replaceState(null, "", "/shop/listing?category=truffles&preview=guest#top");
    startGuestPreviewFromUrl();
    expect(isGuestPreview()).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/shop/listing?category=truffles#top");
  });

  it("sends API calls without credentials in the preview tab, and with them otherwise", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true }), { headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    await apiClient.get("/auth/check-auth");
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: "include" });
    window.history.replaceState(null, "", "/shop/home?preview=guest");
    startGuestPreviewFromUrl();
    await apiClient.get("/auth/check-auth");
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ credentials: "omit" });
  });

  it("ignores other values and ends when asked", () => {
    window.history.replaceState(null, "", "/shop/home?preview=admin");
    startGuestPreviewFromUrl();
    expect(isGuestPreview()).toBe(false);
    window.history.replaceState(null, "", "/shop/home?preview=guest");
    startGuestPreviewFromUrl();
    endGuestPreview();
    expect(isGuestPreview()).toBe(false);
  });
});
