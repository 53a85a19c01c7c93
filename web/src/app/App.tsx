import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { AppProviders } from "./providers/AppProviders";
import { ShopBrowserRouter } from "./providers/ShopBrowserRouter";
import { AppRoutes, preloadScreen } from "./router";

/**
 * `queryClient`: the cache main.tsx filled from the server's dehydrated state. `onFirstCommit`: runs
 * once the first render (the hydration, for a server-rendered page) is on screen.
 */
export function App({ queryClient, onFirstCommit }: { queryClient?: QueryClient; onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  useEffect(preloadScreensOnIntent, []);
  return (
    <AppProviders queryClient={queryClient}>
      <ShopBrowserRouter>
        <AppRoutes />
      </ShopBrowserRouter>
    </AppProviders>
  );
}

/**
 * A link about to be followed (pointed at, touched, focused) fetches its screen's code ahead, for every
 * in-app link on every page: the next screen is then usually ready when the navigation starts.
 */
function preloadScreensOnIntent() {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    preloadScreen(link.pathname);
  };
  const events = ["pointerover", "touchstart", "focusin"] as const;
  for (const name of events) document.addEventListener(name, onIntent, { passive: true, capture: true });
  return () => {
    for (const name of events) document.removeEventListener(name, onIntent, { capture: true });
  };
}
