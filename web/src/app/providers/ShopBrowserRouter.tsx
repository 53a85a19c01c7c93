import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from "react-router-dom";
import { hydrateEveryHeldPart } from "@/shared/ui";

/** True while the address names a screen whose code or texts have not arrived yet. */
const ScreenPendingContext = createContext(false);

/**
 * react-router's BrowserRouter, plus one thing it does not say: that a navigation is under way.
 *
 * A navigation is a transition (as in BrowserRouter): the screen shown stays until the next one is
 * ready, with no skeleton flashing between two pages. But the address changes at once, so for that
 * moment the old screen stood under the new address, and text typed into it (a shopper, a password
 * manager filling the form of the new address) vanished with it. This router also notes the address
 * urgently, so the layouts can make the old screen inert and busy (`usePendingScreen`) until the new
 * one takes its place. A change of the query alone (filters, sorting, a search) is not a new screen.
 */
export function ShopBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [shown, setShown] = useState<{ action: NavigationType; location: Location }>({ action: history.action, location: history.location });
  const [asked, setAsked] = useState<Location>(history.location);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        // A navigation reaches every part of the page: the parts still held as the server drew them are
        // React's first (React would otherwise swap one it had not hydrated for nothing).
        hydrateEveryHeldPart();
        setAsked(update.location);
        startTransition(() => setShown({ action: update.action, location: update.location }));
      }),
    [history],
  );
  return (
    <ScreenPendingContext.Provider value={asked.pathname !== shown.location.pathname}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </ScreenPendingContext.Provider>
  );
}

/**
 * Attributes for the element around a layout's screen: while the next screen is on its way the shown
 * one takes no input (`inert`) and says it is busy. With `pendingScreenSx` in its styles.
 */
export function usePendingScreen(): { inert?: true; "aria-busy"?: true } {
  return useContext(ScreenPendingContext) ? { inert: true, "aria-busy": true } : {};
}

/** A busy screen dims, only once the wait is long enough to notice. */
export const pendingScreenSx = { "&[aria-busy=true]": { opacity: 0.55, transition: "opacity 150ms ease 200ms" } } as const;
