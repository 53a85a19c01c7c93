import { act, render } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from "react-router-dom";
import { AppProviders } from "@/app/providers/AppProviders";
import { AppRoutes } from "@/app/router";
import { createTestQueryClient } from "@/test/queryClient";

/** What a test reads and does through the router: where the app is, how it got there, and going elsewhere. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: string) => Promise<void>;
}

/** Renders the whole app (providers, start-up, guard, routes) at `path` in memory, as App.tsx does in the browser. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  let navigateTo: ((to: string) => void) | undefined;
  const router: TestRouter = {
    state: { location: { pathname: path, search: "", hash: "", state: null, key: "default" }, historyAction: "POP" as NavigationType },
    navigate: async (to) => {
      await act(async () => navigateTo?.(to));
    },
  };
  // Renders nothing; keeps `router` current with the app's location.
  function RouterProbe() {
    router.state = { location: useLocation(), historyAction: useNavigationType() };
    const navigate = useNavigate();
    navigateTo = (to) => void navigate(to);
    return null;
  }
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
