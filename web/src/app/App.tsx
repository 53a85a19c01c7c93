import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "./providers/AppProviders";
import { AppRoutes } from "./router";

/**
 * `queryClient`: the cache main.tsx filled from the server's dehydrated state. `onFirstCommit`: runs
 * once the first render (the hydration, for a server-rendered page) is on screen.
 */
export function App({ queryClient, onFirstCommit }: { queryClient?: QueryClient; onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
