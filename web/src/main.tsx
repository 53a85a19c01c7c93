import { StrictMode, startTransition } from "react";
// The brand serif for headings, self-hosted (same origin, so the CSP allows it; font-display: swap).
// Frank Ruhl Libre has Latin and Hebrew drawn together, so both languages' headings match. Only the
// weight the headings use (600) is bundled, with each subset's unicode-range: the per-subset files
// (latin-600.css, hebrew-600.css) have none, so a browser took the last face for every character and
// had to download it to learn what it lacked, and an English page fetched the Hebrew font, then the
// Latin one after it, laying the page out again for each. A subset now downloads only for its letters.
import "@fontsource/frank-ruhl-libre/600.css";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { whenHydrated } from "./app/afterHydration";
import { createQueryClient } from "./app/providers/queryClient";
import { startGuestPreviewFromUrl } from "./shared/api/guestPreview";
import { hydrateEveryHeldPart } from "./shared/ui/HydrateOnView";
import { SERVER_STATE_ELEMENT_ID, chosenLanguage, i18n, i18nReady } from "./shared/i18n";

// Before the first API call, so a "View shop" tab never sends the session.
startGuestPreviewFromUrl();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// A storefront page arrives rendered (functions/src/modules/storefront), with the queries its render
// used in a JSON element (never an inline script: the CSP allows none).
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);

function start(root: HTMLElement) {
  if (serverState) {
    const queryClient = createQueryClient();
    hydrate(queryClient, JSON.parse(serverState.textContent || "{}") as DehydratedState);
    // The page hydrates in its HTML's language (shared/i18n): the server already chose it from the address
    // or the browser's languages, and index.html switched to a stored choice before the page was drawn.
    // Should a choice still differ (a page served without that script), it follows once the whole page
    // is hydrated (app/afterHydration).
    const adoptPreferredLanguage = () => {
      const chosen = chosenLanguage();
      if (!chosen || chosen === i18n.resolvedLanguage) return;
      // The parts held until seen (shared/ui HydrateOnView) are hydrated first: all of them change.
      hydrateEveryHeldPart();
      whenHydrated(root, () => void i18n.changeLanguage(chosen));
    };
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

// The first render needs the page's language texts (a chunk of their own, see shared/i18n); if they
// cannot load, rendering anyway shows keys, which beats a blank page.
void i18nReady.finally(() => start(container));
