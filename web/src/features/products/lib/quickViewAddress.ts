/**
 * The quick view's address: while a product's quick view is open, the address bar shows the product's
 * own page (`/shop/product/<slug>`), so it can be copied and shared, a reload opens the full page, and
 * Back closes the quick view.
 *
 * Why not react-router's "modal route" (navigate with a background location): then
 * the page behind would have to be rendered a second time from the route table by the layout. Here the
 * entry is pushed beside the router instead; the router never sees it, so the page behind stays
 * mounted as it is, and Back pops to the router's own entry (the same location, nothing re-renders).
 */
const QUICK_VIEW_STATE = "cocoaQuickView";

type HistoryState = Record<string, unknown> | null;

/** Pushes the product's address for the open quick view (keeping the router's state, one step on). */
export function pushQuickViewAddress(path: string): void {
  const current = (window.history.state as HistoryState) ?? {};
  const idx = typeof current.idx === "number" ? current.idx + 1 : undefined;
  window.history.pushState({ ...current, idx, [QUICK_VIEW_STATE]: true }, "", path);
}

/** True while the current history entry is a quick view's. */
export function isQuickViewEntry(state: unknown = window.history.state): boolean {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[QUICK_VIEW_STATE] === true;
}

/** Closing the quick view by its button or Escape: step back off its entry, as Back would. */
export function leaveQuickViewAddress(): void {
  if (isQuickViewEntry()) window.history.back();
}
