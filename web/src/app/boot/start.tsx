/**
 * The app's start (main.tsx imports it last of the three stages): the page's queries, i18n and the root.
 */
import { StrictMode, startTransition } from "react";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { SERVER_STATE_ELEMENT_ID, chosenLanguage, i18n, i18nReady } from "@/shared/i18n";
import { startGuestPreviewFromUrl } from "@/shared/api/guestPreview";
import { App } from "../App";
import { whenHydrated } from "../afterHydration";
import { createQueryClient } from "../providers/queryClient";

// A storefront page arrives rendered (functions/src/modules/storefront), with the queries its render
// used in a JSON element (never an inline script: the CSP allows none).
function start(root: HTMLElement) {
  const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (serverState) {
    const queryClient = createQueryClient();
    hydrate(queryClient, JSON.parse(serverState.textContent || "{}") as DehydratedState);
    // The page hydrates in its HTML's language (shared/i18n): the server already chose it from the address
    // or the browser's languages, and index.html switched to a stored choice before the page was drawn.
    // Should a choice still differ (a page served without that script), it follows once the whole page
    // is hydrated (app/afterHydration).
    const adoptPreferredLanguage = () =>
      whenHydrated(root, () => {
        const chosen = chosenLanguage();
        if (chosen && chosen !== i18n.resolvedLanguage) void i18n.changeLanguage(chosen);
      });
    // In a transition, so hydration is time-sliced: it yields to the browser every few milliseconds
    // instead of holding a phone's main thread for the whole page. A tap on the server's HTML meanwhile
    // is held by the keeper in index.html until React owns that element.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} onFirstCommit={adoptPreferredLanguage} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

/** Renders the app into #root: hydrates a server-rendered page, renders any other. */
export function startApp(): void {
  // Before the first API call, so a "View shop" tab never sends the session.
  startGuestPreviewFromUrl();
  const container = document.getElementById("root");
  if (!container) throw new Error("The #root element is missing from index.html");
  // The first render needs the page's language texts (a chunk of their own, see shared/i18n); if they
  // cannot load, rendering anyway shows keys, which beats a blank page.
  void i18nReady.finally(() => start(container));
}
