/**
 * The owner's "View shop" guest preview. The admin layout opens `/shop/home?preview=guest` in a new
 * tab (rel="noopener"). That tab remembers the flag in its own sessionStorage (one tab's storage is
 * not another's) and from then on every API call omits credentials, so the session cookie is never
 * sent: the server answers as to a guest, the session check finds no one, and the route rules show
 * the storefront instead of redirecting an admin to the dashboard. The owner's own tab keeps its
 * session and its redirect. Closing the tab (or "Leave preview") ends it.
 */
export const GUEST_PREVIEW_PARAM = "preview";
export const GUEST_PREVIEW_VALUE = "guest";
const STORAGE_KEY = "cocoa-atelier:guest-preview";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** True in a tab opened as a guest preview. */
export function isGuestPreview(): boolean {
  return storage()?.getItem(STORAGE_KEY) === "1";
}

/**
 * Called once at start-up, before the first API call: `?preview=guest` turns this tab into a guest
 * preview, and the parameter leaves the address bar (so a copied link is the plain page).
 */
export function startGuestPreviewFromUrl(): void {
  if (typeof window === "undefined") return;
  const url = new URL(window.location.href);
  if (url.searchParams.get(GUEST_PREVIEW_PARAM) !== GUEST_PREVIEW_VALUE) return;
  storage()?.setItem(STORAGE_KEY, "1");
  url.searchParams.delete(GUEST_PREVIEW_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/** Ends the preview in this tab (the next load uses the session again). */
export function endGuestPreview(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** The credentials mode of API calls: none at all in a guest preview. */
export function apiCredentials(): RequestCredentials {
  return isGuestPreview() ? "omit" : "include";
}
